import type { Plan, Workout } from '../contracts/plans.ts';
import { WEEKDAYS } from '../contracts/plans.ts';

/** A valid plan of `days` days, each with a single block and a bi-set, on seeded exercise ids. */
export function buildPlan({ days = 1 }: { days?: number } = {}): Plan {
  return Array.from({ length: days }, (_, d): Workout => ({
    id: `day-${d}`,
    day: WEEKDAYS[(d * 2) % WEEKDAYS.length]!,
    label: `Treino ${String.fromCharCode(65 + d)}`,
    muscleGroups: ['Peito'],
    warmup: [],
    cooldown: [],
    blocks: [
      {
        id: `day-${d}-b0`,
        type: 'single',
        restAfterBlock: 90,
        exercises: [
          {
            id: `day-${d}-b0-e0`,
            exerciseId: 'supino-reto-barra',
            sets: '4',
            reps: '10',
            durationType: 'reps',
            rest: 90,
          },
        ],
      },
      {
        id: `day-${d}-b1`,
        type: 'biset',
        restAfterBlock: 60,
        exercises: [
          {
            id: `day-${d}-b1-e0`,
            exerciseId: 'agachamento-livre-barra',
            sets: '3',
            reps: '12',
            durationType: 'reps',
            rest: 0,
          },
          {
            id: `day-${d}-b1-e1`,
            exerciseId: 'remada-curvada-barra',
            sets: '3',
            reps: '30',
            durationType: 'time',
            rest: 60,
          },
        ],
      },
    ],
  }));
}
