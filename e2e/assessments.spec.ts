import { expect, type Locator, type Page } from '@playwright/test';
import { addDays, formatBrazilianDate } from '../src/shared/domain/dates/local-date.ts';
import { createStudent, openStudent, signUpPersonal } from './fixtures.ts';
import { submitAnamnesis, todayInBrazil } from './student-fixtures.ts';
import { expectAccessible, expectTouchTargets, snap, test } from './support.ts';

const baseURL = () => process.env.E2E_BASE_URL ?? '';

/** How many assessments the server holds for the student (the trainer's session on the page). */
async function stored(page: Page, id: string) {
  const list = (await (await page.request.get(`/api/students/${id}/assessments`)).json()) as { items: unknown[] };
  return list.items.length;
}

/** Types the measures of one assessment in the open editor, as a trainer would (decimal commas). */
async function fillMeasures(
  editor: Locator,
  values: { date: string; weight: string; triceps: string; suprailiaca: string; coxa: string; cintura: string },
) {
  await editor.getByLabel('Data').fill(values.date);
  await editor.getByLabel('Peso (kg)').fill(values.weight);
  await editor.getByLabel('Altura (cm)').fill('165');
  await editor.getByLabel('Cintura', { exact: true }).fill(values.cintura);
  await editor.getByLabel('Quadril', { exact: true }).fill('98');
  await editor.getByLabel('Tríceps', { exact: true }).fill(values.triceps);
  await editor.getByLabel('Suprailíaca', { exact: true }).fill(values.suprailiaca);
  await editor.getByLabel('Coxa', { exact: true }).fill(values.coxa);
}

/** A trainer signed in on `page`, a student who consented to v3 (the text names the assessments). */
async function setUp(page: Page, name: string) {
  await signUpPersonal(page);
  const student = await createStudent(page, name);
  await submitAnamnesis(baseURL(), student.email, {
    sex: 'Feminino',
    age: 30,
    specificGoal: 'Emagrecimento',
    availableDays: ['Segunda-feira'],
  });
  return student;
}

async function openAssessments(page: Page, name: string) {
  const dialog = await openStudent(page, name);
  await dialog.getByRole('tab', { name: 'Avaliações' }).click();
  return dialog;
}

test('a skinfold of 300 mm is refused in pt-BR and nothing is saved; corrected, the assessment and its results show', async ({
  page,
}) => {
  const student = await setUp(page, 'Beatriz Alves');
  const dialog = await openAssessments(page, 'Beatriz Alves');
  await expect(dialog.getByText('Nenhuma avaliação física registrada ainda.')).toBeVisible();

  await dialog.getByRole('button', { name: 'Nova avaliação' }).click();
  const editor = page.getByRole('dialog', { name: 'Nova avaliação de Beatriz Alves' });
  // Sex and age come from the anamnesis.
  await expect(editor.getByLabel('Sexo')).toHaveValue('Feminino');
  await expect(editor.getByLabel('Idade (anos)')).toHaveValue('30');
  const today = todayInBrazil();
  await fillMeasures(editor, { date: today, weight: '72,4', triceps: '300', suprailiaca: '16', coxa: '26', cintura: '80,5' });
  await editor.getByRole('button', { name: 'Salvar avaliação' }).click();
  await expect(editor.getByText('Informe a dobra cutânea em mm, entre 1 e 80.')).toBeVisible();
  await expect(editor.getByText('Corrija os campos destacados antes de salvar.')).toBeVisible();
  await expect(editor.getByLabel('Tríceps', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  expect(await stored(page, student.id)).toBe(0);

  await editor.getByLabel('Tríceps', { exact: true }).fill('18,5');
  // The preview runs the server's formulas as she types: 72,4 kg / 1,65 m² → IMC 26,6.
  await expect(editor.getByRole('region', { name: 'Resultados' })).toContainText('26,6');
  await editor.getByRole('button', { name: 'Salvar avaliação' }).click();
  await expect(editor).toBeHidden();
  await expect(page.getByText('Avaliação salva!')).toBeVisible();
  expect(await stored(page, student.id)).toBe(1);

  // 80,5 / 98 cm → RCQ 0,82, high for a woman in her thirties; JP3 with 60,5 mm → 24,3 %.
  const saved = dialog.getByRole('listitem').filter({ hasText: `Avaliação de ${formatBrazilianDate(today)}` });
  await expect(saved.getByText('26,6')).toBeVisible();
  await expect(saved.getByText('Sobrepeso')).toBeVisible();
  await expect(saved.getByText('24,3 %')).toBeVisible();
  await expect(saved.getByText('0,82')).toBeVisible();
  await expect(saved.getByText('Risco alto')).toBeVisible();
});

test('a second assessment a month later, typed with commas: the evolution shows the change', async ({ page }, testInfo) => {
  const student = await setUp(page, 'Carla Dias');
  const today = todayInBrazil();
  const earlier = addDays(today, -30);
  // The first, recorded earlier (its typing is the journey above).
  const first = await page.request.post(`/api/students/${student.id}/assessments`, {
    headers: { origin: baseURL() },
    data: {
      date: earlier,
      sex: 'Feminino',
      age: 30,
      weightKg: 74,
      heightCm: 165,
      restingHeartRate: null,
      bloodPressure: null,
      circumferences: { cintura: 84, quadril: 98 },
      skinfolds: { triceps: 22, suprailiaca: 20, coxa: 30 },
      protocol: 'jp3',
      notes: '',
    },
  });
  expect(first.ok(), await first.text()).toBe(true);
  const dialog = await openAssessments(page, 'Carla Dias');
  await expect(dialog.getByRole('table')).toBeVisible();

  await dialog.getByRole('button', { name: 'Nova avaliação' }).click();
  const editor = page.getByRole('dialog', { name: 'Nova avaliação de Carla Dias' });
  await fillMeasures(editor, { date: today, weight: '72,4', triceps: '18,5', suprailiaca: '16', coxa: '26', cintura: '80,5' });
  await editor.getByRole('button', { name: 'Salvar avaliação' }).click();
  await expect(editor).toBeHidden();
  expect(await stored(page, student.id)).toBe(2);

  // Both dates side by side, the change since the previous under each value and since the first last.
  const table = dialog.getByRole('table');
  await expect(table.getByRole('columnheader', { name: formatBrazilianDate(earlier) })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: formatBrazilianDate(today) })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: /Desde a primeira/ })).toContainText('em 30 dias');
  const weight = table.getByRole('row', { name: /^Peso/ });
  await expect(weight).toContainText('74 kg');
  await expect(weight).toContainText('72,4 kg');
  await expect(weight.getByRole('cell').last()).toHaveText('−1,6 kg');
  await expect(table.getByRole('row', { name: /^% de gordura/ }).getByRole('cell').last()).toHaveText('−3,6 %');
  await expect(table.getByRole('row', { name: /^Cintura/ }).getByRole('cell').last()).toHaveText('−3,5 cm');
  await expectAccessible(page);
  await expectTouchTargets(page);
  await snap(page, testInfo, 'trainer-assessments');
});
