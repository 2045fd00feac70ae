import { expect, type Page } from '@playwright/test';
import type { AnamnesisAnswers } from '../src/shared/contracts/anamnesis.ts';
import type { Plan } from '../src/shared/contracts/plans.ts';
import { createStudent, savePlan, signUpPersonal } from './fixtures.ts';
import { block, exercise, submitAnamnesis } from './student-fixtures.ts';
import { expectAccessible, snap, test } from './support.ts';

// The journey saves a model, searches it, previews and applies it to two students and activates both.
test.describe.configure({ timeout: 120_000 });

/** Two days: a jump squat (impact) on Monday, the leg press on Wednesday. */
const PLAN: Plan = [
  {
    id: 'w-a',
    day: 'Segunda-feira',
    label: 'Treino A',
    muscleGroups: ['Pernas'],
    warmup: [],
    cooldown: [],
    blocks: [block('b-a', 'single', 60, [exercise('e-a', 'agachamento-com-salto', '3', '10')])],
  },
  {
    id: 'w-b',
    day: 'Quarta-feira',
    label: 'Treino B',
    muscleGroups: ['Pernas'],
    warmup: [],
    cooldown: [],
    blocks: [block('b-b', 'single', 60, [exercise('e-b', 'leg-press-45', '3', '12')])],
  },
];

const BASE: Partial<AnamnesisAnswers> = {
  sex: 'Feminino',
  age: 30,
  specificGoal: 'Condicionamento físico',
  hasTrainedBefore: true,
  currentCondition: 'Bom',
  canSquat: true,
  canRun5min: true,
  trainingLocation: 'Academia',
};

/** A student of the trainer signed in on `page`, with their anamnesis answered. */
async function studentWith(page: Page, name: string, answers: Partial<AnamnesisAnswers>) {
  const student = await createStudent(page, name);
  await submitAnamnesis(process.env.E2E_BASE_URL ?? '', student.email, { ...BASE, ...answers });
  return student;
}

/** The trainer opens the student, sees the copy waiting for review and activates it. */
async function activate(page: Page, id: string, name: string) {
  await page.goto(`/personal/alunos/${id}`);
  const dialog = page.getByRole('dialog', { name });
  // The copy remembers its model and the version applied.
  await expect(
    dialog.getByText('Plano aplicado do modelo “Força Básica de Pernas” (versão 1).'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Plano Aguardando Revisão' }).click();
  await expect(dialog.getByRole('button', { name: 'Plano Ativo' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Salvar Alterações' }).click();
  await expect(page.getByText('Dados salvos com sucesso!')).toBeVisible();
}

test('a model saved from a plan is found in the Biblioteca and applied to two students, each copy adapted and activated', async ({
  page,
}, testInfo) => {
  await signUpPersonal(page);
  const source = await createStudent(page, 'Bruna Costa');
  await savePlan(page, source.id, source.version, PLAN);
  const ana = await studentWith(page, 'Ana Gestante', {
    healthIssues: 'Estou grávida de 22 semanas',
    availableDays: ['Segunda-feira', 'Quarta-feira', 'Sexta-feira'],
  });
  const carla = await studentWith(page, 'Carla Lima', {
    availableDays: ['Terça-feira', 'Quinta-feira', 'Sábado'],
  });

  // 'Salvar como modelo' from Bruna's plan editor: the level and goal are asked, the days are the plan's.
  await page.goto(`/personal/alunos/${source.id}/plano`);
  const editor = page.getByRole('dialog', { name: 'Editar Treino de Bruna' });
  await editor.getByRole('button', { name: 'Salvar como modelo' }).click();
  const save = page.getByRole('dialog', { name: 'Salvar como modelo' });
  await save.getByLabel('Nome do modelo').fill('Força Básica de Pernas');
  await save.getByRole('button', { name: 'Salvar modelo' }).click();
  await expect(save.getByText('Escolha o nível do modelo.')).toBeVisible();
  await expect(save.getByText('Escolha o objetivo do modelo.')).toBeVisible();
  await expect(save.getByText('2 dias por semana (os dias do plano)')).toBeVisible();
  await save.getByLabel('Nível').selectOption('Iniciante');
  await save.getByLabel('Objetivo').selectOption('Condicionamento físico');
  await expectAccessible(page);
  await snap(page, testInfo, '01-salvar-como-modelo');
  await save.getByRole('button', { name: 'Salvar modelo' }).click();
  await expect(page.getByText('Modelo "Força Básica de Pernas" salvo na Biblioteca.')).toBeVisible();
  await expect(save).toBeHidden();
  await editor.getByRole('button', { name: 'Cancelar' }).click();

  // The Biblioteca, beside the students: a search without accents finds it.
  await page.goto('/personal');
  await page.getByRole('button', { name: 'Biblioteca' }).click();
  await expect(page.getByRole('heading', { name: 'Biblioteca de Treinos' })).toBeVisible();
  await page.getByLabel('Buscar modelo').fill('forca basica');
  const card = page.getByRole('article', { name: 'Força Básica de Pernas' });
  await expect(card).toBeVisible();
  await expect(page.getByText('1 modelo', { exact: true })).toBeVisible();
  await expect(card.getByText('Iniciante')).toBeVisible();
  await expectAccessible(page);
  await snap(page, testInfo, '02-biblioteca-busca');

  // Applied to both at once: Ana's copy swaps the jump squat (pregnancy), Carla's moves to her days.
  await card.getByRole('button', { name: 'Aplicar modelo' }).click();
  const apply = page.getByRole('dialog', { name: 'Aplicar "Força Básica de Pernas"' });
  await apply.getByRole('checkbox', { name: 'Ana Gestante' }).check();
  await apply.getByRole('checkbox', { name: 'Carla Lima' }).check();
  await expect(apply.getByText('2 alunos selecionados')).toBeVisible();
  await snap(page, testInfo, '03-aplicar-alunos');
  await apply.getByRole('button', { name: 'Ver prévia' }).click();

  const anaPreview = apply.getByRole('region', { name: 'Ana Gestante' });
  await expect(anaPreview.getByText(/^Agachamento com Salto → .+: .*gestante/i)).toBeVisible();
  await expect(anaPreview.getByRole('combobox', { name: 'Dia da semana para Treino A' })).toHaveValue(
    'Segunda-feira',
  );
  const carlaPreview = apply.getByRole('region', { name: 'Carla Lima' });
  await expect(carlaPreview.getByText('Nenhuma troca: o modelo já serve para a anamnese.')).toBeVisible();
  // Placed on her days, spread out (Tuesday, Saturday); the trainer moves Treino A to Thursday.
  const carlaA = carlaPreview.getByRole('combobox', { name: 'Dia da semana para Treino A' });
  await expect(carlaA).toHaveValue('Terça-feira');
  await carlaA.selectOption('Quinta-feira');
  await expect(carlaA).toHaveValue('Quinta-feira');
  await expectAccessible(page);
  await snap(page, testInfo, '04-aplicar-previa');
  await apply.getByRole('button', { name: 'Aplicar a 2 alunos' }).click();
  await expect(apply.getByText('Plano de Ana Gestante criado: aguardando sua revisão.')).toBeVisible();
  await expect(apply.getByText('Plano de Carla Lima criado: aguardando sua revisão.')).toBeVisible();
  await snap(page, testInfo, '05-aplicado');
  await apply.getByRole('button', { name: 'Fechar' }).first().click();

  // Each copy waits for review; Ana's shows the swap in the plan editor, and both are activated.
  await page.goto(`/personal/alunos/${ana.id}/plano`);
  const anaEditor = page.getByRole('dialog', { name: 'Editar Treino de Ana' });
  await expect(anaEditor.getByRole('button', { name: 'Exercício Agachamento com Salto' })).toHaveCount(0);
  await anaEditor.getByRole('button', { name: 'Cancelar' }).click();
  await activate(page, ana.id, 'Ana Gestante');
  await activate(page, carla.id, 'Carla Lima');
  await page.goto(`/personal/alunos/${carla.id}/plano`);
  await expect(
    page
      .getByRole('dialog', { name: 'Editar Treino de Carla' })
      .getByRole('button', { name: /^Quinta-feira — Treino A/ }),
  ).toBeVisible();
});
