import { and, eq, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '#server/db/client.ts';
import { anamnesisConsents, anamnesisDrafts, coachCorrections, students } from '#server/db/schema.ts';
import { AnamnesisAnswersSchema, type AnamnesisAnswers, type Consent } from '#shared/contracts/anamnesis.ts';
import { SEXES } from '#shared/domain/anamnesis/questions.ts';

type Sex = (typeof SEXES)[number];

/**
 * The stored answers as the contract types them, or null. Every reader of the anamnesis goes through
 * this: answers that no longer pass the contract are not shown as if they did.
 */
export function storedAnamnesis(value: unknown): AnamnesisAnswers | null {
  if (value === null || value === undefined) return null;
  const parsed = AnamnesisAnswersSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * The parts of the anamnesis other repositories may select beside their own columns: the answers
 * (for the student's trainer, parsed with `storedAnamnesis`) and the sex alone (for the greeting,
 * so the student's home never reads the rest).
 */
export const anamnesisColumns = {
  answers: students.anamnesis,
  sex: sql<string | null>`${students.anamnesis}->>'sex'`,
};

export const sexOf = (value: string | null): Sex | null =>
  SEXES.includes(value as Sex) ? (value as Sex) : null;

/**
 * The anamnesis' one owner (LGPD Art. 11 health data): the consents, the draft and the submitted
 * answers on the student's row are read and written here and nowhere else.
 */
export function createAnamnesisRepo(db: Db) {
  return {
    async consent(executor: Executor, studentId: string, textVersion: string): Promise<Consent | null> {
      const [row] = await executor
        .select({ textVersion: anamnesisConsents.textVersion, grantedAt: anamnesisConsents.grantedAt })
        .from(anamnesisConsents)
        .where(
          and(eq(anamnesisConsents.studentId, studentId), eq(anamnesisConsents.textVersion, textVersion)),
        );
      return row ? { textVersion: row.textVersion, grantedAt: row.grantedAt.toISOString() } : null;
    },

    /** Records the consent once per text version; a second time keeps the first. */
    async insertConsent(studentId: string, textVersion: string, grantedAt: Date): Promise<void> {
      await db.insert(anamnesisConsents).values({ studentId, textVersion, grantedAt }).onConflictDoNothing();
    },

    /** Every consent the student gave, oldest first (their data export). */
    async consents(studentId: string) {
      const rows = await db
        .select({ textVersion: anamnesisConsents.textVersion, grantedAt: anamnesisConsents.grantedAt })
        .from(anamnesisConsents)
        .where(eq(anamnesisConsents.studentId, studentId))
        .orderBy(anamnesisConsents.grantedAt);
      return rows.map((row) => ({ textVersion: row.textVersion, grantedAt: row.grantedAt.toISOString() }));
    },

    /**
     * The student withdraws consent (LGPD Art. 8 §5): the answers, the draft and the consents go; the
     * row's version moves on, so the trainer's open dialog reloads, and its NOTIFY updates their list.
     */
    async erase(tx: Tx, studentId: string, now: Date): Promise<void> {
      await tx.delete(anamnesisConsents).where(eq(anamnesisConsents.studentId, studentId));
      await tx.delete(anamnesisDrafts).where(eq(anamnesisDrafts.studentId, studentId));
      // The trainer's corrections to the coach's reading of the answers name health conditions too.
      await tx.delete(coachCorrections).where(eq(coachCorrections.studentId, studentId));
      await tx
        .update(students)
        .set({ anamnesis: null, goal: null, version: sql`${students.version} + 1`, updatedAt: now })
        .where(eq(students.id, studentId));
    },

    async draft(studentId: string) {
      const [row] = await db
        .select({
          step: anamnesisDrafts.step,
          answers: anamnesisDrafts.answers,
          updatedAt: anamnesisDrafts.updatedAt,
        })
        .from(anamnesisDrafts)
        .where(eq(anamnesisDrafts.studentId, studentId));
      return row ? { ...row, answers: storedAnamnesis(row.answers) } : null;
    },

    async upsertDraft(
      studentId: string,
      draft: { step: number; answers: AnamnesisAnswers; updatedAt: Date },
    ) {
      await db
        .insert(anamnesisDrafts)
        .values({ studentId, ...draft })
        .onConflictDoUpdate({ target: anamnesisDrafts.studentId, set: draft });
    },

    async deleteDraft(tx: Tx, studentId: string): Promise<void> {
      await tx.delete(anamnesisDrafts).where(eq(anamnesisDrafts.studentId, studentId));
      // The trainer's corrections to the coach's reading of the answers name health conditions too.
      await tx.delete(coachCorrections).where(eq(coachCorrections.studentId, studentId));
    },

    async submitted(studentId: string): Promise<AnamnesisAnswers | null> {
      const [row] = await db
        .select({ answers: anamnesisColumns.answers })
        .from(students)
        .where(eq(students.id, studentId));
      return storedAnamnesis(row?.answers);
    },

    /**
     * Stores the answers with the goal and WhatsApp they give, and bumps the row's version so a trainer
     * editing this student reloads first.
     */
    async storeSubmitted(
      tx: Tx,
      studentId: string,
      answers: AnamnesisAnswers,
      contact: { goal: string | null; whatsapp: string | null },
      now: Date,
    ): Promise<void> {
      await tx
        .update(students)
        .set({
          anamnesis: answers,
          goal: contact.goal,
          whatsapp: contact.whatsapp ?? sql`${students.whatsapp}`,
          version: sql`${students.version} + 1`,
          updatedAt: now,
        })
        .where(eq(students.id, studentId));
    },
  };
}

export type AnamnesisRepo = ReturnType<typeof createAnamnesisRepo>;
