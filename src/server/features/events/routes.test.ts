import { afterEach, describe, expect, test } from 'vitest';
import type { App } from '#server/app.ts';
import { testApp } from '#server/testing/test-app.ts';
import { addStudent, signIn, signedInTrainer } from '#server/testing/trainer.ts';
import { ERROR_MESSAGES } from '#shared/contracts/errors.ts';
import { testDb } from '#server/testing/test-db.ts';
import { listening, listenToEvents, until } from '#server/testing/event-stream.ts';
import { STREAMS_PER_SESSION } from './routes.ts';

const opened: (() => void)[] = [];
afterEach(() => opened.splice(0).forEach((close) => close()));

/** Opens the event stream as a browser would; `ended` turns true when the server closes it. */
async function openStream(app: App, cookie: string) {
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const abort = new AbortController();
  opened.push(() => abort.abort());
  const res = await fetch(`http://127.0.0.1:${port}/api/events`, {
    headers: { cookie },
    signal: abort.signal,
  });
  const state = { ended: false };
  if (res.status === 200)
    void res.body!.pipeTo(new WritableStream()).then(
      () => (state.ended = true),
      () => {},
    );
  return { res, state, close: () => abort.abort() };
}

const listen = (app: App, cookie: string) => listenToEvents(app, cookie, (close) => opened.push(close));

describe('live updates', () => {
  test('a trainer hears about their own students’ changes and nobody else’s', async () => {
    const { app, database } = await testApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const owner = await signedInTrainer(app, 'Dona');
    const other = await signedInTrainer(app, 'Outra');
    const ownerEvents = await listen(app, owner.cookie);
    const otherEvents = await listen(app, other.cookie);
    await listening(database);

    const student = await addStudent(owner.call, 'Aluno Vivo');
    await owner.call('PATCH', `/api/students/${student.id}`, { version: 1, observations: 'x' });
    await owner.call('DELETE', `/api/students/${student.id}`);
    await until(() => ownerEvents.length >= 3);
    expect(ownerEvents).toEqual([
      { id: student.id, op: 'insert' },
      { id: student.id, op: 'update' },
      { id: student.id, op: 'delete' },
    ]);
    const mine = await addStudent(other.call, 'Aluno da Outra');
    await until(() => otherEvents.length >= 1);
    expect(otherEvents).toEqual([{ id: mine.id, op: 'insert' }]);
    expect(ownerEvents).toHaveLength(3);
    await app.close();
  });

  test('after the database drops the listening connection, events flow again by themselves', async () => {
    const { app, database } = await testApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const trainer = await signedInTrainer(app);
    const events = await listen(app, trainer.cookie);
    await listening(database);
    const killed = await database.pool.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query ilike 'listen%'`,
    );
    expect(killed.rowCount).toBe(1);
    // Back on its own, the hub says changes may have been missed, then delivers new ones.
    await until(() => events.some((e) => (e.op as string) === 'resync'), 5000);
    const student = await addStudent(trainer.call, 'Depois da Queda');
    await until(() => events.some((e) => e.id === student.id));
    expect(events.at(-1)).toEqual({ id: student.id, op: 'insert' });
    await app.close();
  });

  test('a student hears about changes to their own record, and nobody else’s', async () => {
    const { app, database } = await testApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const trainer = await signedInTrainer(app);
    const ana = await addStudent(trainer.call, 'Ana Aluna');
    const bia = await addStudent(trainer.call, 'Bia Aluna');
    const anaEvents = await listen(app, (await signIn(app, ana.email)).cookie);
    const biaEvents = await listen(app, (await signIn(app, bia.email)).cookie);
    await listening(database);

    await trainer.call('PATCH', `/api/students/${ana.id}`, { version: ana.version, planStatus: 'active' });
    await until(() => anaEvents.length >= 1);
    await trainer.call('PATCH', `/api/students/${bia.id}`, { version: bia.version, observations: 'x' });
    await until(() => biaEvents.length >= 1);
    await trainer.call('PATCH', `/api/students/${ana.id}`, { version: ana.version + 1, observations: 'y' });
    await until(() => anaEvents.length >= 2);
    // Each stream is in order: had Bia's change reached Ana, it would sit between her two.
    expect(anaEvents).toEqual([
      { id: ana.id, op: 'update' },
      { id: ana.id, op: 'update' },
    ]);
    expect(biaEvents).toEqual([{ id: bia.id, op: 'update' }]);
    await app.close();
  });
});

test('HEAD /api/events answers at once with the stream’s headers and no body', async () => {
  const { app } = await testApp();
  const trainer = await signedInTrainer(app);
  const res = await app.inject({ method: 'HEAD', url: '/api/events', headers: { cookie: trainer.cookie } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
  expect(res.body).toBe('');
  expect((await app.inject({ method: 'HEAD', url: '/api/events' })).statusCode).toBe(401);
});

describe('streams per session', () => {
  test(`a session holds at most ${STREAMS_PER_SESSION} streams; one more is refused in pt-BR`, async () => {
    const { app } = await testApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const trainer = await signedInTrainer(app);
    const streams = [];
    for (let i = 0; i < STREAMS_PER_SESSION; i += 1) {
      const stream = await openStream(app, trainer.cookie);
      expect(stream.res.status).toBe(200);
      streams.push(stream);
    }
    const refused = await openStream(app, trainer.cookie);
    expect(refused.res.status).toBe(429);
    expect(await refused.res.json()).toEqual({
      error: { code: 'TOO_MANY_STREAMS', message: ERROR_MESSAGES.TOO_MANY_STREAMS },
    });
    // Another session of the same person (another phone) has its own streams.
    const elsewhere = await signIn(app, (await trainer.call('GET', '/api/session')).json().user.email);
    expect((await openStream(app, elsewhere.cookie)).res.status).toBe(200);
    // A tab closed gives its place back.
    streams[0]!.close();
    await until(async () => (await openStream(app, trainer.cookie)).res.status === 200);
    await app.close();
  });

  test('a stream ends with its session: sign-out, a new password, a deleted student, on any instance', async () => {
    const database = await testDb();
    const a = (await testApp({ database })).app;
    const b = (await testApp({ database })).app;
    await b.listen({ port: 0, host: '127.0.0.1' });
    await listening(database, 2);
    const trainer = await signedInTrainer(a);
    const stay = await openStream(b, trainer.cookie);
    const ana = await addStudent(trainer.call, 'Ana Aluna');
    const bia = await addStudent(trainer.call, 'Bia Aluna');

    // Sign-out on A ends the stream open on B.
    const anaFirst = await signIn(a, ana.email);
    const signedOut = await openStream(b, anaFirst.cookie);
    expect((await anaFirst.call('DELETE', '/api/session')).statusCode).toBe(204);
    await until(() => signedOut.state.ended);

    // The trainer's new password for Ana ends her other session's stream.
    const anaSecond = await signIn(a, ana.email);
    const beforePassword = await openStream(b, anaSecond.cookie);
    const changed = await trainer.call('PATCH', `/api/students/${ana.id}`, {
      version: ana.version,
      newPassword: 'outra-senha-bem-comprida',
    });
    expect(changed.statusCode).toBe(200);
    await until(() => beforePassword.state.ended);

    // Deleting Bia ends hers.
    const biaStream = await openStream(b, (await signIn(a, bia.email)).cookie);
    expect((await trainer.call('DELETE', `/api/students/${bia.id}`)).statusCode).toBe(204);
    await until(() => biaStream.state.ended);
    // Everyone else's streams stay open.
    expect(stay.state.ended).toBe(false);
    await a.close();
    await b.close();
  });

  test('after the listening connection drops, the streams of sessions ended meanwhile end too', async () => {
    const { app, database } = await testApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    await listening(database);
    const trainer = await signedInTrainer(app);
    const student = await addStudent(trainer.call, 'Caio Aluno');
    const ended = await openStream(app, (await signIn(app, student.email)).cookie);
    const alive = await openStream(app, trainer.cookie);
    // The student's session goes with no notification (as while the connection is down)…
    await database.pool.query('alter table sessions disable trigger sessions_notify_end');
    await database.pool.query('delete from sessions where user_id = $1', [student.id]);
    await database.pool.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query ilike 'listen%'`,
    );
    // …and the hub, back, asks which sessions are still there.
    await until(() => ended.state.ended, 5000);
    expect(alive.state.ended).toBe(false);
    await app.close();
  });
});
