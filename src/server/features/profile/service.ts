import type { Clock } from '#server/clock.ts';
import type { Failure } from '#server/failure.ts';
import type { Actor } from '#server/auth/session.ts';
import {
  DEFAULT_PLAN_PRICES,
  PersonalSettingsSchema,
  type PersonalSettings,
  type Profile,
  type UpdateSettingsBody,
} from '#shared/contracts/profile.ts';
import type { ProfileRepo, StoredSettings } from './repo.ts';

function profileOf(actor: Actor, row: StoredSettings): Profile {
  const settings = PersonalSettingsSchema.catch({}).parse(row.settings);
  // A trainer who never saved prices sees the spec's defaults; one who cleared a price keeps it cleared.
  return {
    id: actor.id,
    name: actor.name,
    email: actor.email,
    role: actor.role,
    settings: { ...settings, planPrices: settings.planPrices ?? { ...DEFAULT_PLAN_PRICES } },
    version: row.version,
  };
}

/** The editable part of the settings as stored: blanks are absent, not empty strings. */
function editableSettings(input: UpdateSettingsBody['settings']): PersonalSettings {
  const stored: PersonalSettings = { planPrices: input.planPrices };
  const notes = input.aiStyleNotes?.trim();
  if (notes) stored.aiStyleNotes = notes;
  if (input.whatsapp) stored.whatsapp = input.whatsapp;
  return stored;
}

type ProfileResult = { ok: true; profile: Profile } | Failure<'NOT_FOUND' | 'SETTINGS_CHANGED'>;

/** The trainer's own profile and settings ('Configurações'), versioned like every shared record. */
export function createProfileService(repo: ProfileRepo, clock: Clock) {
  return {
    async get(actor: Actor): Promise<ProfileResult> {
      const row = await repo.settings(actor.id);
      return row ? { ok: true, profile: profileOf(actor, row) } : { ok: false, error: 'NOT_FOUND' };
    },

    /** A save over a version someone else moved is refused with nothing written. */
    async updateSettings(actor: Actor, body: UpdateSettingsBody): Promise<ProfileResult> {
      const row = await repo.replaceEditable(
        actor.id,
        body.version,
        editableSettings(body.settings),
        clock.now(),
      );
      if (row) return { ok: true, profile: profileOf(actor, row) };
      const exists = await repo.settings(actor.id);
      return { ok: false, error: exists ? 'SETTINGS_CHANGED' : 'NOT_FOUND' };
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
