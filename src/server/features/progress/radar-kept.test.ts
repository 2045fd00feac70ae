import { randomUUID } from 'node:crypto';
import { expect, test } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { testApp } from '#server/testing/test-app.ts';
import { addStudent, signedInTrainer } from '#server/testing/trainer.ts';
import { RADAR_CARDS, type RadarItem, type RadarPage } from '#shared/contracts/progress.ts';
import { addDays } from '#shared/domain/dates/local-date.ts';
import { buildPlan } from '#shared/testing/build-plan.ts';
import { HIGHLIGHT_LIFTS, cardPageQuery, createRadarRepo } from './radar-repo.ts';

const TODAY = '2026-11-23';
const clock = { now: () => new Date('2026-11-23T15:00:00Z') };

/** The radar computed live from the training tables, every page of every card (the reference). */
async function livePages(database: Database, personalId: string, today: string) {
  const pages: Record<string, { items: RadarItem[]; total: number }[]> = {};
  for (const card of RADAR_CARDS) {
    pages[card] = [];
    for (let page = 1; ; page++) {
      const { rows } = await database.db.execute<{ item: RadarItem; total: number }>(
        cardPageQuery(card, personalId, today, page),
      );
      if (rows.length === 0) break;
      pages[card].push({ items: rows.map((row) => row.item), total: rows[0]!.total });
    }
  }
  return pages;
}

/** The kept radar equals the live one, page by page, as the trainer would read it now. */
async function expectKeptIsLive(database: Database, personalId: string, today: string) {
  const repo = createRadarRepo(database.db);
  const live = await livePages(database, personalId, today);
  const first = await repo.firstPages(personalId, today);
  for (const card of RADAR_CARDS) {
    const pages = live[card]!;
    const total = pages[0]?.total ?? 0;
    expect(first[card].items, `${card}, first page`).toEqual(pages[0]?.items ?? []);
    expect(first[card].total, `${card} total`).toBe(total);
    for (let page = 1; page <= pages.length + 1; page++) {
      const kept: RadarPage = await repo.card(personalId, card, today, page);
      expect(kept.items, `${card}, page ${page}`).toEqual(pages[page - 1]?.items ?? []);
      expect(kept.total, `${card} total on page ${page}`).toBe(total);
    }
  }
  return Object.values(live).reduce((sum, pages) => sum + (pages[0]?.total ?? 0), 0);
}

const day = (database: Database, studentId: string, date: string, feedback: object | null, workoutId = 'day-0') =>
  database.pool.query(
    `insert into workout_days (student_id, date, workout_id, completed_at, feedback) values ($1, $2, $3, $4, $5)
     on conflict (student_id, date) do update set completed_at = excluded.completed_at, feedback = excluded.feedback`,
    [studentId, date, workoutId, new Date(`${date}T12:00:00Z`), feedback && JSON.stringify(feedback)],
  );

const entry = (database: Database, studentId: string, exerciseId: string, date: string, weight: number) =>
  database.pool.query(
    `insert into performance_entries (student_id, exercise_id, date, weight, reps) values ($1, $2, $3, $4, 8)
     on conflict (student_id, exercise_id, date) do update set weight = excluded.weight`,
    [studentId, exerciseId, date, weight],
  );

const feedback = (rpe: number, painPoints = '', difficulty = 'Ideal') => ({
  difficulty,
  energyLevel: 'Médio',
  sleepQuality: 'Ok',
  overallRPE: rpe,
  painPoints,
  enjoyment: 'Gostei da maioria',
  comments: '',
});

test('the kept radar equals the live one after every change its cards read, whoever writes it, and as days pass', async () => {
  const { app, database } = await testApp({ clock });
  const trainer = await signedInTrainer(app);
  const other = await signedInTrainer(app, 'Bia Outra');
  const students: string[] = [];
  // More than a page (10) on the busy cards, so the kept pages are compared past the first.
  for (let i = 0; i < 14; i++) {
    const student = await addStudent(trainer.call, `Aluno ${String.fromCharCode(65 + i)}`);
    students.push(student.id);
    await database.pool.query(
      `update students set workout_plan = $2::jsonb, plan_status = 'active', plan_started_on = '2026-08-01',
         plan_expiry_date = $3 where id = $1`,
      [student.id, JSON.stringify(buildPlan({ days: 1 + (i % 3) })), addDays(TODAY, 3 + i * 2)],
    );
    for (let back = 20; back >= 1; back -= 1 + (i % 4)) {
      const date = addDays(TODAY, -back);
      await day(database, student.id, date, back % 3 === 0 ? feedback(5 + (back % 4), i % 2 ? 'Dor no ombro' : '') : null);
      await entry(database, student.id, 'supino-reto-barra', date, 40 + i + (20 - back));
      if (i % 2) await entry(database, student.id, 'agachamento-livre-barra', date, 60 + i);
    }
  }
  const [a, b, c, d, e] = students as [string, string, string, string, string];
  const shown = await expectKeptIsLive(database, trainer.id, TODAY);
  expect(shown).toBeGreaterThan(30);

  const changes: [string, () => Promise<unknown>][] = [
    ['pain told on a finished day', () => day(database, a, addDays(TODAY, -2), feedback(7, 'Joelho direito'))],
    ['RPE climbing on one workout', async () => {
      await day(database, b, addDays(TODAY, -6), feedback(6));
      await day(database, b, addDays(TODAY, -4), feedback(8));
      await day(database, b, addDays(TODAY, -1), feedback(9, '', 'Extremamente difícil'));
    }],
    ['a day reset', () => database.pool.query(`delete from workout_days where student_id = $1 and date = $2`, [a, addDays(TODAY, -2)])],
    ['a set logged late on a finished day', () =>
      database.pool.query(
        `insert into workout_sets (id, student_id, date, workout_id, block_id, exercise_id, set_index, weight, reps, logged_at)
         values ($1, $2, $3, 'day-0', 'b', 'supino-reto-barra', 0, 20, 10, now())`,
        [randomUUID(), c, addDays(TODAY, -1)],
      )],
    ['the plan rewritten', () =>
      database.pool.query(`update students set workout_plan = $2::jsonb where id = $1`, [c, JSON.stringify(buildPlan({ days: 3 }))])],
    ['an insight of the coach', () =>
      database.pool.query(
        `update students set ai_insights = $2::jsonb where id = $1`,
        [d, JSON.stringify([{ type: 'warning', message: 'RPE 10: reduzir a carga.', date: addDays(TODAY, -1) }])],
      )],
    ['a plan sent to review and an expiry moved', async () => {
      await database.pool.query(`update students set plan_status = 'pending_review' where id = $1`, [e]);
      await database.pool.query(`update students set plan_expiry_date = $2 where id = $1`, [a, addDays(TODAY, 1)]);
    }],
    ['a heavier squat and a weaker bench', async () => {
      await entry(database, d, 'agachamento-livre-barra', TODAY, 200);
      await entry(database, e, 'supino-reto-barra', TODAY, 1);
    }],
    ['an exercise renamed by the admin', () =>
      database.pool.query(`update exercises set name = 'Supino Reto (barra olímpica)' where id = 'supino-reto-barra'`)],
    ['a student renamed', () => database.pool.query(`update students set name = 'Zuleica' where id = $1`, [b])],
    ['a student moved to another trainer', () =>
      database.pool.query(`update students set personal_id = $2 where id = $1`, [c, other.id])],
    ['a student erased', () => database.pool.query(`delete from users where id = $1`, [d])],
    ['a student added with an anamnesis', async () => {
      const added = await addStudent(trainer.call, 'Novata Nunes');
      await database.pool.query(`update students set anamnesis = '{}'::jsonb where id = $1`, [added.id]);
    }],
  ];
  for (const [what, change] of changes) {
    await change();
    await expectKeptIsLive(database, trainer.id, TODAY).catch((error: Error) => {
      throw new Error(`after ${what}: ${error.message}`);
    });
  }
  // The student who moved is on the other trainer's radar, kept as well.
  await expectKeptIsLive(database, other.id, TODAY);
  // Days pass: the engagement, the expiries, the 14 and 30 days all move with the date.
  for (const today of [addDays(TODAY, 1), addDays(TODAY, 8), addDays(TODAY, 40), TODAY])
    await expectKeptIsLive(database, trainer.id, today);
}, 60_000);

test("the triggers watch the lifts 'Destaques' reads", async () => {
  const { database } = await testApp({ clock });
  const { rows } = await database.pool.query<{ name: string; definition: string }>(
    `select tgname as name, pg_get_triggerdef(oid) as definition from pg_trigger where tgname like 'performance_%_radar_%'`,
  );
  expect(rows).toHaveLength(6);
  for (const { name, definition } of rows)
    for (const lift of HIGHLIGHT_LIFTS) expect(definition, name).toContain(`'${lift}'`);
});

test('a student who moves while the old trainer’s radar is being computed leaves nothing on it', async () => {
  const { app, database } = await testApp({ clock });
  const trainer = await signedInTrainer(app);
  const other = await signedInTrainer(app, 'Bia Outra');
  const student = await addStudent(trainer.call, 'Aluna Mudança');
  await database.pool.query(`update students set ai_insights = $2::jsonb where id = $1`, [
    student.id,
    JSON.stringify([{ type: 'warning', message: 'Dor no joelho: reduzir a carga.', date: TODAY }]),
  ]);
  // A recompute of the old trainer under way: their radar lock held, the student's item written.
  const computing = await database.pool.connect();
  await computing.query('begin');
  await computing.query(`select pg_advisory_xact_lock(hashtextextended($1, 0))`, [`radar:${trainer.id}`]);
  await computing.query(
    `insert into radar_items (personal_id, student_id, card, item, d, n1, t, ord) values ($1, $2, 'insights', '{}', $3, 0, 'x', 1)`,
    [trainer.id, student.id, TODAY],
  );
  const moved = database.pool.query(`update students set personal_id = $2 where id = $1`, [student.id, other.id]);
  // The move waits for the recompute's lock (it would otherwise delete before the item is committed).
  const waitingMoves = async () =>
    (
      await database.pool.query<{ n: number }>(
        `select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted`,
      )
    ).rows[0]!.n;
  await expect.poll(waitingMoves).toBe(1);
  await computing.query('commit');
  computing.release();
  await moved;
  const { rows } = await database.pool.query(`select personal_id from radar_items where student_id = $1`, [student.id]);
  expect(rows).toEqual([]);
  const repo = createRadarRepo(database.db);
  expect((await repo.firstPages(trainer.id, TODAY)).insights.items).toEqual([]);
  expect((await repo.firstPages(other.id, TODAY)).insights.items.map((item) => item.name)).toEqual(['Aluna Mudança']);
});
