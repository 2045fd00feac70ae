import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { personals } from '#server/db/schema.ts';
import type { PersonalSettings } from '#shared/contracts/profile.ts';

export interface StoredSettings {
  settings: unknown;
  version: number;
}

/** The trainer's own row in `personals`: their settings and its version. */
export function createProfileRepo(db: Db) {
  return {
    async settings(personalId: string): Promise<StoredSettings | null> {
      const [row] = await db
        .select({ settings: personals.settings, version: personals.version })
        .from(personals)
        .where(eq(personals.id, personalId));
      return row ?? null;
    },

    /**
     * Replaces the fields the settings form edits when the row is still at `version`, keeping the rest
     * (the learned AI preferences belong to the server). Null when the version moved or the row is gone.
     */
    async replaceEditable(
      personalId: string,
      version: number,
      editable: PersonalSettings,
      now: Date,
    ): Promise<StoredSettings | null> {
      const [row] = await db
        .update(personals)
        .set({
          settings: sql`(${personals.settings} - 'aiStyleNotes' - 'whatsapp' - 'planPrices') || ${JSON.stringify(editable)}::jsonb`,
          version: sql`${personals.version} + 1`,
          updatedAt: now,
        })
        .where(and(eq(personals.id, personalId), eq(personals.version, version)))
        .returning({ settings: personals.settings, version: personals.version });
      return row ?? null;
    },
  };
}

export type ProfileRepo = ReturnType<typeof createProfileRepo>;
