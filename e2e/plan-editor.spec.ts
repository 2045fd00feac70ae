import { expect, type Locator, type Page } from '@playwright/test';
import { createStudent, signUpPersonal } from './fixtures.ts';
import { expectAccessible, expectTouchTargets, snap, test } from './support.ts';

// A plan journey picks five exercises and runs several accessibility scans: more than 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

/** Opens the student's management dialog and, from it, the plan editor, as a trainer would. */
async function openEditor(page: Page, studentId: string, button: 'Criar Plano Manualmente' | 'Editar Plano') {
  await page.goto(`/personal/alunos/${studentId}`);
  await page.getByRole('dialog', { name: 'Bruna Costa' }).getByRole('button', { name: button }).click();
  const editor = page.getByRole('dialog', { name: 'Editar Treino de Bruna' });
  await expect(editor.getByRole('button', { name: 'Salvar Plano de Treino' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/personal/alunos/${studentId}/plano`));
  return editor;
}

/** Picks an exercise for a row (or routine item) through the picker's search. */
async function pick(page: Page, row: Locator, search: string, name: string) {
  await row.getByRole('button', { name: /^Exercício/ }).click();
  const picker = page.getByRole('dialog', { name: 'Escolher Exercício' });
  const box = picker.getByLabel('Buscar exercício');
  // The picker focuses its search box once it has opened: typing before that could meet a box being
  // mounted (a CI run once waited 60 s for results of a search the list never received).
  await expect(box).toBeFocused();
  await box.fill(search);
  await expect(box).toHaveValue(search);
  await picker.getByRole('button', { name, exact: true }).click();
  await expect(picker).toBeHidden();
  await expect(row.getByRole('button', { name: `Exercício ${name}` })).toBeVisible();
}

const row = (scope: Locator, block: number, n: number) =>
  scope.getByRole('group', { name: `Bloco ${block}, exercício ${n}` });

test('a trainer builds a 2-day plan with a bi-set and finds it all after a reload', async ({
  page,
}, testInfo) => {
  await signUpPersonal(page);
  const student = await createStudent(page, 'Bruna Costa');
  const editor = await openEditor(page, student.id, 'Criar Plano Manualmente');

  // Day 1: Segunda-feira 'Treino A'. A student without a plan starts from one Monday with one row.
  const monday = editor.getByRole('button', { name: /^Segunda-feira — Treino/ });
  await expect(monday).toHaveAttribute('aria-expanded', 'true');
  await expect(editor.getByRole('button', { name: 'Exercício Selecione...' })).toBeVisible();
  await expectAccessible(page);
  await expectTouchTargets(page);
  await snap(page, testInfo, '01-editor-novo');

  await editor.getByLabel('Nome do treino').fill('Treino A');
  await expect(editor.getByRole('button', { name: /^Segunda-feira — Treino A/ })).toBeVisible();
  const supino = row(editor, 1, 1);
  await supino.getByRole('button', { name: /^Exercício/ }).click();
  const picker = page.getByRole('dialog', { name: 'Escolher Exercício' });
  await expect(picker.getByLabel('Buscar exercício')).toBeFocused();
  await expect(picker.getByRole('button', { name: 'Carregar mais' })).toBeVisible();
  await expectAccessible(page);
  await expectTouchTargets(page);
  await snap(page, testInfo, '02-seletor');
  await picker.getByLabel('Grupo muscular').selectOption('Peito');
  await picker.getByLabel('Buscar exercício').fill('supino reto com barra');
  await expect(picker.getByText('1 exercício encontrado')).toBeVisible();
  await snap(page, testInfo, '03-seletor-busca');
  await picker.getByRole('button', { name: 'Supino Reto com Barra', exact: true }).click();
  await expect(picker).toBeHidden();
  await expect(supino.getByRole('button', { name: 'Exercício Supino Reto com Barra' })).toBeFocused();
  await supino.getByLabel('Séries').fill('4');
  await supino.getByLabel('Reps ou tempo').fill('10');
  await supino.getByLabel('Descanso (s)').fill('90');
  await supino.getByLabel('Carga alvo (kg)').fill('40,5');

  await editor.getByRole('button', { name: 'Adicionar Bloco de Treino' }).click();
  const biset = editor.getByRole('region', { name: 'Bloco 2' });
  await biset.getByLabel('Tipo de bloco').selectOption('Bi-set');
  await expect(row(biset, 2, 2)).toBeVisible();
  // Searches without accents find 'Elevação' and 'Tríceps'.
  await pick(page, row(biset, 2, 1), 'elevacao lateral', 'Elevação Lateral com Halteres');
  await pick(page, row(biset, 2, 2), 'triceps corda', 'Tríceps Corda na Polia');
  await snap(page, testInfo, '04-dia-1');

  // Day 2: the new day takes the next free weekday; move it to Quarta-feira, one exercise in seconds.
  await editor.getByRole('button', { name: 'Adicionar Dia' }).click();
  await expect(editor.getByRole('button', { name: /^Terça-feira — Treino/ })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(monday).toHaveAttribute('aria-expanded', 'false');
  await editor.getByLabel('Dia da semana').selectOption('Quarta-feira');
  await editor.getByLabel('Nome do treino').fill('Treino B');
  const prancha = row(editor, 1, 1);
  await pick(page, prancha, 'prancha abdominal', 'Prancha Abdominal');
  await prancha.getByLabel('Unidade').selectOption('seg');
  await prancha.getByLabel('Reps ou tempo').fill('30');
  await expectAccessible(page);
  await expectTouchTargets(page);
  await snap(page, testInfo, '05-dia-2');

  await editor.getByRole('button', { name: 'Salvar Plano de Treino' }).click();
  const saved = page.getByText('Plano de treino salvo!');
  await expect(saved).toBeVisible();
  await saved.hover(); // held while it is measured: it leaves by itself after 5 s
  await expect(editor).toBeHidden();
  // The toast sits below the student dialog's title bar, never over its close button.
  const closeBox = await page
    .getByRole('dialog')
    .getByRole('button', { name: 'Fechar' })
    .first()
    .boundingBox();
  await expect
    .poll(async () => (await saved.boundingBox())!.y)
    .toBeGreaterThanOrEqual(closeBox!.y + closeBox!.height);
  await snap(page, testInfo, '05b-salvo-toast');
  await expect(page).toHaveURL(new RegExp(`/personal/alunos/${student.id}$`));

  await page.reload();
  const reopened = await openEditor(page, student.id, 'Editar Plano');
  await expect(reopened.getByRole('button', { name: /^Segunda-feira — Treino A/ })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  const first = row(reopened, 1, 1);
  await expect(first.getByRole('button', { name: 'Exercício Supino Reto com Barra' })).toBeVisible();
  await expect(first.getByLabel('Séries')).toHaveValue('4');
  await expect(first.getByLabel('Reps ou tempo')).toHaveValue('10');
  await expect(first.getByLabel('Descanso (s)')).toHaveValue('90');
  await expect(first.getByLabel('Carga alvo (kg)')).toHaveValue('40,5');
  const block2 = reopened.getByRole('region', { name: 'Bloco 2' });
  await expect(block2.getByLabel('Tipo de bloco')).toHaveValue('biset');
  await expect(block2.getByLabel('Tipo de bloco').locator('option:checked')).toHaveText('Bi-set');
  await expect(
    row(block2, 2, 1).getByRole('button', { name: 'Exercício Elevação Lateral com Halteres' }),
  ).toBeVisible();
  await expect(
    row(block2, 2, 2).getByRole('button', { name: 'Exercício Tríceps Corda na Polia' }),
  ).toBeVisible();
  await snap(page, testInfo, '06-reaberto-dia-1');

  await reopened.getByRole('button', { name: /^Quarta-feira — Treino B/ }).click();
  const second = row(reopened, 1, 1);
  await expect(second.getByRole('button', { name: 'Exercício Prancha Abdominal' })).toBeVisible();
  await expect(second.getByLabel('Unidade').locator('option:checked')).toHaveText('seg');
  await expect(second.getByLabel('Reps ou tempo')).toHaveValue('30');
  await snap(page, testInfo, '07-reaberto-dia-2');

  await reopened.getByRole('button', { name: 'Cancelar' }).click();
  await expect(reopened).toBeHidden();
  await expect(page.getByRole('dialog', { name: 'Bruna Costa' })).toBeVisible();
});

test('saving with a row whose exercise is not chosen says so and sends nothing', async ({
  page,
}, testInfo) => {
  await signUpPersonal(page);
  const student = await createStudent(page, 'Bruna Costa');
  const writes: string[] = [];
  page.on('request', (request) => {
    // The coach's live review (plan-check) reads the draft; it writes nothing.
    if (request.method() !== 'GET' && /\/plan(?!-check)/.test(request.url())) writes.push(request.url());
  });
  const editor = await openEditor(page, student.id, 'Criar Plano Manualmente');
  await editor.getByRole('button', { name: 'Adicionar ao Aquecimento' }).click();
  await pick(page, editor.getByRole('group', { name: 'Aquecimento, item 1' }), 'polichinelo', 'Polichinelo');

  await editor.getByRole('button', { name: 'Salvar Plano de Treino' }).click();
  await expect(editor.getByRole('alert')).toContainText('Escolha o exercício de cada linha.');
  const empty = row(editor, 1, 1);
  await expect(empty.getByRole('button', { name: /^Exercício/ })).toHaveAttribute('aria-invalid', 'true');
  await expect(empty.getByRole('button', { name: /^Exercício/ })).toBeFocused();
  await expect(empty.getByText('Escolha o exercício desta linha.')).toBeVisible();
  await expectAccessible(page);
  await expectTouchTargets(page);
  await snap(page, testInfo, '01-linha-sem-exercicio');
  expect(writes).toEqual([]);

  // Leaving with edits asks first (decision 037), the browser's Back as well as 'Cancelar'.
  await page.goBack();
  const ask = page.getByRole('alertdialog', { name: 'Descartar alterações?' });
  await expect(ask).toContainText('As alterações no treino de Bruna ainda não foram salvas');
  await expect(page).toHaveURL(new RegExp(`/personal/alunos/${student.id}/plano`));
  await ask.getByRole('button', { name: 'Continuar editando' }).click();
  await expect(editor.getByRole('group', { name: 'Aquecimento, item 1' })).toBeVisible();
  await editor.getByRole('button', { name: 'Cancelar' }).click();
  await ask.getByRole('button', { name: 'Descartar' }).click();
  await expect(editor).toBeHidden();
  expect(writes).toEqual([]);
});
