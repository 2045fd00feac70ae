import { describe, expect, test } from 'vitest';
import { PlanSchema } from '../../contracts/plans.ts';
import { buildPlan } from '../../testing/build-plan.ts';
import { sanitizePlan } from './sanitize-plan.ts';

function ids() {
  let n = 0;
  return () => `gen-${(n += 1)}`;
}

describe('sanitizePlan', () => {
  test('a valid plan comes out unchanged', () => {
    const plan = buildPlan({ days: 2 });
    expect(sanitizePlan(plan, { makeId: ids() })).toEqual(plan);
  });

  test('a timed exercise keeps its seconds without a typed unit; reps are left as typed', () => {
    const plan = sanitizePlan(
      [
        {
          blocks: [
            {
              exercises: [
                { exerciseId: 'prancha', durationType: 'time', reps: '30s' },
                { exerciseId: 'prancha', durationType: 'time', reps: '45 segundos' },
                { exerciseId: 'supino-reto-barra', durationType: 'reps', reps: '8-12' },
              ],
            },
          ],
        },
      ],
      { makeId: ids() },
    );
    expect(plan[0]!.blocks[0]!.exercises.map((e) => e.reps)).toEqual(['30', '45', '8-12']);
  });

  test('anything that is not a list is an empty plan; non-objects are dropped', () => {
    expect(sanitizePlan({ days: [] }, { makeId: ids() })).toEqual([]);
    expect(sanitizePlan(null, { makeId: ids() })).toEqual([]);
    expect(sanitizePlan([1, 'x', null, buildPlan()[0]], { makeId: ids() })).toHaveLength(1);
  });

  test('blocks without a valid exercise and days without a valid block are dropped', () => {
    const raw = [
      { day: 'Terça-feira', blocks: [{ exercises: [{ exerciseId: 'fantasma' }] }] },
      {
        day: 'Quinta-feira',
        blocks: [
          { exercises: [] },
          { exercises: [{ exerciseId: 'supino-reto-barra' }, 'lixo', { exerciseId: 'Não Válido!' }] },
        ],
      },
    ];
    const plan = sanitizePlan(raw, { makeId: ids(), isKnownExercise: (id) => id === 'supino-reto-barra' });
    expect(plan).toHaveLength(1);
    expect(plan[0]!.blocks).toHaveLength(1);
    expect(plan[0]!.blocks[0]!.exercises.map((e) => e.exerciseId)).toEqual(['supino-reto-barra']);
  });

  test('fills missing ids, sets, reps, rest, type, day and label with the defaults', () => {
    const plan = sanitizePlan(
      [
        {
          blocks: [
            { type: 'pentaset', exercises: [{ exerciseId: 'supino-reto-barra', sets: 'muitas', rest: -3 }] },
          ],
        },
      ],
      { makeId: ids(), defaultBlockRest: 90 },
    );
    expect(plan).toEqual([
      {
        id: 'gen-3',
        day: 'Segunda-feira',
        label: 'Treino',
        muscleGroups: [],
        warmup: [],
        cooldown: [],
        blocks: [
          {
            id: 'gen-2',
            type: 'single',
            restAfterBlock: 90,
            exercises: [
              {
                id: 'gen-1',
                exerciseId: 'supino-reto-barra',
                sets: '3',
                reps: '12',
                durationType: 'reps',
                rest: 60,
              },
            ],
          },
        ],
      },
    ]);
    expect(PlanSchema.safeParse(plan).success).toBe(true);
  });

  test('repeated ids are replaced, so every part keeps a unique id', () => {
    const day = buildPlan()[0]!;
    const plan = sanitizePlan([day, { ...day, day: 'Sexta-feira' }], { makeId: ids() });
    const all = plan.flatMap((d) => [
      d.id,
      ...d.blocks.flatMap((b) => [b.id, ...b.exercises.map((e) => e.id)]),
    ]);
    expect(new Set(all).size).toBe(all.length);
  });
});
