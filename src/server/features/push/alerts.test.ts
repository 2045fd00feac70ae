import { afterEach, describe, expect, test } from 'vitest';
import { startFakePushService, type FakePushService } from '#server/testing/fake-push.ts';
import { testApp } from '#server/testing/test-app.ts';
import { signedInStudent } from '#server/testing/student.ts';
import { buildPlan } from '#shared/testing/build-plan.ts';

const services: FakePushService[] = [];
afterEach(async () => {
  await Promise.all(services.splice(0).map((service) => service.close()));
});

const feedback = {
  difficulty: 'Ideal',
  energyLevel: 'Alto',
  sleepQuality: 'Boa',
  overallRPE: 8,
  painPoints: '',
  comments: '',
};

/** Monday 23 November 2026, 09:00 in São Paulo; a student with a phone and a trainer with one. */
async function world() {
  const push = await startFakePushService();
  services.push(push);
  const clock = { at: new Date('2026-11-23T12:00:00Z'), now: () => clock.at };
  const { app, database } = await testApp({ clock, push: { allowLoopback: true } });
  const setup = await signedInStudent(app, {
    plan: buildPlan(),
    planStatus: 'active',
    planExpiryDate: '2026-12-31',
  });
  const phone = push.device();
  const trainerPhone = push.device();
  await setup.call('POST', '/api/push/subscriptions', phone.subscription);
  await setup.trainer.call('POST', '/api/push/subscriptions', trainerPhone.subscription);
  return { push, clock, app, database, phone, trainerPhone, ...setup };
}

describe("the trainer's alerts", () => {
  test('pain in a feedback reaches the trainer with alerts on, once a day, without the pain text', async () => {
    const { push, call, trainer, trainerPhone, phone, student } = await world();
    await trainer.call('PUT', '/api/alerts', { enabled: true });
    const body = { ...feedback, painPoints: 'dor no joelho direito' };
    expect((await call('PUT', '/api/me/workouts/2026-11-23/feedback', body)).statusCode).toBe(204);
    await push.until((all) => all.some((r) => r.device === trainerPhone.id));
    expect(push.received[0]!.payload).toMatchObject({
      body: 'Bia Souza relatou dor no treino',
      url: `/personal/alunos/${student.id}`,
    });
    expect(JSON.stringify(push.received)).not.toContain('joelho');
    // The same feedback saved again, then one 'Extremamente difícil': one pain alert, one hard one.
    await call('PUT', '/api/me/workouts/2026-11-23/feedback', body);
    await call('PUT', '/api/me/workouts/2026-11-23/feedback', {
      ...feedback,
      difficulty: 'Extremamente difícil',
    });
    await push.until((all) => all.length >= 2);
    expect(push.bodiesFor(trainerPhone)).toEqual([
      'Bia Souza relatou dor no treino',
      'Bia Souza achou o treino extremamente difícil',
    ]);
    expect(push.bodiesFor(phone)).toEqual([]);
  });

  test('with alerts off, or an ordinary feedback, the trainer gets nothing', async () => {
    const { push, app, call, trainer } = await world();
    await call('PUT', '/api/me/workouts/2026-11-23/feedback', { ...feedback, painPoints: 'ombro' });
    await trainer.call('PUT', '/api/alerts', { enabled: true });
    await call('PUT', '/api/me/workouts/2026-11-23/feedback', feedback);
    // Both answers are in and a dispatch ran after them: nothing was sent, nothing is on its way.
    await app.push.dispatchDue();
    expect(push.received).toEqual([]);
  });
});

describe('the rest timer on a locked phone', () => {
  const rest = { endsAt: '2026-11-23T12:01:30.000Z', exerciseName: 'Supino Reto', setNumber: 3 };

  test('a hidden page during a rest: the push arrives when the rest ends, once', async () => {
    const { push, clock, app, call, phone } = await world();
    await call('PUT', '/api/me/reminders', { enabled: true, time: '23:00' });
    expect((await call('PUT', '/api/me/rest-alarm', rest)).statusCode).toBe(204);
    expect((await app.push.dispatchDue()).rests).toBe(0);
    clock.at = new Date('2026-11-23T12:01:30Z');
    expect((await app.push.dispatchDue()).rests).toBe(1);
    expect((await app.push.dispatchDue()).rests).toBe(0);
    expect(push.bodiesFor(phone)).toEqual(['Descanso terminado — próxima série: Supino Reto, 3ª série']);
    expect(push.received[0]!.payload.url).toBe('/aluno/treino');
  });

  test('cancelled when the student comes back or skips the rest; a new rest replaces the last', async () => {
    const { push, clock, app, call } = await world();
    await call('PUT', '/api/me/reminders', { enabled: true, time: '23:00' });
    await call('PUT', '/api/me/rest-alarm', rest);
    expect((await call('DELETE', '/api/me/rest-alarm')).statusCode).toBe(204);
    await call('PUT', '/api/me/rest-alarm', rest);
    await call('PUT', '/api/me/rest-alarm', { ...rest, endsAt: '2026-11-23T12:05:00.000Z', setNumber: 4 });
    clock.at = new Date('2026-11-23T12:02:00Z');
    expect((await app.push.dispatchDue()).rests).toBe(0);
    clock.at = new Date('2026-11-23T12:06:00Z');
    expect((await app.push.dispatchDue()).rests).toBe(1);
    expect(push.received.map((r) => r.payload.body)).toEqual([
      'Descanso terminado — próxima série: Supino Reto, 4ª série',
    ]);
  });

  test('with reminders off nothing is kept; a rest ending in more than an hour is refused in pt-BR', async () => {
    const { push, clock, app, call } = await world();
    expect((await call('PUT', '/api/me/rest-alarm', rest)).statusCode).toBe(204);
    clock.at = new Date('2026-11-23T12:02:00Z');
    expect((await app.push.dispatchDue()).rests).toBe(0);
    const far = await call('PUT', '/api/me/rest-alarm', { ...rest, endsAt: '2026-11-23T14:00:00.000Z' });
    expect(far.statusCode).toBe(400);
    expect(far.json().error.message).toBe('Informe uma data válida.');
    expect(push.received).toEqual([]);
  });

  test('two instances dispatching together send a rest push once', async () => {
    const { push, clock, app, database, call } = await world();
    await call('PUT', '/api/me/reminders', { enabled: true, time: '23:00' });
    await call('PUT', '/api/me/rest-alarm', rest);
    const second = await testApp({ database, clock, push: { allowLoopback: true } });
    clock.at = new Date('2026-11-23T12:02:00Z');
    const results = await Promise.all([app.push.dispatchDue(), second.app.push.dispatchDue()]);
    expect(results.reduce((sum, r) => sum + r.rests, 0)).toBe(1);
    expect(push.received).toHaveLength(1);
  });
});
