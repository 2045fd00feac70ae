import pg from 'pg';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { haproxyAvailable, startCluster, type Cluster } from '../../../scripts/cluster.ts';
import { exited } from '../../../e2e/server.ts';
import { CANARY, expectNoCanary } from '#server/testing/canaries.ts';
import { coachWithStudent, holdStudentRow, untilWaitingOnLock } from '#server/testing/held-write.ts';
import { httpCaller, type HttpAnswer } from '#server/testing/http-client.ts';

/**
 * Issue 26 §4, a request cut by a killed instance: two instances behind HAProxy; a phone's anamnesis
 * (health canaries) and a trainer's new password for the student (a password canary) wait on the
 * student's row, held by this test, on one instance, which is then killed with SIGKILL. What the
 * clients got back, the other instance's log, the killed one's log up to its death and the proxy's
 * output hold none of the canaries, nor either session token.
 */
let cluster: Cluster;
const logs: string[] = [];

beforeAll(async () => {
  expect(haproxyAvailable(), 'HAProxy is installed (.ci/run installs it)').toBe(true);
  cluster = await startCluster({ instances: 2, output: 'pipe', env: { LOG_LEVEL: 'trace' } });
  cluster.instances.forEach((instance, index) => {
    logs[index] = '';
    instance.process.stdout?.on('data', (chunk: Buffer) => (logs[index] += chunk.toString()));
    instance.process.stderr?.on('data', (chunk: Buffer) => (logs[index] += chunk.toString()));
  });
}, 400_000);

afterAll(async () => {
  await cluster?.stop();
}, 60_000);

/** The session token inside a cookie header (better-auth's `token.signature`). */
const tokenOf = (cookie: string) =>
  decodeURIComponent(/session_token=([^;]+)/.exec(cookie)?.[1] ?? '').split('.')[0] ?? '';

/** What a client got: the answer's status, headers and body, or the error that ended its request. */
const whatCameBack = (answer: Promise<HttpAnswer>) =>
  answer.then(
    (res) => `${res.status} ${JSON.stringify([...res.headers])} ${res.text}`,
    (error: unknown) => `${String(error)} ${String((error as { cause?: unknown }).cause)}`,
  );

test('a request cut by a killed instance leaks no password, token or health answer anywhere', async () => {
  const { coach, phone, studentId } = await coachWithStudent(cluster.proxyUrl);
  const tokens = [tokenOf(coach.cookie), tokenOf(phone.cookie)];
  expect(tokens.every((token) => token.length >= 16), coach.cookie).toBe(true);
  const locker = new pg.Client({ connectionString: cluster.databaseUrl });
  await locker.connect();
  try {
    const version = await holdStudentRow(locker, studentId);
    const anamnesis = whatCameBack(
      phone('PUT', '/api/me/anamnesis', {
        answers: {
          specificGoal: 'Emagrecimento',
          availableDays: ['Segunda-feira'],
          healthIssues: CANARY.health,
          controlledMedication: CANARY.medication,
        },
      }),
    );
    // The proxy chose an instance: the one whose log shows the request arriving.
    let held = -1;
    await vi.waitFor(
      () => {
        held = logs.findIndex((log) => /"method":"PUT","url":"\/api\/me\/anamnesis"/.test(log));
        expect(held).not.toBe(-1);
      },
      { timeout: 20_000, interval: 50 },
    );
    const victim = cluster.instances[held]!;
    // The trainer's new password for the student, on the same instance, waits on the same row.
    const onVictim = httpCaller(victim.url, { origin: cluster.proxyUrl, cookie: coach.cookie });
    const password = whatCameBack(
      onVictim('PATCH', `/api/students/${studentId}`, { version, newPassword: CANARY.password }),
    );
    await untilWaitingOnLock(locker, 2);

    const gone = exited(victim.process);
    victim.process.kill('SIGKILL');
    await gone;
    const answers = await Promise.all([anamnesis, password]);
    expect(answers.some((text) => text.startsWith('2')), answers.join('\n')).toBe(false);
    // The other instance goes on answering the same sessions through the proxy.
    expect((await phone('GET', '/api/me')).status).toBe(200);
    expect((await coach('GET', '/api/students')).status).toBe(200);

    // The proxy's output includes its notice of the kill.
    await vi.waitFor(() => expect(cluster.proxyOutput()).toMatch(/DOWN/), { timeout: 20_000, interval: 50 });

    const canaries = [CANARY.password, CANARY.health, CANARY.medication, ...tokens];
    expectNoCanary([...answers, ...logs, cluster.proxyOutput()], canaries);
    // What was searched is what was there: the killed instance logged both requests before it died.
    expect(logs[held]).toContain(`"url":"/api/students/${studentId}"`);
  } finally {
    await locker.query('rollback').catch(() => undefined);
    await locker.end();
  }
}, 120_000);
