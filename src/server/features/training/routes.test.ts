import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { exercises, performanceEntries, workoutDays, workoutSets } from '#server/db/schema.ts';
import { testApp } from '#server/testing/test-app.ts';
import { logSet, setBody, signedInStudent } from '#server/testing/student.ts';
import { buildPlan } from '#shared/testing/build-plan.ts';
import { WorkoutDaySchema } from '#shared/contracts/training.ts';

// Monday 23 November 2026, midday in São Paulo.
const MONDAY = '2026-11-23';
const clock = { now: () => new Date('2026-11-23T15:00:00Z') };
const feedback = {
  difficulty: 'Ideal',
  energyLevel: 'Alto',
  sleepQuality: 'Boa',
  overallRPE: 8,
  painPoints: '',
  comments: 'Bom treino',
};

describe('GET /api/me', () => {
  test('the home carries the plan, its exercises and the trainer’s contact, and no anamnesis answer', async () => {
    const { app } = await testApp({ clock });
    const { call, trainer } = await signedInStudent(app, {
      plan: buildPlan(),
      planStatus: 'active',
      planExpiryDate: '2026-11-28',
    });
    await trainer.call('GET', '/api/profile');
    const res = await call('GET', '/api/me');
    expect(res.statusCode).toBe(200);
    const home = res.json();
    expect(home).toMatchObject({
      name: 'Bia Souza',
      planStatus: 'active',
      planExpiryDate: '2026-11-28',
      hasAnamnesis: false,
      sex: null,
      today: MONDAY,
      trainer: { name: 'Ana Treinadora', whatsapp: null, planPrices: { '1': 120, '3': 330, '6': 600 } },
    });
    expect(home.workoutPlan).toHaveLength(1);
    expect(home.exercises['supino-reto-barra'].name).toMatch(/Supino/);
    expect(home).not.toHaveProperty('anamnesis');
  });

  test('an expired plan is not sent: inactive, or active with yesterday’s expiry', async () => {
    const { app } = await testApp({ clock });
    for (const setup of [
      { planStatus: 'inactive' as const },
      { planStatus: 'active' as const, planExpiryDate: '2026-11-22' },
    ]) {
      const { call } = await signedInStudent(app, { plan: buildPlan(), ...setup });
      const home = (await call('GET', '/api/me')).json();
      expect(home.workoutPlan).toEqual([]);
      expect(home.exercises).toEqual({});
    }
  });
});

describe('logging sets', () => {
  test('a set sent three times is stored once: 201, then 200', async () => {
    const { app, database } = await testApp({ clock });
    const { call } = await signedInStudent(app, { plan: buildPlan(), planStatus: 'active' });
    const id = randomUUID();
    const first = await logSet(call, id, setBody(MONDAY));
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ id, stored: true });
    const again = await Promise.all([logSet(call, id, setBody(MONDAY)), logSet(call, id, setBody(MONDAY))]);
    expect(again.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(again[0]!.json()).toEqual({ id, stored: false });
    const rows = await database.db.select().from(workoutSets).where(eq(workoutSets.id, id));
    expect(rows).toHaveLength(1);
  });

  test('two devices logging the same set of the same workout keep both sets', async () => {
    const { app } = await testApp({ clock });
    const { call } = await signedInStudent(app, { plan: buildPlan(), planStatus: 'active' });
    await logSet(call, randomUUID(), setBody(MONDAY, { weight: 40 }));
    await logSet(call, randomUUID(), setBody(MONDAY, { weight: 42.5 }));
    const day = (await call('GET', `/api/me/workouts/${MONDAY}`)).json();
    expect(day.sets.map((s: { weight: number }) => s.weight).sort()).toEqual([40, 42.5]);
  });

  test('bad sets get a pt-BR 400 and store nothing', async () => {
    const { app, database } = await testApp({ clock });
    const { call } = await signedInStudent(app, { plan: buildPlan(), planStatus: 'active' });
    const cases: [string, unknown][] = [
      [randomUUID(), setBody(MONDAY, { weight: -1 })],
      [randomUUID(), setBody(MONDAY, { reps: 2.5 })],
      [randomUUID(), setBody(MONDAY, { weight: '40' })],
      [randomUUID(), setBody('2026-02-30')],
      [randomUUID(), { ...setBody(MONDAY), extra: true }],
      ['not-a-uuid', setBody(MONDAY)],
      [randomUUID(), [1, 2]],
    ];
    for (const [id, body] of cases) {
      const res = await call('PUT', `/api/me/sets/${id}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.message).toMatch(/[a-zà-ú]/i);
    }
    // Monday 23 is today: tomorrow's workout is trained tomorrow, not logged ahead.
    for (const date of ['2026-11-24', '2026-11-25']) {
      const late = await logSet(call, randomUUID(), setBody(date));
      expect(late.statusCode, date).toBe(400);
      expect(late.json().error.code).toBe('DATE_OUT_OF_RANGE');
    }
    const unknown = await logSet(call, randomUUID(), setBody(MONDAY, { exerciseId: 'supino-de-mentira' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatchObject({
      code: 'UNKNOWN_EXERCISES',
      message: 'Estes exercícios não existem na base: supino-de-mentira. Nada foi salvo.',
    });
    expect(await database.db.select().from(workoutSets)).toEqual([]);
  });

  test('a set is stored as sent, against the catalogue as it is now; a taken id with an unknown exercise stores nothing', async () => {
    const { app, database } = await testApp({ clock });
    const { call, student } = await signedInStudent(app, { plan: buildPlan(), planStatus: 'active' });
    const id = randomUUID();
    const body = setBody(MONDAY, {
      setIndex: 2,
      weight: 42.5,
      reps: 8,
      loggedAt: '2026-11-23T12:34:56.789Z',
    });
    expect((await logSet(call, id, body)).statusCode).toBe(201);
    const [row] = await database.db.select().from(workoutSets).where(eq(workoutSets.id, id));
    expect(row).toMatchObject({
      ...body,
      id,
      studentId: student.id,
      loggedAt: new Date('2026-11-23T12:34:56.789Z'),
      receivedAt: expect.any(Date),
    });
    // The same id again naming an exercise the catalogue lacks: refused, and the stored set is untouched.
    const unknown = await logSet(call, id, { ...body, exerciseId: 'supino-de-mentira' });
    expect(unknown.json().error.code).toBe('UNKNOWN_EXERCISES');
    expect(await database.db.select().from(workoutSets)).toEqual([row]);
    // An exercise the catalogue gains while the app runs is known at once.
    await database.db.insert(exercises).values({
      id: 'remada-nova',
      name: 'Remada Nova',
      equipment: 'halteres',
      difficulty: 'iniciante',
    });
    expect((await logSet(call, randomUUID(), { ...body, exerciseId: 'remada-nova' })).statusCode).toBe(201);
  });
});

describe('a day’s run', () => {
  test('progress keeps the newest change by the phone’s clock', async () => {
    const { app } = await testApp({ clock });
    const { call } = await signedInStudent(app, { plan: buildPlan(), planStatus: 'active' });
    const put = (setIndex: number, at: string) =>
      call('PUT', `/api/me/workouts/${MONDAY}/progress`, {
        workoutId: 'day-0',
        position: { blockIndex: 0, exerciseIndex: 0, setIndex },
        at,
      });
    expect((await put(2, '2026-11-23T12:02:00.000Z')).statusCode).toBe(204);
    await put(1, '2026-11-23T12:01:00.000Z'); // a late retry of an older change
    const day = (await call('GET', `/api/me/workouts/${MONDAY}`)).json();
    expect(day.progress).toEqual({
      workoutId: 'day-0',
      position: { blockIndex: 0, exerciseIndex: 0, setIndex: 2 },
      at: '2026-11-23T12:02:00.000Z',
    });
    expect(WorkoutDaySchema.parse(day)).toEqual(day);
  });

  test("finishing records the day's best set per exercise (not its last), completes the date and clears progress", async () => {
    const { app, database } = await testApp({ clock });
    const { call } = await signedInStudent(app, { plan: buildPlan(), planStatus: 'active' });
    const at = (minute: number) => `2026-11-23T12:0${minute}:00.000Z`;
    await logSet(call, randomUUID(), setBody(MONDAY, { setIndex: 0, weight: 40, reps: 10, loggedAt: at(1) }));
    await logSet(call, randomUUID(), setBody(MONDAY, { setIndex: 1, weight: 42, reps: 10, loggedAt: at(2) }));
    // The last set (42 × 8) is not the day's best: the entry, the record and 'Última vez' read 42 × 10.
    await logSet(call, randomUUID(), setBody(MONDAY, { setIndex: 2, weight: 42, reps: 8, loggedAt: at(2) }));
    await logSet(
      call,
      randomUUID(),
      setBody(MONDAY, { exerciseId: 'agachamento-livre-barra', weight: 0, reps: 0, loggedAt: at(3) }),
    );
    await call('PUT', `/api/me/workouts/${MONDAY}/progress`, {
      workoutId: 'day-0',
      position: { blockIndex: 1, exerciseIndex: 0, setIndex: 0 },
      at: at(4),
    });
    for (let i = 0; i < 2; i += 1) {
      const res = await call('POST', `/api/me/workouts/${MONDAY}/finish`, { workoutId: 'day-0' });
      expect(res.statusCode).toBe(204);
    }
    const entries = await database.db.select().from(performanceEntries);
    expect(entries.map(({ exerciseId, date, weight, reps }) => ({ exerciseId, date, weight, reps }))).toEqual(
      [{ exerciseId: 'supino-reto-barra', date: MONDAY, weight: 42, reps: 10 }],
    );
    const day = (await call('GET', `/api/me/workouts/${MONDAY}`)).json();
    expect(day).toMatchObject({ completed: true, progress: null, analysis: null });
    expect(day.sets).toHaveLength(4);
    // The day is written without zod at send time (routes.ts): it must still be exactly the contract.
    expect(WorkoutDaySchema.parse(day)).toEqual(day);

    const calendar = await call('GET', '/api/me/calendar?from=2026-11-01&to=2026-11-30');
    expect(calendar.json()).toEqual({ completed: [MONDAY] });
    const nextWeek = (await call('GET', '/api/me/workouts/2026-11-30')).json();
    expect(nextWeek.lastPerformance).toEqual({ 'supino-reto-barra': { weight: 42, reps: 10, date: MONDAY } });
    expect(nextWeek.sets).toEqual([]);
    expect(WorkoutDaySchema.parse(nextWeek)).toEqual(nextWeek);
  });

  test('the last performance is, per exercise, its newest entry before the date', async () => {
    const { app, database } = await testApp({ clock });
    const { call, student } = await signedInStudent(app, { plan: buildPlan(), planStatus: 'active' });
    const entry = (exerciseId: string, date: string, weight: number) => ({
      studentId: student.id,
      exerciseId,
      date,
      weight,
      reps: 10,
    });
    await database.db
      .insert(performanceEntries)
      .values([
        entry('supino-reto-barra', '2026-11-02', 30),
        entry('supino-reto-barra', '2026-11-16', 40),
        entry('supino-reto-barra', MONDAY, 45),
        entry('agachamento-livre-barra', '2026-10-05', 60),
        entry('remada-curvada-barra', MONDAY, 50),
      ]);
    const day = (await call('GET', `/api/me/workouts/${MONDAY}`)).json();
    expect(day.lastPerformance).toEqual({
      'supino-reto-barra': { weight: 40, reps: 10, date: '2026-11-16' },
      'agachamento-livre-barra': { weight: 60, reps: 10, date: '2026-10-05' },
    });
    const before = (await call('GET', '/api/me/workouts/2026-10-05')).json();
    expect(before.lastPerformance).toEqual({});
    const tomorrow = (await call('GET', '/api/me/workouts/2026-11-24')).json();
    expect(tomorrow.lastPerformance).toMatchObject({
      'supino-reto-barra': { weight: 45, date: MONDAY },
      'remada-curvada-barra': { weight: 50, date: MONDAY },
    });
    // Resetting a day takes its entries out of 'Última vez': the one before shows again.
    expect((await call('DELETE', '/api/me/workouts/2026-11-16')).statusCode).toBe(204);
    expect((await call('DELETE', `/api/me/workouts/${MONDAY}`)).statusCode).toBe(204);
    const afterReset = (await call('GET', '/api/me/workouts/2026-11-24')).json();
    expect(afterReset.lastPerformance).toEqual({
      'supino-reto-barra': { weight: 30, reps: 10, date: '2026-11-02' },
      'agachamento-livre-barra': { weight: 60, reps: 10, date: '2026-10-05' },
    });
  });

  test('feedback is stored with the spec’s defaults; a day not finished has no analysis', async () => {
    const { app } = await testApp({ clock });
    const { call } = await signedInStudent(app, { plan: buildPlan(), planStatus: 'active' });
    const { overallRPE: _rpe, painPoints: _pain, comments: _comments, ...minimal } = feedback;
    expect((await call('PUT', `/api/me/workouts/${MONDAY}/feedback`, minimal)).statusCode).toBe(204);
    let day = (await call('GET', `/api/me/workouts/${MONDAY}`)).json();
    expect(day.feedback).toEqual({
      ...minimal,
      overallRPE: 7,
      painPoints: '',
      comments: '',
      enjoyment: 'Gostei da maioria',
    });
    await call('PUT', `/api/me/workouts/${MONDAY}/feedback`, feedback);
    day = (await call('GET', `/api/me/workouts/${MONDAY}`)).json();
    expect(day.feedback.overallRPE).toBe(8);
    const bad = await call('PUT', `/api/me/workouts/${MONDAY}/feedback`, { ...feedback, overallRPE: 11 });
    expect(bad.statusCode).toBe(400);
    const analysis = await call('POST', `/api/me/workouts/${MONDAY}/analysis`);
    expect(analysis.json()).toEqual({ analysis: null, records: [] });
  });

  test('reset clears the date’s sets, progress, completion and performance, and nothing of other dates', async () => {
    const { app, database } = await testApp({ clock });
    const { call } = await signedInStudent(app, { plan: buildPlan(), planStatus: 'active' });
    await logSet(call, randomUUID(), setBody('2026-11-16'));
    await call('POST', '/api/me/workouts/2026-11-16/finish', { workoutId: 'day-0' });
    await logSet(call, randomUUID(), setBody(MONDAY));
    await call('POST', `/api/me/workouts/${MONDAY}/finish`, { workoutId: 'day-0' });
    expect((await call('DELETE', `/api/me/workouts/${MONDAY}`)).statusCode).toBe(204);
    const day = (await call('GET', `/api/me/workouts/${MONDAY}`)).json();
    expect(day).toMatchObject({ sets: [], completed: false, progress: null, feedback: null });
    expect((await database.db.select().from(performanceEntries)).map((e) => e.date)).toEqual(['2026-11-16']);
    expect((await call('GET', '/api/me/calendar?from=2026-11-01&to=2026-11-30')).json()).toEqual({
      completed: ['2026-11-16'],
    });
  });

  test('reset keeps to the dates every other write may touch', async () => {
    const { app, database } = await testApp({ clock });
    const { call, student } = await signedInStudent(app, { plan: buildPlan(), planStatus: 'active' });
    const old = '2025-11-21'; // 367 days before Monday: a past no phone writes to any more
    await database.db.insert(workoutDays).values({ studentId: student.id, date: old, workoutId: 'day-0' });
    for (const date of [old, '2026-11-24', '2026-11-25']) {
      const res = await call('DELETE', `/api/me/workouts/${date}`);
      expect(res.statusCode, date).toBe(400);
      expect(res.json().error.code).toBe('DATE_OUT_OF_RANGE');
    }
    expect(await database.db.select({ date: workoutDays.date }).from(workoutDays)).toEqual([{ date: old }]);
    expect((await call('DELETE', '/api/me/workouts/2026-11-23')).statusCode).toBe(204);
  });

  test('the calendar refuses a backwards or longer-than-62-day range', async () => {
    const { app } = await testApp({ clock });
    const { call } = await signedInStudent(app);
    for (const query of ['from=2026-11-30&to=2026-11-01', 'from=2026-01-01&to=2026-12-31', 'from=x&to=y']) {
      const res = await call('GET', `/api/me/calendar?${query}`);
      expect(res.statusCode, query).toBe(400);
    }
  });
});
