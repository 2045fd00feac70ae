import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { testApp } from '#server/testing/test-app.ts';
import { logSet, setBody, signedInStudent } from '#server/testing/student.ts';
import { signedInTrainer } from '#server/testing/trainer.ts';
import { buildPlan } from '#shared/testing/build-plan.ts';

// Monday 23 November 2026, midday in São Paulo.
const MONDAY = '2026-11-23';
const clock = { now: () => new Date('2026-11-23T15:00:00Z') };
const feedback = { difficulty: 'Ideal', energyLevel: 'Alto', sleepQuality: 'Boa' };

describe('requests that race answer what a person can act on, never 500', () => {
  test('a deleted student’s writes answer 401, like a signed-out visitor’s, while the instance still remembers the session', async () => {
    // The cache's clock stands still: only the end of the session can stop this instance trusting it.
    const { app } = await testApp({ clock, sessionCacheTicks: () => 0 });
    for (let round = 0; round < 4; round += 1) {
      const { trainer, student, call } = await signedInStudent(app, {
        plan: buildPlan(),
        planStatus: 'active',
        planExpiryDate: '2026-12-31',
      });
      expect((await call('GET', '/api/me')).statusCode).toBe(200);
      const writes = () =>
        Array.from({ length: 12 }, (_, i) => {
          const kind = i % 4;
          if (kind === 0) return logSet(call, randomUUID(), setBody(MONDAY, { setIndex: i }));
          if (kind === 1) return call('PUT', `/api/me/workouts/${MONDAY}/feedback`, feedback);
          if (kind === 2) return call('POST', `/api/me/workouts/${MONDAY}/finish`, { workoutId: 'day-0' });
          return call('PUT', `/api/me/workouts/${MONDAY}/progress`, {
            workoutId: 'day-0',
            position: { blockIndex: 0, exerciseIndex: 0, setIndex: i },
            at: `${MONDAY}T12:00:0${i % 10}.000Z`,
          });
        });
      const [deleted, ...during] = await Promise.all([
        trainer.call('DELETE', `/api/students/${student.id}`),
        ...writes(),
      ]);
      expect(deleted!.statusCode).toBe(204);
      // Before the deletion a write is stored; after it, the caller is signed out. Nothing else.
      for (const res of during) expect([200, 201, 204, 401], res.body).toContain(res.statusCode);
      for (const res of await Promise.all(writes())) expect(res.statusCode, res.body).toBe(401);
    }
  });

  test('two identical batches of exercises at once: one adds them, the other is told they exist', async () => {
    const { app } = await testApp();
    const admin = await signedInTrainer(app, 'Admin Geral');
    for (let round = 0; round < 8; round += 1) {
      const batch = {
        exercises: ['a', 'b', 'c'].map((suffix) => ({
          id: `lote-corrida-${round}-${suffix}`,
          name: `Lote corrida ${round} ${suffix}`,
          videoUrl: null,
          gifUrl: null,
          tutorial: '1. Em pé.',
          equipment: 'halteres',
          muscleGroups: { primary: ['Ombros'], secondary: [] },
          difficulty: 'iniciante',
          contraindications: [],
        })),
      };
      const answers = await Promise.all([
        admin.call('POST', '/api/admin/exercises/batch', batch),
        admin.call('POST', '/api/admin/exercises/batch', batch),
      ]);
      expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
      const refused = answers.find((res) => res.statusCode === 409)!;
      expect(refused.json().error.code).toBe('EXERCISES_EXIST');
      expect(refused.json().error.message).toContain(`lote-corrida-${round}-a`);
    }
  });

  test('a set, finishing, resetting and the feedback of one date at once never deadlock', async () => {
    const { app } = await testApp({ clock });
    const { call } = await signedInStudent(app, {
      plan: buildPlan(),
      planStatus: 'active',
      planExpiryDate: '2026-12-31',
    });
    for (let round = 0; round < 30; round += 1) {
      await logSet(call, randomUUID(), setBody(MONDAY, { setIndex: 0, weight: 40 + round }));
      const answers = await Promise.all([
        logSet(call, randomUUID(), setBody(MONDAY, { setIndex: 1 })),
        call('POST', `/api/me/workouts/${MONDAY}/finish`, { workoutId: 'day-0' }),
        call('DELETE', `/api/me/workouts/${MONDAY}`),
        call('PUT', `/api/me/workouts/${MONDAY}/feedback`, feedback),
        call('POST', `/api/me/workouts/${MONDAY}/finish`, { workoutId: 'day-0' }),
      ]);
      for (const res of answers) expect([200, 201, 204], res.body).toContain(res.statusCode);
    }
  });
});
