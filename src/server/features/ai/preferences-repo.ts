import { and, desc, eq, inArray, isNull, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '#server/db/client.ts';
import { exercises, learnedPreferences, students } from '#server/db/schema.ts';
import type { LearnedPreference } from '#shared/contracts/ai.ts';

/** A preference as the coach uses it: what to avoid, what was chosen instead, why, for whom. */
export interface CoachingPreference {
  exerciseId: string;
  chosenExerciseId: string | null;
  reason: string;
  studentId: string | null;
}

const chosen = alias(exercises, 'chosen');

/**
 * What the coach avoids for one student of a trainer (the student's and the trainer's own), newest
 * first, as one JSON column of another statement: the student's coach view reads the student and this
 * in one round trip (docs/bench.md, `ai-plan`). `studentId` names the outer statement's column with its
 * table (a bare column would be read as the subquery's own).
 */
export function learnedPreferencesOf(
  personalId: SQL | Placeholder,
  studentId: SQL,
): SQL<CoachingPreference[]> {
  return sql<CoachingPreference[]>`(select coalesce(json_agg(json_build_object(
      'exerciseId', lp.exercise_id, 'chosenExerciseId', lp.chosen_exercise_id,
      'reason', lp.reason, 'studentId', lp.student_id) order by lp.created_at desc, lp.id desc), '[]'::json)
    from ${learnedPreferences} lp
    where lp.personal_id = ${personalId} and (lp.student_id is null or lp.student_id = ${studentId}))`;
}

/** The `learned_preferences` table (migration 0013): a trainer's rows only, whoever asks. */
export function createPreferencesRepo(db: Db) {
  const listed = () =>
    db
      .select({
        id: learnedPreferences.id,
        exerciseId: learnedPreferences.exerciseId,
        exerciseName: exercises.name,
        chosenExerciseId: learnedPreferences.chosenExerciseId,
        chosenName: chosen.name,
        reason: learnedPreferences.reason,
        studentId: learnedPreferences.studentId,
        studentName: students.name,
        createdAt: learnedPreferences.createdAt,
      })
      .from(learnedPreferences)
      .innerJoin(exercises, eq(exercises.id, learnedPreferences.exerciseId))
      .leftJoin(chosen, eq(chosen.id, learnedPreferences.chosenExerciseId))
      .leftJoin(students, eq(students.id, learnedPreferences.studentId));
  const shown = (row: Awaited<ReturnType<typeof listed>>[number]): LearnedPreference => ({
    ...row,
    scope: row.studentId ? 'student' : 'trainer',
    createdAt: row.createdAt.toISOString(),
  });

  function preferencesFor(personalId: string, studentIds: readonly string[]): Promise<CoachingPreference[]> {
    return db
      .select({
        exerciseId: learnedPreferences.exerciseId,
        chosenExerciseId: learnedPreferences.chosenExerciseId,
        reason: learnedPreferences.reason,
        studentId: learnedPreferences.studentId,
      })
      .from(learnedPreferences)
      .where(
        and(
          eq(learnedPreferences.personalId, personalId),
          or(isNull(learnedPreferences.studentId), inArray(learnedPreferences.studentId, [...studentIds])),
        ),
      )
      .orderBy(desc(learnedPreferences.createdAt), desc(learnedPreferences.id));
  }

  return {
    /**
     * Keeps one preference and drops the trainer's oldest beyond `cap`, in one transaction. Its time is
     * the database's (each transaction's own), so corrections a moment apart keep their order.
     */
    async add(
      row: {
        id: string;
        personalId: string;
        studentId: string | null;
        exerciseId: string;
        chosenExerciseId: string | null;
        reason: string;
      },
      cap: number,
    ): Promise<LearnedPreference | null> {
      await db.transaction(async (tx) => {
        await tx.insert(learnedPreferences).values(row);
        await tx.execute(sql`
          delete from learned_preferences where personal_id = ${row.personalId} and id not in (
            select id from learned_preferences where personal_id = ${row.personalId}
            order by created_at desc, id desc limit ${cap})`);
      });
      const [kept] = await listed().where(eq(learnedPreferences.id, row.id));
      return kept ? shown(kept) : null;
    },

    /** The trainer's preferences, newest first, with the names of the exercises and students. */
    async list(personalId: string): Promise<LearnedPreference[]> {
      const rows = await listed()
        .where(eq(learnedPreferences.personalId, personalId))
        .orderBy(desc(learnedPreferences.createdAt), desc(learnedPreferences.id));
      return rows.map(shown);
    },

    /**
     * What the coach avoids for several students of the trainer in one statement (a model applied to a
     * class): a student's rows are those with no student or with theirs, newest first. One student's
     * come with the student's coach view (learnedPreferencesOf).
     */
    forStudents: preferencesFor,

    /** Deletes one of the trainer's preferences; false when it is not theirs or not there. */
    async remove(personalId: string, id: string): Promise<boolean> {
      const removed = await db
        .delete(learnedPreferences)
        .where(and(eq(learnedPreferences.id, id), eq(learnedPreferences.personalId, personalId)))
        .returning({ id: learnedPreferences.id });
      return removed.length > 0;
    },
  };
}

export type PreferencesRepo = ReturnType<typeof createPreferencesRepo>;
