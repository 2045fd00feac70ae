import type { AiProviderKind } from '#shared/contracts/ai.ts';
import type { Readiness } from '#shared/contracts/health.ts';
import type { HealthRepo } from './repo.ts';

/** Why an instance is not ready, for the log (never shown to the caller). */
export type NotReady =
  | { ok: false; reason: 'database'; cause: unknown }
  | { ok: false; reason: 'migrations'; applied: number; expected: number };

/** Whether this instance can serve: for load balancers and the embedded start-up check. */
export function createHealthService(repo: HealthRepo, aiProvider: () => Promise<AiProviderKind>) {
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

    /** Readiness: the database answers and has every migration this code ships. */
    async ready(): Promise<{ ok: true; value: Readiness } | NotReady> {
      try {
        await repo.ping();
        const migrations = await repo.migrations();
        if (migrations.applied < migrations.expected)
          return { ok: false, reason: 'migrations', ...migrations };
        const provider = await aiProvider();
        return {
          ok: true,
          value: { status: 'ready', database: 'ok', migrations, ai: { provider } },
        };
      } catch (cause) {
        return { ok: false, reason: 'database', cause };
      }
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
