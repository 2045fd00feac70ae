import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { expect, test } from 'vitest';
import { startEmbeddedPostgres } from './embedded.ts';

const fixture = path.resolve(import.meta.dirname, '../testing/start-cluster.fixture.ts');

test('a start after a kill -9 of the previous run stops the orphaned postmaster and comes up', async () => {
  const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'rumofit-crash-')), 'postgres');
  const child = spawn(process.execPath, ['--import', 'tsx', fixture, dir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
    child.on('exit', (code) => reject(new Error(`fixture exited with ${code}`)));
  });
  child.kill('SIGKILL');
  await new Promise((resolve) => child.once('exit', resolve));
  const orphan = Number(readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  expect(() => process.kill(orphan, 0)).not.toThrow(); // still running, reparented

  const cluster = await startEmbeddedPostgres(dir, { info: () => {}, warn: () => {} });
  try {
    const client = new pg.Client({ connectionString: cluster.url() });
    await client.connect();
    const { rows } = await client.query('select 1 as one');
    expect(rows[0].one).toBe(1);
    await client.end();
  } finally {
    await cluster.stop();
    rmSync(path.dirname(dir), { recursive: true, force: true });
  }
}, 60_000);
