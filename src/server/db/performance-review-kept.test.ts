import { expect, test } from 'vitest';
import { personalRecord, type Lift } from '#shared/domain/progress/records.ts';
import type { Database } from '#server/db/client.ts';
import { testApp } from '#server/testing/test-app.ts';
import { signedInStudent } from '#server/testing/student.ts';
import { secondWaitsForFirst } from '#server/testing/two-writers.ts';
import { seededRandom } from '#shared/testing/seeded-random.ts';

// The performance review's kept exercises and totals (drizzle/0025, decision 051). performance_review:
// after every statement that writes performance entries, each touched student's exercises must be what
// the review computed from the entries before (records.ts `personalRecord`, its float arithmetic
// included), named and ordered by the catalogue. performance_totals: what the sets add up to, whoever
// writes them.

// The last is done with the body's weight only (load 0): it never has a record.
const EXERCISES = [
  'supino-reto-barra',
  'agachamento-livre-barra',
  'remada-curvada-barra',
  'rosca-direta',
  'flexao',
];

async function kept(database: Database, studentId: string) {
  const { rows } = await database.pool.query<{ exercises: string }>(
    `select exercises from performance_review where student_id = $1`,
    [studentId],
  );
  return rows[0]
    ? (JSON.parse(`[${rows[0].exercises}]`) as { exerciseId: string; points: Lift[]; record: unknown }[])
    : null;
}

/** The exercises as the review computed them from the entries before they were kept. */
async function computed(database: Database, studentId: string) {
  const { rows } = await database.pool.query<{
    exerciseId: string;
    date: string;
    weight: number;
    reps: number;
  }>(
    `select exercise_id as "exerciseId", to_char(date, 'YYYY-MM-DD') as date, weight, reps
     from performance_entries where student_id = $1 order by exercise_id, date`,
    [studentId],
  );
  const { rows: names } = await database.pool.query<{ exerciseId: string; name: string }>(
    `select p.exercise_id as "exerciseId", coalesce(e.name, p.exercise_id) as name
     from (select distinct exercise_id from performance_entries where student_id = $1) p
     left join exercises e on e.id = p.exercise_id order by 2`,
    [studentId],
  );
  return names.map(({ exerciseId, name }) => {
    const points = rows
      .filter((row) => row.exerciseId === exerciseId)
      .map(({ exerciseId: _, ...lift }) => lift);
    return { exerciseId, name, points, record: personalRecord(points) };
  });
}

test('the kept exercises, their points and records are the entries’ after inserts, updates and deletes of every kind', async () => {
  const { app, database } = await testApp();
  const { student } = await signedInStudent(app);
  const next = seededRandom(2611);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  // Loads a coach types (12,5 kg, 17,3 kg, a body-weight 0) and reps from 0 to 20, on 60 days.
  const weight = () =>
    pick([0, 0.5, 2.5, 12.5, 17.3, 20, 22.5, 42.5, 61.7, 80, 100, 142.5, 1.1 * Math.floor(next() * 90)]);
  const reps = () => pick([0, 1, 1, 2, 3, 5, 8, 10, 12, 15, 20, Math.floor(next() * 21)]);
  const date = () =>
    `2026-${String(9 + Math.floor(next() * 3)).padStart(2, '0')}-${String(1 + Math.floor(next() * 28)).padStart(2, '0')}`;

  let checks = 0;
  const seen = new Set<string>();
  const check = async () => {
    const series = (await kept(database, student.id))!;
    expect(series).toEqual(await computed(database, student.id));
    for (const { record } of series)
      seen.add(record === null ? 'no record' : (record as Lift).reps === 1 ? 'one rep' : 'record');
    checks++;
  };
  for (let round = 0; round < 12; round++) {
    // A day finished: several exercises in one statement (an entry already there for the date is replaced).
    const rows = EXERCISES.filter(() => next() < 0.7).map(
      (exercise) =>
        `('${student.id}', '${exercise}', '${date()}', ${exercise === 'flexao' ? 0 : weight()}, ${reps()})`,
    );
    if (rows.length > 0)
      await database.pool.query(
        `insert into performance_entries (student_id, exercise_id, date, weight, reps) values ${rows.join(', ')}
         on conflict (student_id, exercise_id, date) do update set weight = excluded.weight, reps = excluded.reps`,
      );
    await check();
  }
  // A heavier load with more reps, a tie on the record at a later date, one exercise's entries moved to another.
  await database.pool.query(
    `update performance_entries set weight = weight + 2.5 where student_id = $1 and reps > 8`,
    [student.id],
  );
  await check();
  const { rows: top } = await database.pool.query<{ exerciseId: string; weight: number; reps: number }>(
    `select exercise_id as "exerciseId", weight, reps from performance_entries where student_id = $1
     order by weight desc, reps desc limit 1`,
    [student.id],
  );
  await database.pool.query(
    `insert into performance_entries (student_id, exercise_id, date, weight, reps) values ($1, $2, '2026-12-31', $3, $4)`,
    [student.id, top[0]!.exerciseId, top[0]!.weight, top[0]!.reps],
  );
  await check();
  await database.pool.query(
    `update performance_entries set exercise_id = 'rosca-martelo' where student_id = $1 and exercise_id = $2`,
    [student.id, EXERCISES[1]],
  );
  await check();
  // A reset of days, then every entry of one exercise, then all of them: no series is left behind.
  await database.pool.query(`delete from performance_entries where student_id = $1 and date < '2026-10-10'`, [
    student.id,
  ]);
  await check();
  await database.pool.query(
    `delete from performance_entries where student_id = $1 and exercise_id = 'rosca-martelo'`,
    [student.id],
  );
  await check();
  expect((await kept(database, student.id))!.length).toBeGreaterThan(1);
  await database.pool.query(`delete from performance_entries where student_id = $1`, [student.id]);
  await check();
  expect(await kept(database, student.id)).toEqual([]);
  expect(checks).toBe(18);
  // The history went through each kind of record: none (every load 0), a single rep (Epley's exception), others.
  expect([...seen].sort()).toEqual(['no record', 'one rep', 'record']);
});

test('two transactions writing one student’s entries at once both end up in the kept review', async () => {
  const { app, database } = await testApp();
  const { student } = await signedInStudent(app);
  const insert = (date: string, weight: number) =>
    `insert into performance_entries (student_id, exercise_id, date, weight, reps)
     values ('${student.id}', 'supino-reto-barra', '${date}', ${weight}, 10)`;
  // The second waits for the first (the student's lock), then computes from a snapshot holding both.
  await secondWaitsForFirst(database, insert('2026-11-20', 50), insert('2026-11-10', 40));
  expect((await kept(database, student.id))!.map((series) => series.points)).toEqual([
    [
      { date: '2026-11-10', weight: 40, reps: 10 },
      { date: '2026-11-20', weight: 50, reps: 10 },
    ],
  ]);
});

// Today, where the students train, is 23 Nov: totals are kept through the 22nd and today's sets added.
const clock = { now: () => new Date('2026-11-23T15:00:00Z') };

/** The kept totals (null when none) and the figures counted from the sets up to their `through`. */
async function keptTotals(database: Database, studentId: string) {
  const { rows } = await database.pool.query<{ kept: string | null; counted: string | null }>(
    `select case when k.student_id is not null then concat_ws(' ', k.through, k.max_weight, k.volume) end as kept,
            case when k.student_id is not null then
              (select concat_ws(' ', k.through, max(weight), coalesce(sum((weight * reps)::numeric), 0))
               from workout_sets where student_id = $1 and date <= k.through) end as counted
     from (select 1) one left join performance_totals k on k.student_id = $1`,
    [studentId],
  );
  return rows[0]!;
}

/** What every set adds up to, as the review sends it. */
async function counted(database: Database, studentId: string) {
  const { rows } = await database.pool.query<{ maxWeight: number | null; volume: string | null }>(
    `select max(weight) as "maxWeight", sum((weight * reps)::numeric) as volume from workout_sets where student_id = $1`,
    [studentId],
  );
  return { maxWeight: rows[0]!.maxWeight ?? 0, volumeKg: Number(rows[0]!.volume ?? 0) };
}

const setRow = (studentId: string, date: string, exerciseId: string, weight: number, reps: number) =>
  `(gen_random_uuid(), '${studentId}', '${date}', 'A', 'b1', '${exerciseId}', 0, ${weight}, ${reps}, now())`;
const insertSets = (rows: string[]) =>
  `insert into workout_sets (id, student_id, date, workout_id, block_id, exercise_id, set_index, weight, reps, logged_at)
   values ${rows.join(', ')} on conflict (id) do nothing`;

test('the review’s totals are what every set adds up to, kept through yesterday, whatever is written on which day', async () => {
  const { app, database } = await testApp({ clock, keptAnswers: false });
  const { student, trainer } = await signedInStudent(app);
  const other = await signedInStudent(app, { name: 'Caio Lima' });
  const next = seededRandom(2911);
  const loads = [0, 12.5, 17.3, 22.5, 42.5, 61.7, 0.1, 80];
  let checks = 0;
  const review = async (call: typeof trainer.call, studentId: string) => {
    const reply = await call('GET', `/api/students/${studentId}/performance`);
    expect(reply.statusCode).toBe(200);
    const { maxWeight, volumeKg } = reply.json() as { maxWeight: number; volumeKg: number };
    expect({ maxWeight, volumeKg }).toEqual(await counted(database, studentId));
    const { kept, counted: through } = await keptTotals(database, studentId);
    expect(kept).toBe(through);
    checks++;
    return kept;
  };
  expect(await review(trainer.call, student.id)).toBe('2026-11-22 0');
  // Sets one by one on past days and today (the run screen, an outbox late after midnight), then a day
  // of them in one statement (the JSON batch).
  for (let i = 0; i < 12; i++) {
    const date = ['2026-11-10', '2026-11-21', '2026-11-22', '2026-11-23'][i % 4]!;
    await database.pool.query(
      insertSets([
        setRow(student.id, date, 'supino-reto-barra', loads[i % loads.length]!, 1 + Math.floor(next() * 15)),
      ]),
    );
    await review(trainer.call, student.id);
  }
  await database.pool.query(
    insertSets(
      Array.from({ length: 12 }, (_, i) =>
        setRow(student.id, '2026-11-20', 'rosca-direta', loads[(i * 3) % loads.length]!, i),
      ),
    ),
  );
  expect(await keptTotals(database, student.id)).toEqual({ kept: null, counted: null });
  expect(await review(trainer.call, student.id)).toMatch(/^2026-11-22 80 /);
  // Today's sets leave the kept totals alone; the review adds them.
  await database.pool.query(insertSets([setRow(student.id, '2026-11-23', 'supino-reto-barra', 100, 3)]));
  expect((await keptTotals(database, student.id)).kept).toMatch(/^2026-11-22 80 /);
  await review(trainer.call, student.id);
  // The heaviest past set changed to a lighter load, then a past day removed ('Reiniciar Treino?').
  await database.pool.query(`update workout_sets set weight = 30 where student_id = $1 and weight = 80`, [
    student.id,
  ]);
  await review(trainer.call, student.id);
  await database.pool.query(`delete from workout_sets where student_id = $1 and date = '2026-11-21'`, [
    student.id,
  ]);
  await review(trainer.call, student.id);
  // Sets moved to another student: both are counted again.
  await review(other.trainer.call, other.student.id);
  await database.pool.query(
    `update workout_sets set student_id = $2 where student_id = $1 and date = '2026-11-20'`,
    [student.id, other.student.id],
  );
  await review(trainer.call, student.id);
  await review(other.trainer.call, other.student.id);
  // Kept on an older day: kept again through yesterday when read.
  await database.pool.query(`update performance_totals set through = '2026-11-15' where student_id = $1`, [
    student.id,
  ]);
  expect(await review(trainer.call, student.id)).toMatch(/^2026-11-22 /);
  // The student erased: their totals go with them, and nothing fails.
  expect((await other.trainer.call('DELETE', `/api/students/${other.student.id}`)).statusCode).toBe(204);
  expect(await keptTotals(database, other.student.id)).toEqual({ kept: null, counted: null });
  expect(checks).toBe(21);
});

test('a past day’s set logged while the totals are being kept is in them, or drops them, whichever starts first', async () => {
  const { app, database } = await testApp({ clock, keptAnswers: false });
  const { student } = await signedInStudent(app);
  await database.pool.query(
    insertSets([
      setRow(student.id, '2026-11-10', 'supino-reto-barra', 40, 10),
      setRow(student.id, '2026-11-11', 'supino-reto-barra', 50, 8),
    ]),
  );
  for (const keepFirst of [true, false]) {
    const keep = `select performance_totals_keep('${student.id}', '2026-11-22')`;
    const log = insertSets([setRow(student.id, '2026-11-12', 'agachamento-livre-barra', 60, 5)]);
    // The second waits on the student's training lock until the first commits.
    if (keepFirst) await secondWaitsForFirst(database, keep, log);
    else await secondWaitsForFirst(database, log, keep);
    // Kept after the set (it is in them), or dropped by it: never kept without it.
    const { kept, counted: through } = await keptTotals(database, student.id);
    expect(kept).toBe(keepFirst ? null : through);
  }
  expect((await keptTotals(database, student.id)).kept).toBe('2026-11-22 60 1400');
});

test('an exercise renamed in the catalogue drops the kept reviews, and the next read names it anew', async () => {
  const { app, database } = await testApp({ keptAnswers: false });
  const { student, trainer } = await signedInStudent(app);
  await database.pool.query(
    `insert into performance_entries (student_id, exercise_id, date, weight, reps)
     values ($1, 'supino-reto-barra', '2026-11-10', 40, 10), ($1, 'supino-inclinado-halteres', '2026-11-10', 12, 12)`,
    [student.id],
  );
  const names = async () => {
    const reply = await trainer.call('GET', `/api/students/${student.id}/performance`);
    expect(reply.statusCode).toBe(200);
    return (reply.json() as { exercises: { name: string }[] }).exercises.map((exercise) => exercise.name);
  };
  const before = await names();
  const { rows } = await database.pool.query<{ name: string }>(
    `select name from exercises where id = 'supino-inclinado-halteres'`,
  );
  expect(before).toContain(rows[0]!.name);
  // The start's seed writes the same names again: nothing is dropped.
  await database.pool.query(`update exercises set name = name where id = 'supino-inclinado-halteres'`);
  expect(await kept(database, student.id)).not.toBeNull();
  try {
    await database.pool.query(
      `update exercises set name = 'Abdução Renomeada' where id = 'supino-inclinado-halteres'`,
    );
    expect(await kept(database, student.id)).toBeNull();
    // Computed again when read: the new name, in its place in the names' order, and kept again.
    expect(await names()).toEqual(['Abdução Renomeada', ...before.filter((name) => name !== rows[0]!.name)]);
    expect((await kept(database, student.id))!.map((exercise) => exercise.exerciseId)).toEqual([
      'supino-inclinado-halteres',
      'supino-reto-barra',
    ]);
  } finally {
    await database.pool.query(`update exercises set name = $1 where id = 'supino-inclinado-halteres'`, [
      rows[0]!.name,
    ]);
  }
});
