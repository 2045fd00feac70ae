import { expect, request } from '@playwright/test';
import { addDays, formatBrazilianDate } from '../src/shared/domain/dates/local-date.ts';
import {
  block,
  chestWorkoutOn,
  exercise,
  setUpStudent,
  signInStudent,
  todayInBrazil,
} from './student-fixtures.ts';
import { PASSWORD, expectAccessible, expectTouchTargets, snap, test } from './support.ts';

const baseURL = () => process.env.E2E_BASE_URL ?? '';

/** An active student who consented to v3 (the text that names the assessments). */
const activeStudent = (today: string) =>
  setUpStudent({
    plan: [chestWorkoutOn(today, [block('b1', 'single', 60, [exercise('e1', 'supino-reto-barra', '3', '10')])])],
    anamnesis: { sex: 'Feminino', specificGoal: 'Emagrecimento', availableDays: ['Segunda-feira'] },
  });

/** The trainer, in an API session of their own, records an assessment (its typing is e2e/assessments.spec.ts). */
async function trainerRecords(
  trainerEmail: string,
  studentId: string,
  date: string,
  weightKg: number,
  folds: [number, number, number],
  waist: number,
) {
  const trainer = await request.newContext({ baseURL: baseURL(), extraHTTPHeaders: { origin: baseURL() } });
  try {
    const session = await trainer.post('/api/session', { data: { email: trainerEmail, password: PASSWORD } });
    expect(session.ok(), await session.text()).toBe(true);
    const saved = await trainer.post(`/api/students/${studentId}/assessments`, {
      data: {
        date,
        sex: 'Feminino',
        age: 30,
        weightKg,
        heightCm: 165,
        restingHeartRate: null,
        bloodPressure: null,
        circumferences: { cintura: waist, quadril: 98 },
        skinfolds: { triceps: folds[0], suprailiaca: folds[1], coxa: folds[2] },
        protocol: 'jp3',
        notes: '',
      },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
  } finally {
    await trainer.dispose();
  }
}

test('the student opens ‘Minhas avaliações’ from the header and reads both assessments and the evolution', async ({
  page,
}, testInfo) => {
  const today = todayInBrazil();
  const earlier = addDays(today, -30);
  const student = await activeStudent(today);
  await trainerRecords(student.trainerEmail, student.id, earlier, 74, [22, 20, 30], 84);
  await trainerRecords(student.trainerEmail, student.id, today, 72.4, [18.5, 16, 26], 80.5);

  await signInStudent(page, student.email);
  await expect(page.getByRole('heading', { name: 'Olá, Ana!' })).toBeVisible();
  await page.getByRole('button', { name: 'Minhas avaliações' }).click();
  await expect(page).toHaveURL(/\/aluno\/avaliacoes$/);
  await expect(page.getByRole('heading', { name: 'Minhas avaliações', level: 1 })).toBeVisible();

  // The latest's results, in pt-BR.
  const latest = page.getByRole('region', { name: `Última avaliação: ${formatBrazilianDate(today)}` });
  await expect(latest.getByText('Peso 72,4 kg · altura 165 cm')).toBeVisible();
  await expect(latest.getByText('26,6')).toBeVisible();
  await expect(latest.getByText('24,3 %')).toBeVisible();
  await expect(latest.getByText('0,82')).toBeVisible();
  await expect(latest.getByText('Risco alto')).toBeVisible();

  // The evolution: both dates, the change since the previous and since the first.
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader', { name: formatBrazilianDate(earlier) })).toBeAttached();
  await expect(table.getByRole('columnheader', { name: formatBrazilianDate(today) })).toBeAttached();
  const weight = table.getByRole('row', { name: /^Peso/ });
  await expect(weight).toContainText('74 kg');
  await expect(weight).toContainText('72,4 kg');
  await expect(weight.getByRole('cell').last()).toHaveText('−1,6 kg');
  // Nothing to change here: the student only reads.
  await expect(page.getByRole('button', { name: /Nova avaliação|Editar|Excluir/ })).toHaveCount(0);

  // A wide table scrolls in its own box; the page itself does not scroll sideways.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expect(page.getByRole('img', { name: 'Gráfico de peso por avaliação' })).toBeAttached();
  await expectAccessible(page);
  await expectTouchTargets(page);
  await snap(page, testInfo, 'student-assessments');

  await page.getByRole('button', { name: 'Voltar ao treino' }).click();
  await expect(page).toHaveURL(/\/aluno$/);
  await expect(page.getByRole('heading', { name: 'Olá, Ana!' })).toBeVisible();
});

test('with no assessment yet, ‘Minhas avaliações’ says so', async ({ page }, testInfo) => {
  const student = await activeStudent(todayInBrazil());
  await signInStudent(page, student.email);
  await page.getByRole('button', { name: 'Minhas avaliações' }).click();
  await expect(page.getByText('Você ainda não tem avaliações físicas.')).toBeVisible();
  await expect(page.getByText('Quando seu personal registrar uma avaliação, ela aparece aqui.')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectAccessible(page);
  await snap(page, testInfo, 'student-assessments-empty');
});
