import { and, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { personals } from '#server/db/schema.ts';
import type { PersonalSettings } from '#shared/contracts/profile.ts';

export interface StoredSettings {
  settings: unknown;
  version: number;
}

/**
 * The coaching notes of a student's trainer (their style notes), as a column another owner's query may
 * select beside its row: the AI coach reads the student and these in one statement. Null when the
 * trainer has no settings row (the admin). The preferences the coach learned are rows of their own
 * (learned_preferences, migration 0013).
 */
export function coachNotesOf(personalId: SQL | Placeholder): SQL<unknown> {
  return sql`(select jsonb_build_object('aiStyleNotes', ${personals.settings} -> 'aiStyleNotes') from ${personals} where ${personals.id} = ${personalId})`;
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
     * (anything the server keeps there). Null when the version moved or the row is gone.
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
