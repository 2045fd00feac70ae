import { describe, expect, test } from 'vitest';
import type { Actor } from '#server/auth/session.ts';
import { createCoachReadingRepo } from '#server/features/coach-reading/repo.ts';
import { createCoachReadingService } from '#server/features/coach-reading/service.ts';
import { createExercisesRepo } from '#server/features/exercises/repo.ts';
import { createStudentsRepo } from '#server/features/students/repo.ts';
import { testApp } from '#server/testing/test-app.ts';
import { signedInStudent, submitAnamnesis } from '#server/testing/student.ts';
import { addStudent, signIn } from '#server/testing/trainer.ts';
import { EMPTY_CORRECTIONS } from '#shared/contracts/coach-reading.ts';
import { createCoachContexts } from './coach-context.ts';
import { createPreferencesRepo } from './preferences-repo.ts';
import { correctPushUp, PLAIN_ANSWERS } from './preferences.testing.ts';

describe('the coach’s reading of many students at once (a model applied to a class)', () => {
  test('is, student by student, the reading of each alone; another trainer’s student is absent', async () => {
    const { app, database } = await testApp();
    const carla = await signedInStudent(app, { name: 'Carla Mendes' });
    await submitAnamnesis(carla.call, PLAIN_ANSWERS);
    const trainer = carla.trainer;
    const davi = await addStudent(trainer.call, 'Davi Rocha');
    await submitAnamnesis((await signIn(app, davi.email)).call, { ...PLAIN_ANSWERS, age: 61 });
    // Elisa sent nothing yet.
    const elisa = await addStudent(trainer.call, 'Elisa Prado');
    const stranger = await signedInStudent(app, { name: 'Fábio Reis' });
    await submitAnamnesis(stranger.call, PLAIN_ANSWERS);

    // What the coach learned: one about Carla only, one about the trainer's way of working.
    expect((await correctPushUp(trainer.call, carla.student.id, 'ela tem dor no punho')).statusCode).toBe(
      200,
    );
    expect((await correctPushUp(trainer.call, davi.id, 'prefiro a versão inclinada')).statusCode).toBe(200);
    // And the trainer's correction of Davi's reading.
    const corrected = await trainer.call('PUT', `/api/students/${davi.id}/coach-reading`, {
      ...EMPTY_CORRECTIONS,
      addConditions: ['hypertension'],
    });
    expect(corrected.statusCode).toBe(200);

    const { db } = database;
    const studentsRepo = createStudentsRepo(db);
    const coach = createCoachContexts({
      coachReading: createCoachReadingService(createCoachReadingRepo(db), { now: () => new Date() }),
      students: {
        coachView: (actor, id) => studentsRepo.coachView(actor.id, id),
        coachViews: (actor, ids) => studentsRepo.coachViews(actor.id, ids),
      },
      exercises: createExercisesRepo(db),
      preferences: createPreferencesRepo(db),
      clock: { now: () => new Date() },
    });
    const actor = { id: trainer.id, role: 'personal' } as Actor;
    const ids = [carla.student.id, davi.id, elisa.id, stranger.student.id];
    const together = await coach.contextsFor(actor, ids);

    expect([...together.keys()].sort()).toEqual([carla.student.id, davi.id, elisa.id].sort());
    for (const id of ids.slice(0, 3)) expect(together.get(id)).toEqual(await coach.contextFor(actor, id));
    // The readings differ where the students do: each got their own, not a neighbour's.
    const of = (id: string) => together.get(id)!.context;
    expect(of(carla.student.id).preferences.map((p) => p.forThisStudent)).toEqual([false, true]);
    expect(of(davi.id).preferences.map((p) => p.forThisStudent)).toEqual([false]);
    expect(of(davi.id).person.conditions.map((c) => c.kind)).toContain('hypertension');
    expect(of(carla.student.id).person.conditions.map((c) => c.kind)).not.toContain('hypertension');
    expect(of(elisa.id).athlete.level).toBe('intermediario');
  });
});
