import type { Workout } from '#shared/contracts/plans.ts';
import {
  advanceRun,
  startRun,
  type RunEvent,
  type RunLogEntry,
  type RunPosition,
  type RunState,
} from './workout-run.ts';

/** Test helpers that drive a run the way the execution modal does. */
export const T0 = 1_700_000_000_000;

export const at = (blockIndex: number, exerciseIndex: number, setIndex: number): RunPosition => ({
  blockIndex,
  exerciseIndex,
  setIndex,
});

export const where = (state: RunState) => [
  state.position.blockIndex,
  state.position.exerciseIndex,
  state.position.setIndex,
];

let ids = 0;
/** A tap on 'Registrar Série' with a fresh id; block, exercise and set are deliberately wrong. */
export function entry(weight = 20, reps = 10): RunLogEntry {
  ids += 1;
  return { id: `set-${ids}`, blockId: '?', exerciseId: '?', setIndex: -1, weight, reps };
}
export const log = (weight?: number, reps?: number): RunEvent => ({
  type: 'log',
  entry: entry(weight, reps),
});
export const skip: RunEvent = { type: 'skip' };
export const restDone: RunEvent = { type: 'rest_done' };

/** Logs every set, ending each rest at once; records where each set was and the rest that followed it. */
export function logAll(workout: Workout) {
  let state = startRun(workout);
  const trail: { at: number[]; rest: number | null }[] = [];
  while (state.phase === 'exercise') {
    const from = where(state);
    state = advanceRun(workout, state, log(), T0);
    trail.push({ at: from, rest: state.rest?.seconds ?? null });
    if (state.phase === 'resting') state = advanceRun(workout, state, restDone, T0);
  }
  return { state, trail };
}
