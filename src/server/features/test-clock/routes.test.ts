import { afterEach, expect, test } from 'vitest';
import { startFakePushService, type FakePushService } from '#server/testing/fake-push.ts';
import { TEST_ORIGIN, testApp } from '#server/testing/test-app.ts';
import { signedInStudent } from '#server/testing/student.ts';
import { buildPlan } from '#shared/testing/build-plan.ts';

const services: FakePushService[] = [];
afterEach(async () => {
  await Promise.all(services.splice(0).map((service) => service.close()));
});

/** A clock that stands still where the test puts it (the server's moves on from it). */
const clockAt = (iso: string) => {
  const clock = { at: new Date(iso), now: () => clock.at };
  return clock;
};

test('PUT /api/test/clock moves the server clock and sends what is due then: today\'s reminder once, from its time on', async () => {
  const push = await startFakePushService();
  services.push(push);
  // Monday 23 November 2026, a training day of buildPlan's 'Treino A'; 06:00 in São Paulo.
  const { app } = await testApp({
    clock: clockAt('2026-11-23T09:00:00Z'),
    push: { allowLoopback: true },
    testClock: true,
  });
  const { call } = await signedInStudent(app, {
    plan: buildPlan({ days: 1 }),
    planStatus: 'active',
    planExpiryDate: '2026-12-31',
  });
  const device = push.device();
  await call('POST', '/api/push/subscriptions', device.subscription);
  await call('PUT', '/api/me/reminders', { enabled: true, time: '09:00' });

  const before = await call('PUT', '/api/test/clock', { now: '2026-11-23T08:59:00-03:00' });
  expect(before.statusCode).toBe(200);
  expect(before.json()).toEqual({ now: '2026-11-23T11:59:00.000Z', reminders: 0, rests: 0 });
  expect(push.bodiesFor(device)).toEqual([]);

  const after = await call('PUT', '/api/test/clock', { now: '2026-11-23T09:01:00-03:00' });
  expect(after.json()).toEqual({ now: '2026-11-23T12:01:00.000Z', reminders: 1, rests: 0 });
  expect(push.bodiesFor(device)).toEqual(['Hoje é dia de Treino A']);
  // Every service reads the moved clock: the day the student's home opens on is still the 23rd.
  expect((await call('GET', '/api/me/workouts/2026-11-23')).statusCode).toBe(200);
  expect((await call('PUT', '/api/test/clock', { now: '2026-11-23T09:30:00-03:00' })).json()).toMatchObject({
    reminders: 0,
  });
  expect(push.bodiesFor(device)).toEqual(['Hoje é dia de Treino A']);
});

test('the route asks for a session and a valid instant, and does not exist without testClock', async () => {
  const { app, database } = await testApp({ testClock: true });
  const anonymous = await app.inject({
    method: 'PUT',
    url: '/api/test/clock',
    headers: { origin: TEST_ORIGIN },
    payload: { now: '2026-11-23T09:01:00-03:00' },
  });
  expect(anonymous.statusCode).toBe(401);
  const { call } = await signedInStudent(app);
  const bad = await call('PUT', '/api/test/clock', { now: 'amanhã' });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().error.code).toBe('INVALID_DATE');

  const { app: production } = await testApp({ database });
  const other = await signedInStudent(production);
  expect((await other.call('PUT', '/api/test/clock', { now: '2026-11-23T09:01:00-03:00' })).statusCode).toBe(404);
});
