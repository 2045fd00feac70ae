import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { localDate } from '#shared/domain/dates/local-date.ts';
import { ANAMNESIS_CONSENT_VERSION } from '#shared/domain/anamnesis/questions.ts';
import { buildPlan } from '#shared/testing/build-plan.ts';
import { haproxyAvailable, startCluster, type Cluster } from '../../scripts/cluster.ts';
import { httpCaller, openStream, type HttpCaller } from './testing/http-client.ts';
import { STRONG_PASSWORD, uniqueEmail } from './testing/test-app.ts';
import { setBody } from './testing/student.ts';

// Three instances of the built server on one PostgreSQL behind HAProxy's round robin, on loopback
// (issue 26 §1, docs/decisions/048): what one instance does, the others see.
const LIMIT = 300;
let cluster: Cluster;
let db: pg.Client;
let addresses = 0;
/** Each caller comes from its own address (as phones on their own networks), so limits by address stay theirs. */
const nextAddress = () => `10.1.${Math.floor(addresses / 250)}.${(addresses++ % 250) + 1}`;
const at = (index: number) => cluster.instances[index]!.url;
const caller = (base: string, cookie?: string): HttpCaller =>
  httpCaller(base, { origin: cluster.proxyUrl, address: nextAddress(), cookie });

beforeAll(async () => {
  expect(haproxyAvailable(), 'HAProxy is installed (.ci/run installs it)').toBe(true);
  cluster = await startCluster({
    instances: 3,
    output: 'pipe',
    env: { RATE_LIMIT_PER_MINUTE: String(LIMIT) },
  });
  db = new pg.Client({ connectionString: cluster.databaseUrl });
  await db.connect();
}, 400_000);

afterAll(async () => {
  await db?.end();
  await cluster?.stop();
}, 60_000);

async function trainer(base = cluster.proxyUrl) {
  const call = caller(base);
  const res = await call('POST', '/api/register', {
    name: 'Ana Treinadora',
    email: uniqueEmail(),
    password: STRONG_PASSWORD,
  });
  expect(res.status).toBe(201);
  return { call, id: res.json().user.id as string };
}

async function student(coach: HttpCaller, options: { active?: boolean } = {}) {
  const email = uniqueEmail('aluno');
  const created = await coach('POST', '/api/students', {
    name: 'Bia Aluna',
    email,
    password: STRONG_PASSWORD,
  });
  expect(created.status).toBe(201);
  const id = created.json().id as string;
  let version = created.json().version as number;
  if (options.active) {
    const plan = await coach('PUT', `/api/students/${id}/plan`, { version, plan: buildPlan() });
    expect(plan.status).toBe(200);
    const active = await coach('PATCH', `/api/students/${id}`, {
      version: plan.json().version,
      planStatus: 'active',
    });
    expect(active.status).toBe(200);
    version = active.json().version;
  }
  return { id, email, version };
}

async function signIn(base: string, email: string, password = STRONG_PASSWORD) {
  const call = caller(base);
  const res = await call('POST', '/api/session', { email, password });
  expect(res.status).toBe(200);
  return call;
}

/** Polls `check` until true: how long after `since` the first call that saw it was sent. */
async function firstSeen(since: number, check: () => Promise<boolean>): Promise<number> {
  for (;;) {
    const sent = Date.now();
    if (await check()) return sent - since;
    if (Date.now() - since > 15_000) throw new Error('not seen within 15 s');
  }
}

describe('three instances, one database, a round-robin proxy', () => {
  test('started at once on an empty database, they ran each migration once and seeded once', async () => {
    const files = readdirSync(new URL('../../drizzle/', import.meta.url)).filter((f) => f.endsWith('.sql'));
    const migrations = await db.query('select count(*)::int as n from drizzle.__drizzle_migrations');
    expect(migrations.rows[0].n).toBe(files.length);
    const exercises = await db.query(
      'select count(*)::int as n, count(distinct name)::int as names from exercises',
    );
    expect(exercises.rows[0].n).toBeGreaterThan(100);
    expect(exercises.rows[0].n).toBe(exercises.rows[0].names);
  });

  test('the proxy spreads requests over every instance, and a session made on one works on all', async () => {
    const { call } = await trainer(at(0));
    for (const index of [1, 2]) {
      const other = caller(at(index), call.cookie);
      expect((await other('GET', '/api/session')).status).toBe(200);
    }
    const through = caller(cluster.proxyUrl, call.cookie);
    for (let i = 0; i < 6; i += 1) expect((await through('GET', '/api/profile')).status).toBe(200);
  });

  test('sign-out, a new password and a deletion end the sessions on the other instances within 1 s', async () => {
    const { call: coach } = await trainer(at(0));
    const first = await student(coach);
    const second = await student(coach);
    const third = await student(coach);

    // Sign-out on instance 1; the same cookie on instance 2.
    const out = await signIn(at(1), first.email);
    const elsewhere = caller(at(2), out.cookie);
    expect((await elsewhere('GET', '/api/me')).status).not.toBe(401);
    expect((await out('DELETE', '/api/session')).status).toBe(204);
    let since = Date.now();
    expect(
      await firstSeen(since, async () => (await elsewhere('GET', '/api/me')).status === 401),
    ).toBeLessThanOrEqual(1000);

    // A new password set by the trainer on instance 0 ends the student's session on instance 2.
    const renamed = await signIn(at(2), second.email);
    expect((await renamed('GET', '/api/me')).status).not.toBe(401);
    const changed = await coach('PATCH', `/api/students/${second.id}`, {
      version: second.version,
      newPassword: 'outra-senha-bem-forte-9',
    });
    expect(changed.status).toBe(200);
    since = Date.now();
    expect(
      await firstSeen(since, async () => (await renamed('GET', '/api/me')).status === 401),
    ).toBeLessThanOrEqual(1000);

    // A student deleted on instance 0 is signed out on instance 1.
    const gone = await signIn(at(1), third.email);
    expect((await gone('GET', '/api/me')).status).not.toBe(401);
    expect((await coach('DELETE', `/api/students/${third.id}`)).status).toBe(204);
    since = Date.now();
    expect(
      await firstSeen(since, async () => (await gone('GET', '/api/me')).status === 401),
    ).toBeLessThanOrEqual(1000);
  });

  test("a change on one instance reaches the other instances' live streams: the trainer's and the student's", async () => {
    const { call: coach } = await trainer(at(0));
    const trainerStream = await openStream(`${at(1)}/api/events`, cluster.proxyUrl, coach.cookie);
    expect(await trainerStream.until(': connected')).toBe(true);
    const made = await student(caller(at(2), coach.cookie));
    expect(await trainerStream.until(made.id)).toBe(true);

    const phone = await signIn(at(0), made.email);
    const studentStream = await openStream(`${at(2)}/api/events`, cluster.proxyUrl, phone.cookie);
    expect(await studentStream.until(': connected')).toBe(true);
    const plan = await caller(at(1), coach.cookie)('PUT', `/api/students/${made.id}/plan`, {
      version: made.version,
      plan: buildPlan(),
    });
    expect(plan.status).toBe(200);
    expect(await studentStream.until('event: student')).toBe(true);
    trainerStream.close();
    studentStream.close();
  });

  test('the radar kept by two instances is dropped on both when a third one changes a student', async () => {
    const { call: coach } = await trainer(at(0));
    const made = await student(coach);
    const pending = async (index: number) =>
      (await caller(at(index), coach.cookie)('GET', '/api/radar')).json().pending.total as number;
    expect(await pending(0)).toBe(0);
    expect(await pending(1)).toBe(0);
    // A student whose anamnesis arrived waits for a plan: a pending card.
    const phone = await signIn(at(2), made.email);
    const consent = await phone('POST', '/api/me/anamnesis/consent', {
      textVersion: ANAMNESIS_CONSENT_VERSION,
    });
    expect(consent.status).toBe(201);
    const sent = await phone('PUT', '/api/me/anamnesis', {
      answers: { specificGoal: 'Melhora da saúde / qualidade de vida', availableDays: ['Segunda-feira'] },
    });
    expect(sent.status).toBe(204);
    for (const index of [0, 1]) {
      const since = Date.now();
      expect(await firstSeen(since, async () => (await pending(index)) === 1)).toBeLessThanOrEqual(1000);
    }
  });

  test('the login throttle holds across instances', async () => {
    const { call: coach } = await trainer();
    const made = await student(coach);
    const address = nextAddress();
    const attempt = (index: number, password: string) =>
      httpCaller(at(index), { origin: cluster.proxyUrl, address })('POST', '/api/session', {
        email: made.email,
        password,
      });
    // Ten failures spread over the three instances refuse the eleventh attempt, even a right one.
    for (let i = 0; i < 10; i += 1) expect((await attempt(i % 3, 'senha-errada-123')).status).toBe(401);
    const refused = await attempt(1, STRONG_PASSWORD);
    expect(refused.status).toBe(429);
  }, 120_000);

  test('the request limit holds across instances: one address, counted wherever it lands', async () => {
    const address = nextAddress();
    const calls = [0, 1, 2].map((index) => httpCaller(at(index), { origin: cluster.proxyUrl, address }));
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT; i += 1) statuses.push((await calls[i % 3]!('GET', '/api/session')).status);
    expect(statuses.filter((status) => status === 429)).toEqual([]);
    for (const call of calls) expect((await call('GET', '/api/session')).status).toBe(429);
    // Another address is not affected.
    expect((await caller(at(0))('GET', '/api/session')).status).toBe(200);
  }, 180_000);

  test('an instance killed with SIGKILL while 50 phones log sets: none lost, none doubled, the others answer', async () => {
    const { call: coach } = await trainer(at(0));
    const phones: { call: HttpCaller; sets: string[] }[] = [];
    for (let i = 0; i < 50; i += 1) {
      const made = await student(caller(at(i % 3), coach.cookie), { active: true });
      phones.push({ call: await signIn(cluster.proxyUrl, made.email), sets: [] });
    }
    const today = localDate(new Date());
    const SETS = 6;
    /** The outbox: a set is sent until the server answers it, with the same id every time. */
    const send = async (call: HttpCaller, id: string, setIndex: number) => {
      for (;;) {
        const res = await call('PUT', `/api/me/sets/${id}`, setBody(today, { setIndex })).catch(() => null);
        if (res && (res.status === 201 || res.status === 200)) return;
        if (res && res.status < 500) throw new Error(`set refused: ${res.status} ${res.text}`);
      }
    };
    const logged = async () =>
      (await db.query('select count(*)::int as n from workout_sets')).rows[0].n as number;
    const before = await logged();
    const runs = phones.map(async (phone) => {
      for (let setIndex = 0; setIndex < SETS; setIndex += 1) {
        const id = randomUUID();
        phone.sets.push(id);
        await send(phone.call, id, setIndex);
      }
    });
    // Once a third of the sets are in, instance 1 dies mid-traffic.
    while ((await logged()) - before < (50 * SETS) / 3) await new Promise((resolve) => setImmediate(resolve));
    cluster.instances[1]!.process.kill('SIGKILL');
    expect((await caller(at(0))('GET', '/api/health')).status).toBe(200);
    expect((await caller(at(2))('GET', '/api/health')).status).toBe(200);
    await Promise.all(runs);

    const ids = phones.flatMap((phone) => phone.sets);
    const stored = await db.query('select id from workout_sets where id = any($1)', [ids]);
    expect(stored.rowCount).toBe(50 * SETS);
    expect((await logged()) - before).toBe(50 * SETS);
    await cluster.restart(1);
  }, 300_000);

  test('SIGTERM drains: streams are told to reconnect; a set sent at that moment is answered, or sent again and stored once', async () => {
    const { call: coach } = await trainer(at(0));
    const made = await student(coach, { active: true });
    const phone = await signIn(at(2), made.email);
    const stream = await openStream(`${at(2)}/api/events`, cluster.proxyUrl, phone.cookie);
    expect(await stream.until(': connected')).toBe(true);
    const today = localDate(new Date());
    const sets = Array.from({ length: 20 }, (_, setIndex) => ({
      id: randomUUID(),
      body: setBody(today, { setIndex }),
    }));
    const sent = sets.map((set) =>
      phone('PUT', `/api/me/sets/${set.id}`, set.body).then(
        (res) => res.status,
        () => 0,
      ),
    );
    cluster.instances[2]!.process.kill('SIGTERM');
    const statuses = await Promise.all(sent);
    expect(await stream.until('retry: 500')).toBe(true);
    // Never an error answer: stored (201), or no answer at all (the connection closed with the instance).
    expect(statuses.filter((status) => status !== 201 && status !== 0)).toEqual([]);
    // The outbox sends what got no answer again, through the proxy, with the same id: stored once.
    const again = caller(cluster.proxyUrl, phone.cookie);
    for (const [index, set] of sets.entries())
      if (statuses[index] === 0)
        expect([200, 201]).toContain((await again('PUT', `/api/me/sets/${set.id}`, set.body)).status);
    const stored = await db.query('select count(*)::int as n from workout_sets where id = any($1)', [
      sets.map((set) => set.id),
    ]);
    expect(stored.rows[0].n).toBe(20);
    await cluster.restart(2);
  }, 120_000);
});
