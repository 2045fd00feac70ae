import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import pg from 'pg';
import { freePort } from '../src/server/net/free-port.ts';
import { startFakePushService, type FakePushService } from '../src/server/testing/fake-push.ts';
import type { TestClock } from '../src/shared/contracts/test-clock.ts';
import { onDatabase } from './database.ts';
import { watchConsole } from './offline-helpers.ts';
import { fakePushDevice } from './push-helpers.ts';
import { serverUrl, startServer, stopServer, waitUntilHealthy } from './server.ts';
import { block, chestWorkoutOn, exercise, newPhoneContext, setUpStudent, signInStudent, todayInBrazil } from './student-fixtures.ts';
import { snap, test } from './support.ts';

/**
 * "A student turns on reminders and receives today's (time moved by a test clock)" (issue 25 §2,
 * decision 044). Moving the clock moves it for every journey on that server, and the journeys run two
 * at a time against the shared one, so this journey runs a server of its own (its own database on the
 * journeys' PostgreSQL) started with TEST_CLOCK=1: `PUT /api/test/clock` moves that server's clock,
 * and the push queue's job runs at once at the new instant.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const TODAY = 'Hoje é dia de Treino A - Peito';
let server: ChildProcess | undefined;
let baseUrl = '';
let databaseUrl = '';
let database = '';
let dataDir = '';
let push: FakePushService;

test.beforeAll(async () => {
  push = await startFakePushService();
  database = `e2e_clock_${randomBytes(6).toString('hex')}`;
  await onDatabase((client) => client.query(`CREATE DATABASE ${database}`));
  const url = new URL(process.env.E2E_DATABASE_URL ?? '');
  url.pathname = `/${database}`;
  databaseUrl = url.toString();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'rumofit-clock-'));
  const port = await freePort();
  baseUrl = serverUrl(port);
  server = startServer({
    port,
    dataDir,
    env: { DATABASE_URL: databaseUrl, TEST_CLOCK: '1', AI_PROVIDER: 'local' },
  });
  await waitUntilHealthy(server, baseUrl);
});

test.afterAll(async () => {
  if (server) await stopServer(server);
  await onDatabase((client) => client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
  rmSync(dataDir, { recursive: true, force: true });
  await push.close();
});

/** Whom this server holds `endpoint`'s subscription for. */
async function subscriber(endpoint: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ user_id: string }>(
      'SELECT user_id FROM push_subscriptions WHERE endpoint = $1',
      [endpoint],
    );
    return rows[0]?.user_id ?? null;
  } finally {
    await client.end();
  }
}

test("the student turns on reminders for 10:00 and today's arrives once, when the server's clock passes 10:00", async ({
  browser,
}, testInfo) => {
  const today = todayInBrazil();
  const plan = [
    chestWorkoutOn(today, [block('b1', 'single', 60, [exercise('e1', 'supino-reto-barra', '3', '10')])], {
      warmup: false,
    }),
  ];
  const student = await setUpStudent({ plan, studentName: 'Diego Rocha', baseURL: baseUrl });
  const phone = await newPhoneContext(browser, baseUrl);
  const device = push.device();
  await fakePushDevice(phone, baseUrl, device);
  const page = await phone.newPage();
  const problems = watchConsole(page);
  await signInStudent(page, student.email);

  /** The server's clock to `HH:MM` of today in São Paulo (UTC−3 all year since 2019). */
  const clockTo = async (time: string): Promise<TestClock> => {
    const response = await page.request.put('/api/test/clock', {
      data: { now: `${today}T${time}:00-03:00` },
      headers: { origin: baseUrl },
    });
    expect(response.ok(), await response.text()).toBe(true);
    return (await response.json()) as TestClock;
  };

  // 08:00 on the server: 10:00 is still ahead.
  expect(await clockTo('08:00')).toMatchObject({ reminders: 0 });

  await page.getByRole('button', { name: 'Seus dados' }).click();
  const myData = page.getByRole('dialog', { name: 'Seus dados' });
  await myData.getByLabel('Horário do lembrete').fill('10:00');
  await expect
    .poll(async () => (await (await page.request.get('/api/me/reminders')).json()) as unknown)
    .toEqual({ enabled: false, time: '10:00' });
  const toggle = myData.getByRole('switch', { name: 'Lembretes nos dias de treino' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByText('Lembretes salvos.').first()).toBeVisible();
  await expect.poll(() => subscriber(device.subscription.endpoint)).toBe(student.id);
  await snap(page, testInfo, '01-lembrete-as-10');
  await page.keyboard.press('Escape');
  await expect(myData).toBeHidden();

  // 09:59: the queue's job runs and sends nothing; the phone has received nothing.
  expect(await clockTo('09:59')).toMatchObject({ reminders: 0 });
  expect(push.bodiesFor(device)).toEqual([]);

  // 10:01: today's reminder reaches the phone (sent by this run of the job or the minute's, once).
  await clockTo('10:01');
  await expect.poll(() => push.bodiesFor(device)).toEqual([TODAY]);
  const arrived = push.received.find((message) => message.device === device.id)!;
  expect(arrived.payload).toMatchObject({ title: 'RumoFit', url: '/aluno', tag: `workout-${today}` });

  // Later the same day, nothing more.
  expect(await clockTo('10:30')).toMatchObject({ reminders: 0 });
  expect(push.bodiesFor(device)).toEqual([TODAY]);
  expect(problems).toEqual([]);
  await phone.close();
});
