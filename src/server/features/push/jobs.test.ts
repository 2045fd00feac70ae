import { afterEach, expect, test } from 'vitest';
import { startFakePushService, type FakePushService } from '#server/testing/fake-push.ts';
import { testApp } from '#server/testing/test-app.ts';
import { testDb } from '#server/testing/test-db.ts';
import { PUSH_QUEUE, startPushJobs } from './jobs.ts';
import { signedInStudent } from '#server/testing/student.ts';

const open: { close(): Promise<unknown> }[] = [];
afterEach(async () => {
  for (const item of open.splice(0).reverse()) await item.close();
});

test('with pg-boss on two instances, a rest that ended is pushed by the queue, once', async () => {
  const push: FakePushService = await startFakePushService();
  open.push(push);
  const first = await testApp({ push: { allowLoopback: true, jobs: true } });
  open.push(first.app);
  const second = await testApp({ database: first.database, push: { allowLoopback: true, jobs: true } });
  open.push(second.app);
  const { call } = await signedInStudent(first.app);
  const phone = push.device();
  await call('POST', '/api/push/subscriptions', phone.subscription);
  await call('PUT', '/api/me/reminders', { enabled: true, time: '23:59' });
  const res = await call('PUT', '/api/me/rest-alarm', {
    endsAt: new Date().toISOString(),
    exerciseName: 'Remada Curvada',
    setNumber: 2,
  });
  expect(res.statusCode).toBe(204);
  // The job the alarm queued wakes a worker on one of the instances: a state, not a delay.
  await push.until((all) => all.length >= 1, 30_000);
  await Promise.all([first.app.push.dispatchDue(), second.app.push.dispatchDue()]);
  expect(push.bodiesFor(phone)).toEqual(['Descanso terminado — próxima série: Remada Curvada, 2ª série']);
}, 60_000);

test('six instances starting together on a fresh database all start their queue (no deadlock)', async () => {
  const database = await testDb();
  // As on a database pg-boss has never used: its schema is made by whichever instance comes first.
  await database.pool.query('drop schema if exists pgboss cascade');
  const log = { error: (data: object, message: string) => errors.push({ data, message }) };
  const errors: { data: object; message: string }[] = [];
  const start = () =>
    startPushJobs({
      database,
      push: { dispatchDue: async () => ({ reminders: 0, rests: 0 }) },
      wakes: { at: async () => {} },
      log,
    });
  const started = await Promise.all(Array.from({ length: 6 }, start));
  for (const jobs of started) open.push({ close: () => jobs.stop() });
  expect(errors).toEqual([]);
  const { rows } = await database.pool.query<{ name: string }>('select name from pgboss.queue');
  expect(rows.map((row) => row.name)).toContain(PUSH_QUEUE);
}, 60_000);
