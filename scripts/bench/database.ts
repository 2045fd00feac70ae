import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { connect, type Database } from '#server/db/client.ts';
import { startEmbeddedPostgres, type EmbeddedCluster } from '#server/db/embedded.ts';
import { runMigrations } from '#server/db/migrate.ts';
import { seedExercises } from '#server/db/seed-exercises.ts';
import { seedStarterTemplates } from '#server/db/seed-templates.ts';

export interface BenchDatabase {
  url: string;
  database: Database;
  /** Stops PostgreSQL and deletes its directory; safe to call more than once. */
  dispose(): Promise<void>;
}

const DB_NAME = 'rumofit_bench';

/** A throw-away PostgreSQL cluster in a temp directory, migrated and with the exercise catalogue. */
export async function startBenchDatabase(say: (msg: string) => void): Promise<BenchDatabase> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rumofit-bench-'));
  let cluster: EmbeddedCluster | undefined;
  let database: Database | undefined;
  let disposed: Promise<void> | undefined;
  const dispose = () =>
    (disposed ??= (async () => {
      await database?.close().catch(() => {});
      await cluster?.stop().catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    })());

  try {
    cluster = await startEmbeddedPostgres(path.join(dir, 'postgres'), {
      info: () => {},
      warn: (msg) => console.warn(`[bench] ${msg}`),
    });
    const admin = new pg.Client({ connectionString: cluster.url() });
    await admin.connect();
    await admin.query(`create database ${DB_NAME}`);
    await admin.end();

    const url = cluster.url(DB_NAME);
    database = connect(url, { max: 4 });
    await runMigrations(database.pool);
    await seedExercises(database.db);
    await seedStarterTemplates(database.db);
    say(`PostgreSQL started in ${dir}, migrated`);
    return { url, database, dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}

/** Runs `work` on one connection inside begin … commit, rolling back if it throws. */
export async function inTransaction(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<void>,
): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await work(client);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/** The `n` column of the first row of `sql` as a number (0 without a row): for `select count(*) as n`. */
export async function countOf(pool: pg.Pool, sql: string, params: unknown[]): Promise<number> {
  return Number((await pool.query<{ n: string }>(sql, params)).rows[0]?.n ?? 0);
}

/** The longest a slice waits for the previous one's cut-off requests to finish in the database. */
const SETTLE_LIMIT_MS = 10_000;

/**
 * Waits until no statement of the app is running on the bench's database (two looks in a row find
 * none): autocannon's slice ends by closing its connections, but the requests they had in flight
 * (a cold radar takes most of a second under load) go on in the app and PostgreSQL, and would be
 * paid for by the next scenario's slice. Returns the milliseconds it waited (the limit if it gave up).
 */
export async function untilDatabaseIdle(pool: pg.Pool): Promise<number> {
  const started = Date.now();
  let quietLooks = 0;
  while (quietLooks < 2 && Date.now() - started < SETTLE_LIMIT_MS) {
    const busy = await countOf(
      pool,
      `select count(*) as n from pg_stat_activity
       where datname = current_database() and state = 'active' and pid <> pg_backend_pid()`,
      [],
    );
    quietLooks = busy === 0 ? quietLooks + 1 : 0;
    if (quietLooks < 2) await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return Date.now() - started;
}
