import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import { withAdvisoryLock } from './advisory-lock.ts';

const MIGRATIONS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../drizzle');
// Any constant works; it only has to be the same for every instance of the app.
const MIGRATION_LOCK = 7_245_001;

/** Runs pending migrations while holding an advisory lock, so instances starting together take turns. */
export async function runMigrations(pool: pg.Pool, folder = MIGRATIONS): Promise<void> {
  await withAdvisoryLock(pool, MIGRATION_LOCK, (client) =>
    migrate(drizzle(client), { migrationsFolder: folder }),
  );
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

/**
 * Runs the shipped migrations whose journal times are in `whens`, and no later one: a restore builds
 * the schema its backup was written in before loading rows (db/backup.ts), then migrates the rest.
 */
export async function migrateTo(pool: pg.Pool, whens: readonly number[]): Promise<void> {
  const wanted = new Set(whens);
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  const entries = journal.entries.filter((entry) => wanted.has(entry.when));
  const folder = mkdtempSync(path.join(os.tmpdir(), 'rumofit-migrate-'));
  try {
    mkdirSync(path.join(folder, 'meta'));
    for (const entry of entries)
      copyFileSync(path.join(MIGRATIONS, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
    writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
    await runMigrations(pool, folder);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
