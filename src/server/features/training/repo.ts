import { and, asc, between, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import {
  exercises,
  performanceEntries,
  workoutDays,
  workoutProgress,
  workoutSets,
} from '#server/db/schema.ts';
import {
  storedFeedback,
  type Feedback,
  type ProgressBody,
  type WorkoutDay,
} from '#shared/contracts/training.ts';

type DayState = { completed: boolean; feedback: unknown; analysis: string | null } | null;

/** One set as the phone logged it, for the student it belongs to. */
export type SetRow = {
  id: string;
  studentId: string;
  date: string;
  workoutId: string;
  blockId: string;
  exerciseId: string;
  setIndex: number;
  weight: number;
  reps: number;
  loggedAt: string;
};

/**
 * The training tables' one owner: `workout_sets`, `workout_progress`, `workout_days` and
 * `performance_entries` (with its `performance_latest` summary) are read and written here and
 * nowhere else, by the student's screens today and by whatever reads a student's training next.
 * Every function takes the student's id; none decides whose id that is (the service does).
 */
export function createTrainingRepo(db: Db) {
  const p = (name: string) => sql.placeholder(name);
  /**
   * The set and the catalogue check in one prepared statement, one round trip: the row is selected
   * from the exercise it names, so an exercise outside the catalogue inserts nothing. (A set names an
   * exercise of the catalogue, as a plan does; the trainer may have changed the plan since the phone
   * loaded it, so the plan itself is not the test.) Columns in the table's order.
   * The student's training lock is taken shared before the row is written (decision 049): every writer
   * takes it before the rows it touches, so a set racing a 'Finalizar' and an erasure cannot deadlock.
   */
  const insertSet = db
    .insert(workoutSets)
    .select(
      sql`select ${p('id')}::uuid, ${p('studentId')}::text, ${p('date')}::date, ${p('workoutId')}::text,
        ${p('blockId')}::text, ${exercises.id}, ${p('setIndex')}::integer, ${p('weight')}::double precision,
        ${p('reps')}::integer, ${p('loggedAt')}::timestamptz, now()
        from ${exercises},
          lateral (select pg_advisory_xact_lock_shared(hashtextextended('training:' || ${p('studentId')}::text, 0))) as training_lock
        where ${exercises.id} = ${p('exerciseId')}`,
    )
    .onConflictDoNothing({ target: workoutSets.id })
    .returning({ id: workoutSets.id })
    .prepare('me_log_set');

  const iso = (column: string) =>
    sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
  const student = p('studentId');
  // The date reaches the plan only when it runs (a sub-select), so PostgreSQL plans the statement once
  // and keeps that plan. As a plain parameter, today's date lies past the column's statistics: every
  // call then looks cheaper planned afresh, and the planning cost more than the query (docs/bench.md).
  const date = sql`(select ${p('date')}::date)`;
  const dayStatement = db
    .select({
      sets: sql<WorkoutDay['sets']>`(select coalesce(json_agg(json_build_object(
          'id', s.id, 'date', s.date, 'workoutId', s.workout_id, 'blockId', s.block_id,
          'exerciseId', s.exercise_id, 'setIndex', s.set_index, 'weight', s.weight, 'reps', s.reps,
          'loggedAt', ${iso('s.logged_at')}) order by s.logged_at, s.set_index), '[]'::json)
        from workout_sets s where s.student_id = ${student} and s.date = ${date})`,
      progress: sql<WorkoutDay['progress']>`(select json_build_object('workoutId', p.workout_id,
          'position', json_build_object(
            'blockIndex', p.block_index, 'exerciseIndex', p.exercise_index, 'setIndex', p.set_index),
          'at', ${iso('p.at')})
        from workout_progress p where p.student_id = ${student} and p.date = ${date})`,
      day: sql<DayState>`(select json_build_object('completed', d.completed_at is not null,
          'feedback', d.feedback, 'analysis', d.analysis)
        from workout_days d where d.student_id = ${student} and d.date = ${date})`,
      // Per exercise, its newest entry before the date. performance_latest holds each exercise's newest
      // entry (~24 rows); only one dated on or after the date (a past day opened again, or today once
      // finished) is looked up in the history, by its key.
      last: sql<WorkoutDay['lastPerformance']>`(select coalesce(json_object_agg(x.exercise_id,
          json_build_object('weight', x.weight, 'reps', x.reps, 'date', x.date)), '{}'::json)
        from (select l.exercise_id, l.weight, l.reps, l.date from performance_latest l
              where l.student_id = ${student} and l.date < ${date}
            union all
            select l.exercise_id, e.weight, e.reps, e.date from performance_latest l
            cross join lateral (select e.weight, e.reps, e.date from performance_entries e
                where e.student_id = l.student_id and e.exercise_id = l.exercise_id and e.date < ${date}
                order by e.date desc limit 1) e
            where l.student_id = ${student} and l.date >= ${date}) x)`,
    })
    .from(sql`(select) as one`)
    .prepare('me_workout_day');

  return {
    /** Everything the student logged, oldest first (their data export, LGPD Art. 18). */
    async everythingOf(studentId: string) {
      const [sets, days, performance] = await Promise.all([
        db
          .select({
            date: workoutSets.date,
            exerciseId: workoutSets.exerciseId,
            setIndex: workoutSets.setIndex,
            weight: workoutSets.weight,
            reps: workoutSets.reps,
            loggedAt: workoutSets.loggedAt,
          })
          .from(workoutSets)
          .where(eq(workoutSets.studentId, studentId))
          .orderBy(asc(workoutSets.date), asc(workoutSets.loggedAt)),
        db
          .select({
            date: workoutDays.date,
            completedAt: workoutDays.completedAt,
            feedback: workoutDays.feedback,
            analysis: workoutDays.analysis,
          })
          .from(workoutDays)
          .where(eq(workoutDays.studentId, studentId))
          .orderBy(asc(workoutDays.date)),
        db
          .select({
            date: performanceEntries.date,
            exerciseId: performanceEntries.exerciseId,
            weight: performanceEntries.weight,
            reps: performanceEntries.reps,
          })
          .from(performanceEntries)
          .where(eq(performanceEntries.studentId, studentId))
          .orderBy(asc(performanceEntries.date)),
      ]);
      return { sets, days, performance };
    },

    /** Stores the set unless its id is taken or its exercise is not in the catalogue; true when stored. */
    async insertSet(set: SetRow): Promise<boolean> {
      return (await insertSet.execute(set)).length > 0;
    },

    /** Why a set was not stored: whether its exercise exists, and whose set already has its id. */
    async setRefusal(id: string, exerciseId: string): Promise<{ known: boolean; owner: string | null }> {
      const {
        rows: [why],
      } = await db.execute<{ known: boolean; owner: string | null }>(sql`
        select exists (select 1 from ${exercises} where ${exercises.id} = ${exerciseId}) as known,
          (select ${workoutSets.studentId} from ${workoutSets} where ${workoutSets.id} = ${id}) as owner`);
      return why ?? { known: false, owner: null };
    },

    /** Keeps the newest position by the phone's clock, so a late retry never moves the student back. */
    async upsertProgress(studentId: string, date: string, body: ProgressBody): Promise<void> {
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
     * Per exercise, the day's best set (the heaviest, more reps breaking a tie; for a timed exercise the
     * longest) becomes the performance entry of that date (product §4 finishing; issue 23 item 15: a review
     * that showed 42,5 × 8, the day's last set, where 42,5 × 10 was logged); an entry already there for
     * the date is replaced.
     */
    async recordPerformance(tx: Tx, studentId: string, date: string): Promise<void> {
      await tx.execute(sql`
        insert into performance_entries (student_id, exercise_id, date, weight, reps)
        select distinct on (exercise_id) student_id, exercise_id, date, weight, reps
        from workout_sets
        where student_id = ${studentId} and date = ${date} and (weight > 0 or reps > 0)
        order by exercise_id, weight desc, reps desc, logged_at desc, set_index desc
        on conflict (student_id, exercise_id, date)
        do update set weight = excluded.weight, reps = excluded.reps`);
    },

    /** Marks the date completed (the first completion's time stays) with the workout done. */
    async markCompleted(
      tx: Tx,
      studentId: string,
      date: string,
      workoutId: string,
      now: Date,
    ): Promise<void> {
      await tx
        .insert(workoutDays)
        .values({ studentId, date, workoutId, completedAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: [workoutDays.studentId, workoutDays.date],
          set: {
            workoutId,
            completedAt: sql`coalesce(${workoutDays.completedAt}, excluded.completed_at)`,
            updatedAt: now,
          },
        });
    },

    async deleteProgress(tx: Tx, studentId: string, date: string): Promise<void> {
      await tx
        .delete(workoutProgress)
        .where(and(eq(workoutProgress.studentId, studentId), eq(workoutProgress.date, date)));
    },

    async upsertFeedback(
      tx: Tx,
      studentId: string,
      date: string,
      feedback: Feedback,
      now: Date,
    ): Promise<void> {
      await tx
        .insert(workoutDays)
        .values({ studentId, date, feedback, updatedAt: now })
        .onConflictDoUpdate({
          target: [workoutDays.studentId, workoutDays.date],
          set: { feedback, updatedAt: now },
        });
    },

    /**
     * Takes the student's training lock until the caller's transaction ends. Finishing, resetting and
     * the feedback touch the same rows (the day, its performance entries, the latest summary, the
     * student's last training date) in different orders: one at a time per student, none deadlocks.
     */
    async lockStudentTraining(tx: Tx, studentId: string): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`training:${studentId}`}, 0))`);
    },

    /** Every row of the date, in the caller's transaction ('Reiniciar Treino?'). */
    async deleteDay(tx: Tx, studentId: string, date: string): Promise<void> {
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
    },

    /**
     * One round trip for the whole day: the phone opens this on every visit to the home, so it is one
     * prepared statement whose parts each read an index (sets by student and date, the day and progress
     * by their keys, the last performance per exercise as below).
     */
    async day(studentId: string, date: string): Promise<WorkoutDay> {
      const [row] = await dayStatement.execute({ studentId, date });
      return {
        date,
        progress: row!.progress,
        sets: row!.sets,
        completed: row!.day?.completed ?? false,
        feedback: storedFeedback(row!.day?.feedback),
        analysis: row!.day?.analysis ?? null,
        lastPerformance: row!.last,
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

export type TrainingRepo = ReturnType<typeof createTrainingRepo>;
