import { describe, expect, test } from 'vitest';
import { buildWorkout } from '#shared/testing/build-workout.ts';
import { at, entry, log, logAll, restDone, skip, T0, where } from './run-walk.ts';
import { advanceRun, restAfter, startRun, type RunState } from './workout-run.ts';

describe('Fazer Depois (skip)', () => {
  const workout = buildWorkout([{ type: 'biset', exercises: [2, 2] }, { exercises: [2] }]);

  test('moves on without a log and without a rest, mid-round and at the round end', () => {
    let state = startRun(workout);
    state = advanceRun(workout, state, skip, T0);
    expect(state).toEqual({ position: at(0, 1, 0), phase: 'exercise', rest: null, logs: [] });
    state = advanceRun(workout, state, skip, T0);
    expect(state).toEqual({ position: at(0, 0, 1), phase: 'exercise', rest: null, logs: [] });
  });

  test('at the end of a block goes to the next block without the block rest', () => {
    const state = startRun(workout, { position: at(0, 1, 1), logs: [] });
    expect(advanceRun(workout, state, skip, T0)).toEqual({
      position: at(1, 0, 0),
      phase: 'exercise',
      rest: null,
      logs: [],
    });
  });

  test('skipping the last set ends the run asking about the sets left for later', () => {
    const state = startRun(workout, { position: at(1, 0, 1), logs: [] });
    expect(advanceRun(workout, state, skip, T0)).toEqual({
      position: at(2, 0, 0),
      phase: 'review_skipped',
      rest: null,
      logs: [],
    });
  });

  test('skipping every set walks the same order as logging and ends asking about the skipped sets', () => {
    let state = startRun(workout);
    const visited: number[][] = [];
    while (state.phase === 'exercise') {
      visited.push(where(state));
      state = advanceRun(workout, state, skip, T0);
    }
    expect(visited).toEqual(logAll(workout).trail.map((t) => t.at));
    expect(state.phase).toBe('review_skipped');
    expect(state.logs).toEqual([]);
  });
});

describe('rest values', () => {
  test('0 seconds means no rest, after a set and after a block', () => {
    const workout = buildWorkout([{ rest: 0, exercises: [{ sets: 2, rest: 0 }] }, { exercises: [1] }]);
    expect(logAll(workout).trail).toEqual([
      { at: [0, 0, 0], rest: null },
      { at: [0, 0, 1], rest: null },
      { at: [1, 0, 0], rest: null },
    ]);
  });

  test('a missing or NaN rest falls back to 60 s', () => {
    const workout = buildWorkout([
      { rest: null, exercises: [{ sets: 2, rest: null }] },
      { exercises: [{ sets: 2, rest: NaN }] },
      { exercises: [1] },
    ]);
    expect(restAfter(workout, at(0, 0, 0))).toBe(60);
    expect(restAfter(workout, at(0, 0, 1))).toBe(60);
    expect(restAfter(workout, at(1, 0, 0))).toBe(60);
  });

  test('a fractional rest rounds to whole seconds; under half a second is none', () => {
    const workout = buildWorkout([
      { exercises: [{ sets: 3, rest: 44.6 }] },
      { rest: 0.4, exercises: [1] },
      { exercises: [1] },
    ]);
    expect(restAfter(workout, at(0, 0, 0))).toBe(45);
    expect(restAfter(workout, at(1, 0, 0))).toBeNull();
  });

  test('restAfter is null after the very last set and for a position that is not a set', () => {
    const workout = buildWorkout([{ rest: 90, exercises: [{ sets: 2, rest: 30 }] }]);
    expect(restAfter(workout, at(0, 0, 1))).toBeNull();
    expect(restAfter(workout, at(0, 0, 2))).toBeNull();
    expect(restAfter(workout, at(0, 1, 0))).toBeNull();
    expect(restAfter(workout, at(1, 0, 0))).toBeNull();
    expect(restAfter(workout, at(0, 0, -1))).toBeNull();
    expect(restAfter(buildWorkout([]), at(0, 0, 0))).toBeNull();
  });
});

describe('logging', () => {
  const workout = buildWorkout([{ exercises: [{ sets: 3, rest: 30 }] }]);

  test('the entry takes its block, exercise and set from the current position; id, weight and reps from the tap', () => {
    const state = advanceRun(
      workout,
      startRun(workout, { position: at(0, 0, 1), logs: [] }),
      {
        type: 'log',
        entry: { id: 'abc', blockId: 'wrong', exerciseId: 'wrong', setIndex: 9, weight: 42.5, reps: 7 },
      },
      T0,
    );
    expect(state.logs).toEqual([
      { id: 'abc', blockId: 'b0', exerciseId: 'ex-b0-e0', setIndex: 1, weight: 42.5, reps: 7 },
    ]);
  });

  test('an entry id already logged (double tap, replay) changes nothing', () => {
    const first = advanceRun(
      workout,
      startRun(workout),
      { type: 'log', entry: { ...entry(), id: 'same' } },
      T0,
    );
    const ready = advanceRun(workout, first, restDone, T0);
    expect(advanceRun(workout, ready, { type: 'log', entry: { ...entry(), id: 'same' } }, T0)).toBe(ready);
  });

  test('logging while resting ends the rest and logs the set that comes next', () => {
    const resting = advanceRun(workout, startRun(workout), log(), T0);
    const state = advanceRun(workout, resting, log(50, 5), T0 + 10_000);
    expect(state.phase).toBe('resting');
    expect(state.rest).toEqual({ seconds: 30, startedAt: T0 + 10_000 });
    expect(state.position).toEqual(at(0, 0, 2));
    expect(state.logs.map((l) => [l.setIndex, l.weight])).toEqual([
      [0, 20],
      [1, 50],
    ]);
  });

  test('skipping while resting ends the rest and skips the set that comes next', () => {
    const resting = advanceRun(workout, startRun(workout), log(), T0);
    const state = advanceRun(workout, resting, skip, T0);
    expect(state).toEqual({ position: at(0, 0, 2), phase: 'exercise', rest: null, logs: resting.logs });
  });

  test('the state given is never changed', () => {
    const start = startRun(workout);
    const frozen = Object.freeze({
      ...start,
      position: Object.freeze(start.position),
      logs: Object.freeze([]),
    });
    expect(() => advanceRun(workout, frozen as unknown as RunState, log(), T0)).not.toThrow();
    expect(frozen.logs).toHaveLength(0);
    expect(frozen.position).toEqual(at(0, 0, 0));
  });
});
