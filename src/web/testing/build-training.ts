import type { SetLog, WorkoutDay } from '#shared/contracts/training.ts';
import { emptyDay } from '#web/lib/outbox/merge.ts';

/** A day as `GET /api/me/workouts/:date` returns it: nothing done yet, unless `overrides` say so. */
export function buildDay(date: string, overrides: Partial<WorkoutDay> = {}): WorkoutDay {
  return { ...emptyDay(date), ...overrides };
}

/** Set `setIndex` of 'supino' (block b1 of workout w1), 40 kg × 10, logged at noon of `date`. */
export function buildSet(id: string, date: string, setIndex = 0): SetLog {
  return {
    id,
    date,
    workoutId: 'w1',
    blockId: 'b1',
    exerciseId: 'supino',
    setIndex,
    weight: 40,
    reps: 10,
    loggedAt: `${date}T12:00:00.000Z`,
  };
}
