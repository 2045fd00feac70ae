import { describe, expect, test } from 'vitest';
import { buildWorkout } from '#shared/testing/build-workout.ts';
import { at, log, logAll, restDone, T0 } from './run-walk.ts';
import { advanceRun, currentStep, setCount, startRun } from './workout-run.ts';

describe('setCount', () => {
  test('reads the text of product §3 and counts at least one set', () => {
    const sets = (value: string) =>
      setCount(buildWorkout([{ exercises: [{ sets: value }] }]).blocks[0]!.exercises[0]!);
    expect(sets('3')).toBe(3);
    expect(sets(' 4 ')).toBe(4);
    expect(sets('12')).toBe(12);
    expect(sets('8-12')).toBe(8);
    expect(sets('0')).toBe(1);
    expect(sets('')).toBe(1);
    expect(sets('abc')).toBe(1);
  });
});

describe('a single block of 3 sets', () => {
  const workout = buildWorkout([{ rest: 120, exercises: [{ sets: 3, rest: 45 }] }]);

  test('starts at block 0, exercise 0, set 0', () => {
    expect(startRun(workout)).toEqual({ position: at(0, 0, 0), phase: 'exercise', rest: null, logs: [] });
  });

  test('each logged set rests for the exercise rest and moves to the next set', () => {
    const state = advanceRun(workout, startRun(workout), log(40, 8), T0);
    expect(state.phase).toBe('resting');
    expect(state.rest).toEqual({ seconds: 45, startedAt: T0 });
    expect(state.position).toEqual(at(0, 0, 1));
    expect(state.logs).toEqual([
      { id: expect.any(String), blockId: 'b0', exerciseId: 'ex-b0-e0', setIndex: 0, weight: 40, reps: 8 },
    ]);
  });

  test('the rest ends on rest_done and the next set is on screen', () => {
    const resting = advanceRun(workout, startRun(workout), log(), T0);
    const state = advanceRun(workout, resting, restDone, T0 + 45_000);
    expect(state).toEqual({ ...resting, phase: 'exercise', rest: null });
    expect(currentStep(workout, state)).toMatchObject({
      setIndex: 1,
      totalSets: 3,
      exercise: { id: 'b0-e0' },
    });
  });

  test('the last set of the last block asks to finish, with no rest', () => {
    const { state, trail } = logAll(workout);
    expect(trail).toEqual([
      { at: [0, 0, 0], rest: 45 },
      { at: [0, 0, 1], rest: 45 },
      { at: [0, 0, 2], rest: null },
    ]);
    expect(state.phase).toBe('confirm_finish');
    expect(state.rest).toBeNull();
    expect(state.position).toEqual(at(1, 0, 0));
    expect(state.logs.map((l) => l.setIndex)).toEqual([0, 1, 2]);
    expect(currentStep(workout, state)).toBeNull();
  });
});

describe('bi-sets, tri-sets and super-sets rotate one set per exercise per round', () => {
  test('a 3×2 bi-set alternates exercises, rests at round ends (exercise rest) and after the block (block rest)', () => {
    const workout = buildWorkout([
      {
        type: 'biset',
        rest: 100,
        exercises: [
          { sets: 3, rest: 15 },
          { sets: 3, rest: 50 },
        ],
      },
      { exercises: [{ sets: 1 }] },
    ]);
    expect(logAll(workout).trail).toEqual([
      { at: [0, 0, 0], rest: null },
      { at: [0, 1, 0], rest: 50 },
      { at: [0, 0, 1], rest: null },
      { at: [0, 1, 1], rest: 50 },
      { at: [0, 0, 2], rest: null },
      { at: [0, 1, 2], rest: 100 },
      { at: [1, 0, 0], rest: null },
    ]);
  });

  test('a tri-set with uneven sets leaves out an exercise once its sets are used up', () => {
    const workout = buildWorkout([
      {
        type: 'triset',
        rest: 80,
        exercises: [
          { sets: 3, rest: 10 },
          { sets: 1, rest: 20 },
          { sets: 2, rest: 30 },
        ],
      },
      { exercises: [{ sets: 1 }] },
    ]);
    expect(logAll(workout).trail).toEqual([
      { at: [0, 0, 0], rest: null },
      { at: [0, 1, 0], rest: null },
      { at: [0, 2, 0], rest: 30 },
      { at: [0, 0, 1], rest: null },
      { at: [0, 2, 1], rest: 30 },
      { at: [0, 0, 2], rest: 80 },
      { at: [1, 0, 0], rest: null },
    ]);
  });

  test('a round whose last exercise is used up rests after the last exercise still in it', () => {
    const workout = buildWorkout([
      {
        type: 'biset',
        exercises: [
          { sets: 3, rest: 40 },
          { sets: 1, rest: 70 },
        ],
      },
      { exercises: [{ sets: 1 }] },
    ]);
    expect(logAll(workout).trail.slice(0, 4)).toEqual([
      { at: [0, 0, 0], rest: null },
      { at: [0, 1, 0], rest: 70 },
      { at: [0, 0, 1], rest: 40 },
      { at: [0, 0, 2], rest: 90 },
    ]);
  });

  test('a super-set of three exercises rotates the same way', () => {
    const workout = buildWorkout([
      {
        type: 'superset',
        rest: 0,
        exercises: [
          { sets: 2, rest: 5 },
          { sets: 2, rest: 5 },
          { sets: 2, rest: 25 },
        ],
      },
    ]);
    expect(logAll(workout).trail).toEqual([
      { at: [0, 0, 0], rest: null },
      { at: [0, 1, 0], rest: null },
      { at: [0, 2, 0], rest: 25 },
      { at: [0, 0, 1], rest: null },
      { at: [0, 1, 1], rest: null },
      { at: [0, 2, 1], rest: null },
    ]);
  });

  test('a bi-set with one exercise behaves like straight sets', () => {
    const workout = buildWorkout([{ type: 'biset', exercises: [{ sets: 2, rest: 33 }] }, { exercises: [1] }]);
    expect(logAll(workout).trail.slice(0, 2)).toEqual([
      { at: [0, 0, 0], rest: 33 },
      { at: [0, 0, 1], rest: 90 },
    ]);
  });
});

describe('workouts of several blocks', () => {
  test('blocks follow each other, each one resting by its own rules', () => {
    const workout = buildWorkout([
      { rest: 60, exercises: [{ sets: 2, rest: 45 }] },
      {
        type: 'biset',
        rest: 75,
        exercises: [
          { sets: 2, rest: 0 },
          { sets: 2, rest: 20 },
        ],
      },
      { rest: 90, exercises: [{ sets: 1, rest: 30 }] },
    ]);
    const { state, trail } = logAll(workout);
    expect(trail).toEqual([
      { at: [0, 0, 0], rest: 45 },
      { at: [0, 0, 1], rest: 60 },
      { at: [1, 0, 0], rest: null },
      { at: [1, 1, 0], rest: 20 },
      { at: [1, 0, 1], rest: null },
      { at: [1, 1, 1], rest: 75 },
      { at: [2, 0, 0], rest: null },
    ]);
    expect(state.phase).toBe('confirm_finish');
    expect(state.position).toEqual(at(3, 0, 0));
    expect(state.logs.map((l) => `${l.blockId}/${l.exerciseId}/${l.setIndex}`)).toEqual([
      'b0/ex-b0-e0/0',
      'b0/ex-b0-e0/1',
      'b1/ex-b1-e0/0',
      'b1/ex-b1-e1/0',
      'b1/ex-b1-e0/1',
      'b1/ex-b1-e1/1',
      'b2/ex-b2-e0/0',
    ]);
  });

  test('a single block holding two exercises runs straight sets, one exercise after the other', () => {
    const workout = buildWorkout([
      {
        type: 'single',
        rest: 50,
        exercises: [
          { sets: 2, rest: 10 },
          { sets: 2, rest: 20 },
        ],
      },
      { exercises: [1] },
    ]);
    expect(logAll(workout).trail.slice(0, 4)).toEqual([
      { at: [0, 0, 0], rest: 10 },
      { at: [0, 0, 1], rest: 10 },
      { at: [0, 1, 0], rest: 20 },
      { at: [0, 1, 1], rest: 50 },
    ]);
  });

  test('a block without exercises (old data) is passed over', () => {
    const workout = buildWorkout([{ exercises: [] }, { exercises: [1] }, { exercises: [] }]);
    const state = startRun(workout);
    expect(state.position).toEqual(at(1, 0, 0));
    expect(advanceRun(workout, state, log(), T0)).toMatchObject({
      phase: 'confirm_finish',
      position: at(3, 0, 0),
    });
  });
});
