import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort } from '../src/server/net/free-port.ts';
import { exited, serverUrl, startServer, stopServer, waitUntilHealthy } from './server.ts';

/**
 * Two servers on one DATA_DIR: the second must not take the running one's PostgreSQL for a crashed
 * run's leftover and stop it. No browser is needed; it runs once, in the phone project.
 */
test.describe.configure({ timeout: 120_000 });

let dataDir = '';
let first: ChildProcess | undefined;

// The phone project is the mobile one.
test.skip(({ isMobile }) => !isMobile, 'a server start, not a screen: once is enough');

test.beforeEach(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'rumofit-second-start-'));
});

test.afterEach(async () => {
  if (first) await stopServer(first);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('a second server on the same data refuses in one line and the first keeps working', async () => {
  const firstUrl = serverUrl(await freePort());
  first = startServer({ port: Number(new URL(firstUrl).port), dataDir });
  await waitUntilHealthy(first, firstUrl);

  const second = startServer({ port: await freePort(), dataDir, output: 'pipe' });
  let printed = '';
  second.stdout!.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  second.stderr!.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  await exited(second);

  expect(second.exitCode).toBe(1);
  const lines = printed.trim().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toBe(
    `[rumofit] ${path.join(dataDir, 'postgres')} is in use by another running RumoFit (pid ${first.pid}); stop it first or give this one another DATA_DIR`,
  );
  // The first one's database is still there: its health check queries it.
  const health = await fetch(`${firstUrl}/api/health/ready`);
  expect(health.status).toBe(200);
});
