import { expect } from 'vitest';
import type { Database } from '#server/db/client.ts';

/**
 * Two writers of the same rows at once: `first` runs in a transaction left open, `second` in another
 * that must then wait on a lock (checked in `pg_stat_activity`), `first` commits, and `second` goes on
 * and commits. What the triggers keep must hold both, whichever order they came in.
 */
export async function secondWaitsForFirst(database: Database, first: string, second: string): Promise<void> {
  const one = await database.pool.connect();
  const two = await database.pool.connect();
  try {
    await one.query('begin');
    await one.query(first);
    await two.query('begin');
    const pid = (await two.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
    const waiting = two.query(second);
    await expect
      .poll(async () => {
        const { rows } = await database.pool.query<{ wait_event_type: string | null }>(
          'select wait_event_type from pg_stat_activity where pid = $1',
          [pid],
        );
        return rows[0]?.wait_event_type;
      })
      .toBe('Lock');
    await one.query('commit');
    await waiting;
    await two.query('commit');
  } finally {
    one.release();
    two.release();
  }
}
