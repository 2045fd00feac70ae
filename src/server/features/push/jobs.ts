import PgBoss from 'pg-boss';
import type { Database } from '#server/db/client.ts';
import { withAdvisoryLock } from '#server/db/advisory-lock.ts';
import type { PushService } from './service.ts';

/** The one queue: every job of it asks "what is due now?", so an extra or late job sends nothing twice. */
export const PUSH_QUEUE = 'push-due';
/** pg-boss keeps its tables in its own schema of the app's database. */
export const PUSH_JOBS_SCHEMA = 'pgboss';

export interface PushJobs {
  stop(): Promise<void>;
}

/**
 * The wake-ups of decision 044, kept in PostgreSQL by pg-boss: a cron job each minute (pg-boss runs a
 * cron once per minute across all instances) for the reminders whose time has come, and a job at the
 * end of each rest. What is due and whether it was sent live in the app's own tables (push_sends,
 * rest_alarms), so a job lost in a restart is made up by the next minute's, and two instances working
 * the queue send each push once.
 */
export async function startPushJobs(options: {
  database: Pick<Database, 'url' | 'pool'>;
  push: Pick<PushService, 'dispatchDue'>;
  wakes: { at: (when: Date) => Promise<void> };
  log: { error: (data: object, message: string) => void };
  pollingIntervalSeconds?: number;
}): Promise<PushJobs> {
  const { push, log } = options;
  const boss = new PgBoss({ connectionString: options.database.url, schema: PUSH_JOBS_SCHEMA, max: 3 });
  boss.on('error', (error) => log.error({ err: error }, 'pg-boss'));
  // Instances started together would create pg-boss's schema, the queue and its schedule at once, and
  // PostgreSQL answers one of them with a deadlock (seen with three instances in the bench): one at a time.
  await withAdvisoryLock(options.database.pool, SETUP_LOCK, async () => {
    await boss.start();
    await boss.createQueue(PUSH_QUEUE);
    await boss.schedule(PUSH_QUEUE, '* * * * *', {}, { tz: 'America/Sao_Paulo' });
  });
  await boss.work(
    PUSH_QUEUE,
    { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, batchSize: 5 },
    async () => {
      await push.dispatchDue();
    },
  );
  options.wakes.at = async (when) => {
    await boss.send(PUSH_QUEUE, {}, { startAfter: when, retryLimit: 3 });
  };
  return {
    async stop() {
      options.wakes.at = async () => {};
      await boss.stop({ graceful: true, wait: true });
    },
  };
}

/** The advisory lock the instances take around the queue's setup (any constant of our own). */
const SETUP_LOCK = 7_284_401;

