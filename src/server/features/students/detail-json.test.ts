import { describe, expect, test } from 'vitest';
import type { StudentDetail } from '#shared/contracts/students.ts';
import { planJson, studentDetailJson } from './detail-json.ts';

const student: StudentDetail = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Ana "Aninha" Souza',
  email: 'ana@example.com',
  planStatus: 'pending_review',
  planExpiryDate: null,
  whatsapp: null,
  observations: 'linha 1\nlinha 2 </script>',
  goal: 'hipertrofia',
  anamnesis: null,
  workoutPlan: [
    {
      id: 'd1',
      day: 'Segunda-feira',
      label: 'Peito e Tríceps',
      muscleGroups: ['Peito'],
      warmup: [],
      cooldown: [],
      blocks: [
        {
          id: 'b1',
          type: 'single',
          restAfterBlock: 90,
          exercises: [
            {
              id: 'r1',
              exerciseId: 'supino-reto-barra',
              sets: '3',
              reps: '8-10',
              durationType: 'reps',
              rest: 90,
            },
          ],
        },
      ],
    },
  ],
  exerciseNames: { 'supino-reto-barra': 'Supino Reto com Barra' },
  version: 3,
  updatedAt: '2026-11-25T10:00:00.000Z',
  consentWithdrawnAt: null,
  planSource: null,
};

describe('studentDetailJson', () => {
  test('is the JSON of the record, the plan last and reused from planJson', () => {
    expect(studentDetailJson(student).endsWith(`"workoutPlan":${JSON.stringify(student.workoutPlan)}}`)).toBe(
      true,
    );
    expect(JSON.parse(studentDetailJson(student))).toEqual(student);
    expect(planJson(student.workoutPlan!)).toBe(JSON.stringify(student.workoutPlan));
  });

  test('a record without a plan is plain JSON', () => {
    const none = { ...student, workoutPlan: null, exerciseNames: {} };
    expect(studentDetailJson(none)).toBe(JSON.stringify(none));
  });
});
