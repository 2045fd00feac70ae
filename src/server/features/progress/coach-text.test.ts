import { describe, expect, test } from 'vitest';
import { testApp } from '#server/testing/test-app.ts';
import { signedInStudent, submitAnamnesis } from '#server/testing/student.ts';
import { MEAL_NOTE } from '#shared/domain/nutrition/meal-note.ts';
import { buildPlan } from '#shared/testing/build-plan.ts';

const clock = { now: () => new Date('2026-11-23T15:00:00Z') };

describe('the texts the trainer shares with the student (local coach)', () => {
  test('meals around the training time, with the note; the weekly summary speaks to the student; another trainer gets 404', async () => {
    const { app } = await testApp({ clock });
    const { trainer, student, call } = await signedInStudent(app, {
      name: 'Bia Souza',
      plan: buildPlan(),
      planStatus: 'active',
    });
    await submitAnamnesis(call, {
      specificGoal: 'Hipertrofia (ganho de massa)',
      availableDays: ['Segunda-feira'],
      trainingHours: 'das 18h30 às 19h30',
      weight: 60,
    });
    const meals = await trainer.call('POST', `/api/students/${student.id}/ai/meals`);
    expect(meals.statusCode).toBe(200);
    const text = meals.json().text as string;
    expect(text).toContain('organizada em torno do seu treino das 18h30');
    expect(text).toContain('4. Lanche pré-treino (17h)');
    expect(text).toContain('5. Jantar pós-treino (20h)');
    expect(text).not.toMatch(/\([^)]*\(/);
    expect(text.endsWith(MEAL_NOTE)).toBe(true);

    const weekly = await trainer.call('POST', `/api/students/${student.id}/ai/weekly-summary`);
    expect(weekly.statusCode).toBe(200);
    expect(weekly.json().text).toMatch(/^Oi, Bia!/);
    expect(weekly.json().text).not.toMatch(/\brevis|o aluno|a aluna/i);

    const other = await signedInStudent(app, { name: 'Outra Pessoa' });
    for (const path of ['meals', 'weekly-summary'])
      expect((await other.trainer.call('POST', `/api/students/${student.id}/ai/${path}`)).statusCode).toBe(
        404,
      );
  });
});
