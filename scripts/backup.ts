import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { connect } from '#server/db/client.ts';
import { BackupError, backupDatabase, restoreDatabase, type Summary } from '#server/db/backup.ts';
import { DataDirInUseError, runningClusterUrl, startEmbeddedPostgres } from '#server/db/embedded.ts';
import { runMigrations } from '#server/db/migrate.ts';
import { EnvError, loadEnv } from '#server/env.ts';

/**
 * `npm run backup [FILE]` and `npm run restore FILE` (decision 047, docs/operations.md). With the
 * embedded database (no DATABASE_URL) a backup reads the running app's cluster, or starts it for the
 * while; a restore goes into a fresh DATA_DIR (it refuses a database that holds any row).
 * With DATABASE_URL both work on that database; pg_dump/pg_restore are the usual tools there.
 */
const say = (msg: string) => console.log(`[rumofit] ${msg}`);

async function withDatabase<T>(work: (url: string) => Promise<T>): Promise<T> {
  const env = loadEnv();
  if (env.DATABASE_URL) return work(env.DATABASE_URL);
  const dir = path.join(env.DATA_DIR, 'postgres');
  const running = runningClusterUrl(dir);
  if (running) return work(running);
  const cluster = await startEmbeddedPostgres(dir, { info: say, warn: (msg) => console.warn(`[rumofit] ${msg}`) });
  try {
    return await work(cluster.url());
  } finally {
    await cluster.stop();
  }
}

function report(summary: Summary): string {
  const rows = Object.values(summary).reduce((sum, table) => sum + table.rows, 0);
  return `${Object.keys(summary).length} tables, ${rows} rows`;
}

async function main([command, file]: string[]): Promise<void> {
  if (command === 'backup') {
    const target =
      file ?? path.join(loadEnv().DATA_DIR, 'backups', `rumofit-${new Date().toISOString().replace(/[:.]/g, '-')}.jsonl.gz`);
    mkdirSync(path.dirname(path.resolve(target)), { recursive: true });
    const summary = await withDatabase(async (url) => {
      const database = connect(url, { max: 1 });
      try {
        return await backupDatabase(database.pool, target);
      } finally {
        await database.close();
      }
    });
    say(`backup written to ${target} (${report(summary)})`);
  } else if (command === 'restore' && file) {
    if (!existsSync(file)) throw new BackupError(`${file} does not exist`);
    const summary = await withDatabase(async (url) => {
      const database = connect(url, { max: 2 });
      try {
        const restored = await restoreDatabase(database.pool, file);
        await runMigrations(database.pool);
        return restored;
      } finally {
        await database.close();
      }
    });
    say(`restored ${file} (${report(summary)}; every table's rows and checksum match the backup)`);
  } else {
    throw new BackupError('usage: npm run backup [FILE]  |  npm run restore FILE');
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  const known = error instanceof BackupError || error instanceof EnvError || error instanceof DataDirInUseError;
  console.error(`[rumofit] ${known ? error.message : `failed: ${String(error)}`}`);
  process.exit(1);
});
