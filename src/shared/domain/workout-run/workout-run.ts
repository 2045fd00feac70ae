import type { Block, ExerciseInstance, Workout } from '#shared/contracts/plans.ts';
import {
  endPosition,
  firstPosition,
  isEnd,
  nextPosition,
  rotates,
  runPositions,
  setCount,
  settle,
  totalSets,
  type RunPosition,
} from './run-order.ts';
import { firstOpenPosition, loggedPositions, nextOpenPosition, skippedPositions } from './run-logs.ts';

/**
 * The workout run of product §4 as a pure state machine: `startRun` builds the state, `advanceRun` applies
 * one tap. No clock, no ids, no zod inside: time comes in as `now` (epoch ms), ids with the log entry.
 *
 * Decisions worth knowing:
 * - The position moves on as soon as a set is logged, so during the rest it already names the next set
 *   (`currentStep` shows what comes next, and saved progress never repeats a logged set).
 * - 'log' or 'skip' while resting first ends the rest (as 'rest_done' would), then acts on the set the
 *   position names: the student may start the next set before the timer ends.
 * - A 'log' whose entry id is already in the logs (a double tap, a replay) changes nothing.
 * - A logged entry takes its blockId, exerciseId (the catalogue id) and setIndex from the current set;
 *   only its id, weight and reps come from the event.
 * - Any event that makes no sense in the current phase returns the same state object. Nothing throws.
 * - If the plan changes under a running workout, pass the state to `startRun` again: it re-settles the
 *   position (an unsettled position makes `currentStep` null and log/skip no-ops).
 * - 'Fazer Depois' leaves a set for later: it is not done. The position moves on to the next set without
 *   a log, so the skipped sets are the ones before the position without a log (`skippedSets`). At the end,
 *   with any left, the run asks first ('review_skipped'): do them now ('redo_skipped' goes back to the
 *   first of them and on through the others) or finish without them ('finish_without').
 */

export { setCount, type RunPosition };

export interface RunLogEntry {
  id: string;
  blockId: string;
  exerciseId: string;
  setIndex: number;
  weight: number;
  reps: number;
}

export type RunPhase = 'exercise' | 'resting' | 'review_skipped' | 'confirm_finish' | 'all_done' | 'finished';

export interface RunState {
  /** blockIndex === workout.blocks.length means every set is done. */
  position: RunPosition;
  phase: RunPhase;
  /** Set only while phase === 'resting'; startedAt in epoch ms. */
  rest: { seconds: number; startedAt: number } | null;
  logs: RunLogEntry[];
}

export type RunEvent =
  | { type: 'log'; entry: RunLogEntry }
  | { type: 'skip' }
  | { type: 'rest_done' }
  | { type: 'confirm_finish' }
  | { type: 'dismiss_finish' }
  | { type: 'reopen_finish' }
  | { type: 'redo_skipped' }
  | { type: 'finish_without' };

export interface RunStep {
  blockIndex: number;
  block: Block;
  exerciseIndex: number;
  exercise: ExerciseInstance;
  setIndex: number;
  totalSets: number;
}

/** Spec §4: "default 60 s" when a plan has no usable rest value. */
export const DEFAULT_REST_SECONDS = 60;

/** Seconds of a rest value from the plan: missing or NaN → 60, 0 (or less) → no rest at all. */
export function restSeconds(value: number | undefined | null): number | null {
  const seconds =
    typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : DEFAULT_REST_SECONDS;
  return seconds > 0 ? seconds : null;
}

function stepAt(workout: Workout, position: RunPosition): RunStep | null {
  const block = workout.blocks[position.blockIndex];
  const exercise = block?.exercises[position.exerciseIndex];
  if (!block || !exercise) return null;
  const total = setCount(exercise);
  if (!Number.isInteger(position.setIndex) || position.setIndex < 0 || position.setIndex >= total)
    return null;
  return { ...position, block, exercise, totalSets: total };
}

/**
 * Seconds of rest after logging the set at `from` when `next` comes after it (by default the next set in
 * run order), or null for none: the block's restAfterBlock when the next set is in another block, the
 * exercise's rest otherwise — except mid-round in a bi/tri/super-set (the next set is another exercise
 * of the same round) and when no set is left.
 */
export function restAfter(
  workout: Workout,
  from: RunPosition,
  next: RunPosition = nextPosition(workout, from),
): number | null {
  const step = stepAt(workout, from);
  if (!step) return null;
  if (isEnd(workout, next)) return null;
  if (next.blockIndex !== from.blockIndex) return restSeconds(step.block.restAfterBlock);
  // Bi-sets rotate exercises within a round, so rest waits for the round's end.
  if (rotates(step.block) && next.setIndex === from.setIndex) return null;
  return restSeconds(step.exercise.rest);
}

/** The first set after the furthest logged one, for a saved run whose position was lost. */
function resumeAfterLogs(workout: Workout, logs: RunLogEntry[]): RunPosition {
  const positions = runPositions(workout);
  const logged = new Set(logs.map((log) => `${log.blockId}\n${log.exerciseId}\n${log.setIndex}`));
  let furthest = -1;
  positions.forEach((at, i) => {
    const block = workout.blocks[at.blockIndex]!;
    const key = `${block.id}\n${block.exercises[at.exerciseIndex]!.exerciseId}\n${at.setIndex}`;
    if (logged.has(key)) furthest = i;
  });
  return positions[furthest + 1] ?? endPosition(workout);
}

/**
 * A fresh run starts at the first set. With saved progress the position is restored and the logs kept;
 * if the plan changed since, the position moves on to the first set that still exists at or after it
 * (never back, so nothing logged is asked again), and past the last set the run is 'all_done'. A saved
 * run without a position resumes after its furthest logged set. No sets at all → 'all_done'.
 */
export function startRun(
  workout: Workout,
  saved?: { position: RunPosition | null; logs: RunLogEntry[] },
): RunState {
  const logs = saved ? [...saved.logs] : [];
  const position = saved
    ? saved.position
      ? settle(workout, saved.position)
      : resumeAfterLogs(workout, logs)
    : firstPosition(workout);
  return { position, phase: isEnd(workout, position) ? 'all_done' : 'exercise', rest: null, logs };
}

/** The set the position names (during a rest: the next one); null when every set is done. */
export function currentStep(workout: Workout, state: RunState): RunStep | null {
  return stepAt(workout, state.position);
}

/** For the progress bar: sets logged out of all sets of the workout (a skipped set is not done). */
export function runTotals(workout: Workout, state: RunState): { done: number; total: number } {
  return { done: loggedPositions(workout, state.logs).length, total: totalSets(workout) };
}

/** The sets left for later so far, in run order: before the position, without a log. */
export function skippedSets(workout: Workout, state: RunState): RunStep[] {
  return skippedPositions(workout, state.position, state.logs).map((at) => stepAt(workout, at)!);
}

/** Where the run stands once no set is ahead: asking about the skipped sets first, if any. */
function endPhase(workout: Workout, position: RunPosition, logs: RunLogEntry[]): RunPhase {
  return skippedPositions(workout, position, logs).length > 0 ? 'review_skipped' : 'confirm_finish';
}

/** Whole seconds left on the rest timer at `now` (0 when not resting or the time is up). */
export function restSecondsLeft(state: RunState, now: number): number {
  if (state.phase !== 'resting' || !state.rest) return 0;
  const leftMs = state.rest.seconds * 1000 - Math.max(0, now - state.rest.startedAt);
  return Math.max(0, Math.ceil(leftMs / 1000));
}

function moveOn(workout: Workout, state: RunState, logs: RunLogEntry[], rest: RunState['rest']): RunState {
  const position = nextOpenPosition(workout, state.position, logs);
  if (isEnd(workout, position))
    return { position, phase: endPhase(workout, position, logs), rest: null, logs };
  return { position, phase: rest ? 'resting' : 'exercise', rest, logs };
}

function logSet(workout: Workout, state: RunState, entry: RunLogEntry, now: number): RunState {
  const step = currentStep(workout, state);
  if (!step || state.logs.some((log) => log.id === entry.id)) return state;
  const logged: RunLogEntry = {
    id: entry.id,
    blockId: step.block.id,
    exerciseId: step.exercise.exerciseId,
    setIndex: step.setIndex,
    weight: entry.weight,
    reps: entry.reps,
  };
  const logs = [...state.logs, logged];
  const seconds = restAfter(workout, state.position, nextOpenPosition(workout, state.position, logs));
  return moveOn(workout, state, logs, seconds === null ? null : { seconds, startedAt: now });
}

/** 'Fazer agora': back to the first set left for later (the others follow it in run order). */
function redoSkipped(workout: Workout, state: RunState): RunState {
  const position = firstOpenPosition(workout, state.logs);
  if (isEnd(workout, position)) return state;
  return { position, phase: 'exercise', rest: null, logs: state.logs };
}

export function advanceRun(workout: Workout, state: RunState, event: RunEvent, now: number): RunState {
  switch (state.phase) {
    case 'exercise':
      if (event.type === 'log') return logSet(workout, state, event.entry, now);
      if (event.type === 'skip')
        return currentStep(workout, state) ? moveOn(workout, state, state.logs, null) : state;
      return state;
    case 'resting': {
      const rested: RunState = { ...state, phase: 'exercise', rest: null };
      if (event.type === 'rest_done') return rested;
      if (event.type === 'log' || event.type === 'skip') return advanceRun(workout, rested, event, now);
      return state;
    }
    case 'review_skipped':
      if (event.type === 'redo_skipped') return redoSkipped(workout, state);
      if (event.type === 'finish_without') return { ...state, phase: 'confirm_finish' };
      if (event.type === 'dismiss_finish') return { ...state, phase: 'all_done' };
      return state;
    case 'confirm_finish':
      if (event.type === 'confirm_finish') return { ...state, phase: 'finished' };
      if (event.type === 'dismiss_finish') return { ...state, phase: 'all_done' };
      return state;
    case 'all_done':
      if (event.type === 'reopen_finish')
        return { ...state, phase: endPhase(workout, state.position, state.logs) };
      if (event.type === 'redo_skipped') return redoSkipped(workout, state);
      return state;
    default:
      return state;
  }
}
