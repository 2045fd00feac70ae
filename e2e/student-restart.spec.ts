import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import { freePort } from '../src/server/net/free-port.ts';
import { describeSets, indicator, logSet, planForToday, test, watchConsole } from './offline-helpers.ts';
import { exited, serverUrl, startServer, stopServer, waitUntilHealthy } from './server.ts';
import { newPhoneContext, serverDay, setUpStudent, signInStudent } from './student-fixtures.ts';
import { snap } from './support.ts';

/**
 * 'A server restart in the middle of a workout loses nothing and the phone carries on.' This journey
 * kills a server of its own (SIGKILL, as a crash would) while a student trains against it, so the
 * shared e2e server stays up for everyone else.
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 });

let dataDir = '';
let baseUrl = '';
let port = 0;
let server: ChildProcess | undefined;

test.beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'rumofit-restart-'));
  port = await freePort();
  baseUrl = serverUrl(port);
  server = startServer({ port, dataDir });
  await waitUntilHealthy(server, baseUrl);
});

test.afterAll(async () => {
  if (server) await stopServer(server);
  // If the server could not stop its PostgreSQL (it was killed before), stop that postmaster here.
  const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
  if (existsSync(pidFile)) {
    const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
    if (pid > 0) {
      try {
        process.kill(pid, 'SIGINT');
      } catch {
        // already gone
      }
    }
    // Its directory goes next: wait until the postmaster has gone (signal 0 only asks whether it lives).
    await expect
      .poll(() => {
        try {
          process.kill(pid, 0);
          return 'running';
        } catch {
          return 'gone';
        }
      })
      .toBe('gone');
  }
  rmSync(dataDir, { recursive: true, force: true });
});

test('a server crash in the middle of a workout loses nothing and the phone carries on', async ({
  browser,
}, testInfo) => {
  const { email } = await setUpStudent({ plan: planForToday(), expiryInDays: 30, baseURL: baseUrl });

  const phone = await newPhoneContext(browser, baseUrl);
  const page = await phone.newPage();
  const problems = watchConsole(page);
  await signInStudent(page, email);
  await page.getByRole('button', { name: 'Começar a Treinar' }).click();
  await logSet(page, '40', '10');
  await expect.poll(async () => (await serverDay(page.request)).sets.length).toBe(1);

  // The server dies mid-run.
  const killed = server!;
  const gone = exited(killed);
  killed.kill('SIGKILL');
  await gone;

  await logSet(page, '42.5', '10');
  await expect(page.getByText('Série 2: 42,5kg x 10 reps')).toBeVisible();
  await expect(indicator(page)).toHaveText('sem conexão — 1 série aguardando envio');
  await snap(page, testInfo, '01-servidor-fora');

  // Back on the same port and data; the phone retries by itself, with no reload and no tap.
  server = startServer({ port, dataDir });
  await waitUntilHealthy(server, baseUrl);
  await expect(indicator(page)).toHaveCount(0, { timeout: 45_000 });
  await logSet(page, '45', '8');
  await expect(page.getByText('Série 4 de 4', { exact: true })).toBeVisible();
  await expect(indicator(page)).toHaveCount(0, { timeout: 15_000 });

  const day = await serverDay(page.request);
  expect(describeSets(day.sets)).toEqual(['40x10', '42.5x10', '45x8']);
  // The progress goes right after the last set (the line counts sets only).
  await expect
    .poll(async () => (await serverDay(page.request)).progress?.position)
    .toEqual({ blockIndex: 0, exerciseIndex: 0, setIndex: 3 });
  expect(problems).toEqual([]);
  await phone.close();
});
