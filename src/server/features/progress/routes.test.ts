import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { students, workoutDays } from '#server/db/schema.ts';
import { testApp } from '#server/testing/test-app.ts';
import { logSet, setBody, signedInStudent } from '#server/testing/student.ts';
import { addStudent } from '#server/testing/trainer.ts';
import type { Database } from '#server/db/client.ts';
import { buildPlan } from '#shared/testing/build-plan.ts';

// Monday 23 November 2026, midday in São Paulo.
const MONDAY = '2026-11-23';
const clock = { now: () => new Date('2026-11-23T15:00:00Z') };
const hurting = {
  difficulty: 'Difícil demais',
  energyLevel: 'Baixo',
  sleepQuality: 'Ruim',
  overallRPE: 9,
  painPoints: 'Leve incômodo no joelho direito',
  comments: '',
};

async function entry(
  database: Database,
  studentId: string,
  exerciseId: string,
  date: string,
  weight: number,
  reps: number,
) {
  await database.pool.query(
    `insert into performance_entries (student_id, exercise_id, date, weight, reps) values ($1, $2, $3, $4, $5)`,
    [studentId, exerciseId, date, weight, reps],
  );
}

/** The student logs the Monday workout (4 × 45 kg bench, 3 × 60 kg squat), finishes it and gives feedback. */
async function trainMonday(call: Parameters<typeof logSet>[0], feedback: object | null) {
  for (let i = 0; i < 4; i++)
    await logSet(
      call,
      randomUUID(),
      setBody(MONDAY, { setIndex: i, weight: 45, reps: 10, loggedAt: `${MONDAY}T12:0${i}:00.000Z` }),
    );
  for (let i = 0; i < 3; i++)
    await logSet(
      call,
      randomUUID(),
      setBody(MONDAY, {
        blockId: 'day-0-b1',
        exerciseId: 'agachamento-livre-barra',
        setIndex: i,
        weight: 60,
        reps: 12,
        loggedAt: `${MONDAY}T12:1${i}:00.000Z`,
      }),
    );
  expect((await call('POST', `/api/me/workouts/${MONDAY}/finish`, { workoutId: 'day-0' })).statusCode).toBe(
    204,
  );
  if (feedback)
    expect((await call('PUT', `/api/me/workouts/${MONDAY}/feedback`, feedback)).statusCode).toBe(204);
}

describe('the post-workout analysis', () => {
  test('names the exercises and numbers, reads the pain carefully, is stored once and feeds the trainer', async () => {
    const { app, database } = await testApp({ clock });
    const { call, student, trainer } = await signedInStudent(app, {
      plan: buildPlan(),
      planStatus: 'active',
    });
    await entry(database, student.id, 'supino-reto-barra', '2026-11-16', 40, 10);
    await entry(database, student.id, 'agachamento-livre-barra', '2026-11-16', 60, 12);

    const early = await call('POST', `/api/me/workouts/${MONDAY}/analysis`);
    expect(early.json()).toEqual({ analysis: null, records: [] });

    await trainMonday(call, hurting);
    const res = await call('POST', `/api/me/workouts/${MONDAY}/analysis`);
    expect(res.statusCode).toBe(200);
    const { analysis, records } = res.json();
    const paragraphs = analysis.split('\n\n');
    expect(paragraphs.length).toBeGreaterThanOrEqual(2);
    expect(paragraphs.length).toBeLessThanOrEqual(3);
    expect(analysis).toContain('Bia');
    expect(analysis).toMatch(/Supino Reto com Barra.*40 kg para 45 kg/s);
    expect(analysis).toContain('7 séries em 2 exercícios');
    expect(analysis).toContain('joelho direito');
    expect(analysis).toContain('RPE 9');
    expect(analysis).not.toMatch(/suba cerca de 2,5 kg/);
    expect(records).toEqual([
      expect.objectContaining({ exerciseId: 'supino-reto-barra', weight: 45, reps: 10, e1rm: 60 }),
    ]);

    // A second request returns the stored analysis; the row holds it.
    const again = await call('POST', `/api/me/workouts/${MONDAY}/analysis`);
    expect(again.json().analysis).toBe(analysis);
    const [day] = await database.db.select().from(workoutDays).where(eq(workoutDays.studentId, student.id));
    expect(day!.analysis).toBe(analysis);

    // The insights: a warning about the pain and the record; the list's alert is the warning.
    const [row] = await database.db.select().from(students).where(eq(students.id, student.id));
    expect(row!.aiAlert).toBe('warning');
    expect(row!.aiInsights).toEqual([
      expect.objectContaining({
        type: 'warning',
        message: expect.stringContaining('joelho direito'),
        date: MONDAY,
      }),
      expect.objectContaining({ type: 'achievement', relatedExerciseId: 'supino-reto-barra' }),
    ]);

    // The trainer sees the day, its feedback and the insights in the student dialog.
    const progress = (await trainer.call('GET', `/api/students/${student.id}/progress`)).json();
    expect(progress.lastTrainedOn).toBe(MONDAY);
    expect(progress.recent[0]).toMatchObject({
      date: MONDAY,
      status: 'completed',
      label: 'Treino A',
      setsLogged: 7,
      setsPlanned: 10,
      feedback: { painPoints: 'Leve incômodo no joelho direito', overallRPE: 9 },
    });
    expect(progress.insights).toHaveLength(2);
    // The list's row says when the student last trained.
    const list = (await trainer.call('GET', '/api/students')).json();
    expect(list.items[0]).toMatchObject({ id: student.id, lastTrainedOn: MONDAY, aiAlert: 'warning' });
  });

  test('a day that hit the top of every range is told to add load, and no second set of insights is doubled', async () => {
    const { app, database } = await testApp({ clock });
    const { call, student } = await signedInStudent(app, { plan: buildPlan(), planStatus: 'active' });
    await entry(database, student.id, 'supino-reto-barra', '2026-11-16', 45, 10);
    await entry(database, student.id, 'supino-reto-barra', '2026-11-09', 50, 8);
    await trainMonday(call, {
      ...hurting,
      difficulty: 'Ideal',
      overallRPE: 7,
      painPoints: '',
      energyLevel: 'Alto',
      sleepQuality: 'Boa',
    });
    const { analysis, records } = (await call('POST', `/api/me/workouts/${MONDAY}/analysis`)).json();
    expect(records).toEqual([]);
    expect(analysis).toContain('no Supino Reto com Barra todas as séries chegaram a 10 repetições com 45 kg');
    const [row] = await database.db.select().from(students).where(eq(students.id, student.id));
    expect(row!.aiAlert).toBe('suggestion');
    expect(row!.aiInsights).toEqual([
      expect.objectContaining({
        type: 'suggestion',
        message: expect.stringMatching(/^Subir a carga do Supino/),
      }),
    ]);
  });

  test("another trainer's student, and a student's own id, are not reachable", async () => {
    const { app } = await testApp({ clock });
    const { student, call } = await signedInStudent(app, { plan: buildPlan(), planStatus: 'active' });
    const other = await signedInStudent(app, { name: 'Outro Aluno' });
    for (const path of ['progress', 'performance'])
      expect((await other.trainer.call('GET', `/api/students/${student.id}/${path}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/students/${student.id}/progress`)).statusCode).toBe(403);
  });
});

describe('the performance review', () => {
  test('gives each exercise its points, record and e1RM, and the totals over every logged set', async () => {
    const { app, database } = await testApp({ clock });
    const { call, student, trainer } = await signedInStudent(app, {
      plan: buildPlan(),
      planStatus: 'active',
    });
    await entry(database, student.id, 'supino-reto-barra', '2026-11-16', 40, 10);
    await trainMonday(call, null);
    const review = (await trainer.call('GET', `/api/students/${student.id}/performance`)).json();
    const bench = review.exercises.find((e: { exerciseId: string }) => e.exerciseId === 'supino-reto-barra');
    expect(bench.points).toEqual([
      { date: '2026-11-16', weight: 40, reps: 10 },
      { date: MONDAY, weight: 45, reps: 10 },
    ]);
    expect(bench.record).toEqual({ date: MONDAY, weight: 45, reps: 10, e1rm: 60 });
    expect(review.maxWeight).toBe(60);
    expect(review.volumeKg).toBe(4 * 45 * 10 + 3 * 60 * 12);

    // Kept until the student changes: a reset of the day (its NOTIFY) brings the review back to one entry.
    expect((await call('DELETE', `/api/me/workouts/${MONDAY}`)).statusCode).toBe(204);
    await expect
      .poll(
        async () => (await trainer.call('GET', `/api/students/${student.id}/performance`)).json().volumeKg,
        {
          timeout: 10_000,
        },
      )
      .toBe(0);
    // A reset day is no longer the last one trained.
    expect((await trainer.call('GET', '/api/students')).json().items[0].lastTrainedOn).toBeNull();
  });
});

describe('the radar', () => {
  test("puts a hurting, an absent, a strong and a pending student under their cards, and never another trainer's", async () => {
    const { app, database } = await testApp({ clock });
    const hurt = await signedInStudent(app, { plan: buildPlan(), planStatus: 'active', name: 'Helena Dor' });
    const trainer = hurt.trainer;
    await trainMonday(hurt.call, { ...hurting, difficulty: 'Extremamente difícil' });
    await hurt.call('POST', `/api/me/workouts/${MONDAY}/analysis`);

    const absent = await addStudent(trainer.call, 'Ausente Silva');
    const strong = await addStudent(trainer.call, 'Forte Souza');
    const pending = await addStudent(trainer.call, 'Pendente Lima');
    const plan = JSON.stringify(buildPlan({ days: 3 }));
    await database.pool.query(
      `update students set workout_plan = $2::jsonb, plan_status = 'active', plan_started_on = '2026-11-01' where id = $1`,
      [absent.id, plan],
    );
    await database.pool.query(
      `update students set plan_status = 'pending_review', workout_plan = $2::jsonb where id = $1`,
      [pending.id, plan],
    );
    await entry(database, strong.id, 'supino-reto-barra', '2026-11-02', 80, 8);
    await entry(database, strong.id, 'supino-reto-barra', '2026-11-20', 100, 5);
    await entry(database, strong.id, 'agachamento-livre-barra', '2026-11-20', 140, 5);

    // Another trainer's student with pain and a heavier bench: never on this radar.
    const foreign = await signedInStudent(app, {
      plan: buildPlan(),
      planStatus: 'active',
      name: 'Estranho Alheio',
    });
    await trainMonday(foreign.call, hurting);
    await entry(database, foreign.student.id, 'supino-reto-barra', '2026-11-20', 200, 1);

    const res = await trainer.call('GET', '/api/radar');
    expect(res.statusCode, res.body).toBe(200);
    const radar = res.json();
    const names = (card: string) => radar[card].items.map((item: { name: string }) => item.name);
    expect(JSON.stringify(radar)).not.toContain('Estranho');
    expect(radar.insights.items[0]).toMatchObject({
      name: 'Helena Dor',
      kind: 'insight',
      insight: { type: 'warning' },
    });
    expect(radar.attention.items).toContainEqual(
      expect.objectContaining({
        name: 'Helena Dor',
        kind: 'feedback',
        difficulty: 'Extremamente difícil',
        painPoints: 'Leve incômodo no joelho direito',
      }),
    );
    expect(radar.engagement.items).toContainEqual(
      expect.objectContaining({ name: 'Ausente Silva', kind: 'missed', lastTrainedOn: null }),
    );
    const missed = radar.engagement.items.find((item: { name: string }) => item.name === 'Ausente Silva');
    // Monday, Wednesday and Friday plan; the 7 days before Monday 23 hold Mon 16, Wed 18, Fri 20.
    expect(missed.missed).toBe(3);
    expect(names('engagement')).not.toContain('Helena Dor');
    expect(radar.highlights.items).toEqual([
      expect.objectContaining({
        name: 'Forte Souza',
        kind: 'lift',
        weight: 100,
        exerciseName: expect.stringMatching(/Supino/),
      }),
      expect.objectContaining({ name: 'Helena Dor', kind: 'lift', weight: 45 }),
      expect.objectContaining({ name: 'Forte Souza', kind: 'lift', weight: 140 }),
      expect.objectContaining({ name: 'Helena Dor', kind: 'lift', weight: 60 }),
      expect.objectContaining({ name: 'Forte Souza', kind: 'progress', percent: 25 }),
    ]);
    expect(radar.pending.items).toEqual([expect.objectContaining({ name: 'Pendente Lima', kind: 'review' })]);

    // Each card pages in SQL: page 2 of the highlights holds what page 1 left.
    const page2 = (await trainer.call('GET', '/api/radar/highlights?page=2')).json();
    expect(page2).toMatchObject({ total: 5, page: 2, pageCount: 1, items: [] });
    expect((await trainer.call('GET', '/api/radar/nope')).statusCode).toBe(400);

    // The radar is kept until one of the trainer's students changes: a new pain report shows once the
    // database's NOTIFY reaches the app (waited for, not slept on).
    await database.pool.query(`insert into workout_days (student_id, date, feedback) values ($1, $2, $3)`, [
      strong.id,
      MONDAY,
      { ...hurting, painPoints: 'Ombro esquerdo' },
    ]);
    await expect
      .poll(async () => JSON.stringify((await trainer.call('GET', '/api/radar')).json().attention), {
        timeout: 10_000,
      })
      .toContain('Ombro esquerdo');
  });
});

describe('the radar beyond the spec', () => {
  test('a fall in adherence, RPE climbing on one workout, an exercise skipped again and again, a plan about to expire', async () => {
    const { app, database } = await testApp({ clock });
    const { trainer } = await signedInStudent(app, { name: 'Base Aluno' });
    const make = async (name: string) => {
      const student = await addStudent(trainer.call, name);
      await database.pool.query(
        `update students set workout_plan = $2::jsonb, plan_status = 'active', plan_started_on = '2026-08-01' where id = $1`,
        [student.id, JSON.stringify(buildPlan({ days: 3 }))],
      );
      return student.id;
    };
    const day = (
      id: string,
      date: string,
      completed: boolean,
      feedback: object | null = null,
      workoutId = 'day-0',
    ) =>
      database.pool.query(
        `insert into workout_days (student_id, date, workout_id, completed_at, feedback) values ($1, $2, $3, $4, $5)`,
        [id, date, workoutId, completed ? new Date(`${date}T12:00:00Z`) : null, feedback],
      );
    const set = (id: string, date: string, exerciseId: string) =>
      database.pool.query(
        `insert into workout_sets (id, student_id, date, workout_id, block_id, exercise_id, set_index, weight, reps, logged_at)
         values ($1, $2, $3, 'day-0', 'day-0-b0', $4, 0, 40, 10, now())`,
        [randomUUID(), id, date, exerciseId],
      );

    // Trained every Monday, Wednesday and Friday until 31 days ago, then stopped.
    const dropped = await make('Queda Adesao');
    for (let d = 89; d > 30; d--) {
      const date = new Date(Date.UTC(2026, 10, 23 - d)).toISOString().slice(0, 10);
      if ([1, 3, 5].includes(new Date(`${date}T12:00:00Z`).getUTCDay()))
        await day(dropped, date, true, null, 'day-1');
    }
    // Three Mondays of the same workout, RPE 6 → 8 → 9.
    const climbing = await make('Rpe Subindo');
    for (const [date, rpe] of [
      ['2026-11-09', 6],
      ['2026-11-16', 8],
      ['2026-11-23', 9],
    ] as const) {
      await day(climbing, date, true, { ...hurting, painPoints: '', difficulty: 'Ideal', overallRPE: rpe });
      await set(climbing, date, 'supino-reto-barra');
      await set(climbing, date, 'agachamento-livre-barra');
      await set(climbing, date, 'remada-curvada-barra');
    }
    // Two Mondays done with only the bench press: the squat and the row were skipped twice.
    const skipping = await make('Pula Exercicio');
    for (const date of ['2026-11-16', '2026-11-23']) {
      await day(skipping, date, true);
      await set(skipping, date, 'supino-reto-barra');
    }
    const expiring = await make('Vence Logo');
    await database.pool.query(`update students set plan_expiry_date = '2026-11-26' where id = $1`, [
      expiring,
    ]);

    const all = async (card: string) => {
      const first = (await trainer.call('GET', `/api/radar/${card}`)).json();
      const items = [...first.items];
      for (let page = 2; page <= first.pageCount; page++)
        items.push(...(await trainer.call('GET', `/api/radar/${card}?page=${page}`)).json().items);
      return items;
    };
    const attention = await all('attention');
    expect(attention).toContainEqual(
      expect.objectContaining({ name: 'Queda Adesao', kind: 'adherence', d30: 0 }),
    );
    const drop = attention.find((item) => item.kind === 'adherence');
    expect(drop.d90).toBeGreaterThanOrEqual(60);
    expect(attention).toContainEqual(
      expect.objectContaining({ name: 'Rpe Subindo', kind: 'rpe', label: 'Treino A', rpes: [6, 8, 9] }),
    );
    expect(attention.filter((item) => item.kind === 'skipped')).toEqual(
      [
        expect.objectContaining({
          name: 'Pula Exercicio',
          exerciseName: expect.stringMatching(/Agachamento/),
          times: 2,
        }),
        expect.objectContaining({
          name: 'Pula Exercicio',
          exerciseName: expect.stringMatching(/Remada/),
          times: 2,
        }),
      ].sort(() => 0),
    );
    expect(attention.filter((item) => item.name === 'Base Aluno')).toEqual([]);
    const pending = await all('pending');
    expect(pending).toEqual([
      expect.objectContaining({ name: 'Vence Logo', kind: 'expiring', date: '2026-11-26' }),
    ]);
    // Every card can be read page by page, and reads only this trainer's students.
    const engagement = await all('engagement');
    expect(engagement.map((item) => item.name).sort()).toEqual([
      'Pula Exercicio',
      'Queda Adesao',
      'Rpe Subindo',
      'Vence Logo',
    ]);
  });
});
