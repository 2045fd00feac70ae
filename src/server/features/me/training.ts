import { and, asc, between, desc, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { performanceEntries, workoutDays, workoutProgress, workoutSets } from '#server/db/schema.ts';
import type { Clock } from '#server/auth/session.ts';
import {
  FeedbackSchema,
  type Feedback,
  type FinishBody,
  type LastPerformance,
  type ProgressBody,
  type SetLogBody,
  type WorkoutDay,
} from '#shared/contracts/training.ts';

function parsedFeedback(stored: unknown): Feedback | null {
  const parsed = FeedbackSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

export type SetWrite = { ok: true; stored: boolean } | { ok: false; error: 'SET_NOT_FOUND' };

/**
 * A student's training days. Every method takes the student's own id from the session: no route
 * names a student, so nobody can reach another student's rows through these.
 */
export function createTrainingService(db: Db, clock: Clock) {
  return {
    /** Stores the set once, whatever number of times the phone sends it. */
    async logSet(studentId: string, id: string, body: SetLogBody): Promise<SetWrite> {
      const inserted = await db
        .insert(workoutSets)
        .values({ id, studentId, ...body, loggedAt: new Date(body.loggedAt) })
        .onConflictDoNothing({ target: workoutSets.id })
        .returning({ id: workoutSets.id });
      if (inserted.length > 0) return { ok: true, stored: true };
      const [existing] = await db
        .select({ studentId: workoutSets.studentId })
        .from(workoutSets)
        .where(eq(workoutSets.id, id));
      // Someone else's id is answered exactly like one that does not exist.
      return existing?.studentId === studentId
        ? { ok: true, stored: false }
        : { ok: false, error: 'SET_NOT_FOUND' };
    },

    /** Keeps the newest position by the phone's clock, so a late retry never moves the student back. */
    async saveProgress(studentId: string, date: string, body: ProgressBody): Promise<void> {
      const values = {
        studentId,
        date,
        workoutId: body.workoutId,
        blockIndex: body.position.blockIndex,
        exerciseIndex: body.position.exerciseIndex,
        setIndex: body.position.setIndex,
        at: new Date(body.at),
      };
      await db
        .insert(workoutProgress)
        .values(values)
        .onConflictDoUpdate({
          target: [workoutProgress.studentId, workoutProgress.date],
          set: {
            workoutId: values.workoutId,
            blockIndex: values.blockIndex,
            exerciseIndex: values.exerciseIndex,
            setIndex: values.setIndex,
            at: values.at,
          },
          setWhere: sql`${workoutProgress.at} <= excluded.at`,
        });
    },

    /**
     * Spec §4 finishing: per exercise, the day's last set with weight or reps becomes the performance
     * entry of that date; the date is completed and its progress cleared. Running it again changes nothing.
     */
    async finish(studentId: string, date: string, body: FinishBody): Promise<void> {
      const now = clock.now();
      await db.transaction(async (tx) => {
        await tx.execute(sql`
          insert into performance_entries (student_id, exercise_id, date, weight, reps)
          select distinct on (exercise_id) student_id, exercise_id, date, weight, reps
          from workout_sets
          where student_id = ${studentId} and date = ${date} and (weight > 0 or reps > 0)
          order by exercise_id, logged_at desc, set_index desc
          on conflict (student_id, exercise_id, date)
          do update set weight = excluded.weight, reps = excluded.reps`);
        await tx
          .insert(workoutDays)
          .values({ studentId, date, workoutId: body.workoutId, completedAt: now, updatedAt: now })
          .onConflictDoUpdate({
            target: [workoutDays.studentId, workoutDays.date],
            set: {
              workoutId: body.workoutId,
              completedAt: sql`coalesce(${workoutDays.completedAt}, excluded.completed_at)`,
              updatedAt: now,
            },
          });
        await tx
          .delete(workoutProgress)
          .where(and(eq(workoutProgress.studentId, studentId), eq(workoutProgress.date, date)));
      });
    },

    async saveFeedback(studentId: string, date: string, feedback: Feedback): Promise<void> {
      const now = clock.now();
      await db
        .insert(workoutDays)
        .values({ studentId, date, feedback, updatedAt: now })
        .onConflictDoUpdate({
          target: [workoutDays.studentId, workoutDays.date],
          set: { feedback, updatedAt: now },
        });
    },

    /** 'Reiniciar Treino?': the date starts from zero, as if never trained. */
    async reset(studentId: string, date: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .delete(workoutSets)
          .where(and(eq(workoutSets.studentId, studentId), eq(workoutSets.date, date)));
        await tx
          .delete(workoutProgress)
          .where(and(eq(workoutProgress.studentId, studentId), eq(workoutProgress.date, date)));
        await tx
          .delete(workoutDays)
          .where(and(eq(workoutDays.studentId, studentId), eq(workoutDays.date, date)));
        await tx
          .delete(performanceEntries)
          .where(and(eq(performanceEntries.studentId, studentId), eq(performanceEntries.date, date)));
      });
    },

    async day(studentId: string, date: string): Promise<WorkoutDay> {
      const [sets, progress, day, last] = await Promise.all([
        db
          .select({
            id: workoutSets.id,
            date: workoutSets.date,
            workoutId: workoutSets.workoutId,
            blockId: workoutSets.blockId,
            exerciseId: workoutSets.exerciseId,
            setIndex: workoutSets.setIndex,
            weight: workoutSets.weight,
            reps: workoutSets.reps,
            loggedAt: workoutSets.loggedAt,
          })
          .from(workoutSets)
          .where(and(eq(workoutSets.studentId, studentId), eq(workoutSets.date, date)))
          .orderBy(asc(workoutSets.loggedAt), asc(workoutSets.setIndex)),
        db
          .select()
          .from(workoutProgress)
          .where(and(eq(workoutProgress.studentId, studentId), eq(workoutProgress.date, date))),
        db
          .select()
          .from(workoutDays)
          .where(and(eq(workoutDays.studentId, studentId), eq(workoutDays.date, date))),
        db
          .selectDistinctOn([performanceEntries.exerciseId], {
            exerciseId: performanceEntries.exerciseId,
            weight: performanceEntries.weight,
            reps: performanceEntries.reps,
            date: performanceEntries.date,
          })
          .from(performanceEntries)
          .where(and(eq(performanceEntries.studentId, studentId), lt(performanceEntries.date, date)))
          .orderBy(performanceEntries.exerciseId, desc(performanceEntries.date)),
      ]);
      const [position] = progress;
      const [row] = day;
      const lastPerformance: Record<string, LastPerformance> = {};
      for (const { exerciseId, ...entry } of last) lastPerformance[exerciseId] = entry;
      return {
        date,
        progress: position
          ? {
              workoutId: position.workoutId,
              position: {
                blockIndex: position.blockIndex,
                exerciseIndex: position.exerciseIndex,
                setIndex: position.setIndex,
              },
              at: position.at.toISOString(),
            }
          : null,
        sets: sets.map((set) => ({ ...set, loggedAt: set.loggedAt.toISOString() })),
        completed: Boolean(row?.completedAt),
        feedback: parsedFeedback(row?.feedback),
        analysis: row?.analysis ?? null,
        lastPerformance,
      };
    },

    async completedDates(studentId: string, from: string, to: string): Promise<string[]> {
      const rows = await db
        .select({ date: workoutDays.date })
        .from(workoutDays)
        .where(
          and(
            eq(workoutDays.studentId, studentId),
            between(workoutDays.date, from, to),
            isNotNull(workoutDays.completedAt),
          ),
        )
        .orderBy(asc(workoutDays.date));
      return rows.map((row) => row.date);
    },
  };
}

export type TrainingService = ReturnType<typeof createTrainingService>;
