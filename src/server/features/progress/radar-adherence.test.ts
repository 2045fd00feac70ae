import { describe, expect, test } from 'vitest';
import { testApp } from '#server/testing/test-app.ts';
import { signedInStudent } from '#server/testing/student.ts';
import { addStudent } from '#server/testing/trainer.ts';
import { addDays } from '#shared/domain/dates/local-date.ts';
import { adherence, ADHERENCE_DROP_POINTS } from '#shared/domain/progress/adherence.ts';
import { weekdayOf } from '#shared/domain/plans/weekdays.ts';
import { buildPlan } from '#shared/testing/build-plan.ts';

// Monday 23 November 2026, midday in São Paulo: a training day of the three-day plan.
const TODAY = '2026-11-23';
const clock = { now: () => new Date('2026-11-23T15:00:00Z') };
const plan = buildPlan({ days: 3 });
const weekdays = [...new Set(plan.map((workout) => workout.day))];

/** Every plan day between `from` and `to` days ago (inclusive), oldest first. */
const planDays = (from: number, to: number) =>
  Array.from({ length: from - to + 1 }, (_, i) => addDays(TODAY, -(from - i))).filter((date) =>
    weekdays.includes(weekdayOf(date)),
  );

/**
 * The radar computes 'Pontos de Atenção''s adherence in SQL, both windows in one pass (issue 26 §2):
 * its figures must be the domain's (the rule the student dialog uses), today counted only once done.
 */
describe('the radar’s adherence', () => {
  test('equals the domain’s 30- and 90-day adherence, with today done, today only started, a recent plan', async () => {
    const { app, database } = await testApp({ clock });
    const { trainer } = await signedInStudent(app, { name: 'Base Aluno' });
    const cases: { name: string; started: string; completed: string[]; startedToday?: boolean }[] = [
      // Trained every plan day until 31 days ago, then only today.
      { name: 'Volta Hoje', started: '2026-08-01', completed: [...planDays(89, 31), TODAY] },
      // The same, today's workout begun but not finished: today is not yet scheduled.
      { name: 'Comecou Hoje', started: '2026-08-01', completed: planDays(89, 31), startedToday: true },
      // A plan started 60 days ago, followed for 35 days, and a workout on a Sunday since.
      { name: 'Plano Recente', started: addDays(TODAY, -60), completed: [...planDays(60, 26), '2026-11-15'] },
    ];
    for (const { name, started, completed, startedToday } of cases) {
      const student = await addStudent(trainer.call, name);
      await database.pool.query(
        `update students set workout_plan = $2::jsonb, plan_status = 'active', plan_started_on = $3 where id = $1`,
        [student.id, JSON.stringify(plan), started],
      );
      for (const date of completed)
        await database.pool.query(
          `insert into workout_days (student_id, date, workout_id, completed_at) values ($1, $2, 'day-0', $3)`,
          [student.id, date, new Date(`${date}T12:00:00Z`)],
        );
      if (startedToday)
        await database.pool.query(
          `insert into workout_days (student_id, date, workout_id) values ($1, $2, 'day-0')`,
          [student.id, TODAY],
        );
    }

    const items = [];
    const first = (await trainer.call('GET', '/api/radar/attention')).json();
    items.push(...first.items);
    for (let page = 2; page <= first.pageCount; page++)
      items.push(...(await trainer.call('GET', `/api/radar/attention?page=${page}`)).json().items);
    const shown = items.filter((item) => item.kind === 'adherence');

    const expected = cases
      .map(({ name, started, completed }) => ({
        name,
        d30: adherence(weekdays, started, completed, TODAY, 30),
        d90: adherence(weekdays, started, completed, TODAY, 90),
      }))
      .filter(({ d30, d90 }) => d30 !== null && d90 !== null && d90 - d30 >= ADHERENCE_DROP_POINTS);
    expect(expected.map((item) => item.name).sort()).toEqual(['Comecou Hoje', 'Plano Recente', 'Volta Hoje']);
    expect(
      shown.map(({ name, d30, d90 }) => ({ name, d30: Number(d30), d90: Number(d90) })).sort((a, b) =>
        a.name.localeCompare(b.name),
      ),
    ).toEqual(expected.sort((a, b) => a.name.localeCompare(b.name)));
  });
});
