import { eq, inArray } from 'drizzle-orm';
import { afterEach, describe, expect, test } from 'vitest';
import { pushSubscriptions, pushVapid } from '#server/db/push-schema.ts';
import { startFakePushService, type FakePushService } from '#server/testing/fake-push.ts';
import { testApp } from '#server/testing/test-app.ts';
import { signedInStudent } from '#server/testing/student.ts';
import { signedInTrainer } from '#server/testing/trainer.ts';
import { buildPlan } from '#shared/testing/build-plan.ts';

const services: FakePushService[] = [];
afterEach(async () => {
  await Promise.all(services.splice(0).map((service) => service.close()));
});

async function fakePush() {
  const service = await startFakePushService();
  services.push(service);
  return service;
}

const clockAt = (iso: string) => {
  const clock = { at: new Date(iso), now: () => clock.at };
  return clock;
};

describe('VAPID keys and subscriptions', () => {
  test('the key pair is made at the first start, kept sealed, and the same for the next instance', async () => {
    const { app, database } = await testApp();
    const res = await app.inject({ method: 'GET', url: '/api/push/key' });
    expect(res.statusCode).toBe(401);
    const { call } = await signedInTrainer(app);
    const { publicKey } = (await call('GET', '/api/push/key')).json();
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    const [row] = await database.db.select().from(pushVapid);
    expect(row!.publicKey).toBe(publicKey);
    expect(row!.sealedPrivateKey).toMatch(/^v1\./);
    const second = await testApp({ database });
    const other = await signedInTrainer(second.app);
    expect((await other.call('GET', '/api/push/key')).json().publicKey).toBe(publicKey);
  });

  test('a device subscribes once, a bad subscription is refused in pt-BR, and it can unsubscribe', async () => {
    const push = await fakePush();
    const { app, database } = await testApp({ push: { allowLoopback: true } });
    const { call, id } = await signedInTrainer(app);
    const device = push.device();
    expect((await call('POST', '/api/push/subscriptions', device.subscription)).statusCode).toBe(204);
    expect((await call('POST', '/api/push/subscriptions', device.subscription)).statusCode).toBe(204);
    const rows = await database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, id));
    expect(rows).toHaveLength(1);

    const bad = await call('POST', '/api/push/subscriptions', {
      endpoint: 'não é endereço',
      keys: { p256dh: 'x', auth: 'y' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Este aparelho não pôde ativar as notificações. Tente de novo.');

    const del = await call(
      'DELETE',
      `/api/push/subscriptions?endpoint=${encodeURIComponent(device.subscription.endpoint)}`,
    );
    expect(del.statusCode).toBe(204);
    expect(
      await database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, id)),
    ).toHaveLength(0);
  });

  test('plain http on this machine is refused unless the server allows it (never in production)', async () => {
    const push = await fakePush();
    const { app } = await testApp();
    const { call } = await signedInTrainer(app);
    const res = await call('POST', '/api/push/subscriptions', push.device().subscription);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('INVALID_PUSH_SUBSCRIPTION');
  });
});

describe('reminder and alert settings', () => {
  test('a student keeps reminders and a time; a trainer keeps alerts; each only their own kind', async () => {
    const { app } = await testApp();
    const { call, trainer } = await signedInStudent(app);
    expect((await call('GET', '/api/me/reminders')).json()).toEqual({ enabled: false, time: '07:00' });
    const saved = await call('PUT', '/api/me/reminders', { enabled: true, time: '18:30' });
    expect(saved.json()).toEqual({ enabled: true, time: '18:30' });
    expect((await call('GET', '/api/me/reminders')).json()).toEqual({ enabled: true, time: '18:30' });
    const bad = await call('PUT', '/api/me/reminders', { enabled: true, time: '25:00' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Informe um horário válido, por exemplo 07:30.');
    expect((await call('GET', '/api/alerts')).statusCode).toBe(403);

    expect((await trainer.call('GET', '/api/alerts')).json()).toEqual({ enabled: false });
    expect((await trainer.call('PUT', '/api/alerts', { enabled: true })).json()).toEqual({ enabled: true });
    expect((await trainer.call('GET', '/api/me/reminders')).statusCode).toBe(403);
  });
});

/** Monday 23 November 2026 is a training day of buildPlan's 'Treino A'; 06:00 in São Paulo. */
async function reminderWorld(options: { expiry?: string; days?: number } = {}) {
  const push = await fakePush();
  const clock = clockAt('2026-11-23T09:00:00Z');
  const { app, database } = await testApp({ clock, push: { allowLoopback: true } });
  const setup = await signedInStudent(app, {
    plan: buildPlan({ days: options.days ?? 1 }),
    planStatus: 'active',
    planExpiryDate: options.expiry ?? '2026-12-31',
  });
  const device = push.device();
  await setup.call('POST', '/api/push/subscriptions', device.subscription);
  await setup.call('PUT', '/api/me/reminders', { enabled: true, time: '07:00' });
  return { push, clock, app, database, device, ...setup };
}

describe('daily reminders', () => {
  test("on a training day, from the chosen time in Brazil: 'Hoje é dia de Treino A', once", async () => {
    const { push, clock, app, device } = await reminderWorld();
    expect(await app.push.dispatchDue()).toEqual({ reminders: 0, rests: 0 });
    clock.at = new Date('2026-11-23T10:05:00Z'); // 07:05 in São Paulo
    expect((await app.push.dispatchDue()).reminders).toBe(1);
    expect(await app.push.dispatchDue()).toEqual({ reminders: 0, rests: 0 });
    expect(push.bodiesFor(device)).toEqual(['Hoje é dia de Treino A']);
    expect(push.received[0]!.payload).toMatchObject({ title: 'RumoFit', url: '/aluno' });
    // Tuesday is a day off.
    clock.at = new Date('2026-11-24T12:00:00Z');
    expect((await app.push.dispatchDue()).reminders).toBe(0);
    // The next Monday, again.
    clock.at = new Date('2026-11-30T10:01:00Z');
    expect((await app.push.dispatchDue()).reminders).toBe(1);
    expect(push.bodiesFor(device)).toEqual(['Hoje é dia de Treino A', 'Hoje é dia de Treino A']);
  });

  test('nothing once the day is done, nothing with reminders off', async () => {
    const { push, clock, app, call, device } = await reminderWorld();
    const finish = await call('POST', '/api/me/workouts/2026-11-23/finish', { workoutId: 'day-0' });
    expect(finish.statusCode).toBe(204);
    clock.at = new Date('2026-11-23T11:00:00Z');
    expect((await app.push.dispatchDue()).reminders).toBe(0);
    await call('PUT', '/api/me/reminders', { enabled: false, time: '07:00' });
    clock.at = new Date('2026-11-30T11:00:00Z');
    expect((await app.push.dispatchDue()).reminders).toBe(0);
    expect(push.bodiesFor(device)).toEqual([]);
  });

  test("seven days and one day before the expiry: 'Seu plano vence em N dias', on days off too", async () => {
    const { push, clock, app, device } = await reminderWorld({ expiry: '2026-11-30' });
    clock.at = new Date('2026-11-23T10:30:00Z');
    await app.push.dispatchDue();
    expect(push.bodiesFor(device)).toEqual(['Hoje é dia de Treino A', 'Seu plano vence em 7 dias']);
    clock.at = new Date('2026-11-24T10:30:00Z');
    await app.push.dispatchDue();
    clock.at = new Date('2026-11-29T10:30:00Z'); // Sunday, a day off
    await app.push.dispatchDue();
    expect(push.bodiesFor(device).slice(2)).toEqual(['Seu plano vence em 1 dia']);
  });

  test('a device the push service no longer knows (410, 404) is removed', async () => {
    const { push, clock, app, database, call, device } = await reminderWorld();
    const other = push.device();
    await call('POST', '/api/push/subscriptions', other.subscription);
    push.forget(device, 410);
    push.forget(other, 404);
    clock.at = new Date('2026-11-23T10:30:00Z');
    await app.push.dispatchDue();
    const left = await database.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(
        inArray(pushSubscriptions.endpoint, [device.subscription.endpoint, other.subscription.endpoint]),
      );
    expect(left).toEqual([]);
    expect(push.received).toEqual([]);
  });

  test('two instances on one database, dispatching together: each reminder is sent once', async () => {
    const { push, clock, database, device, app } = await reminderWorld({ expiry: '2026-11-30' });
    const second = await testApp({ database, clock, push: { allowLoopback: true } });
    clock.at = new Date('2026-11-23T10:30:00Z');
    const results = await Promise.all([
      app.push.dispatchDue(),
      second.app.push.dispatchDue(),
      app.push.dispatchDue(),
      second.app.push.dispatchDue(),
    ]);
    expect(results.reduce((sum, r) => sum + r.reminders, 0)).toBe(2);
    expect(push.bodiesFor(device).sort()).toEqual(['Hoje é dia de Treino A', 'Seu plano vence em 7 dias']);
  });
});
