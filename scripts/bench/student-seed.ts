import { randomUUID } from 'node:crypto';
import type { Database } from '#server/db/client.ts';
import { accounts } from '#server/db/schema.ts';
import { EXERCISE_CATALOG } from '#server/db/seed/exercise-catalog.ts';
import { hashPassword } from '#server/auth/passwords.ts';
import { PlanSchema, type Plan } from '#shared/contracts/plans.ts';
import type { SetLogBody } from '#shared/contracts/training.ts';
import { addDays } from '#shared/domain/dates/local-date.ts';
import { WEEKDAYS, weekdayOf } from '#shared/domain/plans/weekdays.ts';
import { newExercise } from '#shared/domain/plans/plan-defaults.ts';
import { STUDENT_PASSWORD } from './config.ts';
import { countOf, inTransaction } from './database.ts';

/** The students the bench signs in as: one reads today's workout, one logs sets, one is measured in
 * Chromium, and the soak's crowd. All have an anamnesis, an active plan that trains today, and history. */
export interface BenchStudents {
  reader: BenchStudent;
  writer: BenchStudent;
  /** One per web-vitals run: each run opens the workout, which changes that student's day. */
  browsers: BenchStudent[];
  crowd: BenchStudent[];
  /** What was seeded around them. */
  summary: {
    students: number;
    historyDays: number;
    historySets: number;
    performanceEntries: number;
    completedDays: number;
    readerSetsToday: number;
    setsPerWorkout: number;
    seconds: number;
  };
}

export interface BenchStudent {
  id: string;
  email: string;
  name: string;
}

const HISTORY_DAYS = 182;
/** How many times the browser measures the home (the median is judged). */
export const BROWSER_RUNS = 3;
const READER_SETS_TODAY = 8;

/**
 * A three-day plan whose first day is today's weekday (so the home shows 'Começar a Treinar'):
 * singles, a bi-set, a tri-set, a timed exercise, warm-up and cool-down, 3–4 sets each.
 */
export function benchPlan(today: string): Plan {
  const ids = EXERCISE_CATALOG.map((exercise) => exercise.id);
  let row = 0;
  const exercise = (
    catalogIndex: number,
    sets = '3',
    reps = '12',
    durationType: 'reps' | 'time' = 'reps',
  ) => ({
    ...newExercise(`x${++row}`, ids[catalogIndex % ids.length]!),
    sets,
    reps,
    durationType,
  });
  const block = (id: string, ...exercises: ReturnType<typeof exercise>[]) => ({
    id,
    type: (['single', 'single', 'biset', 'triset'] as const)[Math.min(exercises.length, 3)],
    restAfterBlock: 90,
    exercises,
  });
  const day = (n: number, label: string, muscleGroups: string[], offset: number, base: number) => ({
    id: `w${n}`,
    day: weekdayOf(addDays(today, offset)),
    label,
    muscleGroups,
    warmup: [{ exerciseId: ids[(base + 12) % ids.length]!, duration: '5 min' }],
    cooldown: [{ exerciseId: ids[(base + 13) % ids.length]!, duration: '3 min' }],
    blocks: [
      block(`w${n}b1`, exercise(base, '4', '10')),
      block(`w${n}b2`, exercise(base + 1), exercise(base + 7)),
      block(`w${n}b3`, exercise(base + 19, '3', '8-12')),
      block(`w${n}b4`, exercise(base + 20), exercise(base + 58), exercise(base + 33)),
      block(`w${n}b5`, exercise(base + 40, '3', '30', 'time')),
    ],
  });
  return PlanSchema.parse([
    day(1, 'Treino A', ['Peito', 'Tríceps'], 0, 0),
    day(2, 'Treino B', ['Costas', 'Bíceps'], 2, 60),
    day(3, 'Treino C', ['Pernas', 'Ombros'], 4, 120),
  ]);
}

/**
 * What a phone sends for its `n`-th 'Registrar Série' in the plan's first workout (today's, in
 * `benchPlan`): cycling through the workout's exercises, with loads and reps that vary a little.
 */
export function setLogBodies(plan: Plan, today: string): (n: number) => SetLogBody {
  const workout = plan[0]!;
  const targets = workout.blocks.flatMap((block) =>
    block.exercises.map((instance) => ({ blockId: block.id, exerciseId: instance.exerciseId })),
  );
  return (n) => ({
    date: today,
    workoutId: workout.id,
    ...targets[n % targets.length]!,
    setIndex: n % 4,
    weight: 20 + (n % 8) * 2.5,
    reps: 8 + (n % 5),
    loggedAt: new Date().toISOString(),
  });
}

/** Every set of every workout in the plan, as rows: what a student logs on that weekday. */
function planSets(plan: Plan) {
  return plan.flatMap((workout) =>
    workout.blocks.flatMap((block) =>
      block.exercises.flatMap((instance, e) =>
        Array.from({ length: Number(instance.sets) }, (_, set) => ({
          isodow: WEEKDAYS.indexOf(workout.day) + 1,
          workoutId: workout.id,
          blockId: block.id,
          exerciseId: instance.exerciseId,
          setIndex: set,
          weight: instance.durationType === 'time' ? 0 : 10 + 5 * ((e + set) % 8),
          reps: Number.parseInt(instance.reps, 10),
        })),
      ),
    ),
  );
}

/**
 * Gives `count` seeded students (never the bench trainer's, whose list is measured) a login with a
 * known password (one argon2id hash for all), an anamnesis, an active plan that trains today and
 * 26 weeks of history (sets, performance entries, completed days, all in SQL); the reader also has
 * some sets logged today and a saved position.
 */
export async function seedBenchStudents(
  database: Database,
  options: { count: number; trainerId: string; today: string },
): Promise<BenchStudents> {
  const started = performance.now();
  const { db, pool } = database;
  const plan = benchPlan(options.today);
  const rows = planSets(plan);
  const passwordHash = await hashPassword(STUDENT_PASSWORD);

  const picked = await pool.query<{ id: string; email: string; name: string }>(
    `select s.id, u.email, s.name from students s join users u on u.id = s.id
     where s.personal_id <> $1 order by s.id limit $2`,
    [options.trainerId, options.count],
  );
  if (picked.rows.length < options.count) {
    throw new Error(
      `only ${picked.rows.length} students to sign in as; ${options.count} needed (raise --students)`,
    );
  }
  const ids = picked.rows.map((row) => row.id);
  await pool.query(
    `update students set plan_status = 'active', plan_expiry_date = $2::date + 60, workout_plan = $3::jsonb,
       anamnesis = $4::jsonb, goal = 'Hipertrofia (ganho de massa)'
     where id = any($1)`,
    [ids, options.today, JSON.stringify(plan), JSON.stringify({ sex: 'Feminino', age: 29 })],
  );
  const now = new Date();
  await db.insert(accounts).values(
    ids.map((id) => ({
      id: randomUUID(),
      accountId: id,
      providerId: 'credential',
      userId: id,
      password: passwordHash,
      createdAt: now,
      updatedAt: now,
    })),
  );

  await inTransaction(pool, async (client) => {
    await client.query(
      `create temporary table bench_plan_sets on commit drop as
       select * from jsonb_to_recordset($1::jsonb) as r(
         isodow int, "workoutId" text, "blockId" text, "exerciseId" text, "setIndex" int, weight float8, reps int)`,
      [JSON.stringify(rows)],
    );
    // Every plan day of the last 26 weeks was trained: ~2 minutes a set from 18:00, loads drifting a little.
    await client.query(
      `insert into workout_sets (id, student_id, date, workout_id, block_id, exercise_id, set_index, weight, reps, logged_at, received_at)
       select gen_random_uuid(), s.id, d.date, p."workoutId", p."blockId", p."exerciseId", p."setIndex",
              p.weight + (abs(hashtext(s.id || d.date::text || p."exerciseId")) % 3) * 2.5, p.reps,
              d.date + time '21:00' + (row_number() over (partition by s.id, d.date order by p."blockId", p."setIndex", p."exerciseId")) * interval '2 minutes',
              d.date + time '21:30'
       from unnest($1::text[]) s(id)
       cross join generate_series(1, $3::int) back
       cross join lateral (select $2::date - back as date) d
       join bench_plan_sets p on p.isodow = extract(isodow from d.date)`,
      [ids, options.today, HISTORY_DAYS],
    );
    // What finishing each of those days recorded (product §4): the day's last set per exercise, and completion.
    await client.query(
      `insert into performance_entries (student_id, exercise_id, date, weight, reps)
       select distinct on (student_id, exercise_id, date) student_id, exercise_id, date, weight, reps
       from workout_sets where student_id = any($1)
       order by student_id, exercise_id, date, logged_at desc, set_index desc`,
      [ids],
    );
    await client.query(
      `insert into workout_days (student_id, date, workout_id, completed_at, updated_at)
       select student_id, date, min(workout_id), max(logged_at), max(logged_at)
       from workout_sets where student_id = any($1) group by student_id, date`,
      [ids],
    );
    // The reader is mid-workout today: the first sets of today's workout, and where they stopped.
    const [reader] = ids;
    for (const [n, set] of setsOn(rows, options.today).slice(0, READER_SETS_TODAY).entries()) {
      await client.query(
        `insert into workout_sets (id, student_id, date, workout_id, block_id, exercise_id, set_index, weight, reps, logged_at)
         values (gen_random_uuid(), $1, $2, $3, $4, $5, $6, $7, $8, now() - make_interval(mins => $9::int))`,
        [
          reader,
          options.today,
          set.workoutId,
          set.blockId,
          set.exerciseId,
          set.setIndex,
          set.weight,
          set.reps,
          30 - 2 * n,
        ],
      );
    }
    await client.query(
      `insert into workout_progress (student_id, date, workout_id, block_index, exercise_index, set_index, at)
       values ($1, $2, 'w1', 2, 0, 0, now())`,
      [reader, options.today],
    );
  });
  await pool.query(
    'vacuum (analyze) students, accounts, workout_sets, performance_entries, performance_latest, ' +
      'performance_review, performance_totals, workout_days',
  );

  const count = (sql: string) => countOf(pool, sql, [ids]);
  const students = picked.rows;
  return {
    reader: students[0]!,
    writer: students[1]!,
    browsers: students.slice(2, 2 + BROWSER_RUNS),
    crowd: students.slice(2 + BROWSER_RUNS),
    summary: {
      students: students.length,
      historyDays: HISTORY_DAYS,
      historySets: await count('select count(*) as n from workout_sets where student_id = any($1)'),
      performanceEntries: await count(
        'select count(*) as n from performance_entries where student_id = any($1)',
      ),
      completedDays: await count('select count(*) as n from workout_days where student_id = any($1)'),
      readerSetsToday: Math.min(READER_SETS_TODAY, setsOn(rows, options.today).length),
      setsPerWorkout: setsOn(rows, options.today).length,
      seconds: (performance.now() - started) / 1000,
    },
  };
}

/** The sets of the workout planned for `date`'s weekday. */
function setsOn(rows: ReturnType<typeof planSets>, date: string) {
  return rows.filter((row) => row.isodow === WEEKDAYS.indexOf(weekdayOf(date)) + 1);
}
