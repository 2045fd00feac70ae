import { randomUUID } from 'node:crypto';
import { expect, request, type Page } from '@playwright/test';
import type { Plan } from '../src/shared/contracts/plans.ts';
import { addDays } from '../src/shared/domain/dates/local-date.ts';
import { onDatabase } from './database.ts';
import { createStudent, savePlan, signUpPersonal, updateStudent } from './fixtures.ts';
import {
  block,
  chestWorkoutOn,
  exercise,
  submitAnamnesis,
  todayInBrazil,
  workoutOn,
} from './student-fixtures.ts';
import { expectAccessible, expectTouchTargets, PASSWORD, snap, test } from './support.ts';

const baseURL = () => process.env.E2E_BASE_URL ?? '';

/** A bench-press day on `date`'s weekday (id w-hoje): 2 sets of 10. */
const benchDay = (date: string) =>
  chestWorkoutOn(date, [block('b1', 'single', 60, [exercise('e1', 'supino-reto-barra', '2', '10')])], {
    warmup: false,
  });

/** The same bench day on every weekday: whatever day it is, a training day was due. */
const everyDay = (today: string): Plan =>
  Array.from({ length: 7 }, (_, i) =>
    workoutOn(addDays(today, i), {
      id: `w${i}`,
      label: `Treino ${i + 1}`,
      muscleGroups: ['Peito'],
      blocks: [block(`b${i}`, 'single', 60, [exercise(`e${i}`, 'supino-reto-barra', '2', '10')])],
    }),
  );

/** The student, in an API session of their own, trains `date`: bench sets, finish, feedback. */
async function trains(
  email: string,
  date: string,
  weight: number,
  feedback?: Record<string, unknown>,
): Promise<void> {
  const student = await request.newContext({ baseURL: baseURL(), extraHTTPHeaders: { origin: baseURL() } });
  try {
    const ok = async (response: Awaited<ReturnType<typeof student.post>>, what: string) =>
      expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true);
    await ok(await student.post('/api/session', { data: { email, password: PASSWORD } }), 'sign-in');
    for (const setIndex of [0, 1])
      await ok(
        await student.put(`/api/me/sets/${randomUUID()}`, {
          data: {
            date,
            workoutId: 'w-hoje',
            blockId: 'b1',
            exerciseId: 'supino-reto-barra',
            setIndex,
            weight,
            reps: 10,
            loggedAt: `${date}T12:0${setIndex}:00.000Z`,
          },
        }),
        'set',
      );
    await ok(
      await student.post(`/api/me/workouts/${date}/finish`, { data: { workoutId: 'w-hoje' } }),
      'finish',
    );
    if (feedback)
      await ok(await student.put(`/api/me/workouts/${date}/feedback`, { data: feedback }), 'feedback');
    await ok(await student.post(`/api/me/workouts/${date}/analysis`), 'analysis');
  } finally {
    await student.dispose();
  }
}

/** A student of the page's trainer with `plan`, active, and their login. */
async function activeStudent(page: Page, name: string, plan: Plan) {
  const student = await createStudent(page, name);
  const planned = await savePlan(page, student.id, student.version, plan);
  await updateStudent(page, student.id, { version: planned.version, planStatus: 'active' });
  return student;
}

test('the radar shows a hurting, an absent, a strong and a pending student, each under its card', async ({
  page,
}, testInfo) => {
  const today = todayInBrazil();
  const run = randomUUID().slice(0, 6);
  await signUpPersonal(page, `Radar ${run}`);

  const hurting = await activeStudent(page, `Helena Dor ${run}`, [benchDay(today)]);
  await trains(hurting.email, today, 40, {
    difficulty: 'Extremamente difícil',
    energyLevel: 'Baixo',
    sleepQuality: 'Ruim',
    overallRPE: 10,
    painPoints: 'Leve incômodo no joelho direito',
    comments: '',
  });
  const strong = await activeStudent(page, `Forte Souza ${run}`, [benchDay(today)]);
  await trains(strong.email, today, 100);
  const absent = await activeStudent(page, `Ausente Silva ${run}`, everyDay(today));
  // Two weeks on the plan without a finished workout: what no screen makes in one day.
  await onDatabase((db) =>
    db.query(`update students set plan_started_on = $2::date where id = $1`, [
      absent.id,
      addDays(today, -14),
    ]),
  );
  const pending = await createStudent(page, `Pendente Lima ${run}`);
  await submitAnamnesis(baseURL(), pending.email, {
    specificGoal: 'Hipertrofia (ganho de massa)',
    availableDays: ['Segunda-feira', 'Quarta-feira', 'Sexta-feira'],
  });

  await page.goto('/personal');
  await page.getByRole('button', { name: 'Ver Radar' }).click();
  await expect(page).toHaveURL(/visao=radar/);
  const card = (name: string) =>
    page.getByRole('region', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}`) });
  await expect(card('Sugestões da IA')).toContainText(`Helena Dor ${run}`);
  await expect(card('Sugestões da IA')).toContainText(
    'Relatou dor no joelho ("Leve incômodo no joelho direito")',
  );
  await expect(card('Pontos de Atenção (Feedback)')).toContainText(`Helena Dor ${run}`);
  await expect(card('Pontos de Atenção (Feedback)')).toContainText('Dor: “Leve incômodo no joelho direito”');
  await expect(card('Baixo Engajamento')).toContainText(`Ausente Silva ${run}`);
  await expect(card('Baixo Engajamento')).toContainText('7 treinos previstos perdidos nos últimos 7 dias');
  await expect(card('Baixo Engajamento')).not.toContainText(`Helena Dor ${run}`);
  const highlights = card('Destaques de Performance');
  await expect(highlights.getByRole('listitem').first()).toContainText(`Forte Souza ${run}`);
  await expect(highlights.getByRole('listitem').first()).toContainText('Supino Reto com Barra: 100 kg × 10');
  await expect(card('Pendências')).toContainText(`Pendente Lima ${run}`);
  await expect(card('Pendências')).toContainText('Aguardando criação do plano');
  await expectAccessible(page);
  await expectTouchTargets(page);
  await snap(page, testInfo, '01-radar');

  // An entry opens the student, whose 'Progresso' shows the day, the pain and the insight.
  await card('Pontos de Atenção (Feedback)')
    .getByRole('button', { name: new RegExp(`Helena Dor ${run}`) })
    .click();
  const dialog = page.getByRole('dialog', { name: `Helena Dor ${run}` });
  await dialog.getByRole('tab', { name: 'Progresso' }).click();
  await expect(dialog).toContainText('Concluído');
  await expect(dialog).toContainText('2 de 2 séries');
  await expect(dialog).toContainText('Dor: “Leve incômodo no joelho direito”');
  await expect(dialog).toContainText('Extremamente difícil · RPE 10');
  await expectAccessible(page);
  await snap(page, testInfo, '02-progresso');
});

test('the performance review of two sessions draws the chart and the three stats; the weekly summary and meals can be shared', async ({
  page,
}, testInfo) => {
  const today = todayInBrazil();
  const yesterday = addDays(today, -1);
  const run = randomUUID().slice(0, 6);
  await signUpPersonal(page, `Revisão ${run}`);
  const student = await activeStudent(page, `Marina Costa ${run}`, [benchDay(today)]);
  await trains(student.email, yesterday, 40);
  await trains(student.email, today, 45);

  await page.goto('/personal');
  await page
    .getByRole('list', { name: 'Alunos' })
    .getByRole('button', { name: new RegExp(`Marina Costa ${run}`) })
    .click();
  const dialog = page.getByRole('dialog', { name: `Marina Costa ${run}` });
  await dialog.getByRole('tab', { name: 'Progresso' }).click();
  await dialog.getByRole('button', { name: 'Revisão de Performance' }).click();
  const review = page.getByRole('dialog', { name: 'Revisão de Performance de Marina' });
  await expect(review.getByRole('img', { name: 'Gráfico de carga de Supino Reto com Barra' })).toBeVisible();
  await expect(review).toContainText('Carga máxima45,0 kg');
  await expect(review).toContainText('Progresso total+13%');
  await expect(review).toContainText('Volume total1,7 t');
  await expect(review).toContainText('1RM estimado 60 kg');
  // A point's tooltip: date, weight and reps.
  const point = review.getByRole('img', { name: /: 45 kg × 10 reps$/ });
  await point.hover();
  await expect(review.getByTestId('chart-tooltip')).toContainText('45 kg × 10 reps');
  await expectAccessible(page);
  await snap(page, testInfo, '03-revisao');
  await review.getByRole('button', { name: 'Fechar' }).last().click();
  await expect(review).toBeHidden();

  await dialog.getByRole('button', { name: 'Resumo Semanal' }).click();
  const weekly = page.getByRole('dialog', { name: `Resumo Semanal de Marina` });
  // Editable before it is shared (issue 23 item 26).
  const weeklyText = weekly.getByRole('textbox', { name: 'Texto para o aluno' });
  await expect(weeklyText).toHaveValue(/Oi, Marina!/);
  await expect(weeklyText).toHaveValue(/somando 4 séries/);
  await snap(page, testInfo, '04-resumo-semanal');
  await weekly.getByRole('button', { name: 'Fechar' }).last().click();

  await dialog.getByRole('button', { name: 'Sugestão de Refeições' }).click();
  const meals = page.getByRole('dialog', { name: `Sugestão de Refeições para Marina` });
  await expect(meals).toContainText('não substitui o acompanhamento de um nutricionista');
  await expect(meals.getByRole('textbox', { name: 'Texto para o aluno' })).toHaveValue(
    /\d\. Café da manhã.*: ovos/,
  );
  await snap(page, testInfo, '05-refeicoes');
});
