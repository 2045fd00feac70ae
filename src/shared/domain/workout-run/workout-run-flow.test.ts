import { describe, expect, test } from 'vitest';
import type { Workout } from '#shared/contracts/plans.ts';
import { buildWorkout } from '#shared/testing/build-workout.ts';
import { at, T0 } from './run-walk.ts';
import {
  advanceRun,
  currentStep,
  restSecondsLeft,
  runTotals,
  skippedSets,
  startRun,
  type RunEvent,
  type RunLogEntry,
  type RunPhase,
  type RunPosition,
  type RunState,
} from './workout-run.ts';

const logged = (
  blockId: string,
  exerciseId: string,
  setIndex: number,
  id = `${blockId}-${exerciseId}-${setIndex}`,
) => ({ id, blockId, exerciseId, setIndex, weight: 10, reps: 10 }) satisfies RunLogEntry;
const log = (id: string): RunEvent => ({
  type: 'log',
  entry: { id, blockId: '', exerciseId: '', setIndex: 0, weight: 0, reps: 0 },
});

/** single 3 sets, then a 2×2 bi-set: 7 sets. */
const workout: Workout = buildWorkout([{ exercises: [3] }, { type: 'biset', exercises: [2, 2] }]);

describe('restoring saved progress', () => {
  test('continues mid-block at the saved position, keeping the logs', () => {
    const logs = [logged('b0', 'ex-b0-e0', 0), logged('b0', 'ex-b0-e0', 1), logged('b0', 'ex-b0-e0', 2)];
    const state = startRun(workout, { position: at(1, 1, 0), logs });
    expect(state).toEqual({ position: at(1, 1, 0), phase: 'exercise', rest: null, logs });
    expect(state.logs).not.toBe(logs);
    expect(currentStep(workout, state)).toMatchObject({
      blockIndex: 1,
      exerciseIndex: 1,
      setIndex: 0,
      totalSets: 2,
    });
  });

  test('a position at or past the end is all done, waiting for the student to finish', () => {
    for (const position of [at(2, 0, 0), at(5, 3, 9)]) {
      const state = startRun(workout, { position, logs: [] });
      expect(state).toEqual({ position: at(2, 0, 0), phase: 'all_done', rest: null, logs: [] });
    }
  });

  test('when the plan shrank the run moves on to the first set still there, never back', () => {
    const shrunk = buildWorkout([{ exercises: [2] }, { type: 'biset', exercises: [1, 2] }]);
    // set 3 of 3 no longer exists → first set of the next block
    expect(startRun(shrunk, { position: at(0, 0, 2), logs: [] }).position).toEqual(at(1, 0, 0));
    // round 2 of the bi-set no longer has its first exercise → its second exercise
    expect(startRun(shrunk, { position: at(1, 0, 1), logs: [] }).position).toEqual(at(1, 1, 1));
    // an exercise row that is gone → the next round
    expect(startRun(shrunk, { position: at(1, 2, 0), logs: [] }).position).toEqual(at(1, 1, 1));
    // the block is gone → all done
    const oneBlock = buildWorkout([{ exercises: [3] }]);
    expect(startRun(oneBlock, { position: at(1, 0, 0), logs: [] }).phase).toBe('all_done');
  });

  test('numbers that are not positions are read as 0', () => {
    expect(startRun(workout, { position: at(-1, NaN, 1.7), logs: [] }).position).toEqual(at(0, 0, 1));
  });

  test('without a saved position the run resumes after the furthest logged set', () => {
    const logs = [logged('b0', 'ex-b0-e0', 0), logged('b1', 'ex-b1-e0', 0), logged('b0', 'ex-b0-e0', 1)];
    expect(startRun(workout, { position: null, logs })).toMatchObject({
      position: at(1, 1, 0),
      phase: 'exercise',
      logs,
    });
    expect(startRun(workout, { position: null, logs: [] }).position).toEqual(at(0, 0, 0));
    expect(startRun(workout, { position: null, logs: [logged('zz', 'ex-b0-e0', 0)] }).position).toEqual(
      at(0, 0, 0),
    );
    expect(startRun(workout, { position: null, logs: [logged('b1', 'ex-b1-e1', 1)] }).phase).toBe('all_done');
  });

  test('a workout without blocks is all done at once', () => {
    const empty = buildWorkout([]);
    expect(startRun(empty)).toEqual({ position: at(0, 0, 0), phase: 'all_done', rest: null, logs: [] });
    expect(startRun(empty, { position: at(2, 1, 1), logs: [] }).phase).toBe('all_done');
    expect(runTotals(empty, startRun(empty))).toEqual({ done: 0, total: 0 });
  });
});

describe('finishing', () => {
  const oneSet = buildWorkout([{ exercises: [1] }]);
  const asking = advanceRun(oneSet, startRun(oneSet), log('only'), T0);

  test('Sim, finalizar! finishes; Ainda não leaves it all done until the student reopens the question', () => {
    expect(asking.phase).toBe('confirm_finish');
    expect(advanceRun(oneSet, asking, { type: 'confirm_finish' }, T0).phase).toBe('finished');
    const dismissed = advanceRun(oneSet, asking, { type: 'dismiss_finish' }, T0);
    expect(dismissed).toEqual({ ...asking, phase: 'all_done' });
    const reopened = advanceRun(oneSet, dismissed, { type: 'reopen_finish' }, T0);
    expect(reopened).toEqual(asking);
    expect(advanceRun(oneSet, reopened, { type: 'confirm_finish' }, T0)).toEqual({
      ...asking,
      phase: 'finished',
    });
  });

  test('a restored run past its last set can be finished after reopening the question', () => {
    const restored = startRun(oneSet, { position: at(1, 0, 0), logs: asking.logs });
    const reopened = advanceRun(oneSet, restored, { type: 'reopen_finish' }, T0);
    expect(advanceRun(oneSet, reopened, { type: 'confirm_finish' }, T0)).toMatchObject({
      phase: 'finished',
      logs: asking.logs,
    });
  });
});

const spot = (step: RunPosition) => [step.blockIndex, step.exerciseIndex, step.setIndex];

describe('sets left for later', () => {
  const twoSets = buildWorkout([{ exercises: [2] }]);
  const skippedFirst = () =>
    advanceRun(twoSets, advanceRun(twoSets, startRun(twoSets), { type: 'skip' }, T0), log('b'), T0);

  test('the end asks about the skipped sets before Finalizar Treino?', () => {
    const state = skippedFirst();
    expect(state.phase).toBe('review_skipped');
    expect(runTotals(twoSets, state)).toEqual({ done: 1, total: 2 });
    expect(skippedSets(twoSets, state).map(spot)).toEqual([[0, 0, 0]]);
    expect(advanceRun(twoSets, state, { type: 'finish_without' }, T0).phase).toBe('confirm_finish');
  });

  test('Fazer agora goes back to the skipped set; logging it leaves nothing skipped', () => {
    let state = advanceRun(twoSets, skippedFirst(), { type: 'redo_skipped' }, T0);
    expect(state).toMatchObject({ phase: 'exercise', position: at(0, 0, 0) });
    state = advanceRun(twoSets, state, log('a'), T0);
    expect(state).toMatchObject({ phase: 'confirm_finish', position: at(1, 0, 0), rest: null });
    expect(skippedSets(twoSets, state)).toEqual([]);
    expect(runTotals(twoSets, state)).toEqual({ done: 2, total: 2 });
  });

  test('a set skipped again while doing the skipped ones is asked about again at the end', () => {
    let state = advanceRun(twoSets, skippedFirst(), { type: 'redo_skipped' }, T0);
    state = advanceRun(twoSets, state, { type: 'skip' }, T0);
    expect(state.phase).toBe('review_skipped');
    expect(skippedSets(twoSets, state).map(spot)).toEqual([[0, 0, 0]]);
  });

  test('the skipped sets between logged ones come back in run order, passing the logged ones', () => {
    const three = buildWorkout([{ exercises: [3] }]);
    let state = startRun(three);
    for (const event of [{ type: 'skip' } as const, log('b'), { type: 'skip' } as const])
      state = advanceRun(three, advanceRun(three, state, restDoneEvent, T0), event, T0);
    expect(skippedSets(three, state).map(spot)).toEqual([
      [0, 0, 0],
      [0, 0, 2],
    ]);
    state = advanceRun(three, state, { type: 'redo_skipped' }, T0);
    state = advanceRun(three, state, log('a'), T0);
    expect(state).toMatchObject({ phase: 'resting', position: at(0, 0, 2) });
  });

  test('Ainda não leaves the run all done; reopening asks about the skipped sets again', () => {
    const dismissed = advanceRun(twoSets, skippedFirst(), { type: 'dismiss_finish' }, T0);
    expect(dismissed.phase).toBe('all_done');
    expect(advanceRun(twoSets, dismissed, { type: 'reopen_finish' }, T0).phase).toBe('review_skipped');
    expect(advanceRun(twoSets, dismissed, { type: 'redo_skipped' }, T0).phase).toBe('exercise');
  });

  test('saved progress (position and sets) brings the skipped sets back after a reload', () => {
    const saved = skippedFirst();
    const restored = startRun(twoSets, { position: saved.position, logs: saved.logs });
    expect(restored.phase).toBe('all_done');
    expect(skippedSets(twoSets, restored).map(spot)).toEqual([[0, 0, 0]]);
    expect(advanceRun(twoSets, restored, { type: 'reopen_finish' }, T0).phase).toBe('review_skipped');
  });
});

const restDoneEvent: RunEvent = { type: 'rest_done' };

describe('events that make no sense in a phase change nothing', () => {
  const events: RunEvent[] = [
    log('x'),
    { type: 'skip' },
    { type: 'rest_done' },
    { type: 'confirm_finish' },
    { type: 'dismiss_finish' },
    { type: 'reopen_finish' },
    { type: 'redo_skipped' },
    { type: 'finish_without' },
  ];
  const states: Record<RunPhase, RunState> = {
    exercise: startRun(workout),
    resting: advanceRun(workout, startRun(workout), log('r'), T0),
    review_skipped: { position: at(2, 0, 0), phase: 'review_skipped', rest: null, logs: [] },
    confirm_finish: { position: at(2, 0, 0), phase: 'confirm_finish', rest: null, logs: [] },
    all_done: { position: at(2, 0, 0), phase: 'all_done', rest: null, logs: [] },
    finished: { position: at(2, 0, 0), phase: 'finished', rest: null, logs: [] },
  };
  const meaningful: Record<RunPhase, RunEvent['type'][]> = {
    exercise: ['log', 'skip'],
    resting: ['log', 'skip', 'rest_done'],
    review_skipped: ['redo_skipped', 'finish_without', 'dismiss_finish'],
    confirm_finish: ['confirm_finish', 'dismiss_finish'],
    all_done: ['reopen_finish', 'redo_skipped'],
    finished: [],
  };

  for (const phase of Object.keys(states) as RunPhase[]) {
    for (const event of events) {
      const acts = meaningful[phase].includes(event.type);
      test(`${event.type} in ${phase} ${acts ? 'acts' : 'is ignored'}`, () => {
        const next = advanceRun(workout, states[phase], event, T0);
        if (acts) expect(next).not.toBe(states[phase]);
        else expect(next).toBe(states[phase]);
      });
    }
  }

  test('an exercise phase whose position names no set (a mismatched plan) ignores log and skip', () => {
    const lost: RunState = { position: at(0, 0, 7), phase: 'exercise', rest: null, logs: [] };
    expect(advanceRun(workout, lost, log('y'), T0)).toBe(lost);
    expect(advanceRun(workout, lost, { type: 'skip' }, T0)).toBe(lost);
    expect(currentStep(workout, lost)).toBeNull();
  });
});

describe('runTotals', () => {
  test('counts logged sets out of every set; a skipped set is not done', () => {
    let state = startRun(workout);
    expect(runTotals(workout, state)).toEqual({ done: 0, total: 7 });
    state = advanceRun(workout, state, log('a'), T0);
    expect(state.phase).toBe('resting');
    expect(runTotals(workout, state)).toEqual({ done: 1, total: 7 });
    state = advanceRun(workout, state, { type: 'skip' }, T0);
    expect(runTotals(workout, state)).toEqual({ done: 1, total: 7 });
    expect(skippedSets(workout, state).map(spot)).toEqual([[0, 0, 1]]);
  });

  test('skipped sets are those before the position without a log, in an uneven tri-set too', () => {
    const triset = buildWorkout([{ type: 'triset', exercises: [3, 1, 2] }]);
    const skipped = (position: RunPosition) =>
      skippedSets(triset, { position, phase: 'exercise', rest: null, logs: [] }).length;
    expect(
      [at(0, 0, 0), at(0, 1, 0), at(0, 2, 0), at(0, 0, 1), at(0, 2, 1), at(0, 0, 2), at(1, 0, 0)].map(
        skipped,
      ),
    ).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
});

describe('restSecondsLeft', () => {
  const resting = advanceRun(workout, startRun(workout), log('t'), T0);

  test('counts down whole seconds from the rest start', () => {
    expect(resting.rest?.seconds).toBe(30);
    expect(restSecondsLeft(resting, T0)).toBe(30);
    expect(restSecondsLeft(resting, T0 + 100)).toBe(30);
    expect(restSecondsLeft(resting, T0 + 1_000)).toBe(29);
    expect(restSecondsLeft(resting, T0 + 29_001)).toBe(1);
    expect(restSecondsLeft(resting, T0 + 30_000)).toBe(0);
    expect(restSecondsLeft(resting, T0 + 99_000)).toBe(0);
  });

  test('a clock that went back never shows more than the full rest; no rest shows 0', () => {
    expect(restSecondsLeft(resting, T0 - 5_000)).toBe(30);
    expect(restSecondsLeft(startRun(workout), T0)).toBe(0);
  });
});
