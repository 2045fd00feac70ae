import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import { freePort } from '../src/server/net/free-port.ts';
import {
  describeSets,
  indicator,
  logSet,
  serverDay,
  signIn,
  studentWithPlanForToday,
  test,
  watchConsole,
} from './offline-helpers.ts';
import { snap } from './support.ts';

/**
 * 'A server restart in the middle of a workout loses nothing and the phone carries on.' This journey
 * kills a server of its own (SIGKILL, as a crash would) while a student trains against it, so the
 * shared e2e server stays up for everyone else.
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const root = path.resolve(import.meta.dirname, '..');
let dataDir = '';
let baseUrl = '';
let port = 0;
let server: ChildProcess | undefined;

function startServer(): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return child;
}

async function healthy(child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ok = await fetch(`${baseUrl}/api/health`)
      .then((res) => res.ok)
      .catch(() => false);
    if (ok) return;
    if (Date.now() > deadline) throw new Error('the server did not answer /api/health within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}

test.beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'rumofit-restart-'));
  port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  server = startServer();
  await healthy(server);
});

test.afterAll(async () => {
  if (server) {
    const done = exited(server);
    server.kill('SIGINT');
    await Promise.race([done, new Promise((resolve) => setTimeout(resolve, 15_000))]);
  }
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
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  rmSync(dataDir, { recursive: true, force: true });
});

test('a server crash in the middle of a workout loses nothing and the phone carries on', async ({
  browser,
  playwright,
}, testInfo) => {
  const trainer = await playwright.request.newContext({ baseURL: baseUrl });
  const email = await studentWithPlanForToday(trainer, baseUrl);
  await trainer.dispose();

  const phone = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 360, height: 640 },
    isMobile: true,
    hasTouch: true,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  const page = await phone.newPage();
  const problems = watchConsole(page);
  await signIn(page, email);
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
  server = startServer();
  await healthy(server);
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
