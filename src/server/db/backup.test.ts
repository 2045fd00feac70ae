import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, expect, test } from 'vitest';
import { connect } from '#server/db/client.ts';
import { BackupError, backupDatabase, restoreDatabase, summarize } from '#server/db/backup.ts';
import { startEmbeddedPostgres } from '#server/db/embedded.ts';
import { runMigrations } from '#server/db/migrate.ts';
import { testApp } from '#server/testing/test-app.ts';
import { logSet, setBody, signedInStudent, submitAnamnesis } from '#server/testing/student.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const dirs: string[] = [];
const tmp = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rumofit-backup-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A database with people, a plan, logged sets, an anamnesis and the exercise catalogue. */
async function populated() {
  const { app, database } = await testApp();
  const { call } = await signedInStudent(app, { name: 'Bia Backup' });
  await submitAnamnesis(call, {
    specificGoal: 'Hipertrofia (ganho de massa)',
    availableDays: ['Segunda-feira'],
    healthIssues: 'Joelho operado em 2019 — "menisco"; sem dor',
  });
  for (const [i, id] of ['00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-0000000000a2'].entries())
    expect((await logSet(call, id, setBody('2026-11-20', { setIndex: i, weight: 42.5 + i }))).statusCode).toBe(201);
  await app.close();
  return database;
}

function runScript(args: string[], env: Record<string, string>) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/backup.ts', ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, NODE_ENV: 'test', ...env },
    encoding: 'utf8',
  });
}

test(
  'npm run backup, then npm run restore into a fresh data directory: every row of every table is back',
  { timeout: 240_000 },
  async () => {
    const source = await populated();
    const client = await source.pool.connect();
    const before = await summarize(client);
    client.release();
    expect(before.users!.rows).toBe(2);
    expect(before.workout_sets!.rows).toBe(2);
    expect(before.students!.rows).toBe(1);
    expect(before.sessions!.rows).toBeGreaterThan(0);
    expect(before.exercises!.rows).toBeGreaterThan(100);

    const file = path.join(tmp(), 'rumofit.jsonl.gz');
    const backup = runScript(['backup', file], { DATABASE_URL: source.url, DATA_DIR: tmp() });
    expect(backup.stderr).toBe('');
    expect(backup.stdout).toContain(`backup written to ${file}`);
    expect(backup.status).toBe(0);

    const dataDir = tmp();
    const restore = runScript(['restore', file], { DATA_DIR: dataDir });
    expect(restore.stderr).toBe('');
    expect(restore.status).toBe(0);
    expect(restore.stdout).toMatch(/restored .* every table's rows and checksum match the backup/);

    // The restored cluster, started again as the app would start it: the same rows, byte for byte.
    const cluster = await startEmbeddedPostgres(path.join(dataDir, 'postgres'), { info: () => {}, warn: () => {} });
    const restored = connect(cluster.url(), { max: 2 });
    try {
      const again = await restored.pool.connect();
      expect(await summarize(again)).toEqual(before);
      again.release();
      // A second restore into a database that holds rows is refused and changes nothing.
      await expect(restoreDatabase(restored.pool, file)).rejects.toThrow(/not empty/);
    } finally {
      await restored.close();
      await cluster.stop();
    }
  },
);

test('a cut or foreign file is refused, and a failed restore leaves no row behind', { timeout: 120_000 }, async () => {
  const source = await populated();
  const file = path.join(tmp(), 'whole.jsonl.gz');
  await backupDatabase(source.pool, file);
  const lines = gunzipSync(readFileSync(file)).toString('utf8').split('\n');
  const cut = path.join(tmp(), 'cut.jsonl.gz');
  writeFileSync(cut, gzipSync(lines.slice(0, -3).join('\n')));
  const foreign = path.join(tmp(), 'foreign.jsonl.gz');
  writeFileSync(foreign, gzipSync('just some text\n'));

  const cluster = await startEmbeddedPostgres(path.join(tmp(), 'postgres'), { info: () => {}, warn: () => {} });
  const target = connect(cluster.url(), { max: 2 });
  try {
    await expect(restoreDatabase(target.pool, foreign)).rejects.toThrow(BackupError);
    await expect(restoreDatabase(target.pool, cut)).rejects.toThrow(/cut short/);
    const client = await target.pool.connect();
    const empty = await summarize(client);
    client.release();
    expect(Object.values(empty).every((table) => table.rows === 0)).toBe(true);
    // The same fresh database takes the whole file after the failures.
    await restoreDatabase(target.pool, file);
    await runMigrations(target.pool);
    const [a, b] = [await source.pool.connect(), await target.pool.connect()];
    expect(await summarize(b)).toEqual(await summarize(a));
    a.release();
    b.release();
  } finally {
    await target.close();
    await cluster.stop();
  }
});
