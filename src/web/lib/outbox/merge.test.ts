import { describe, expect, test } from 'vitest';
import type { SetLog, WorkoutDay } from '#shared/contracts/training.ts';
import { buildDay, buildSet } from '#web/testing/build-training.ts';
import { emptyDay, mergeCompletedDates, mergePending } from './merge.ts';
import type { OpKind, PendingOp } from './store.ts';

const DATE = '2025-03-10';
let seq = 0;

function op(kind: OpKind, path: string, body?: unknown, date = DATE): PendingOp {
  seq += 1;
  return { seq, userId: 'ana', method: 'PUT', path, body, kind, date, createdAt: '2025-03-10T12:00:00Z' };
}

const set = (id: string, setIndex = 0) => buildSet(id, DATE, setIndex);
const pendingSet = ({ id, ...body }: SetLog, date = DATE) => op('set', `/api/me/sets/${id}`, body, date);
const progress = (at: string, setIndex = 1) =>
  op('progress', `/api/me/workouts/${DATE}/progress`, {
    workoutId: 'w1',
    position: { blockIndex: 0, exerciseIndex: 0, setIndex },
    at,
  });

const serverDay = (patch: Partial<WorkoutDay> = {}) => buildDay(DATE, patch);

describe('mergePending', () => {
  test('pending sets join the server’s by id, never twice', () => {
    const day = serverDay({ sets: [set('s1')] });
    const merged = mergePending(day, [pendingSet(set('s1')), pendingSet(set('s2', 1))]);
    expect(merged.sets.map((s) => s.id)).toEqual(['s1', 's2']);
    expect(merged.sets[1]).toEqual(set('s2', 1));
  });

  test('writes of other dates stay out', () => {
    const merged = mergePending(serverDay(), [pendingSet(set('x'), '2025-03-11')]);
    expect(merged.sets).toEqual([]);
  });

  test('pending progress wins only when it is newer than the server’s', () => {
    const day = serverDay({
      progress: {
        workoutId: 'w1',
        position: { blockIndex: 0, exerciseIndex: 0, setIndex: 2 },
        at: '2025-03-10T12:05:00Z',
      },
    });
    expect(mergePending(day, [progress('2025-03-10T12:01:00Z')]).progress?.position.setIndex).toBe(2);
    expect(mergePending(day, [progress('2025-03-10T12:06:00Z', 3)]).progress?.position.setIndex).toBe(3);
    expect(mergePending(serverDay(), [progress('2025-03-10T12:01:00Z')]).progress?.at).toBe(
      '2025-03-10T12:01:00Z',
    );
  });

  test('a pending finish marks the day completed and clears the progress', () => {
    const merged = mergePending(serverDay({ sets: [set('s1')] }), [
      progress('2025-03-10T12:01:00Z'),
      op('finish', `/api/me/workouts/${DATE}/finish`, { workoutId: 'w1' }),
    ]);
    expect(merged).toMatchObject({ completed: true, progress: null, sets: [set('s1')] });
  });

  test('pending feedback shows with its defaults filled', () => {
    const merged = mergePending(serverDay(), [
      op('feedback', `/api/me/workouts/${DATE}/feedback`, {
        difficulty: 'Ideal',
        energyLevel: 'Alto',
        sleepQuality: 'Boa',
      }),
    ]);
    expect(merged.feedback).toEqual({
      difficulty: 'Ideal',
      energyLevel: 'Alto',
      sleepQuality: 'Boa',
      overallRPE: 7,
      painPoints: '',
      enjoyment: 'Gostei da maioria',
      comments: '',
    });
  });

  test('a pending reset empties the day; what came after it stays', () => {
    const day = serverDay({
      sets: [set('s1')],
      completed: true,
      analysis: 'Bom treino',
      lastPerformance: { supino: { weight: 40, reps: 10, date: '2025-03-03' } },
    });
    const merged = mergePending(day, [op('reset', `/api/me/workouts/${DATE}`), pendingSet(set('s9'))]);
    expect(merged).toEqual({
      ...emptyDay(DATE),
      sets: [set('s9')],
      lastPerformance: { supino: { weight: 40, reps: 10, date: '2025-03-03' } },
    });
  });
});

describe('mergeCompletedDates', () => {
  const finish = (date: string) => op('finish', `/api/me/workouts/${date}/finish`, {}, date);
  const reset = (date: string) => op('reset', `/api/me/workouts/${date}`, undefined, date);

  test('a finish waiting to be sent marks its date; the server’s dates stay', () => {
    expect([...mergeCompletedDates(['2025-03-03'], [finish('2025-03-10')])].sort()).toEqual([
      '2025-03-03',
      '2025-03-10',
    ]);
  });

  test('a later reset clears the date, a finish after the reset marks it again', () => {
    expect(mergeCompletedDates(['2025-03-10'], [reset('2025-03-10')]).has('2025-03-10')).toBe(false);
    expect(
      mergeCompletedDates([], [finish('2025-03-10'), reset('2025-03-10'), finish('2025-03-10')]).has(
        '2025-03-10',
      ),
    ).toBe(true);
  });

  test('sets and progress do not complete a day', () => {
    expect(mergeCompletedDates([], [pendingSet(set('s1')), progress('2025-03-10T12:00:00Z')]).size).toBe(0);
  });
});
