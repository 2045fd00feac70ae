import type { Block, ExerciseInstance, Workout } from '#shared/contracts/plans.ts';

/**
 * The order in which a workout's sets are run (product §4 'Workout run'), as plain functions over the plan.
 * Zod-free on purpose: the phone's first screen imports it.
 *
 * - A 'single' block runs straight sets: every set of its first exercise, then (should it hold more than
 *   one exercise) every set of the next.
 * - A bi-set, tri-set or super-set rotates: one set of each exercise per round, then the next round.
 *   When its exercises have different set counts, an exercise whose sets are used up is left out of the
 *   later rounds; the block ends after the round of its longest exercise.
 * - A block without exercises (never valid, but old data) has no sets and is passed over.
 */

/** Same shape as `RunPosition` in `#shared/contracts/training.ts`; `blockIndex === blocks.length` is the end. */
export interface RunPosition {
  blockIndex: number;
  exerciseIndex: number;
  setIndex: number;
}

/** Spec §3 keeps sets as text ("3"); anything unreadable or below 1 still counts as one set. */
export function setCount(exercise: ExerciseInstance): number {
  const n = Number.parseInt(String(exercise.sets), 10);
  return Number.isFinite(n) && n >= 1 ? n : 1;
}

export function rotates(block: Block): boolean {
  return block.type !== 'single';
}

export function endPosition(workout: Workout): RunPosition {
  return { blockIndex: workout.blocks.length, exerciseIndex: 0, setIndex: 0 };
}

export function isEnd(workout: Workout, position: RunPosition): boolean {
  return position.blockIndex >= workout.blocks.length;
}

function blockSets(block: Block): number {
  return block.exercises.reduce((sum, exercise) => sum + setCount(exercise), 0);
}

export function totalSets(workout: Workout): number {
  return workout.blocks.reduce((sum, block) => sum + blockSets(block), 0);
}

/** The first set at or after (exerciseIndex, setIndex) inside one block, in that block's order. */
function atOrAfterInBlock(block: Block, exerciseIndex: number, setIndex: number): [number, number] | null {
  const counts = block.exercises.map(setCount);
  if (!rotates(block)) {
    for (let e = exerciseIndex; e < counts.length; e += 1) {
      const from = e === exerciseIndex ? setIndex : 0;
      if (from < counts[e]!) return [e, from];
    }
    return null;
  }
  const rounds = Math.max(0, ...counts);
  for (let round = setIndex; round < rounds; round += 1) {
    const from = round === setIndex ? exerciseIndex : 0;
    for (let e = from; e < counts.length; e += 1) {
      if (round < counts[e]!) return [e, round];
    }
  }
  return null;
}

/** The first real set at or after `position` in run order; the end position when none is left. */
export function settle(workout: Workout, position: RunPosition): RunPosition {
  const whole = (n: number) => (Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);
  let exerciseIndex = whole(position.exerciseIndex);
  let setIndex = whole(position.setIndex);
  for (let blockIndex = whole(position.blockIndex); blockIndex < workout.blocks.length; blockIndex += 1) {
    const found = atOrAfterInBlock(workout.blocks[blockIndex]!, exerciseIndex, setIndex);
    if (found) return { blockIndex, exerciseIndex: found[0], setIndex: found[1] };
    exerciseIndex = 0;
    setIndex = 0;
  }
  return endPosition(workout);
}

export function firstPosition(workout: Workout): RunPosition {
  return settle(workout, { blockIndex: 0, exerciseIndex: 0, setIndex: 0 });
}

/** The set that follows `position` (assumed settled); the end position after the last set. */
export function nextPosition(workout: Workout, position: RunPosition): RunPosition {
  if (isEnd(workout, position)) return endPosition(workout);
  const block = workout.blocks[position.blockIndex]!;
  const step = rotates(block)
    ? { ...position, exerciseIndex: position.exerciseIndex + 1 }
    : { ...position, setIndex: position.setIndex + 1 };
  const inBlock = atOrAfterInBlock(block, step.exerciseIndex, step.setIndex);
  if (inBlock) return { blockIndex: position.blockIndex, exerciseIndex: inBlock[0], setIndex: inBlock[1] };
  return settle(workout, { blockIndex: position.blockIndex + 1, exerciseIndex: 0, setIndex: 0 });
}

/** Every set of the workout in run order. */
export function runPositions(workout: Workout): RunPosition[] {
  const positions: RunPosition[] = [];
  for (let at = firstPosition(workout); !isEnd(workout, at); at = nextPosition(workout, at))
    positions.push(at);
  return positions;
}
