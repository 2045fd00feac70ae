import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { expect, test } from 'vitest';
import { DataDirInUseError, startEmbeddedPostgres } from './embedded.ts';

const fixture = path.resolve(import.meta.dirname, '../testing/start-cluster.fixture.ts');
const quiet = { info: () => {}, warn: () => {} };

function tempDataDir(prefix: string): string {
  return path.join(mkdtempSync(path.join(os.tmpdir(), prefix)), 'postgres');
}

/** A process that runs the cluster in `dir` as the server would; resolves with it and its url. */
async function startOwner(dir: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', fixture, dir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      const ready = /^ready (\S+)/m.exec(chunk.toString());
      if (ready) resolve(ready[1]!);
    });
    child.on('exit', (code) => reject(new Error(`fixture exited with ${code}`)));
  });
  return { child, url };
}

async function killHard(child: ChildProcess): Promise<void> {
  child.kill('SIGKILL');
  if (child.exitCode === null && child.signalCode === null)
    await new Promise((resolve) => child.once('exit', resolve));
}

async function selectOne(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query('select 1 as one');
    return rows[0].one as number;
  } finally {
    await client.end();
  }
}

/** A start on `dir` comes up and answers a query; the cluster is then stopped and `dir` deleted. */
async function expectStartsAndAnswers(dir: string): Promise<void> {
  const cluster = await startEmbeddedPostgres(dir, quiet);
  try {
    expect(await selectOne(cluster.url())).toBe(1);
  } finally {
    await cluster.stop();
    rmSync(path.dirname(dir), { recursive: true, force: true });
  }
}

const postmasterPid = (dir: string) =>
  Number(readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n')[0]);

test('a start after a kill -9 of the previous run stops the orphaned postmaster and comes up', async () => {
  const dir = tempDataDir('rumofit-crash-');
  const { child } = await startOwner(dir);
  await killHard(child);
  const orphan = postmasterPid(dir);
  expect(() => process.kill(orphan, 0)).not.toThrow(); // still running, reparented

  await expectStartsAndAnswers(dir);
}, 60_000);

test('a second start while the first runs is refused in one line and leaves the first untouched', async () => {
  const dir = tempDataDir('rumofit-twice-');
  const first = await startOwner(dir);
  try {
    const postmaster = postmasterPid(dir);
    const second = startEmbeddedPostgres(dir, quiet);
    await expect(second).rejects.toBeInstanceOf(DataDirInUseError);
    const message = await second.catch((error: Error) => error.message);
    expect(message).toBe(
      `${dir} is in use by another running RumoFit (pid ${first.child.pid}); stop it first or give this one another DATA_DIR`,
    );
    expect(postmasterPid(dir)).toBe(postmaster);
    expect(await selectOne(first.url)).toBe(1);
  } finally {
    await killHard(first.child);
    // What the killed owner left behind is an orphan now: the next start stops it and comes up.
    const cluster = await startEmbeddedPostgres(dir, quiet);
    await cluster.stop();
    rmSync(path.dirname(dir), { recursive: true, force: true });
  }
}, 60_000);

test("an owner file whose pid now belongs to another process is a dead owner's", async () => {
  const dir = tempDataDir('rumofit-reused-');
  // This test's own pid, recorded with another start time: a previous run whose pid was reused.
  writeFileSync(
    path.join(path.dirname(dir), '.postgres-owner'),
    JSON.stringify({ pid: process.pid, startedAt: '1' }),
  );
  await expectStartsAndAnswers(dir);
}, 60_000);
