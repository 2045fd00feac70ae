import { and, eq, inArray, sql } from 'drizzle-orm';
import { exercises, students } from '#server/db/schema.ts';
import type { Db } from '#server/db/client.ts';
import { sqlStateOf } from '#server/db/pg-errors.ts';
import { preparedRows } from '#server/db/prepared.ts';
import type { NameGender } from '#shared/contracts/exercises.ts';
import { PlanSchema, type Plan } from '#shared/contracts/plans.ts';
import { addDays } from '#shared/domain/dates/local-date.ts';
import { InsightSchema, INSIGHTS_KEPT, type Insight } from '#shared/contracts/progress.ts';
import type { Lift } from '#shared/domain/progress/records.ts';

function storedPlan(value: unknown): Plan {
  const parsed = PlanSchema.safeParse(value);
  return parsed.success ? parsed.data : [];
}

function storedInsights(value: unknown): Insight[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const parsed = InsightSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * Spec §4 finishing: new insights merged with the kept ones, deduplicated by message (the newer
 * wins), the last 10 kept, newest first.
 */
function mergeInsights(kept: readonly Insight[], fresh: readonly Insight[]): Insight[] {
  const messages = new Set(fresh.map((insight) => insight.message));
  return [...fresh, ...kept.filter((insight) => !messages.has(insight.message))].slice(0, INSIGHTS_KEPT);
}

/** The list's alert follows the latest workout's insights: a warning beats a suggestion; none clears it. */
function alertOf(fresh: readonly Insight[]): 'warning' | 'suggestion' | null {
  if (fresh.some((insight) => insight.type === 'warning')) return 'warning';
  if (fresh.some((insight) => insight.type === 'suggestion')) return 'suggestion';
  return null;
}

/** One exercise of a finished day: its sets in order and its earlier history, newest first. */
export interface SessionExerciseRow {
  exerciseId: string;
  name: string;
  sets: { weight: number; reps: number }[];
  /** Up to the last 5 performance entries before the day, newest first. */
  history: Lift[];
  /** Every earlier entry's record (the heaviest), whatever its age. */
  best: Lift | null;
  /** The name's grammatical gender from the catalogue's traits (null for a row without them). */
  gender: NameGender | null;
  /** The catalogue's muscle groups (primary, then secondary) and contraindications: the pain reading's. */
  muscles: string[];
  contraindications: string[];
}

export interface SessionRow {
  workoutId: string | null;
  completed: boolean;
  feedback: unknown;
  analysis: string | null;
  exercises: SessionExerciseRow[];
}

export interface ActivityRow {
  date: string;
  workoutId: string | null;
  completed: boolean;
  feedback: unknown;
  sets: number;
}

/**
 * The performance review's one statement: the student's exercises kept by the triggers of drizzle/0025
 * as the review's JSON (decision 051), null when none is kept (dropped by a rename in the catalogue, or
 * never computed); the totals kept up to a day (`through`) with the sets after it added; and whether
 * those are to be kept again (none kept, or kept before yesterday). No row when the student is not
 * `personalId`'s. The JSON is put together in JavaScript: the same concatenation in SQL doubled the
 * statement's time (bench, 29 Nov).
 */
export const performanceQuery = (personalId: string, studentId: string, yesterday: string) => sql`
  select r.exercises,
    greatest(t.max_weight, l.max_weight) as "maxWeight",
    coalesce(t.volume, 0) + coalesce(l.volume, 0) as volume,
    t.through is null or t.through < ${yesterday}::date as "keepTotals"
  from students s
  left join performance_review r on r.student_id = s.id
  left join performance_totals t on t.student_id = s.id
  cross join lateral (select max(w.weight) as max_weight, sum((w.weight * w.reps)::numeric) as volume
                      from workout_sets w
                      where w.student_id = s.id and w.date > coalesce(t.through, '-infinity'::date)) l
  where s.id = ${studentId} and s.personal_id = ${personalId}`;

type PerformanceRow = { exercises: string | null; maxWeight: number | null; volume: string; keepTotals: boolean };

/**
 * Progress's own repository (issue 15; decision 025): what a finished day holds for its analysis, a
 * student's recent activity for the trainer, their performance history for the review, read from the
 * training tables by the student's key (so none scans a table); the student's row as progress reads it
 * (the plan a day is measured against, the goal, the kept insights). It writes only what progress
 * makes: a day's `analysis`, and the student's `ai_insights` and `ai_alert`.
 */
export function createProgressRepo(db: Db) {
  const studentColumns = {
    name: students.name,
    goal: students.goal,
    personalId: students.personalId,
    plan: students.workoutPlan,
    planStartedOn: students.planStartedOn,
    lastTrainedOn: students.lastTrainedOn,
    insights: students.aiInsights,
  };
  const shaped = (row: {
    name: string;
    goal: string | null;
    personalId: string;
    plan: unknown;
    planStartedOn: string | null;
    lastTrainedOn: string | null;
    insights: unknown;
  }) => ({ ...row, plan: storedPlan(row.plan), insights: storedInsights(row.insights) });
  const p = (name: string) => sql.placeholder(name);
  const sessionStatement = db
    .select({
      day: sql<{
        workoutId: string | null;
        completed: boolean;
        feedback: unknown;
        analysis: string | null;
      } | null>`(select json_build_object('workoutId', d.workout_id, 'completed', d.completed_at is not null,
          'feedback', d.feedback, 'analysis', d.analysis)
        from workout_days d where d.student_id = ${p('studentId')} and d.date = ${p('date')}::date)`,
      exercises: sql<SessionExerciseRow[] | null>`(select json_agg(json_build_object(
          'exerciseId', x.exercise_id, 'name', coalesce(e.name, x.exercise_id), 'sets', x.sets,
          'gender', e.traits ->> 'gender',
          'muscles', coalesce(e.muscle_primary || e.muscle_secondary, '{}'),
          'contraindications', coalesce(e.contraindications, '{}'),
          'history', coalesce((select json_agg(json_build_object('date', h.date, 'weight', h.weight, 'reps', h.reps)
              order by h.date desc) from (select date, weight, reps from performance_entries h
              where h.student_id = ${p('studentId')} and h.exercise_id = x.exercise_id and h.date < ${p('date')}::date
              order by h.date desc limit 5) h), '[]'::json),
          'best', (select json_build_object('date', b.date, 'weight', b.weight, 'reps', b.reps)
              from performance_entries b
              where b.student_id = ${p('studentId')} and b.exercise_id = x.exercise_id and b.date < ${p('date')}::date
              order by b.weight desc, b.reps desc, b.date limit 1))
          order by x.first_at)
        from (select s.exercise_id, min(s.logged_at) as first_at,
                json_agg(json_build_object('weight', s.weight, 'reps', s.reps) order by s.logged_at, s.set_index) as sets
              from workout_sets s where s.student_id = ${p('studentId')} and s.date = ${p('date')}::date
              group by s.exercise_id) x
        left join exercises e on e.id = x.exercise_id)`,
    })
    .from(sql`(select) as one`)
    .prepare('progress_session');

  return {
    /** The signed-in student's own row. */
    async ownView(id: string) {
      const [row] = await db.select(studentColumns).from(students).where(eq(students.id, id));
      return row ? shaped(row) : null;
    },

    /** A student of this trainer, or null (someone else's student is answered as missing). */
    async trainerView(personalId: string, id: string) {
      const [row] = await db
        .select(studentColumns)
        .from(students)
        .where(and(eq(students.id, id), eq(students.personalId, personalId)));
      return row ? shaped(row) : null;
    },

    /** Merges a workout's insights into the kept ones and sets the list's alert, in one transaction. */
    async recordInsights(id: string, fresh: readonly Insight[]): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ insights: students.aiInsights })
          .from(students)
          .where(eq(students.id, id))
          .for('update');
        if (!row) return;
        await tx
          .update(students)
          .set({
            aiInsights: mergeInsights(storedInsights(row.insights), fresh),
            aiAlert: alertOf(fresh),
            updatedAt: sql`now()`,
          })
          .where(eq(students.id, id));
      });
    },

    /** A day as its analysis reads it: the sets per exercise, each exercise's history before the day. */
    async session(studentId: string, date: string): Promise<SessionRow> {
      const [row] = await sessionStatement.execute({ studentId, date });
      return {
        workoutId: row?.day?.workoutId ?? null,
        completed: row?.day?.completed ?? false,
        feedback: row?.day?.feedback ?? null,
        analysis: row?.day?.analysis ?? null,
        exercises: row?.exercises ?? [],
      };
    },

    /** The catalogue's names of these exercises (those a day skipped), with their names' gender. */
    async exerciseNames(
      ids: readonly string[],
    ): Promise<Map<string, { name: string; gender: NameGender | null }>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: exercises.id, name: exercises.name, traits: exercises.traits })
        .from(exercises)
        .where(inArray(exercises.id, [...ids]));
      return new Map(rows.map((row) => [row.id, { name: row.name, gender: row.traits?.gender ?? null }]));
    },

    /** Stores the analysis unless one is there already (a second request keeps the first); the stored one. */
    async storeAnalysis(studentId: string, date: string, text: string): Promise<string | null> {
      const { rows } = await db.execute<{ analysis: string | null }>(sql`
        update workout_days set analysis = coalesce(analysis, ${text}), updated_at = now()
        where student_id = ${studentId} and date = ${date}::date
        returning analysis`);
      return rows[0]?.analysis ?? null;
    },

    /** Days with anything on them since `from`, newest first. */
    async activity(studentId: string, from: string): Promise<ActivityRow[]> {
      const { rows } = await db.execute<{ days: ActivityRow[] | null }>(sql`
        select
          (select json_agg(json_build_object('date', a.date, 'workoutId', d.workout_id,
              'completed', d.completed_at is not null, 'feedback', d.feedback, 'sets', coalesce(s.n, 0))
              order by a.date desc)
           from (select date from workout_days where student_id = ${studentId} and date >= ${from}::date
                 union select date from workout_sets where student_id = ${studentId} and date >= ${from}::date) a
           left join workout_days d on d.student_id = ${studentId} and d.date = a.date
           left join lateral (select count(*)::int as n from workout_sets s
               where s.student_id = ${studentId} and s.date = a.date) s on true) as days`);
      return rows[0]?.days ?? [];
    },

    /**
     * A week's volume per day and the records it set: an entry strictly better than every earlier entry
     * of the same exercise, heavier or as heavy with more reps (decision 034; a repeat is not one, and a
     * first entry has nothing to beat).
     */
    async week(studentId: string, from: string, to: string) {
      const { rows } = await db.execute<{
        volumes: Record<string, number> | null;
        records: { name: string; gender: NameGender | null; weight: number; reps: number }[] | null;
      }>(sql`
        select
          (select json_object_agg(v.date, v.volume) from (select date, sum(weight * reps) as volume
             from workout_sets where student_id = ${studentId} and date between ${from}::date and ${to}::date
             group by date) v) as volumes,
          (select json_agg(json_build_object('name', coalesce(x.name, e.exercise_id), 'gender', x.traits ->> 'gender',
              'weight', e.weight, 'reps', e.reps)
             order by e.weight desc)
           from performance_entries e left join exercises x on x.id = e.exercise_id
           where e.student_id = ${studentId} and e.date between ${from}::date and ${to}::date and e.weight > 0
             and (e.weight, e.reps) > (select b.weight, b.reps from performance_entries b
               where b.student_id = e.student_id and b.exercise_id = e.exercise_id and b.date < e.date
               order by b.weight desc, b.reps desc limit 1)) as records`);
      return { volumes: rows[0]?.volumes ?? {}, records: rows[0]?.records ?? [] };
    },

    /**
     * 'Revisão de Performance' as JSON (performanceQuery), null when the student is not the trainer's.
     * What is not kept yet (the exercises, the totals up to yesterday) is kept first, by the migration's
     * functions, and read like the rest.
     */
    async performanceText(personalId: string, studentId: string, today: string): Promise<string | null> {
      const yesterday = addDays(today, -1);
      const read = () =>
        preparedRows<PerformanceRow>(db, 'performance-review', performanceQuery(personalId, studentId, yesterday));
      let [row] = await read();
      if (row && (row.exercises === null || row.keepTotals)) {
        try {
          if (row.exercises === null) await db.execute(sql`select performance_review_refresh(${studentId})`);
          if (row.keepTotals) await db.execute(sql`select performance_totals_keep(${studentId}, ${yesterday}::date)`);
        } catch (error) {
          // A student erased meanwhile (the kept rows' foreign key refuses them) is one not found.
          if (sqlStateOf(error) === '23503') return null;
          throw error;
        }
        [row] = await read();
      }
      if (!row || row.exercises === null) return null;
      const maxWeight = JSON.stringify(row.maxWeight ?? 0);
      const volume = JSON.stringify(Number(row.volume));
      return `{"exercises":[${row.exercises}],"maxWeight":${maxWeight},"volumeKg":${volume}}`;
    },
  };
}

export type ProgressRepo = ReturnType<typeof createProgressRepo>;
