import { afterEach, expect, test } from 'vitest';
import { startFakePushService, type FakePushService } from '#server/testing/fake-push.ts';
import { testApp } from '#server/testing/test-app.ts';
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
