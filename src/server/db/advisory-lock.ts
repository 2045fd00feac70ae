import type pg from 'pg';

/**
 * Runs `work` while this session holds PostgreSQL's advisory lock `key`, so instances of the app
 * starting together take turns (the migrations, pg-boss's setup). Any constant works as a key; it
 * only has to be the same for every instance.
 */
export async function withAdvisoryLock<T>(
  pool: pg.Pool,
  key: number,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [key]);
    try {
      return await work(client);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [key]);
    }
  } finally {
    client.release();
  }
}
