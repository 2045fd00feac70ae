import { describe, expect, test } from 'vitest';
import type { BlockType, Workout } from '#shared/contracts/plans.ts';
import { buildWorkout, type BlockSpec } from '#shared/testing/build-workout.ts';
import {
  advanceRun,
  currentStep,
  restAfter,
  runTotals,
  skippedSets,
  startRun,
  type RunEvent,
  type RunPosition,
  type RunState,
} from './workout-run.ts';
import { seededRandom } from '#shared/testing/seeded-random.ts';

/** mulberry32: a tiny seeded PRNG, so a failing plan can be replayed from its seed. */
function prng(seed: number) {
  const next = seededRandom(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)]!;
  return { next, int, pick };
}

type Random = ReturnType<typeof prng>;
const TYPES: BlockType[] = ['single', 'biset', 'triset', 'superset'];
const RESTS = [0, 0, 15, 30, 60, 90, null];

function randomWorkout(random: Random): Workout {
  const blocks: BlockSpec[] = Array.from({ length: random.int(0, 5) }, () => {
    const type = random.pick(TYPES);
    const size = type === 'single' ? random.int(1, 2) : type === 'triset' ? 3 : random.int(2, 4);
    return {
      type,
      rest: random.pick(RESTS),
      exercises: Array.from({ length: size }, () => ({ sets: random.int(1, 6), rest: random.pick(RESTS) })),
    };
  });
  return buildWorkout(blocks);
}

/** The spec's order written the plain way: straight sets for single blocks, rounds for the others. */
function expectedOrder(workout: Workout): RunPosition[] {
  const order: RunPosition[] = [];
  workout.blocks.forEach((block, blockIndex) => {
    const counts = block.exercises.map((e) => Number(e.sets));
    if (block.type === 'single') {
      counts.forEach((n, exerciseIndex) => {
        for (let setIndex = 0; setIndex < n; setIndex += 1)
          order.push({ blockIndex, exerciseIndex, setIndex });
      });
      return;
    }
    for (let setIndex = 0; setIndex < Math.max(...counts); setIndex += 1) {
      counts.forEach((n, exerciseIndex) => {
        if (setIndex < n) order.push({ blockIndex, exerciseIndex, setIndex });
      });
    }
  });
  return order;
}

/** The rest rule restated from the spec, against the expected order. */
function expectedRest(workout: Workout, order: RunPosition[], i: number): number | null {
  const from = order[i]!;
  const next = order[i + 1];
  if (!next) return null;
  const block = workout.blocks[from.blockIndex]!;
  const seconds = (v: number | undefined) => (typeof v === 'number' && !Number.isNaN(v) ? v : 60) || null;
  if (next.blockIndex !== from.blockIndex) return seconds(block.restAfterBlock);
  if (block.type !== 'single' && next.setIndex === from.setIndex) return null;
  return seconds(block.exercises[from.exerciseIndex]!.rest);
}

const NONSENSE: RunEvent[] = [
  { type: 'confirm_finish' },
  { type: 'dismiss_finish' },
  { type: 'reopen_finish' },
];

describe('random plans (seeded)', () => {
  for (let seed = 1; seed <= 200; seed += 1) {
    test(`seed ${seed}: every set is visited once, in order; the skipped ones come back; the run ends asking to finish`, () => {
      const random = prng(seed);
      const workout = randomWorkout(random);
      const order = expectedOrder(workout);
      let now = 1_000;
      let state: RunState = startRun(workout);
      if (order.length === 0) {
        expect(state.phase).toBe('all_done');
        return;
      }
      const visited: RunPosition[] = [];
      let loggedCount = 0;
      for (let guard = 0; state.phase === 'exercise' || state.phase === 'resting'; guard += 1) {
        expect(guard).toBeLessThan(order.length * 3 + 5);
        now += random.int(0, 90_000);
        // Events that make no sense now must leave the state as it is.
        const ignored = advanceRun(workout, state, random.pick(NONSENSE), now);
        expect(ignored).toBe(state);
        if (state.phase === 'resting') {
          expect(state.rest!.seconds).toBeGreaterThan(0);
          if (random.next() < 0.7) {
            state = advanceRun(workout, state, { type: 'rest_done' }, now);
            continue;
          }
        }
        const i = visited.length;
        visited.push(currentStep(workout, state)!);
        expect(runTotals(workout, state)).toEqual({ done: loggedCount, total: order.length });
        expect(skippedSets(workout, state)).toHaveLength(i - loggedCount);
        expect(restAfter(workout, order[i]!)).toBe(expectedRest(workout, order, i));
        if (random.next() < 0.75) {
          state = advanceRun(
            workout,
            state,
            {
              type: 'log',
              entry: { id: `s${i}`, blockId: '', exerciseId: '', setIndex: 0, weight: 1, reps: 1 },
            },
            now,
          );
          loggedCount += 1;
          const rest = expectedRest(workout, order, i);
          expect(state.rest).toEqual(rest === null ? null : { seconds: rest, startedAt: now });
          const end = loggedCount === order.length ? 'confirm_finish' : 'review_skipped';
          expect(state.phase).toBe(i === order.length - 1 ? end : rest === null ? 'exercise' : 'resting');
        } else {
          state = advanceRun(workout, state, { type: 'skip' }, now);
          expect(state.rest).toBeNull();
        }
      }
      const positions = visited.map(({ blockIndex, exerciseIndex, setIndex }) => ({
        blockIndex,
        exerciseIndex,
        setIndex,
      }));
      expect(positions).toEqual(order);
      const skipped = order.filter((_, i) => !state.logs.some((log) => log.id === `s${i}`));
      expect(
        skippedSets(workout, state).map(({ blockIndex, exerciseIndex, setIndex }) => ({
          blockIndex,
          exerciseIndex,
          setIndex,
        })),
      ).toEqual(skipped);
      expect(state.phase).toBe(skipped.length > 0 ? 'review_skipped' : 'confirm_finish');
      expect(state.position).toEqual({ blockIndex: workout.blocks.length, exerciseIndex: 0, setIndex: 0 });
      expect(state.logs).toHaveLength(loggedCount);
      expect(runTotals(workout, state)).toEqual({ done: loggedCount, total: order.length });

      // 'Fazer agora' walks the skipped sets, in order, and then every set is done.
      if (skipped.length > 0) state = advanceRun(workout, state, { type: 'redo_skipped' }, now);
      const redone: RunPosition[] = [];
      while (state.phase === 'exercise' || state.phase === 'resting') {
        if (state.phase === 'resting') state = advanceRun(workout, state, { type: 'rest_done' }, now);
        const { blockIndex, exerciseIndex, setIndex } = currentStep(workout, state)!;
        redone.push({ blockIndex, exerciseIndex, setIndex });
        state = advanceRun(
          workout,
          state,
          {
            type: 'log',
            entry: { id: `r${redone.length}`, blockId: '', exerciseId: '', setIndex: 0, weight: 1, reps: 1 },
          },
          now,
        );
      }
      expect(redone).toEqual(skipped);
      expect(state.phase).toBe('confirm_finish');
      expect(runTotals(workout, state)).toEqual({ done: order.length, total: order.length });
    });
  }

  test('restoring at any set of any random plan continues from exactly that set', () => {
    for (let seed = 1000; seed < 1100; seed += 1) {
      const workout = randomWorkout(prng(seed));
      const order = expectedOrder(workout);
      order.forEach((position, i) => {
        const state = startRun(workout, { position, logs: [] });
        expect(state.phase).toBe('exercise');
        expect(state.position).toEqual(position);
        // No set was logged: the ones before the saved position were left for later.
        expect(runTotals(workout, state).done).toBe(0);
        expect(skippedSets(workout, state)).toHaveLength(i);
      });
    }
  });
});
