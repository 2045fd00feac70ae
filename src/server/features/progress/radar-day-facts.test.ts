import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import type { PoolClient } from 'pg';
import type { Database } from '#server/db/client.ts';
import { testApp } from '#server/testing/test-app.ts';
import { logSet, setBody, signedInStudent } from '#server/testing/student.ts';
import { addStudent, signedInTrainer } from '#server/testing/trainer.ts';
import { addDays } from '#shared/domain/dates/local-date.ts';
import type { Plan } from '#shared/contracts/plans.ts';
import { buildPlan } from '#shared/testing/build-plan.ts';
import { adherence, adherenceDropped } from '#shared/domain/progress/adherence.ts';
import type { Weekday } from '#shared/contracts/plans.ts';
import { cardQuery, ofTrainer, skippedExercises } from './radar-rows-repo.ts';

const TODAY = '2026-11-23';
const clock = { now: () => new Date('2026-11-23T15:00:00Z') };

/**
 * The skipped exercises as the radar computed them before decision 049: each finished day's sets
 * looked up in `workout_sets`, the plan read again for every day. The reference the facts must equal.
 */
const fromTheSets = (personalId: string, today: string): SQL => sql`
  select s.id, s.name, x.exercise_id, count(*)::int as times, max(d.date) as last
  from students s join workout_days d on d.student_id = s.id
  cross join lateral (select array_agg(distinct ws.exercise_id) as ids from workout_sets ws
      where ws.student_id = d.student_id and ws.date = d.date) logged
  cross join lateral (select distinct ex->>'exerciseId' as exercise_id
      from jsonb_array_elements(s.workout_plan) w, jsonb_array_elements(w->'blocks') b,
        jsonb_array_elements(b->'exercises') ex
      where w->>'id' = d.workout_id) x
  where s.personal_id = ${personalId} and d.completed_at is not null
    and d.date > ${today}::date - 30
    and coalesce(x.exercise_id <> all(logged.ids), true)
  group by s.id, s.name, x.exercise_id having count(*) >= 2`;

type Skipped = { id: string; name: string; exercise_id: string | null; times: number; last: string };

async function skipped(database: Database, query: SQL): Promise<Skipped[]> {
  const { rows } = await database.db.execute<Skipped>(sql`select * from (${query}) k`);
  return rows
    .map((row) => ({ ...row, last: String(row.last) }))
    .sort((a, b) => `${a.id} ${a.exercise_id}`.localeCompare(`${b.id} ${b.exercise_id}`));
}

/** Days whose kept exercises differ from their sets (as sorted sets): none, whoever wrote them. */
async function wrongDays(database: Database): Promise<{ student_id: string; date: string }[]> {
  const { rows } = await database.pool.query<{ student_id: string; date: string }>(`
    select d.student_id, d.date::text from workout_days d
    where coalesce((select array_agg(distinct x order by x) from unnest(d.logged_exercise_ids) x), '{}')
      is distinct from workout_day_logged_exercises(d.student_id, d.date)
      or d.logged_exercise_ids is null
      or cardinality(d.logged_exercise_ids) <> (select count(distinct x) from unnest(d.logged_exercise_ids) x)`);
  return rows;
}

/** A small deterministic generator, so a failure can be run again. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const insertSet = (database: Database, studentId: string, date: string, workoutId: string, exerciseId: string) =>
  database.pool.query(
    `insert into workout_sets (id, student_id, date, workout_id, block_id, exercise_id, set_index, weight, reps, logged_at)
     values ($1, $2, $3, $4, 'b', $5, 0, 20, 10, now())`,
    [randomUUID(), studentId, date, workoutId, exerciseId],
  );

const insertDay = (database: Database, studentId: string, date: string, workoutId: string, completed: boolean) =>
  database.pool.query(
    `insert into workout_days (student_id, date, workout_id, completed_at) values ($1, $2, $3, $4)
     on conflict (student_id, date) do update set workout_id = excluded.workout_id, completed_at = excluded.completed_at`,
    [studentId, date, workoutId, completed ? new Date(`${date}T12:00:00Z`) : null],
  );

/** A plan whose second workout repeats an exercise and shares its id with another, and one without an exercise id. */
function oddPlan(): unknown {
  const plan = buildPlan({ days: 3 }) as unknown as Record<string, unknown>[];
  const second = structuredClone(plan[1]!) as { blocks: { exercises: { exerciseId: string }[] }[] };
  second.blocks[1]!.exercises[0]!.exerciseId = 'supino-reto-barra';
  const twin = { ...structuredClone(plan[2]!), id: 'day-1' } as unknown as { blocks: { exercises: Record<string, unknown>[] }[] };
  delete twin.blocks[0]!.exercises[0]!.exerciseId;
  return [plan[0], second, plan[2], twin];
}

describe('the radar’s day facts (decision 049)', () => {
  test('the skipped exercises from the day facts equal those from the sets, on a varied history, at three dates', async () => {
    const { app, database } = await testApp({ clock });
    const trainer = await signedInTrainer(app);
    const next = random(49);
    const pick = <T,>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
    const students: { id: string; name: string; plan: unknown; workouts: string[]; exercises: string[] }[] = [];
    for (let i = 0; i < 6; i++) {
      const student = await addStudent(trainer.call, `Aluno ${String.fromCharCode(65 + i)}`);
      const plan = i % 3 === 0 ? oddPlan() : buildPlan({ days: 1 + (i % 3) });
      await database.pool.query(
        `update students set workout_plan = $2::jsonb, plan_status = 'active', plan_started_on = '2026-08-01' where id = $1`,
        [student.id, JSON.stringify(plan)],
      );
      students.push({
        id: student.id,
        name: `Aluno ${String.fromCharCode(65 + i)}`,
        plan,
        workouts: ['day-0', 'day-1', 'day-2', 'antigo'],
        exercises: ['supino-reto-barra', 'agachamento-livre-barra', 'remada-curvada-barra', 'leg-press-45'],
      });
    }

    for (const [i, student] of students.entries())
      // Two students with 95 days, one of whom stopped a month ago (adherence's drop).
      for (let back = i === 2 || i === 4 ? 95 : 40; back >= 0; back--) {
        if (next() < 0.3 || (i === 2 && back < 30 && back > 1)) continue;
        const date = addDays(TODAY, -back);
        const workout = pick(student.workouts);
        const logged = student.exercises.filter(() => next() < 0.6);
        const completed = next() < 0.85;
        const dayFirst = next() < 0.4;
        if (dayFirst) await insertDay(database, student.id, date, workout, completed);
        for (const exercise of logged)
          for (let k = 0; k < 1 + Math.floor(next() * 3); k++)
            await insertSet(database, student.id, date, workout, exercise);
        if (!dayFirst) await insertDay(database, student.id, date, workout, completed);
        const change = next();
        if (change < 0.1) {
          // 'Reiniciar Treino?' as the app does it: the sets, then the day.
          await database.pool.query(`delete from workout_sets where student_id = $1 and date = $2`, [student.id, date]);
          await database.pool.query(`delete from workout_days where student_id = $1 and date = $2`, [student.id, date]);
        } else if (change < 0.2) {
          // An admin removes one set.
          await database.pool.query(
            `delete from workout_sets where id = (select id from workout_sets where student_id = $1 and date = $2 limit 1)`,
            [student.id, date],
          );
        } else if (change < 0.3) {
          // An admin moves one set to another exercise, or to the next day.
          await database.pool.query(
            `update workout_sets set exercise_id = $3, date = date + (case when $4 then 1 else 0 end)
             where id = (select id from workout_sets where student_id = $1 and date = $2 limit 1)`,
            [student.id, date, pick(student.exercises), next() < 0.5],
          );
        }
      }
    // The trainer changes a plan afterwards: the radar reads the plan as it is now.
    const changed: Plan = buildPlan({ days: 2 });
    changed[0]!.blocks[0]!.exercises[0]!.exerciseId = 'leg-press-45';
    await database.pool.query(`update students set workout_plan = $2::jsonb where id = $1`, [
      students[1]!.id,
      JSON.stringify(changed),
    ]);
    students[1]!.plan = changed;

    expect(await wrongDays(database)).toEqual([]);
    let found = 0;
    let adherenceShown = 0;
    for (const today of [TODAY, addDays(TODAY, -9), addDays(TODAY, -17)]) {
      const expected = await skipped(database, fromTheSets(trainer.id, today));
      found += expected.length;
      expect(await skipped(database, skippedExercises(ofTrainer(trainer.id), today))).toEqual(expected);
      // The adherence counted per weekday equals the domain's rule, for every student.
      const { rows } = await database.pool.query<{ student_id: string; date: string }>(
        `select student_id, date::text from workout_days where completed_at is not null order by date`,
      );
      const drops = students
        .map((student) => {
          const weekdays = [...new Set((student.plan as { day: Weekday }[]).map((workout) => workout.day))];
          const done = rows.filter((row) => row.student_id === student.id).map((row) => row.date);
          const d30 = adherence(weekdays, '2026-08-01', done, today, 30);
          const d90 = adherence(weekdays, '2026-08-01', done, today, 90);
          return { name: student.name, d30, d90 };
        })
        .filter(({ d30, d90 }) => adherenceDropped(d30, d90));
      adherenceShown += drops.length;
      const { rows: card } = await database.db.execute<{ item: { kind: string; name: string; d30: number; d90: number } }>(
        sql`select item from (${cardQuery('attention', trainer.id, today)}) c`,
      );
      expect(
        card
          .map((row) => row.item)
          .filter((item) => item.kind === 'adherence')
          .map(({ name, d30, d90 }) => ({ name, d30: Number(d30), d90: Number(d90) }))
          .sort((a, b) => a.name.localeCompare(b.name)),
      ).toEqual(drops.sort((a, b) => a.name.localeCompare(b.name)));
    }
    // The history gives the rule something to find (and a null exercise id among them).
    expect(found).toBeGreaterThan(20);
    expect(adherenceShown).toBeGreaterThan(0);
  }, 60_000);

  test('every writer of the app keeps the day’s facts: a set, finishing, a set after it, feedback, a reset, an erasure', async () => {
    const { app, database } = await testApp({ clock });
    const { trainer, student, call } = await signedInStudent(app, {
      plan: buildPlan(),
      planStatus: 'active',
      planExpiryDate: '2026-12-31',
    });
    const facts = async (date: string) =>
      (
        await database.pool.query<{ ids: string[] | null }>(
          `select logged_exercise_ids as ids from workout_days where student_id = $1 and date = $2`,
          [student.id, date],
        )
      ).rows[0]?.ids;

    expect((await logSet(call, randomUUID(), setBody(TODAY))).statusCode).toBe(201);
    // The same set sent again (the phone's retry) changes nothing.
    const id = randomUUID();
    await logSet(call, id, setBody(TODAY, { setIndex: 1 }));
    await logSet(call, id, setBody(TODAY, { setIndex: 1 }));
    expect(await facts(TODAY)).toBeUndefined();
    expect((await call('POST', `/api/me/workouts/${TODAY}/finish`, { workoutId: 'day-0' })).statusCode).toBe(204);
    expect(await facts(TODAY)).toEqual(['supino-reto-barra']);
    await logSet(call, randomUUID(), setBody(TODAY, { exerciseId: 'agachamento-livre-barra', blockId: 'day-0-b1' }));
    expect([...(await facts(TODAY))!].sort()).toEqual(['agachamento-livre-barra', 'supino-reto-barra']);

    // Feedback on a day not trained yet creates its row: it counts the sets already there.
    const yesterday = addDays(TODAY, -1);
    await logSet(call, randomUUID(), setBody(yesterday, { exerciseId: 'remada-curvada-barra' }));
    const feedback = await call('PUT', `/api/me/workouts/${yesterday}/feedback`, {
      difficulty: 'Ideal',
      energyLevel: 'Alto',
      sleepQuality: 'Boa',
    });
    expect(feedback.statusCode).toBe(204);
    expect(await facts(yesterday)).toEqual(['remada-curvada-barra']);

    expect((await call('DELETE', `/api/me/workouts/${TODAY}`)).statusCode).toBe(204);
    expect(await facts(TODAY)).toBeUndefined();
    expect(await wrongDays(database)).toEqual([]);

    expect((await trainer.call('DELETE', `/api/students/${student.id}`)).statusCode).toBe(204);
    const { rows } = await database.pool.query(`select 1 from workout_days where student_id = $1`, [student.id]);
    expect(rows).toEqual([]);
  });

  test('two writers of the same day at once: each one’s exercise is kept, whichever commits first', async () => {
    const { app, database } = await testApp({ clock });
    const trainer = await signedInTrainer(app);
    const student = await addStudent(trainer.call, 'Aluno Concorrente');
    const facts = async (date: string) =>
      (
        await database.pool.query<{ ids: string[] }>(
          `select logged_exercise_ids as ids from workout_days where student_id = $1 and date = $2`,
          [student.id, date],
        )
      ).rows[0]!.ids.sort();
    // Waits for the state, not for time: another session is queued on a lock (the training lock, the day's row).
    const someoneWaits = async () => {
      for (;;) {
        const { rows } = await database.pool.query(
          `select 1 from pg_locks where not granted
            and pid in (select pid from pg_stat_activity where datname = current_database()) limit 1`,
        );
        if (rows.length) return;
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    const inOpenTransaction = async (statements: (client: PoolClient) => Promise<unknown>) => {
      const client = await database.pool.connect();
      await client.query('begin');
      await statements(client);
      return {
        commit: async () => {
          await client.query('commit');
          client.release();
        },
      };
    };
    const set = (client: PoolClient, date: string, exerciseId: string) =>
      client.query(
        `insert into workout_sets (id, student_id, date, workout_id, block_id, exercise_id, set_index, weight, reps, logged_at)
         values ($1, $2, $3, 'day-0', 'b', $4, 0, 20, 10, now())`,
        [randomUUID(), student.id, date, exerciseId],
      );
    const finish = (client: PoolClient, date: string) =>
      client.query(
        `insert into workout_days (student_id, date, workout_id, completed_at) values ($1, $2, 'day-0', now())`,
        [student.id, date],
      );

    // The day is finished first; a set logged meanwhile waits, then adds itself to the new row.
    const first = addDays(TODAY, -3);
    const finishing = await inOpenTransaction((client) => finish(client, first));
    const late = database.pool.connect().then(async (client) => {
      await set(client, first, 'supino-reto-barra');
      client.release();
    });
    await someoneWaits();
    await finishing.commit();
    await late;
    expect(await facts(first)).toEqual(['supino-reto-barra']);

    // A set is logged first, uncommitted; the day finished meanwhile waits, then counts it.
    const second = addDays(TODAY, -2);
    const logging = await inOpenTransaction((client) => set(client, second, 'remada-curvada-barra'));
    const finished = database.pool.connect().then(async (client) => {
      await finish(client, second);
      client.release();
    });
    await someoneWaits();
    await logging.commit();
    await finished;
    expect(await facts(second)).toEqual(['remada-curvada-barra']);

    // Two sets of a finished day at once, neither committed when the other starts.
    const one = await inOpenTransaction((client) => set(client, second, 'agachamento-livre-barra'));
    const other = database.pool.connect().then(async (client) => {
      await client.query('begin');
      await set(client, second, 'leg-press-45');
      await client.query('commit');
      client.release();
    });
    await someoneWaits();
    await one.commit();
    await other;
    expect(await facts(second)).toEqual(['agachamento-livre-barra', 'leg-press-45', 'remada-curvada-barra']);
    expect(await wrongDays(database)).toEqual([]);
  });
});
