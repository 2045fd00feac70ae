import { expect } from '@playwright/test';
import type { Plan } from '../src/shared/contracts/plans.ts';
import { addDays, formatBrazilianDate } from '../src/shared/domain/dates/local-date.ts';
import { weekdayOf } from '../src/shared/domain/plans/weekdays.ts';
import {
  block,
  calendarDayName,
  chestWorkoutOn,
  exercise,
  setUpStudent,
  signInStudent,
  todayInBrazil,
  workoutOn,
} from './student-fixtures.ts';
import { PASSWORD, expectAccessible, expectTouchTargets, snap, test } from './support.ts';

// Each journey sets up a trainer and a student, signs in and runs several accessibility scans.
test.describe.configure({ timeout: 90_000 });

/** Today's workout (a single block and a bi-set with a timed exercise) and one more two days later. */
const planFor = (today: string): Plan => [
  chestWorkoutOn(today, [
    block('b1', 'single', 60, [exercise('e1', 'supino-reto-barra', '4', '10')]),
    block('b2', 'biset', 90, [
      exercise('e2', 'crucifixo-reto-halteres', '3', '12'),
      exercise('e3', 'prancha-abdominal', '3', '30', { durationType: 'time' }),
    ]),
  ]),
  workoutOn(addDays(today, 2), {
    id: 'w-depois',
    label: 'Treino B - Costas',
    muscleGroups: ['Costas'],
    blocks: [block('b3', 'single', 60, [exercise('e4', 'remada-curvada-barra', '3', '12')])],
  }),
];

test('a student sees the greeting, the expiry banner, the day’s workout and the calendar', async ({
  page,
}, testInfo) => {
  const today = todayInBrazil();
  // She answered the anamnesis (sex Feminino) before the trainer activated her plan.
  const student = await setUpStudent({
    plan: planFor(today),
    expiryInDays: 5,
    anamnesis: {
      sex: 'Feminino',
      specificGoal: 'Hipertrofia (ganho de massa)',
      availableDays: ['Segunda-feira', 'Quarta-feira'],
    },
  });

  await signInStudent(page, student.email);
  await expect(page.getByRole('heading', { name: 'Olá, Ana!' })).toBeVisible();
  await expect(page.getByText('Pronta para o treino de hoje?')).toBeVisible();
  await expect(page.getByText('Atenção! Seu plano vence em 5 dias.')).toBeVisible();
  await expect(
    page.getByRole('button', { name: `Hoje, ${weekdayOf(today)}, Abrir calendário` }),
  ).toBeVisible();
  const card = page.getByRole('region', { name: 'Treino A - Peito' });
  await expect(card.getByText('Aquecimento: 1 exercício')).toBeVisible();
  await expect(card.getByText('Bi-Set')).toBeVisible();
  for (const [name, dose] of [
    ['Supino Reto com Barra', '4 x 10'],
    ['Crucifixo Reto com Halteres', '3 x 12'],
    ['Prancha Abdominal', '3 x 30s'],
  ] as const)
    await expect(card.getByRole('listitem').filter({ hasText: name }).last()).toContainText(dose);
  // On a 360×640 phone, with the expiry banner too, the button is there without scrolling.
  await expect(card.getByRole('button', { name: 'Começar a Treinar' })).toBeInViewport();
  await expect(page.getByRole('region', { name: 'Falta a sua anamnese' })).toHaveCount(0);
  await expect(page.getByText('Frase do dia')).toBeVisible();
  await expectAccessible(page);
  await expectTouchTargets(page);
  await snap(page, testInfo, '01-inicio');

  await page.getByRole('button', { name: 'Próximo dia' }).click();
  const tomorrow = addDays(today, 1);
  await expect(
    page.getByRole('button', {
      name: `${formatBrazilianDate(tomorrow)}, ${weekdayOf(tomorrow)}, Abrir calendário`,
    }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dia de Descanso' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`\\?data=${tomorrow}$`));
  await snap(page, testInfo, '02-descanso');
  await page.getByRole('button', { name: 'Próximo dia' }).click();
  await expect(page.getByRole('region', { name: 'Treino B - Costas' })).toBeVisible();
  await page.getByRole('button', { name: 'Dia anterior' }).click();
  await page.getByRole('button', { name: 'Dia anterior' }).click();
  await expect(card).toBeVisible();

  await page.getByRole('button', { name: /Abrir calendário/ }).click();
  const popup = page.getByRole('dialog', { name: 'Calendário de treinos' });
  await expect(popup.getByRole('columnheader')).toHaveText(['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb']);
  await expect(popup.getByRole('button', { name: `${calendarDayName(today)}, A treinar` })).toBeVisible();
  if (tomorrow.slice(0, 7) === today.slice(0, 7))
    await expect(popup.getByRole('button', { name: `${calendarDayName(tomorrow)}, Descanso` })).toBeVisible();
  // She was added today: a week ago, a training weekday, was not hers to miss.
  const weekAgo = addDays(today, -7);
  if (weekAgo.slice(0, 7) === today.slice(0, 7))
    await expect(popup.getByRole('button', { name: calendarDayName(weekAgo), exact: true })).toBeVisible();
  await expect(popup.getByRole('button', { name: /, Não foi$/ })).toHaveCount(0);
  // Nothing after the expiry (in 5 days) is to train.
  const afterExpiry = addDays(today, 7);
  if (afterExpiry.slice(0, 7) === today.slice(0, 7))
    await expect(
      popup.getByRole('button', { name: calendarDayName(afterExpiry), exact: true }),
    ).toBeVisible();
  for (const legend of ['Concluído', 'Não foi', 'A treinar', 'Descanso'])
    await expect(popup.getByRole('listitem').filter({ hasText: legend })).toBeVisible();
  await expectAccessible(page);
  await expectTouchTargets(page);
  await snap(page, testInfo, '03-calendario');
  const inTwoDays = addDays(today, 2);
  if (inTwoDays.slice(0, 7) !== today.slice(0, 7))
    await popup.getByRole('button', { name: 'Próximo mês' }).click();
  await popup.getByRole('button', { name: `${calendarDayName(inTwoDays)}, A treinar` }).click();
  await expect(popup).toBeHidden();
  const coming = page.getByRole('region', { name: 'Treino B - Costas' });
  await expect(coming).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`\\?data=${inTwoDays}$`));
  // A day still to come is looked at, not trained: no start, and the greeting names that day.
  await expect(
    coming.getByText(`Este treino fica disponível em ${formatBrazilianDate(inTwoDays)}.`),
  ).toBeVisible();
  await expect(coming.getByRole('button', { name: 'Começar a Treinar' })).toHaveCount(0);
  await expect(page.getByText(`Pronta para o treino de ${formatBrazilianDate(inTwoDays)}?`)).toBeVisible();
  await snap(page, testInfo, '03b-dia-futuro');

  // Done today (through the API): the card says so, offers the analysis, and the calendar turns green.
  const finished = await page.request.post(`/api/me/workouts/${today}/finish`, {
    headers: { origin: process.env.E2E_BASE_URL ?? '' },
    data: { workoutId: 'w-hoje' },
  });
  expect(finished.ok()).toBe(true);
  await page.goto(`/aluno?data=${today}`);
  await expect(card.getByText('Treino concluído')).toBeVisible();
  await card.getByRole('button', { name: 'Ver Análise Pós-Treino' }).click();
  const analysis = page.getByRole('dialog', { name: 'Análise Pós-Treino da IA' });
  await expect(analysis).toContainText('Nenhuma análise foi gerada para este treino.');
  await expectAccessible(page);
  await snap(page, testInfo, '04-analise');
  // The text button under the analysis (the title bar has its own close too).
  await analysis.getByRole('button', { name: 'Fechar' }).last().click();
  await expect(analysis).toBeHidden();
  await page.getByRole('button', { name: /Abrir calendário/ }).click();
  await expect(popup.getByRole('button', { name: `${calendarDayName(today)}, Concluído` })).toBeVisible();
  await popup.getByRole('button', { name: 'Fechar' }).click();

  await card.getByRole('button', { name: 'Reiniciar Treino' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Reiniciar Treino?' });
  await expect(confirm).toContainText('Todo o seu progresso de hoje será perdido.');
  await expectAccessible(page);
  await expectTouchTargets(page);
  await snap(page, testInfo, '05-reiniciar');
  await confirm.getByRole('button', { name: 'Reiniciar' }).click();
  await expect(page.getByText('Progresso do treino de hoje foi reiniciado!')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Começar a Treinar' })).toBeVisible();
  await expect(card.getByText('Treino concluído')).toHaveCount(0);

  await card.getByRole('button', { name: 'Começar a Treinar' }).click();
  await expect(page).toHaveURL(new RegExp(`/aluno/treino\\?data=${today}$`));
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('an expired student sees Seu Plano Venceu!, the renewal opens once, and without a number the alert says so', async ({
  page,
}, testInfo) => {
  const today = todayInBrazil();
  const student = await setUpStudent({ plan: planFor(today), studentName: 'Bruno Lima', expiryInDays: -1 });

  await signInStudent(page, student.email);
  // The renewal opens by itself over the expired screen (which is then hidden from assistive tech).
  const modal = page.getByRole('dialog', { name: 'Renovar Plano' });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('button', { name: /1 mês\s*R\$ 120,00/ })).toBeVisible();
  await expect(modal.getByRole('button', { name: /3 meses\s*R\$ 330,00/ })).toBeVisible();
  await expect(modal.getByRole('button', { name: /6 meses\s*R\$ 600,00/ })).toBeVisible();
  await expectAccessible(page);
  await expectTouchTargets(page);
  await snap(page, testInfo, '06-renovar');

  await modal.getByRole('button', { name: /1 mês/ }).click();
  await expect(modal.getByRole('alert')).toHaveText(
    'O número de WhatsApp do seu personal não foi configurado. Por favor, entre em contato diretamente.',
  );
  await expectAccessible(page);
  await snap(page, testInfo, '07-sem-whatsapp');
  await modal.getByRole('button', { name: 'Fechar' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Seu Plano Venceu!' })).toBeVisible();
  await expect(
    page.getByText(`Seu plano venceu em ${formatBrazilianDate(addDays(today, -1))}.`),
  ).toBeVisible();
  await expectAccessible(page);
  await expectTouchTargets(page);
  await snap(page, testInfo, '08-plano-vencido');

  // Once per browser session: a reload does not open it again; 'Renove Agora' does.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Seu Plano Venceu!' })).toBeVisible();
  await expect(modal).toHaveCount(0);
  await page.getByRole('button', { name: 'Renove Agora' }).click();
  await expect(modal).toBeVisible();
});

test('with the trainer’s number, a renewal opens WhatsApp with the request written out', async ({ page }) => {
  // Nothing leaves the machine: the WhatsApp page is answered here.
  await page
    .context()
    .route('https://wa.me/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>WhatsApp</title>' }),
    );
  const student = await setUpStudent({
    plan: planFor(todayInBrazil()),
    studentName: 'Carla Dias',
    planStatus: 'inactive',
    trainer: { whatsapp: '(11) 91234-5678', planPrices: { '1': 150, '6': 600 } },
  });

  await signInStudent(page, student.email);
  await expect(page.getByText('Seu plano está inativo no momento.')).toBeVisible();
  const modal = page.getByRole('dialog', { name: 'Renovar Plano' });
  await expect(modal.getByRole('button', { name: /1 mês\s*R\$ 150,00/ })).toBeVisible();
  await expect(modal.getByRole('button', { name: /3 meses\s*Preço não definido/ })).toBeVisible();
  const popupOpened = page.waitForEvent('popup');
  await modal.getByRole('button', { name: /6 meses/ }).click();
  const popup = await popupOpened;
  await popup.waitForURL(/^https:\/\/wa\.me\//);
  expect(popup.url()).toMatch(/^https:\/\/wa\.me\/5511912345678\?text=/);
  const text = new URL(popup.url()).searchParams.get('text') ?? '';
  expect(text).toBe(
    'Olá, Paula! Aqui é Carla Dias. Gostaria de renovar meu plano de treino por 6 meses. Como fazemos?',
  );
  await popup.close();
});

test('the trainer activates the plan: the student waiting on Quase lá gets the home without a reload', async ({
  page,
  playwright,
}, testInfo) => {
  const today = todayInBrazil();
  const student = await setUpStudent({
    plan: planFor(today),
    planStatus: 'pending_creation',
    anamnesis: { sex: 'Feminino', specificGoal: 'Emagrecimento', availableDays: ['Segunda-feira'] },
  });
  await signInStudent(page, student.email);
  await expect(page.getByRole('heading', { name: 'Quase lá, Ana!' })).toBeVisible();
  let reloads = 0;
  page.on('load', () => reloads++);

  // The trainer, on their own device, activates the plan.
  const baseURL = process.env.E2E_BASE_URL ?? '';
  const trainer = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const session = await trainer.post('/api/session', {
    data: { email: student.trainerEmail, password: PASSWORD },
  });
  expect(session.ok()).toBe(true);
  const { version } = (await (await trainer.get(`/api/students/${student.id}`)).json()) as {
    version: number;
  };
  const activated = await trainer.patch(`/api/students/${student.id}`, {
    data: { version, planStatus: 'active' },
  });
  expect(activated.ok()).toBe(true);
  await trainer.dispose();

  await expect(page.getByRole('heading', { name: 'Olá, Ana!' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Treino A - Peito' })).toBeVisible();
  expect(reloads).toBe(0);
  await snap(page, testInfo, '09-plano-ativado-ao-vivo');
});

test('a plan activated before the anamnesis: the home asks for it, and the wizard opens at its top', async ({
  page,
}, testInfo) => {
  const student = await setUpStudent({ plan: planFor(todayInBrazil()), expiryInDays: 3 });
  await signInStudent(page, student.email);
  await expect(page.getByRole('heading', { name: 'Olá, Ana!' })).toBeVisible();
  await expect(page.getByText('Vamos para o treino de hoje?')).toBeVisible();
  const card = page.getByRole('region', { name: 'Falta a sua anamnese' });
  await expect(card).toBeInViewport();
  await expectAccessible(page);
  await expectTouchTargets(page);
  await snap(page, testInfo, '10-falta-anamnese');

  await card.getByRole('button', { name: 'Responder anamnese' }).click();
  await expect(page).toHaveURL(/\/aluno\/anamnese$/);
  await expect(page.getByRole('heading', { name: 'Antes de começar' })).toBeVisible();
  await page.getByRole('checkbox', { name: /Li e concordo/ }).check();
  const accept = page.getByRole('button', { name: 'Concordo e continuar' });
  await accept.scrollIntoViewIfNeeded();
  await accept.click();
  // Step 1 opens at its top, not where the consent was scrolled to.
  await expect(page.getByText('Etapa 1 de 7')).toBeInViewport();
  await expect(page.getByRole('group', { name: 'Sexo' })).toBeInViewport();
  await snap(page, testInfo, '11-etapa-1-no-topo');
});
