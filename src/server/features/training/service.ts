import type { Db } from '#server/db/client.ts';
import { todayOf, type Clock } from '#server/clock.ts';
import {
  CALENDAR_MAX_DAYS,
  type Feedback,
  type FinishBody,
  type ProgressBody,
  type SetLogBody,
  type WorkoutDay,
} from '#shared/contracts/training.ts';
import { daysBetween } from '#shared/domain/dates/local-date.ts';
import { isWritableDate } from '#shared/domain/training/writable-date.ts';
import type { Failure } from '#server/failure.ts';
import type { TrainingRepo } from './repo.ts';

type OutOfRange = Failure<'DATE_OUT_OF_RANGE'>;
type Done = { ok: true } | OutOfRange;
export type SetWrite =
  | { ok: true; id: string; stored: boolean }
  | OutOfRange
  | Failure<'SET_NOT_FOUND'>
  | Failure<'UNKNOWN_EXERCISES'>;

const outOfRange: OutOfRange = { ok: false, error: 'DATE_OUT_OF_RANGE' };
const done = { ok: true } as const;

/**
 * A student's training days (product §4 'Workout run'). Every method takes the signed-in student's own
 * id: no route names a student, so nobody reaches another student's rows through these. Writes are
 * for a date near today in Brazil (`isWritableDate`).
 */
export function createTrainingService(db: Db, repo: TrainingRepo, clock: Clock) {
  const writable = (date: string) => isWritableDate(date, todayOf(clock));

  return {
    /** Stores the set once, whatever number of times the phone sends it. */
    async logSet(studentId: string, id: string, body: SetLogBody): Promise<SetWrite> {
      if (!writable(body.date)) return outOfRange;
      const set = { id: id.toLowerCase(), studentId, ...body };
      if (await repo.insertSet(set)) return { ok: true, id: set.id, stored: true };
      // Nothing stored: an exercise outside the catalogue, or an id already taken (by this student's
      // earlier send, or by someone else's set, which is answered exactly like one that does not exist).
      const why = await repo.setRefusal(set.id, body.exerciseId);
      if (!why.known) return { ok: false, error: 'UNKNOWN_EXERCISES', fields: { ids: body.exerciseId } };
      return why.owner === studentId
        ? { ok: true, id: set.id, stored: false }
        : { ok: false, error: 'SET_NOT_FOUND' };
    },

    /** Keeps the newest position by the phone's clock, so a late retry never moves the student back. */
    async saveProgress(studentId: string, date: string, body: ProgressBody): Promise<Done> {
      if (!writable(date)) return outOfRange;
      await repo.upsertProgress(studentId, date, body);
      return done;
    },

    /**
     * Spec §4 finishing: the day's performance entries, the date completed and its position cleared,
     * together. Running it again changes nothing.
     */
    async finish(studentId: string, date: string, body: FinishBody): Promise<Done> {
      if (!writable(date)) return outOfRange;
      const now = clock.now();
      await db.transaction(async (tx) => {
        await repo.lockStudentTraining(tx, studentId);
        await repo.recordPerformance(tx, studentId, date);
        await repo.markCompleted(tx, studentId, date, body.workoutId, now);
        await repo.deleteProgress(tx, studentId, date);
      });
      return done;
    },

    async saveFeedback(studentId: string, date: string, feedback: Feedback): Promise<Done> {
      if (!writable(date)) return outOfRange;
      await db.transaction(async (tx) => {
        await repo.lockStudentTraining(tx, studentId);
        await repo.upsertFeedback(tx, studentId, date, feedback, clock.now());
      });
      return done;
    },

    /** 'Reiniciar Treino?': the date starts from zero, as if never trained. */
    async reset(studentId: string, date: string): Promise<Done> {
      if (!writable(date)) return outOfRange;
      await db.transaction(async (tx) => {
        await repo.lockStudentTraining(tx, studentId);
        await repo.deleteDay(tx, studentId, date);
      });
      return done;
    },

    day: (studentId: string, date: string): Promise<WorkoutDay> => repo.day(studentId, date),

    /** The completed dates between two dates, at most CALENDAR_MAX_DAYS apart. */
    async calendar(
      studentId: string,
      from: string,
      to: string,
    ): Promise<{ ok: true; completed: string[] } | OutOfRange> {
      const span = daysBetween(from, to);
      if (span < 0 || span > CALENDAR_MAX_DAYS) return outOfRange;
      return { ok: true, completed: await repo.completedDates(studentId, from, to) };
    },
  };
}

export type TrainingService = ReturnType<typeof createTrainingService>;
