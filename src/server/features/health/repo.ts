import type pg from 'pg';
import { migrationState } from '#server/db/migrate.ts';

/** The database's pulse: one trivial statement on the pool, and the migration journal. */
export function createHealthRepo(pool: pg.Pool) {
  return {
    async ping(): Promise<void> {
      await pool.query('select 1');
    },
    migrations: () => migrationState(pool),
  };
}

export type HealthRepo = ReturnType<typeof createHealthRepo>;
