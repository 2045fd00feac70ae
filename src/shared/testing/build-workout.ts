import type { Block, BlockType, ExerciseInstance, Workout } from '#shared/contracts/plans.ts';

/** A workout from the few numbers each test cares about (the run's state machine, the home). */
export interface ExerciseSpec {
  sets?: number | string;
  /** undefined → 30 s; null → the field is missing (old or hand-edited data). */
  rest?: number | null;
}

export interface BlockSpec {
  type?: BlockType;
  /** undefined → 90 s; null → the field is missing. */
  rest?: number | null;
  exercises: (number | ExerciseSpec)[];
}

/** Block `b{i}` holds exercise rows `b{i}-e{j}` whose catalogue id is `ex-b{i}-e{j}`. */
export function buildWorkout(blocks: BlockSpec[]): Workout {
  return {
    id: 'w1',
    day: 'Segunda-feira',
    label: 'Treino A',
    muscleGroups: [],
    warmup: [],
    cooldown: [],
    blocks: blocks.map((spec, b): Block => {
      const block = {
        id: `b${b}`,
        type: spec.type ?? (spec.exercises.length > 1 ? 'biset' : 'single'),
        exercises: spec.exercises.map((raw, e): ExerciseInstance => {
          const exercise: ExerciseSpec = typeof raw === 'number' ? { sets: raw } : raw;
          const row = {
            id: `b${b}-e${e}`,
            exerciseId: `ex-b${b}-e${e}`,
            sets: String(exercise.sets ?? 3),
            reps: '12',
            durationType: 'reps' as const,
            ...(exercise.rest === null ? {} : { rest: exercise.rest ?? 30 }),
          };
          return row as ExerciseInstance;
        }),
        ...(spec.rest === null ? {} : { restAfterBlock: spec.rest ?? 90 }),
      };
      return block as Block;
    }),
  };
}
