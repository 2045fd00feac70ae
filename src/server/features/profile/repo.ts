import { and, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { personals } from '#server/db/schema.ts';
import type { PersonalSettings } from '#shared/contracts/profile.ts';

export interface StoredSettings {
  settings: unknown;
  version: number;
}

/**
 * The coaching notes of a student's trainer (their style notes and the preferences the coach
 * learned), as a column another owner's query may select beside its row: the AI coach reads the
 * student and these in one statement. Null when the trainer has no settings row (the admin).
 */
export function coachNotesOf(personalId: SQL | Placeholder): SQL<unknown> {
  return sql`(select jsonb_build_object('aiStyleNotes', ${personals.settings} -> 'aiStyleNotes', 'aiLearnedPreferences', ${personals.settings} -> 'aiLearnedPreferences') from ${personals} where ${personals.id} = ${personalId})`;
}

/** The trainer's own row in `personals`: their settings and its version. */
export function createProfileRepo(db: Db) {
  return {
    /** The admin's edit of a trainer moves their row's version on, only from `version`. */
    async bumpVersion(tx: Tx, personalId: string, version: number, now: Date): Promise<boolean> {
      const moved = await tx
        .update(personals)
        .set({ version: sql`${personals.version} + 1`, updatedAt: now })
        .where(and(eq(personals.id, personalId), eq(personals.version, version)))
        .returning({ id: personals.id });
      return moved.length > 0;
    },

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

    /**
     * Appends one learned AI preference, keeping the newest `cap` (spec §3: the last 20), in one
     * statement. The settings' version does not move: the trainer's form does not edit these.
     */
    async appendLearnedPreference(
      personalId: string,
      preference: string,
      cap: number,
    ): Promise<string[] | null> {
      const [row] = await db
        .update(personals)
        .set({
          settings: sql`jsonb_set(${personals.settings}, '{aiLearnedPreferences}', (
            select coalesce(jsonb_agg(item.value order by item.position), '[]'::jsonb)
            from (
              select value, position
              from jsonb_array_elements(
                case when jsonb_typeof(${personals.settings} -> 'aiLearnedPreferences') = 'array'
                  then ${personals.settings} -> 'aiLearnedPreferences' else '[]'::jsonb end
                || jsonb_build_array(${preference}::text)
              ) with ordinality as entries(value, position)
              order by position desc
              limit ${cap}
            ) as item
          ))`,
        })
        .where(eq(personals.id, personalId))
        .returning({ settings: personals.settings });
      if (!row) return null;
      const list = (row.settings as { aiLearnedPreferences?: unknown }).aiLearnedPreferences;
      return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
    },
  };
}

export type ProfileRepo = ReturnType<typeof createProfileRepo>;
