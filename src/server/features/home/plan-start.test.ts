import { describe, expect, test } from 'vitest';
import { testApp } from '#server/testing/test-app.ts';
import { addStudent, signIn, signedInTrainer, type Caller } from '#server/testing/trainer.ts';
import { buildPlan } from '#shared/testing/build-plan.ts';

/** A clock the test moves forward, at midday in São Paulo. */
function movableClock(date: string) {
  let now = new Date(`${date}T15:00:00Z`);
  return {
    clock: { now: () => now },
    moveTo: (next: string) => (now = new Date(`${next}T15:00:00Z`)),
  };
}

async function patch(call: Caller, id: string, body: Record<string, unknown>) {
  const version = (await call('GET', `/api/students/${id}`)).json().version as number;
  const res = await call('PATCH', `/api/students/${id}`, { version, ...body });
  expect(res.statusCode).toBe(200);
}

async function savePlan(call: Caller, id: string) {
  const version = (await call('GET', `/api/students/${id}`)).json().version as number;
  const res = await call('PUT', `/api/students/${id}/plan`, { version, plan: buildPlan() });
  expect(res.statusCode).toBe(200);
}

describe('the plan’s start in GET /api/me (the calendar counts from it)', () => {
  test('is the day the student was added until a plan starts, then the day it started', async () => {
    const { clock, moveTo } = movableClock('2026-11-02');
    const { app } = await testApp({ clock });
    const trainer = await signedInTrainer(app);
    const student = await addStudent(trainer.call, 'Bia Souza');
    const { call } = await signIn(app, student.email);
    const planStart = async () => (await call('GET', '/api/me')).json().planStart as string;
    expect(await planStart()).toBe('2026-11-02');

    moveTo('2026-11-09');
    await patch(trainer.call, student.id, { planStatus: 'active', planExpiryDate: '2026-11-30' });
    expect(await planStart()).toBe('2026-11-02'); // active, but nothing to train on yet
    moveTo('2026-11-11');
    await savePlan(trainer.call, student.id);
    expect(await planStart()).toBe('2026-11-11');

    moveTo('2026-11-20');
    await savePlan(trainer.call, student.id); // a new version of the plan: the same plan goes on
    await patch(trainer.call, student.id, { observations: 'joelho' });
    expect(await planStart()).toBe('2026-11-11');
  });

  test('moves to the day a lapsed or inactive plan is renewed or reactivated, not for a renewal in time', async () => {
    const { clock, moveTo } = movableClock('2026-10-01');
    const { app } = await testApp({ clock });
    const trainer = await signedInTrainer(app);
    const student = await addStudent(trainer.call, 'Caio Lima');
    const { call } = await signIn(app, student.email);
    const planStart = async () => (await call('GET', '/api/me')).json().planStart as string;
    await savePlan(trainer.call, student.id);
    await patch(trainer.call, student.id, { planStatus: 'active', planExpiryDate: '2026-10-31' });
    expect(await planStart()).toBe('2026-10-01');

    moveTo('2026-10-25');
    await patch(trainer.call, student.id, { renewMonths: 1 }); // before the expiry: no gap
    expect(await planStart()).toBe('2026-10-01');

    moveTo('2026-12-10'); // lapsed on 30/11
    await patch(trainer.call, student.id, { renewMonths: 1 });
    expect(await planStart()).toBe('2026-12-10');

    moveTo('2026-12-15');
    await patch(trainer.call, student.id, { planStatus: 'inactive' });
    moveTo('2026-12-20');
    await patch(trainer.call, student.id, { planStatus: 'active' });
    expect(await planStart()).toBe('2026-12-20');
  });
});
