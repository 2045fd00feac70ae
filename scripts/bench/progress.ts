import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '#server/db/client.ts';
import { hashPassword } from '#server/auth/passwords.ts';
import { cardPageQuery } from '#server/features/progress/radar-repo.ts';
import { performanceQuery } from '#server/features/progress/repo.ts';
import { RADAR_CARDS } from '#shared/contracts/progress.ts';
import { WEEKDAYS } from '#shared/domain/plans/weekdays.ts';
import type { Check } from './checks.ts';
import { STUDENT_PASSWORD } from './config.ts';
import { countOf, inTransaction } from './database.ts';
import type { Scenario } from './measure.ts';

/**
 * Issue 15: the radar at least 0.3× pk-select with p99 at most 4×; the performance review at least 0.5×.
 * Issue 26 §2: both computed cold (no kept answer) at least 0.3×; their p99 is reported, not judged.
 */
export const PROGRESS_TARGETS = {
  radar: { minThroughputRatio: 0.3, maxP99Ratio: 4 },
  review: { minThroughputRatio: 0.5, maxP99Ratio: 4 },
  radarCold: { minThroughputRatio: 0.3, maxP99Ratio: Number.POSITIVE_INFINITY },
  reviewCold: { minThroughputRatio: 0.3, maxP99Ratio: Number.POSITIVE_INFINITY },
} as const;

const HISTORY_DAYS = 182;

/**
 * 26 weeks of history for the bench trainer's students who have a plan (the radar reads all of them):
 * every plan day trained by most, stopped 10 days ago for about one in seven, every other session for
 * another; feedback on one day in five (pain or 'Extremamente difícil' now and then); the AI insights
 * behind the seed's alerts. All in SQL from each student's own plan.
 */
export async function seedTrainerHistory(
  database: Database,
  options: { trainerId: string; today: string },
): Promise<{ students: number; sets: number; days: number; seconds: number }> {
  const started = performance.now();
  const { pool } = database;
  await inTransaction(pool, async (client) => {
    await client.query('alter table students disable trigger students_notify');
    // Row by row, the trigger would also keep last_trained_on: set once below instead.
    await client.query('alter table workout_days disable trigger workout_days_notify');
    await client.query(
      `update students set plan_started_on = $2::date - 200 where personal_id = $1 and workout_plan is not null`,
      [options.trainerId, options.today],
    );
    await client.query(
      `insert into workout_sets (id, student_id, date, workout_id, block_id, exercise_id, set_index, weight, reps, logged_at, received_at)
       select gen_random_uuid(), s.id, d.date, w->>'id', b->>'id', e->>'exerciseId', k - 1,
              10 + 2.5 * (abs(hashtext(s.id || (e->>'exerciseId'))) % 16) + 2.5 * ((${HISTORY_DAYS} - back) / 30),
              8 + (abs(hashtext(s.id || d.date::text || (e->>'exerciseId'))) % 5),
              d.date + time '21:00' + k * interval '2 minutes', d.date + time '21:30'
       from students s
       cross join lateral jsonb_array_elements(s.workout_plan) w
       cross join generate_series(1, ${HISTORY_DAYS}) back
       cross join lateral (select $2::date - back as date) d
       cross join lateral jsonb_array_elements(w->'blocks') b
       cross join lateral jsonb_array_elements(b->'exercises') e
       cross join generate_series(1, (e->>'sets')::int) k
       where s.personal_id = $1 and s.workout_plan is not null
         and extract(isodow from d.date) = array_position($3::text[], w->>'day')
         and case when abs(hashtext(s.id)) % 7 = 0 then back > 10
                  when abs(hashtext(s.id)) % 7 = 1 then abs(hashtext(s.id || d.date::text)) % 2 = 0
                  else true end`,
      [options.trainerId, options.today, WEEKDAYS],
    );
    await client.query(
      `insert into performance_entries (student_id, exercise_id, date, weight, reps)
       select distinct on (x.student_id, x.exercise_id, x.date) x.student_id, x.exercise_id, x.date, x.weight, x.reps
       from workout_sets x join students s on s.id = x.student_id
       where s.personal_id = $1
       order by x.student_id, x.exercise_id, x.date, x.logged_at desc, x.set_index desc`,
      [options.trainerId],
    );
    await client.query(
      `insert into workout_days (student_id, date, workout_id, completed_at, updated_at, feedback)
       select x.student_id, x.date, min(x.workout_id), max(x.logged_at), max(x.logged_at),
              case when abs(hashtext(x.student_id || x.date::text)) % 5 = 0 then json_build_object(
                'difficulty', (array['Fácil demais','Ideal','Ideal','Difícil demais','Extremamente difícil'])[1 + abs(hashtext(x.student_id || x.date::text || 'd')) % 5],
                'energyLevel', 'Médio', 'sleepQuality', 'Ok',
                'overallRPE', 5 + abs(hashtext(x.student_id || x.date::text || 'r')) % 6,
                'painPoints', case when abs(hashtext(x.student_id || x.date::text || 'p')) % 6 = 0 then 'Leve incômodo no joelho direito' else '' end,
                'enjoyment', 'Gostei da maioria', 'comments', '')::jsonb end
       from workout_sets x join students s on s.id = x.student_id
       where s.personal_id = $1 group by x.student_id, x.date`,
      [options.trainerId],
    );
    await client.query(
      `update students set ai_insights = jsonb_build_array(jsonb_build_object('type', ai_alert,
          'message', case ai_alert when 'warning' then 'RPE 10 no Treino A: reduzir cerca de 10% a carga.'
                     else 'Subir a carga: todas as séries chegaram ao topo da faixa.' end,
          'relatedExerciseId', 'supino-reto-barra', 'date', ($2::date - abs(hashtext(id)) % 14)::text))
       where personal_id = $1 and ai_alert is not null`,
      [options.trainerId, options.today],
    );
    await client.query(
      `update students s set last_trained_on = latest.date
       from (select d.student_id, max(d.date) as date from workout_days d join students t on t.id = d.student_id
             where t.personal_id = $1 and d.completed_at is not null group by d.student_id) latest
       where s.id = latest.student_id`,
      [options.trainerId],
    );
    await client.query('alter table workout_days enable trigger workout_days_notify');
    await client.query('alter table students enable trigger students_notify');
  });
  await pool.query(
    'vacuum (analyze) students, workout_sets, performance_entries, performance_latest, performance_review, ' +
      'performance_totals, workout_days',
  );
  const count = (sql: string) => countOf(pool, sql, [options.trainerId]);
  return {
    students: await count(
      'select count(distinct student_id) as n from workout_days d join students s on s.id = d.student_id where s.personal_id = $1',
    ),
    sets: await count(
      'select count(*) as n from workout_sets x join students s on s.id = x.student_id where s.personal_id = $1',
    ),
    days: await count(
      'select count(*) as n from workout_days d join students s on s.id = d.student_id where s.personal_id = $1',
    ),
    seconds: (performance.now() - started) / 1000,
  };
}

/** A seeded trainer gets a login with the bench's known password; their email. */
async function trainerLogin(database: Database, trainer: { id: string; email: string }): Promise<string> {
  await database.pool.query(
    `insert into accounts (id, account_id, provider_id, user_id, password, created_at, updated_at)
     values (gen_random_uuid()::text, $1, 'credential', $1, $2, now(), now())`,
    [trainer.id, await hashPassword(STUDENT_PASSWORD)],
  );
  return trainer.email;
}

/** The reader's trainer gets a login (the performance review is theirs to open); their email. */
export async function readerTrainerLogin(database: Database, readerId: string): Promise<string> {
  const { rows } = await database.pool.query<{ id: string; email: string }>(
    `select u.id, u.email from students s join users u on u.id = s.personal_id where s.id = $1`,
    [readerId],
  );
  return trainerLogin(database, rows[0]!);
}

/**
 * The trainer whose students the AI plan lines rewrite gets a login; their id and email. Neither the
 * bench trainer (their list and radar are measured: 300 plans a second rewritten among their students
 * would leave each radar slice to recompute them and their list's pages to visit the heap) nor a
 * trainer of a student who trains in the bench, so each line measures its own route.
 */
export async function aiTrainerLogin(
  database: Database,
  benchTrainerId: string,
  trainingStudents: string[],
): Promise<{ id: string; email: string }> {
  const { rows } = await database.pool.query<{ id: string; email: string }>(
    `select u.id, u.email from personals p join users u on u.id = p.id
     where p.id <> $1
       and not exists (select 1 from students s where s.personal_id = p.id and s.id = any($2))
       and exists (select 1 from students s where s.personal_id = p.id)
     order by u.id limit 1`,
    [benchTrainerId, trainingStudents],
  );
  const trainer = rows[0]!;
  return { id: trainer.id, email: await trainerLogin(database, trainer) };
}

/**
 * The radar and the review as a trainer nearly always gets them (kept until a student changes), and,
 * on `coldUrl` (an instance that keeps nothing), as the first request after a change pays for them.
 */
export function progressScenarios(
  cookies: { trainer: string; readerTrainer: string },
  readerId: string,
  coldUrl?: string,
): Scenario[] {
  const cold: Scenario[] = coldUrl
    ? [
        {
          name: 'radar-cold',
          kind: 'scenario',
          label:
            'GET /api/radar on an instance that keeps no JSON: the kept items paged, stale students computed again (decision 050)',
          paths: ['/api/radar'],
          headers: { cookie: cookies.trainer },
          targets: PROGRESS_TARGETS.radarCold,
          baseUrl: coldUrl,
        },
        {
          name: 'performance-review-cold',
          kind: 'scenario',
          label: 'GET /api/students/<reader>/performance computed for every request (no kept answer)',
          paths: [`/api/students/${readerId}/performance`],
          headers: { cookie: cookies.readerTrainer },
          targets: PROGRESS_TARGETS.reviewCold,
          baseUrl: coldUrl,
        },
      ]
    : [];
  return [
    {
      name: 'radar',
      kind: 'scenario',
      label: 'GET /api/radar (250 students, 26 weeks of history; every card’s first page)',
      paths: ['/api/radar'],
      headers: { cookie: cookies.trainer },
      targets: PROGRESS_TARGETS.radar,
    },
    {
      name: 'performance-review',
      kind: 'scenario',
      label: 'GET /api/students/<reader>/performance (26 weeks of history)',
      paths: [`/api/students/${readerId}/performance`],
      headers: { cookie: cookies.readerTrainer },
      targets: PROGRESS_TARGETS.review,
    },
    ...cold,
  ];
}

const dialect = new PgDialect();

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

function seqScans(node: PlanNode, found: string[] = []): string[] {
  if (node['Node Type'] === 'Seq Scan' && node['Relation Name']) found.push(node['Relation Name']);
  for (const child of node.Plans ?? []) seqScans(child, found);
  return found;
}

/**
 * EXPLAIN of every radar card's statement for the bench trainer and of the reader's performance review,
 * as the repositories build them: none may read `workout_sets`, `performance_entries` or
 * `performance_review` sequentially.
 */
export async function progressExplainCheck(
  database: Database,
  trainerId: string,
  readerId: string,
  today: string,
): Promise<Check> {
  const { rows: reader } = await database.pool.query<{ personalId: string }>(
    'select personal_id as "personalId" from students where id = $1',
    [readerId],
  );
  const statements = [
    ...RADAR_CARDS.map((card) => ({
      name: `radar ${card}`,
      query: cardPageQuery(card, trainerId, today, 1),
    })),
    { name: 'performance review', query: performanceQuery(reader[0]!.personalId, readerId, today) },
  ];
  const bad: string[] = [];
  const times: Record<string, number> = {};
  for (const { name, query } of statements) {
    const { sql, params } = dialect.sqlToQuery(query);
    const result = await database.pool.query(`explain (analyze, format json) ${sql}`, params);
    const explained = (result.rows[0] as { 'QUERY PLAN': { Plan: PlanNode; 'Execution Time': number }[] })[
      'QUERY PLAN'
    ][0]!;
    times[name] = explained['Execution Time'];
    const scanned = seqScans(explained.Plan).filter((table) =>
      // performance_totals is not among them: its rows are kept when reviews are read, and it is empty
      // here (its primary key serves it once it holds a row per student).
      ['workout_sets', 'performance_entries', 'performance_review'].includes(table),
    );
    if (scanned.length) bad.push(`${name}: Seq Scan on ${scanned.join(', ')}`);
  }
  const slowest = Object.entries(times).sort((a, b) => b[1] - a[1])[0]!;
  return {
    name: 'progress-explain-no-seq-scan',
    passed: bad.length === 0,
    detail:
      bad.length === 0
        ? `${statements.length} statements (5 radar cards, the performance review) read workout_sets and performance_entries by index; slowest ${slowest[0]} ${slowest[1].toFixed(1)} ms`
        : bad.join('; '),
    data: { times, bad },
  };
}
