import { randomUUID } from 'node:crypto';
import { todayOf, type Clock } from '#server/clock.ts';
import type { Failure, ServiceErrorCode } from '#server/failure.ts';
import type { AiGateway, AiOperation, AiOutcome } from '#server/ai/gateway.ts';
import type { AiRepo } from './repo.ts';

export interface AiLimits {
  /** Remote AI calls one trainer may have running at once (AI_MAX_CONCURRENT). */
  concurrent: number;
  /** Remote AI calls one trainer may make per day (AI_DAILY_CALLS). */
  daily: number;
  /** Post-workout analyses one student may ask of a remote provider per day (AI_STUDENT_DAILY). */
  studentDaily: number;
}

export type AiFailure = Failure<Extract<ServiceErrorCode, `AI_${string}` | 'STUDENT_NOT_FOUND'>>;
/**
 * `remote`: the student's answers were sent to a provider outside this server; `fellBack`: that
 * provider failed and the local coach answered instead.
 */
export type AiResult<T> =
  ({ ok: true; keyRotated: boolean; remote: boolean; fellBack?: boolean } & T) | AiFailure;

/**
 * What every successful answer says besides its value: a key was skipped, the data went to a remote
 * provider (also when it then failed, unless it was never asked), the local coach stood in for it.
 */
export const succeeded = (outcome: Extract<AiOutcome<unknown>, { ok: true }>) => ({
  ok: true as const,
  keyRotated: outcome.keyRotated,
  remote:
    outcome.provider !== 'local' || (outcome.fellBack !== undefined && outcome.fellBack !== 'not_configured'),
  fellBack: outcome.fellBack !== undefined,
});

/** An outcome's failure as the routes answer it (`noAnswer`: what the local engine's null means). */
export function failureOf(
  outcome: Extract<AiOutcome<unknown>, { ok: false }>,
  noAnswer: AiFailure['error'],
): AiFailure {
  switch (outcome.reason) {
    case 'no_answer':
      return { ok: false, error: noAnswer };
    case 'invalid_answer':
    case 'empty':
      return { ok: false, error: 'AI_INVALID_ANSWER' };
    case 'not_configured':
      return { ok: false, error: 'AI_NO_KEY' };
    case 'invalid_key':
      return { ok: false, error: 'AI_KEY_REJECTED' };
    case 'quota':
      return { ok: false, error: 'AI_QUOTA_EXCEEDED' };
    default:
      return { ok: false, error: 'AI_UNAVAILABLE' };
  }
}

/** A call the limits refused (busy, the day used up), as opposed to the gateway's outcome. */
export const isFailure = (value: AiOutcome<unknown> | AiFailure): value is AiFailure => 'error' in value;

/**
 * The gateway within each trainer's limits: remote calls are bounded per trainer (a few at once, a
 * daily quota) and per student (their own analyses a day); the local engine is not, as it spends
 * nobody's key. Every AI feature (the coach, progress) runs its operations through this one runner.
 */
export function createAiRunner(deps: {
  gateway: AiGateway;
  repo: AiRepo;
  clock: Clock;
  limits: AiLimits;
  /** How long a call's slot is held at most (past the provider's timeout, a killed instance's slot frees). */
  leaseMs: number;
}) {
  const { gateway, repo, clock, limits, leaseMs } = deps;

  /** Counts one request against the trainer's day of remote calls: false once the day is used up. */
  async function chargeDay(personalId: string): Promise<boolean> {
    return (await repo.countCall(personalId, todayOf(clock))) <= limits.daily;
  }

  return {
    /**
     * Runs an operation within a trainer's limits when a remote provider answers. `personalId` is the
     * trainer who pays: the signed-in trainer, or a student's own trainer for the student's analysis.
     * `counted`: this call belongs to a request already counted against the day (one request, one count).
     */
    async runFor<I, O>(
      personalId: string,
      operation: AiOperation<I, O>,
      input: I,
      options: { counted?: boolean } = {},
    ): Promise<AiOutcome<O> | AiFailure> {
      if ((await gateway.providerKind()) === 'local') return gateway.run(operation, input);
      // The calls in flight are counted in the database: the limit holds across instances.
      const token = randomUUID();
      if (!(await repo.claimSlot(personalId, limits.concurrent, token, leaseMs)))
        return { ok: false, error: 'AI_BUSY' };
      try {
        if (!options.counted && !(await chargeDay(personalId))) return { ok: false, error: 'AI_DAILY_LIMIT' };
        return await gateway.run(operation, input);
      } finally {
        // A slot that could not be given back frees itself when its lease lapses.
        await repo.releaseSlot(personalId, token).catch(() => undefined);
      }
    },

    /**
     * Counts one post-workout analysis a student asks of a remote provider today: false once the student
     * is over their own daily limit, so one student cannot use up their trainer's day. The local coach
     * costs nobody anything and is not counted.
     */
    async studentMayAsk(studentId: string): Promise<boolean> {
      if ((await gateway.providerKind()) === 'local') return true;
      return (await repo.countStudentCall(studentId, todayOf(clock))) <= limits.studentDaily;
    },

    /** One request of several calls, counted once: false when the trainer's day is used up. */
    async chargeRequest(personalId: string): Promise<boolean> {
      if ((await gateway.providerKind()) === 'local') return true;
      return chargeDay(personalId);
    },
  };
}

export type AiRunner = ReturnType<typeof createAiRunner>;
