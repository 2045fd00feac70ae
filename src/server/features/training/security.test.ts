import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { anamnesisDrafts, students, workoutDays, workoutProgress, workoutSets } from '#server/db/schema.ts';
import { testApp } from '#server/testing/test-app.ts';
import { logSet, setBody, signedInStudent } from '#server/testing/student.ts';
import { buildPlan } from '#shared/testing/build-plan.ts';
import { ANAMNESIS_CONSENT_VERSION } from '#shared/domain/anamnesis/questions.ts';

const clock = { now: () => new Date('2026-11-23T15:00:00Z') };
const DATE = '2026-11-23';
/** The answers an anamnesis cannot be sent without. */
const required = { specificGoal: 'Reabilitação', availableDays: ['Sábado'] };
const FORBIDDEN = {
  planStatus: 'active',
  planExpiryDate: '2099-12-31',
  personalId: 'someone-else',
  workoutPlan: [],
  aiInsights: [{ type: 'warning', message: 'x' }],
};

describe('a student reaches only their own data', () => {
  test('another student’s set id answers 404 and the set stays as it was', async () => {
    const { app, database } = await testApp({ clock });
    const alice = await signedInStudent(app, { plan: buildPlan(), planStatus: 'active', name: 'Alice' });
    const bruno = await signedInStudent(app, { plan: buildPlan(), planStatus: 'active', name: 'Bruno' });
    const id = randomUUID();
    await logSet(alice.call, id, setBody(DATE, { weight: 50 }));

    const stolen = await logSet(bruno.call, id, setBody(DATE, { weight: 1 }));
    expect(stolen.statusCode).toBe(404);
    const missing = await logSet(bruno.call, randomUUID(), setBody(DATE));
    expect(missing.statusCode).toBe(201);
    expect(stolen.json().error).toEqual({ code: 'SET_NOT_FOUND', message: 'Série não encontrada.' });

    const [row] = await database.db.select().from(workoutSets).where(eq(workoutSets.id, id));
    expect(row).toMatchObject({ studentId: alice.student.id, weight: 50 });
    const brunoDay = (await bruno.call('GET', `/api/me/workouts/${DATE}`)).json();
    expect(brunoDay.sets.map((s: { id: string }) => s.id)).not.toContain(id);
    await bruno.call('DELETE', `/api/me/workouts/${DATE}`);
    expect(await database.db.select().from(workoutSets).where(eq(workoutSets.id, id))).toHaveLength(1);
  });

  test('fields a student may not write are refused on every write, and nothing is saved', async () => {
    const { app, database } = await testApp({ clock });
    const { call, student } = await signedInStudent(app, { plan: buildPlan(), planStatus: 'active' });
    await call('POST', '/api/me/anamnesis/consent', { textVersion: ANAMNESIS_CONSENT_VERSION });
    const [before] = await database.db.select().from(students).where(eq(students.id, student.id));
    const progress = {
      workoutId: 'day-0',
      position: { blockIndex: 0, exerciseIndex: 0, setIndex: 1 },
      at: `${DATE}T12:00:00Z`,
    };
    const feedback = { difficulty: 'Ideal', energyLevel: 'Alto', sleepQuality: 'Boa' };

    for (const [field, value] of Object.entries(FORBIDDEN)) {
      const extra = { [field]: value };
      const attempts: [method: 'PUT' | 'POST' | 'PATCH', url: string, body: object][] = [
        ['PUT', `/api/me/sets/${randomUUID()}`, { ...setBody(DATE), ...extra }],
        ['PUT', `/api/me/workouts/${DATE}/progress`, { ...progress, ...extra }],
        ['POST', `/api/me/workouts/${DATE}/finish`, { workoutId: 'day-0', ...extra }],
        ['PUT', `/api/me/workouts/${DATE}/feedback`, { ...feedback, ...extra }],
        ['PUT', '/api/me/anamnesis/draft', { step: 1, answers: { age: 30, ...extra } }],
        ['PUT', '/api/me/anamnesis/draft', { step: 1, answers: { age: 30 }, ...extra }],
        ['PUT', '/api/me/anamnesis', { answers: { ...required, ...extra } }],
        ['PUT', '/api/me/anamnesis', { answers: required, ...extra }],
        ['POST', '/api/me/anamnesis/consent', { textVersion: ANAMNESIS_CONSENT_VERSION, ...extra }],
      ];
      for (const [method, url, body] of attempts) {
        const res = await call(method, url, body);
        expect(res.statusCode, `${method} ${url} with ${field}`).toBe(400);
      }
    }
    // The trainer's routes are closed to students whatever they send.
    const patch = await call('PATCH', `/api/students/${student.id}`, {
      version: before!.version,
      ...FORBIDDEN,
    });
    expect(patch.statusCode).toBe(403);
    const plan = await call('PUT', `/api/students/${student.id}/plan`, {
      version: before!.version,
      plan: [],
    });
    expect(plan.statusCode).toBe(403);

    const [after] = await database.db.select().from(students).where(eq(students.id, student.id));
    expect(after).toEqual(before);
    expect(await database.db.select().from(workoutSets)).toEqual([]);
    expect(await database.db.select().from(workoutProgress)).toEqual([]);
    expect(await database.db.select().from(workoutDays)).toEqual([]);
    expect(await database.db.select().from(anamnesisDrafts)).toEqual([]);
  });

  test('the student’s routes are for students: a trainer gets 403', async () => {
    const { app } = await testApp({ clock });
    const { trainer } = await signedInStudent(app);
    const routes = app.declaredRoutes.filter((route) => route.url.startsWith('/api/me'));
    expect(routes.length).toBeGreaterThanOrEqual(12);
    for (const route of routes) {
      const url = route.url.replace(':date', DATE).replace(':id', randomUUID());
      const res = await trainer.call(route.method as 'GET', url, route.method === 'GET' ? undefined : {});
      expect(res.statusCode, `${route.method} ${url}`).toBe(403);
    }
  });
});
