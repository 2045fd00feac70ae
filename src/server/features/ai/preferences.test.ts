import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import type { App } from '#server/app.ts';
import { testApp } from '#server/testing/test-app.ts';
import { signedInStudent, submitAnamnesis } from '#server/testing/student.ts';
import { addStudent, signIn, signedInTrainer, type Caller } from '#server/testing/trainer.ts';
import { preferenceScope } from './preference-scope.ts';
import { correctPushUp, PLAIN_ANSWERS } from './preferences.testing.ts';

/** A trainer with two students who sent their anamnesis. */
async function twoStudents(app: App) {
  const first = await signedInStudent(app, { name: 'Carla Mendes' });
  await submitAnamnesis(first.call, PLAIN_ANSWERS);
  const other = await addStudent(first.trainer.call, 'Davi Rocha');
  await submitAnamnesis((await signIn(app, other.email)).call, PLAIN_ANSWERS);
  return { trainer: first.trainer, carla: first.student.id, davi: other.id, carlaCall: first.call };
}

/** The swap dialog's choices for the declined push-up, as ids. */
async function alternatives(trainer: Caller, studentId: string): Promise<string[]> {
  const res = await trainer('POST', `/api/students/${studentId}/ai/alternatives`, {
    exerciseId: 'flexao-de-bracos-declinada',
    dayExerciseIds: [],
  });
  expect(res.statusCode).toBe(200);
  return res.json().alternatives.map((item: { exerciseId: string }) => item.exerciseId);
}

describe('whom a reason is about', () => {
  test.each([
    ['ela tem dor no joelho', 'student'],
    ['Não gosta', 'student'],
    ['para este aluno, não', 'student'],
    ['machucou o ombro semana passada', 'student'],
    ['ele não consegue fazer ainda', 'student'],
    ['prefiro máquinas no começo', 'trainer'],
    ['meus alunos não fazem esse, ela também não', 'trainer'],
    ['não uso esse exercício', 'trainer'],
    ['muito técnico', 'trainer'],
  ] as const)('"%s" → %s', (reason, scope) => {
    expect(preferenceScope(reason)).toBe(scope);
  });
});

describe("learned preferences, by exercise id and scope ('Configurações')", () => {
  test('a reason about the student avoids that exercise (only it, by id) for that student only', async () => {
    const { app } = await testApp();
    const { trainer, carla, davi } = await twoStudents(app);
    expect(await alternatives(trainer.call, carla)).toContain('flexao-de-bracos');

    const res = await correctPushUp(trainer.call, carla, 'ela tem dor no punho quando apoia no chão');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      saved: true,
      preference: {
        exerciseId: 'flexao-de-bracos',
        exerciseName: 'Flexão de Braços',
        chosenExerciseId: 'flexao-de-bracos-inclinada',
        scope: 'student',
        studentId: carla,
        studentName: 'Carla Mendes',
      },
    });
    // "evitar Flexão de Braços" no longer takes the inclined push-up with it, nor reaches Davi.
    const forCarla = await alternatives(trainer.call, carla);
    expect(forCarla).not.toContain('flexao-de-bracos');
    expect(forCarla).toContain('flexao-de-bracos-inclinada');
    expect(await alternatives(trainer.call, davi)).toContain('flexao-de-bracos');
  });

  test("a reason about the trainer's way of working avoids it for every student of that trainer", async () => {
    const { app } = await testApp();
    const { trainer, carla, davi } = await twoStudents(app);
    const res = await correctPushUp(trainer.call, carla, 'prefiro começar todos pela versão inclinada');
    expect(res.json().preference).toMatchObject({ scope: 'trainer', studentId: null, studentName: null });
    expect(await alternatives(trainer.call, davi)).not.toContain('flexao-de-bracos');
    // Another trainer's student is not touched.
    const stranger = await signedInStudent(app, { name: 'Eva Lima' });
    await submitAnamnesis(stranger.call, PLAIN_ANSWERS);
    expect(await alternatives(stranger.trainer.call, stranger.student.id)).toContain('flexao-de-bracos');
  });

  test('listed newest first for their trainer only; only their trainer deletes one (another → 404)', async () => {
    const { app } = await testApp();
    const { trainer, carla, carlaCall } = await twoStudents(app);
    await correctPushUp(trainer.call, carla, 'ela não gosta');
    await correctPushUp(trainer.call, carla, 'prefiro a inclinada');
    const list = (await trainer.call('GET', '/api/profile/preferences')).json().items;
    expect(list.map((item: { reason: string }) => item.reason)).toEqual([
      'prefiro a inclinada',
      'ela não gosta',
    ]);

    const other = await signedInTrainer(app, 'Outra Treinadora');
    expect((await other.call('GET', '/api/profile/preferences')).json()).toEqual({ items: [] });
    const id = list[1].id as string;
    expect((await other.call('DELETE', `/api/profile/preferences/${id}`)).statusCode).toBe(404);
    expect((await carlaCall('DELETE', `/api/profile/preferences/${id}`)).statusCode).toBe(403);
    expect((await carlaCall('GET', '/api/profile/preferences')).statusCode).toBe(403);
    expect((await trainer.call('DELETE', '/api/profile/preferences/nao-e-um-id')).statusCode).toBe(404);
    expect((await trainer.call('GET', '/api/profile/preferences')).json().items).toHaveLength(2);

    const removed = await trainer.call('DELETE', `/api/profile/preferences/${id}`);
    expect(removed.statusCode).toBe(204);
    expect((await trainer.call('DELETE', `/api/profile/preferences/${id}`)).statusCode).toBe(404);
    const left = (await trainer.call('GET', '/api/profile/preferences')).json().items;
    expect(left.map((item: { reason: string }) => item.reason)).toEqual(['prefiro a inclinada']);
  });
});

describe('migration 0013', () => {
  test("moves the settings' text preferences to rows by id (trainer scope) and drops the text", async () => {
    const { app, database } = await testApp();
    const trainer = await signedInTrainer(app);
    const old = [
      'Evitar Flexão de Braços, preferir Flexão de Braços Inclinada — não consegue',
      'Evitar Leg Press 45° — prefiro agachamento',
      'Evitar Exercício Apagado — sumiu do catálogo',
    ];
    await database.pool.query(
      `update personals set settings = jsonb_build_object('aiLearnedPreferences', $2::jsonb) where id = $1`,
      [trainer.id, JSON.stringify(old)],
    );
    const statements = readFileSync('drizzle/0013_learned_preferences.sql', 'utf8')
      .split('--> statement-breakpoint')
      .filter((statement) => statement.includes('aiLearnedPreferences'));
    expect(statements).toHaveLength(2);
    for (const statement of statements) await database.pool.query(statement);
    const items = (await trainer.call('GET', '/api/profile/preferences')).json().items;
    expect(
      items.map((item: Record<string, unknown>) => [
        item.exerciseId,
        item.chosenExerciseId,
        item.reason,
        item.scope,
      ]),
    ).toEqual([
      ['leg-press-45', null, 'prefiro agachamento', 'trainer'],
      ['flexao-de-bracos', 'flexao-de-bracos-inclinada', 'não consegue', 'trainer'],
    ]);
    const { rows } = await database.pool.query(`select settings from personals where id = $1`, [trainer.id]);
    expect(rows[0].settings).toEqual({});
  });
});
