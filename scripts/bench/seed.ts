import { randomUUID } from 'node:crypto';
import type { Database } from '#server/db/client.ts';
import { personals } from '#server/db/schema.ts';
import { EXERCISE_CATALOG } from '#server/db/seed/exercise-catalog.ts';
import { insertCredentialUser } from '#server/auth/credential-user.ts';
import { hashPassword } from '#server/auth/passwords.ts';
import { PlanSchema, type Plan } from '#shared/contracts/plans.ts';
import { foldForSearch } from '#shared/domain/text/fold-for-search.ts';
import { newBlock, newExercise, newWorkout } from '#shared/domain/plans/plan-defaults.ts';
import { BENCH_LOGIN } from './config.ts';
import { countOf, inTransaction } from './database.ts';
import { FIRST_NAMES, LAST_NAMES, SEARCH_TERMS } from './names.ts';

export interface SeedSummary {
  trainers: number;
  students: number;
  /** The trainer the bench signs in as. */
  trainerId: string;
  trainerStudents: number;
  /** How many of that trainer's students each search term finds (min and max over the terms). */
  searchMatches: { min: number; max: number; byTerm: Record<string, number> };
  seconds: number;
}

/** A small but valid two-day plan (one bi-set), the kind most students carry. */
function samplePlan(): Plan {
  const ids = EXERCISE_CATALOG.map((exercise) => exercise.id);
  const exercise = (id: string, catalogIndex: number) => newExercise(id, ids[catalogIndex % ids.length]!);
  const block = (id: string, ...exercises: ReturnType<typeof newExercise>[]) => ({
    ...newBlock(id, ''),
    type: exercises.length > 1 ? ('biset' as const) : ('single' as const),
    exercises,
  });
  const dayA = {
    ...newWorkout('w1', 'Segunda-feira'),
    label: 'Treino A',
    muscleGroups: ['Peito', 'Tríceps'],
    blocks: [block('b1', exercise('e1', 0)), block('b2', exercise('e2', 1), exercise('e3', 7))],
  };
  const dayB = {
    ...newWorkout('w2', 'Quarta-feira'),
    label: 'Treino B',
    muscleGroups: ['Costas', 'Bíceps'],
    warmup: [{ exerciseId: ids[12]!, duration: '5 min' }],
    blocks: [
      block('b3', exercise('e4', 19)),
      block('b4', exercise('e5', 20)),
      block('b5', exercise('e6', 58)),
    ],
  };
  return PlanSchema.parse([dayA, dayB]);
}

/**
 * `trainers` × `perTrainer` students with Brazilian names, a realistic mix of plan states, expiry
 * dates (some past, some within the 7-day warning), AI alerts and plans; one trainer gets a real
 * login. Everything is generated in SQL (generate_series), then VACUUM ANALYZE gives the planner
 * the statistics a live database would have.
 */
export async function seedStudents(
  database: Database,
  options: { trainers: number; perTrainer: number; today: string },
): Promise<SeedSummary> {
  const started = performance.now();
  const { db, pool } = database;
  const trainerId = randomUUID();
  const passwordHash = await hashPassword(BENCH_LOGIN.password);
  await db.transaction(async (tx) => {
    await insertCredentialUser(tx, {
      id: trainerId,
      name: BENCH_LOGIN.name,
      email: BENCH_LOGIN.email,
      role: 'personal',
      passwordHash,
      now: new Date(),
    });
    await tx.insert(personals).values({ id: trainerId });
  });

  await inTransaction(pool, async (client) => {
    // The other trainers: no login, they only own students.
    await client.query(
      `insert into users (id, name, email, role)
         select md5('bench-trainer-' || t)::uuid::text, 'Personal ' || t, 'personal' || t || '@bench.rumofit.test', 'personal'
         from generate_series(2, $1::int) t`,
      [options.trainers],
    );
    await client.query(
      `insert into personals (id) select md5('bench-trainer-' || t)::uuid::text from generate_series(2, $1::int) t`,
      [options.trainers],
    );
    // One row per student with its dice rolls; trainer 1 is the one the bench signs in as. Rows are
    // numbered k = (s - 1) * trainers + t and inserted in that order, like a live database where every
    // trainer adds students over time: one trainer's 250 rows are spread over ~250 heap pages.
    await client.query(
      `create temporary table bench_students on commit drop as
       select k,
              md5('bench-student-' || k)::uuid::text as id,
              case when t = 1 then $1 else md5('bench-trainer-' || t)::uuid::text end as personal_id,
              f.names[1 + abs(hashint4(k)::bigint) % cardinality(f.names)] || ' ' ||
                l.names[1 + abs(hashint4(k + 7000000)::bigint) % cardinality(l.names)] || ' ' ||
                l.names[1 + abs(hashint4(k + 14000000)::bigint) % cardinality(l.names)] as name,
              abs(hashint4(k + 21000000)::bigint) % 100 as status_roll,
              abs(hashint4(k + 28000000)::bigint) % 100 as alert_roll,
              abs(hashint4(k + 35000000)::bigint) % 280 as expiry_roll
       from generate_series(1, $2::int) t
       cross join generate_series(1, $3::int) s
       cross join lateral (select (s - 1) * $2::int + t as k) key
       cross join (select $4::text[] as names) f
       cross join (select $5::text[] as names) l`,
      [trainerId, options.trainers, options.perTrainer, FIRST_NAMES, LAST_NAMES],
    );
    await client.query(
      `insert into users (id, name, email, role)
       select id, name, 'aluno' || k || '@bench.rumofit.test', 'student' from bench_students order by k`,
    );
    // status: 8% pending_creation, 10% pending_review, 12% inactive, 70% active.
    // expiry (active/inactive): today - 40 … today + 239 days; 1 active student in 7 has none.
    // plan: none while pending, 85% of the others have one. AI alert: 5% warning, 10% suggestion.
    // Nobody listens yet: the per-row NOTIFY trigger would only slow the insert down.
    await client.query('alter table students disable trigger students_notify');
    await client.query(
      `insert into students (id, personal_id, name, plan_status, plan_expiry_date, workout_plan, ai_alert, goal)
       select id, personal_id, name,
              case when status_roll < 8 then 'pending_creation'
                   when status_roll < 18 then 'pending_review'
                   when status_roll < 30 then 'inactive'
                   else 'active' end,
              case when status_roll < 18 or status_roll >= 90 then null
                   else $1::date + (expiry_roll::int - 40) end,
              case when status_roll >= 18 and alert_roll < 85 then $2::jsonb end,
              case when alert_roll % 20 = 0 then 'warning' when alert_roll % 10 = 5 then 'suggestion' end,
              case when status_roll >= 8 then 'Hipertrofia' end
       from bench_students order by k`,
      [options.today, JSON.stringify(samplePlan())],
    );
    await client.query('alter table students enable trigger students_notify');
  });
  await pool.query('vacuum (analyze) users, accounts, personals, students');

  const count = (sql: string, params: unknown[]) => countOf(pool, sql, params);
  const byTerm: Record<string, number> = {};
  for (const term of SEARCH_TERMS) {
    byTerm[term] = await count(
      `select count(*) as n from students where personal_id = $1 and name_search like '%' || $2 || '%'`,
      [trainerId, foldForSearch(term)],
    );
  }
  const matches = Object.values(byTerm);
  return {
    trainers: options.trainers,
    students: await count('select count(*) as n from students', []),
    trainerId,
    trainerStudents: await count('select count(*) as n from students where personal_id = $1', [trainerId]),
    searchMatches: { min: Math.min(...matches), max: Math.max(...matches), byTerm },
    seconds: (performance.now() - started) / 1000,
  };
}
