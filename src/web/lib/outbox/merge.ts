import type {
  Feedback,
  FeedbackBody,
  ProgressBody,
  SetLogBody,
  WorkoutDay,
} from '#shared/contracts/training.ts';
import { DEFAULT_ENJOYMENT, RPE_DEFAULT } from '#shared/domain/training/feedback-options.ts';
import type { PendingOp } from './store.ts';

/** A day with nothing in it, for a date the phone has never heard from the server about. */
export function emptyDay(date: string): WorkoutDay {
  return {
    date,
    progress: null,
    sets: [],
    completed: false,
    feedback: null,
    analysis: null,
    lastPerformance: {},
  };
}

/** The set id of `PUT /api/me/sets/:id`. */
export function setIdOf(op: PendingOp): string {
  return op.path.slice(op.path.lastIndexOf('/') + 1);
}

function newer(a: string, b: string): boolean {
  return Date.parse(a) > Date.parse(b);
}

/** The day as it will be once the server has applied `op` (the same rules the server follows). */
export function applyOp(day: WorkoutDay, op: PendingOp): WorkoutDay {
  switch (op.kind) {
    case 'set': {
      const id = setIdOf(op);
      if (day.sets.some((set) => set.id === id)) return day;
      return { ...day, sets: [...day.sets, { ...(op.body as SetLogBody), id }] };
    }
    case 'progress': {
      const progress = op.body as ProgressBody;
      if (day.progress && !newer(progress.at, day.progress.at)) return day;
      return { ...day, progress };
    }
    case 'finish':
      return { ...day, completed: true, progress: null };
    case 'feedback': {
      const body = op.body as FeedbackBody;
      const feedback: Feedback = {
        ...body,
        overallRPE: body.overallRPE ?? RPE_DEFAULT,
        painPoints: body.painPoints ?? '',
        enjoyment: DEFAULT_ENJOYMENT,
        comments: body.comments ?? '',
      };
      return { ...day, feedback };
    }
    case 'reset':
      return { ...emptyDay(day.date), lastPerformance: day.lastPerformance };
  }
}

/** The server's day with the phone's pending writes for that date laid over it, oldest first. */
export function mergePending(day: WorkoutDay, ops: readonly PendingOp[]): WorkoutDay {
  return ops.filter((op) => op.date === day.date).reduce(applyOp, day);
}

/**
 * The calendar's completed dates as they will be once the server has the phone's pending writes: a
 * finish still waiting for a connection already marks its date, a reset clears it.
 */
export function mergeCompletedDates(completed: readonly string[], ops: readonly PendingOp[]): Set<string> {
  const dates = new Set(completed);
  for (const op of ops) {
    if (op.kind === 'finish') dates.add(op.date);
    else if (op.kind === 'reset') dates.delete(op.date);
  }
  return dates;
}
