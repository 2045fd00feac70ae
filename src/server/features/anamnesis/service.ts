import type { Db } from '#server/db/client.ts';
import type { Clock } from '#server/clock.ts';
import type { Failure } from '#server/failure.ts';
import type {
  AnamnesisAnswers,
  AnamnesisDraftBody,
  AnamnesisState,
  Consent,
} from '#shared/contracts/anamnesis.ts';
import { ANAMNESIS_CONSENT_VERSION } from '#shared/domain/anamnesis/questions.ts';
import type { AnamnesisRepo } from './repo.ts';

export type AnamnesisWrite = { ok: true } | Failure<'CONSENT_REQUIRED'>;
const consentRequired: Failure<'CONSENT_REQUIRED'> = { ok: false, error: 'CONSENT_REQUIRED' };

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
export function createAnamnesisService(db: Db, repo: AnamnesisRepo, clock: Clock) {
  const currentConsent = (studentId: string, executor: Parameters<AnamnesisRepo['consent']>[0] = db) =>
    repo.consent(executor, studentId, ANAMNESIS_CONSENT_VERSION);

  return {
    async state(studentId: string): Promise<AnamnesisState> {
      const [consent, draft, submitted] = await Promise.all([
        currentConsent(studentId),
        repo.draft(studentId),
        repo.submitted(studentId),
      ]);
      return {
        consent,
        draft: draft?.answers
          ? { step: draft.step, answers: draft.answers, updatedAt: draft.updatedAt.toISOString() }
          : null,
        submitted,
      };
    },

    async consent(studentId: string): Promise<Consent> {
      await repo.insertConsent(studentId, ANAMNESIS_CONSENT_VERSION, clock.now());
      const consent = await currentConsent(studentId);
      if (!consent) throw new Error('the consent just recorded is missing');
      return consent;
    },

    async saveDraft(studentId: string, body: AnamnesisDraftBody): Promise<AnamnesisWrite> {
      if (!(await currentConsent(studentId))) return consentRequired;
      await repo.upsertDraft(studentId, {
        step: body.step,
        answers: withoutBlanks(body.answers),
        updatedAt: clock.now(),
      });
      return { ok: true };
    },

    /**
     * Stores the questionnaire and its goal, and bumps the version so a trainer editing this student
     * reloads first. Status, expiry, owner and plan are not touched: a new student is already
     * pending_creation, and an active student who edits the answers keeps training (decision 010).
     */
    async submit(studentId: string, answers: AnamnesisAnswers): Promise<AnamnesisWrite> {
      return db.transaction(async (tx) => {
        if (!(await currentConsent(studentId, tx))) return consentRequired;
        const stored = withoutBlanks(answers);
        // The number the student gives becomes the one the trainer messages, when it is a whole number.
        const whatsapp = stored.whatsapp && /^\d{10,11}$/.test(stored.whatsapp) ? stored.whatsapp : null;
        await repo.storeSubmitted(
          tx,
          studentId,
          stored,
          { goal: stored.specificGoal ?? null, whatsapp },
          clock.now(),
        );
        await repo.deleteDraft(tx, studentId);
        return { ok: true } as const;
      });
    },
  };
}

export type AnamnesisService = ReturnType<typeof createAnamnesisService>;
