import type pg from 'pg';

/** The database's pulse: one trivial statement on the pool, no table read. */
export function createHealthRepo(pool: pg.Pool) {
  return {
    async ping(): Promise<void> {
      await pool.query('select 1');
    },
  };
}

export type HealthRepo = ReturnType<typeof createHealthRepo>;
