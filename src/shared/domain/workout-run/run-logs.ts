import type { Workout } from '#shared/contracts/plans.ts';
import { endPosition, isEnd, nextPosition, runPositions, type RunPosition } from './run-order.ts';

/**
 * Which sets of a run are logged and which were left for later ('Fazer Depois'), read from the logs and
 * the position alone: a set is logged when a log names its block, exercise and set; a set before the
 * position in run order without a log was skipped. Saved progress (the position) and the day's sets
 * therefore carry the skipped sets across a reload, with no list of their own to keep in step.
 */

/** What identifies a logged set within a workout. */
export interface LoggedSet {
  blockId: string;
  exerciseId: string;
  setIndex: number;
}

const keyOf = (set: LoggedSet) => `${set.blockId}\n${set.exerciseId}\n${set.setIndex}`;

function positionKey(workout: Workout, at: RunPosition): string | null {
  const block = workout.blocks[at.blockIndex];
  const exercise = block?.exercises[at.exerciseIndex];
  return block && exercise ? keyOf({ blockId: block.id, exerciseId: exercise.exerciseId, ...at }) : null;
}

function loggedKeys(logs: readonly LoggedSet[]): Set<string> {
  return new Set(logs.map(keyOf));
}

export function isLogged(workout: Workout, logs: readonly LoggedSet[], at: RunPosition): boolean {
  const key = positionKey(workout, at);
  return key !== null && loggedKeys(logs).has(key);
}

/** The first set after `from` in run order that has no log yet; the end position when none is left. */
export function nextOpenPosition(
  workout: Workout,
  from: RunPosition,
  logs: readonly LoggedSet[],
): RunPosition {
  const logged = loggedKeys(logs);
  let at = nextPosition(workout, from);
  while (!isEnd(workout, at) && logged.has(positionKey(workout, at)!)) at = nextPosition(workout, at);
  return at;
}

/** The sets of the workout that have a log, in run order. */
export function loggedPositions(workout: Workout, logs: readonly LoggedSet[]): RunPosition[] {
  const logged = loggedKeys(logs);
  return runPositions(workout).filter((at) => logged.has(positionKey(workout, at)!));
}

/** The sets before `position` in run order without a log: the ones left for later, in run order. */
export function skippedPositions(
  workout: Workout,
  position: RunPosition,
  logs: readonly LoggedSet[],
): RunPosition[] {
  const logged = loggedKeys(logs);
  const skipped: RunPosition[] = [];
  for (const at of runPositions(workout)) {
    if (!isEnd(workout, position) && samePosition(at, position)) break;
    if (!logged.has(positionKey(workout, at)!)) skipped.push(at);
  }
  return skipped;
}

/** The first set without a log, in run order (where 'Fazer agora' starts); the end when all are logged. */
export function firstOpenPosition(workout: Workout, logs: readonly LoggedSet[]): RunPosition {
  const logged = loggedKeys(logs);
  return runPositions(workout).find((at) => !logged.has(positionKey(workout, at)!)) ?? endPosition(workout);
}

export function samePosition(a: RunPosition, b: RunPosition): boolean {
  return a.blockIndex === b.blockIndex && a.exerciseIndex === b.exerciseIndex && a.setIndex === b.setIndex;
}
