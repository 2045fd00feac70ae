import { expect } from '@playwright/test';
import { createStudent, signInAdmin, signUpPersonal } from './fixtures.ts';
import { expectAccessible, snap, test } from './support.ts';

test.describe.configure({ timeout: 90_000 });

/** Both viewports share one server: what a journey adds carries this run's mark. */
const mark = () => Math.random().toString(36).slice(2, 8);

const exercise = (id: string, name: string) => ({
  id,
  name,
  videoUrl: null,
  gifUrl: null,
  tutorial: '1. Em pé.\n2. Suba devagar.',
  equipment: 'elastico',
  muscleGroups: { primary: ['Ombros'], secondary: [] },
  difficulty: 'iniciante',
  contraindications: [],
});

test('the admin adds an exercise with the AI draft, is refused a missing name and a taken id, and adds a batch all or nothing', async ({
  page,
}, testInfo) => {
  const run = mark();
  await signInAdmin(page);
  await page.getByRole('tab', { name: 'Base de Exercícios' }).click();
  await expect(page.getByRole('button', { name: /^Base de Dados \(\d+\)$/ })).toBeVisible();

  // A new exercise: the name is required, then the AI drafts the rest for review.
  await page.getByRole('button', { name: 'Adicionar Exercício' }).click();
  const form = page.getByRole('dialog', { name: 'Novo Exercício' });
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(form.getByRole('alert')).toHaveText('ID e Nome do exercício são obrigatórios.');
  await form.getByLabel('Nome', { exact: true }).fill(`Remada Serrote Halteres ${run}`);
  await form.getByRole('button', { name: 'Gerar com IA' }).click();
  await expect(form.getByText('Detalhes sugeridos pela IA. Revise antes de salvar.')).toBeVisible();
  await expect(form.getByLabel('ID', { exact: true })).toHaveValue(`remada-serrote-halteres-${run}`);
  await expect(form.getByLabel('Equipamento')).toHaveValue('halteres');
  await expect(form.getByLabel('Músculos principais')).toHaveValue(/Costas/);
  // What it asks of the body comes with the draft, every trait its own field (decision 031).
  await expect(form.getByLabel('Padrão de movimento')).toHaveValue('puxar_horizontal');
  await expect(form.getByLabel('Gênero do nome (o/a)')).toHaveValue('f');
  await expect(form.getByRole('checkbox', { name: 'No chão' })).not.toBeChecked();
  await form.getByLabel('Link do vídeo (YouTube)').fill('https://youtu.be/dQw4w9WgXcQ');
  await expect(form.getByTitle(`Vídeo: Remada Serrote Halteres ${run}`)).toBeVisible();
  await expectAccessible(page);
  await snap(page, testInfo, '01-exercicio-gerado');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Exercício adicionado com sucesso!')).toBeVisible();
  await expect(form).toBeHidden();

  // A taken id is refused with the spec's message, and nothing is saved.
  await page.getByRole('button', { name: 'Adicionar Exercício' }).click();
  await form.getByLabel('ID', { exact: true }).fill('supino-reto-barra');
  await form.getByLabel('Nome', { exact: true }).fill('Outro Supino');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(form.getByRole('alert')).toHaveText('Exercício com ID "supino-reto-barra" já existe.');
  await expect(page.getByText('Falha ao salvar o exercício.')).toBeVisible();
  await form.getByRole('button', { name: 'Cancelar' }).first().click();

  // A batch with one taken id adds nothing and names it; then a good batch adds all.
  const area = page.getByLabel('Lista de exercícios em JSON');
  const add = page.getByRole('button', { name: 'Adicionar Lote' });
  await expect(add).toBeDisabled();
  await area.fill(
    JSON.stringify([exercise(`lote-a-${run}`, `Lote A ${run}`), exercise('supino-reto-barra', 'X')]),
  );
  await add.click();
  await expect(
    page.getByText(/Estes IDs já existem ou se repetem no lote: supino-reto-barra\./),
  ).toBeVisible();
  await area.fill(
    JSON.stringify([exercise(`lote-a-${run}`, `Lote A ${run}`), exercise(`lote-b-${run}`, `Lote B ${run}`)]),
  );
  await add.click();
  await expect(page.getByText('2 exercícios adicionados com sucesso!')).toBeVisible();
  await expect(area).toHaveValue('');

  // The database finds the three by this run's mark; one opens for editing with its id fixed.
  await page.getByRole('button', { name: /^Base de Dados \(\d+\)$/ }).click();
  const database = page.getByRole('dialog', { name: /^Base de Dados/ });
  await database.getByLabel('Buscar por nome').fill(run);
  await expect(database.getByRole('status')).toHaveText('3 exercícios encontrados');
  await snap(page, testInfo, '02-base-de-dados');
  await database.getByRole('button', { name: `Editar Lote B ${run}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editar Exercício' });
  await expect(edit.getByLabel('ID', { exact: true })).toHaveAttribute('readonly', '');
  await edit.getByLabel('Nome', { exact: true }).fill(`Lote B editado ${run}`);
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Exercício atualizado com sucesso!')).toBeVisible();
  await expect(database.getByText(`Lote B editado ${run}`)).toBeVisible();
});

test("the admin finds a trainer's student in 'Usuários', renews a year and renames them", async ({
  page,
}, testInfo) => {
  const run = mark();
  await signUpPersonal(page, `Treinador ${run}`);
  await createStudent(page, `Lucas Prado ${run}`);
  await signInAdmin(page);
  await page.getByRole('tab', { name: 'Usuários' }).click();
  await page.getByLabel('Perfil').selectOption({ label: 'Alunos' });
  await page.getByLabel('Buscar por nome ou email').fill(run);
  const list = page.getByRole('list', { name: 'Usuários' });
  await expect(page.getByRole('status')).toHaveText('1 usuário');
  await expect(list.getByText(`Personal: Treinador ${run}`)).toBeVisible();
  await list.getByRole('button', { name: `Editar Lucas Prado ${run}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar Usuário' });
  await dialog.getByLabel('Nome').fill(`Lucas Prado Filho ${run}`);
  await dialog.getByRole('button', { name: '+1 Ano' }).click();
  await expect(dialog.getByText(/Novo vencimento: \d{2}\/\d{2}\/\d{4} \(ao salvar\)\./)).toBeVisible();
  await expectAccessible(page);
  await snap(page, testInfo, '03-editar-usuario');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Usuário atualizado com sucesso!')).toBeVisible();
  await expect(list.getByText(`Lucas Prado Filho ${run}`)).toBeVisible();
  await expect(list.getByText(/Plano ativo · vence em \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  // A reload lands on the same tab.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Usuários' })).toHaveAttribute('aria-selected', 'true');
  await snap(page, testInfo, '04-usuarios');
});

test("the admin adds an AI key and sees only its last four characters after a reload; a personal sees no 'Painel Admin'", async ({
  page,
}) => {
  const last4 = String(1000 + Math.floor(Math.random() * 9000));
  const key = `AIzaSyE2e${mark()}${mark()}${last4}`;
  await signInAdmin(page);
  await page.getByLabel('Nova chave de API').fill(key);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Validação concluída!')).toBeVisible();
  await page.reload();
  await expect(page.getByText(`…${last4}`)).toBeVisible();
  await expect(page.getByText(key)).toHaveCount(0);
  expect(await page.content()).not.toContain(key);
  await page.getByRole('button', { name: `Remover a chave …${last4}` }).click();
  await expect(page.getByText(`…${last4}`)).toHaveCount(0);

  await page.context().clearCookies();
  await signUpPersonal(page, 'Paula Sem Admin');
  await page.goto('/personal');
  await expect(page.getByRole('heading', { name: 'Painel do Personal' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Painel Admin' })).toHaveCount(0);
  expect((await page.request.get('/api/admin/users')).status()).toBe(403);
});
