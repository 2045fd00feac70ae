import type { Block, ExerciseInstance, Workout } from '../../contracts/plans.ts';

/** Spec §9: what a new part of a plan starts with in the editor. */
export const PLAN_DEFAULTS = {
  day: 'Segunda-feira',
  label: 'Treino',
  sets: '3',
  reps: '12',
  rest: 60,
  editorBlockRest: 60,
  aiBlockRest: 90,
  routineDuration: '5 min',
} as const;

export function newExercise(id: string, exerciseId = ''): ExerciseInstance {
  return {
    id,
    exerciseId,
    sets: PLAN_DEFAULTS.sets,
    reps: PLAN_DEFAULTS.reps,
    durationType: 'reps',
    rest: PLAN_DEFAULTS.rest,
  };
}

/** A block with one empty exercise row; `rowId` is that row's own id, not a catalogue exercise id. */
export function newBlock(id: string, rowId: string): Block {
  return {
    id,
    type: 'single',
    restAfterBlock: PLAN_DEFAULTS.editorBlockRest,
    exercises: [newExercise(rowId)],
  };
}

export function newWorkout(id: string, day: Workout['day'] = PLAN_DEFAULTS.day): Workout {
  return { id, day, label: PLAN_DEFAULTS.label, muscleGroups: [], warmup: [], cooldown: [], blocks: [] };
}

/** Every exercise id a plan refers to, blocks and warm-up/cool-down alike, each once. */
export function planExerciseIds(plan: readonly Workout[]): string[] {
  const ids = new Set<string>();
  for (const day of plan) {
    for (const item of [...day.warmup, ...day.cooldown]) ids.add(item.exerciseId);
    for (const block of day.blocks) for (const exercise of block.exercises) ids.add(exercise.exerciseId);
  }
  return [...ids];
}
