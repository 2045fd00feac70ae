import type { HealthRepo } from './repo.ts';

/** Whether this instance can serve: for load balancers and the embedded start-up check. */
export function createHealthService(repo: HealthRepo) {
  return {
    /** True when the database answers; the error, for the log, when it does not. */
    async check(): Promise<{ ok: true } | { ok: false; cause: unknown }> {
      try {
        await repo.ping();
        return { ok: true };
      } catch (cause) {
        return { ok: false, cause };
      }
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
