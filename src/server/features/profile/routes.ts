import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { personals } from '#server/db/schema.ts';
import { sendError } from '#server/http/errors.ts';
import type { Actor, Clock } from '#server/auth/session.ts';
import { ERROR_RESPONSES } from '#shared/contracts/errors.ts';
import {
  DEFAULT_PLAN_PRICES,
  PersonalSettingsSchema,
  ProfileSchema,
  UpdateSettingsBodySchema,
  type PersonalSettings,
  type Profile,
  type UpdateSettingsBody,
} from '#shared/contracts/profile.ts';

const errors = ERROR_RESPONSES;

function profileOf(actor: Actor, row: { settings: unknown; version: number }): Profile {
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

export const profileRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  const config = { access: ['personal', 'admin'] as const };

  app.get(
    '/profile',
    { config, schema: { tags: ['profile'], response: { 200: ProfileSchema, ...errors } } },
    async (request, reply) => {
      const [row] = await db
        .select({ settings: personals.settings, version: personals.version })
        .from(personals)
        .where(eq(personals.id, request.actor!.id));
      return row ? profileOf(request.actor!, row) : sendError(reply, 404, 'NOT_FOUND');
    },
  );

  app.put(
    '/profile/settings',
    {
      config,
      schema: {
        tags: ['profile'],
        body: UpdateSettingsBodySchema,
        response: { 200: ProfileSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = request.actor!;
      const next = editableSettings(request.body.settings);
      // Learned AI preferences belong to the server: keep them, replace what the form edits.
      const [row] = await db
        .update(personals)
        .set({
          settings: sql`(${personals.settings} - 'aiStyleNotes' - 'whatsapp' - 'planPrices') || ${JSON.stringify(next)}::jsonb`,
          version: sql`${personals.version} + 1`,
          updatedAt: clock.now(),
        })
        .where(and(eq(personals.id, actor.id), eq(personals.version, request.body.version)))
        .returning({ settings: personals.settings, version: personals.version });
      if (row) return profileOf(actor, row);
      const [exists] = await db
        .select({ id: personals.id })
        .from(personals)
        .where(eq(personals.id, actor.id));
      return exists ? sendError(reply, 409, 'SETTINGS_CHANGED') : sendError(reply, 404, 'NOT_FOUND');
    },
  );
};
