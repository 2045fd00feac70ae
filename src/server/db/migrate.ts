import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';

const MIGRATIONS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../drizzle');
// Any constant works; it only has to be the same for every instance of the app.
const MIGRATION_LOCK = 7_245_001;

/** Runs pending migrations while holding an advisory lock, so instances starting together take turns. */
export async function runMigrations(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migrate(drizzle(client), { migrationsFolder: MIGRATIONS });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

/** The migrations this code ships (drizzle/meta/_journal.json), oldest first. */
export function shippedMigrations(): { tag: string; when: number }[] {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

/**
 * How many of the shipped migrations the database has: drizzle records each applied one by its
 * journal time, and applies only those newer than the newest it recorded.
 */
export async function migrationState(pool: pg.Pool): Promise<{ applied: number; expected: number }> {
  const shipped = shippedMigrations();
  const table = await pool.query<{ found: boolean }>(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as found`,
  );
  let newest = 0;
  if (table.rows[0]?.found) {
    const { rows } = await pool.query<{ newest: string | null }>(
      'select max(created_at)::text as newest from drizzle.__drizzle_migrations',
    );
    newest = Number(rows[0]?.newest ?? 0);
  }
  return { applied: shipped.filter((entry) => entry.when <= newest).length, expected: shipped.length };
}
