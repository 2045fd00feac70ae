import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { anamnesisConsents, anamnesisDrafts, students } from '#server/db/schema.ts';
import type { Clock } from '#server/auth/session.ts';
import {
  AnamnesisAnswersSchema,
  type AnamnesisAnswers,
  type AnamnesisDraftBody,
  type AnamnesisState,
  type Consent,
} from '#shared/contracts/anamnesis.ts';
import { ANAMNESIS_CONSENT_VERSION } from '#shared/domain/anamnesis/questions.ts';
import type { Tx } from '#server/auth/credential-user.ts';

export type AnamnesisWrite = { ok: true } | { ok: false; error: 'CONSENT_REQUIRED' };

/** Drops empty strings and empty lists, so an unanswered question is absent, not blank. */
function withoutBlanks(answers: AnamnesisAnswers): AnamnesisAnswers {
  return Object.fromEntries(
    Object.entries(answers).filter(
      ([, value]) =>
        value !== undefined &&
        !(typeof value === 'string' && value.trim() === '') &&
        !(Array.isArray(value) && value.length === 0),
    ),
  ) as AnamnesisAnswers;
}

/**
 * The student's own anamnesis (LGPD Art. 11 health data). Nothing is stored, draft or final,
 * unless the student consented to the current text version; the answers never reach the logs.
 */
export function createAnamnesisService(db: Db, clock: Clock) {
  async function currentConsent(executor: Db | Tx, studentId: string): Promise<Consent | null> {
    const [row] = await executor
      .select({ textVersion: anamnesisConsents.textVersion, grantedAt: anamnesisConsents.grantedAt })
      .from(anamnesisConsents)
      .where(
        and(
          eq(anamnesisConsents.studentId, studentId),
          eq(anamnesisConsents.textVersion, ANAMNESIS_CONSENT_VERSION),
        ),
      );
    return row ? { textVersion: row.textVersion, grantedAt: row.grantedAt.toISOString() } : null;
  }

  return {
    async state(studentId: string): Promise<AnamnesisState> {
      const [consent, [draft], [student]] = await Promise.all([
        currentConsent(db, studentId),
        db.select().from(anamnesisDrafts).where(eq(anamnesisDrafts.studentId, studentId)),
        db.select({ anamnesis: students.anamnesis }).from(students).where(eq(students.id, studentId)),
      ]);
      const submitted = AnamnesisAnswersSchema.safeParse(student?.anamnesis);
      const draftAnswers = AnamnesisAnswersSchema.safeParse(draft?.answers);
      return {
        consent,
        draft:
          draft && draftAnswers.success
            ? { step: draft.step, answers: draftAnswers.data, updatedAt: draft.updatedAt.toISOString() }
            : null,
        submitted: student?.anamnesis && submitted.success ? submitted.data : null,
      };
    },

    /** Records the consent once per text version; consenting again keeps the first time. */
    async consent(studentId: string): Promise<Consent> {
      await db
        .insert(anamnesisConsents)
        .values({ studentId, textVersion: ANAMNESIS_CONSENT_VERSION, grantedAt: clock.now() })
        .onConflictDoNothing();
      return (await currentConsent(db, studentId))!;
    },

    async saveDraft(studentId: string, body: AnamnesisDraftBody): Promise<AnamnesisWrite> {
      if (!(await currentConsent(db, studentId))) return { ok: false, error: 'CONSENT_REQUIRED' };
      const values = { step: body.step, answers: withoutBlanks(body.answers), updatedAt: clock.now() };
      await db
        .insert(anamnesisDrafts)
        .values({ studentId, ...values })
        .onConflictDoUpdate({ target: anamnesisDrafts.studentId, set: values });
      return { ok: true };
    },

    /**
     * Stores the questionnaire and its goal, and bumps the version so a trainer editing this student
     * reloads first. Status, expiry, owner and plan are not touched: a new student is already
     * pending_creation, and an active student who edits the answers keeps training (decision 010).
     */
    async submit(studentId: string, answers: AnamnesisAnswers): Promise<AnamnesisWrite> {
      return db.transaction(async (tx) => {
        if (!(await currentConsent(tx, studentId))) return { ok: false, error: 'CONSENT_REQUIRED' } as const;
        const stored = withoutBlanks(answers);
        await tx
          .update(students)
          .set({
            anamnesis: stored,
            goal: stored.specificGoal ?? null,
            // The number the student gives becomes the one the trainer messages, when it is a whole number.
            whatsapp: /^\d{10,11}$/.test(stored.whatsapp ?? '') ? stored.whatsapp : sql`${students.whatsapp}`,
            version: sql`${students.version} + 1`,
            updatedAt: clock.now(),
          })
          .where(eq(students.id, studentId));
        await tx.delete(anamnesisDrafts).where(eq(anamnesisDrafts.studentId, studentId));
        return { ok: true } as const;
      });
    },
  };
}

export type AnamnesisService = ReturnType<typeof createAnamnesisService>;
