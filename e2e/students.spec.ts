import { expect, type Browser, type Page, type TestInfo } from '@playwright/test';
import { createStudent, signUpPersonal, updateStudent } from './fixtures.ts';
import { ANAMNESIS_CONSENT_VERSION } from '../src/shared/domain/anamnesis/questions.ts';
import { PASSWORD, expectAccessible, expectTouchTargets, snap, test, uniqueEmail } from './support.ts';

const studentRows = (page: Page) => page.getByRole('list', { name: 'Alunos' }).getByRole('listitem');
const row = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`^${name}`) });

/** A second browser (another device), with no cookies of the first. */
async function otherDevice(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, locale: 'pt-BR' });
  return context.newPage();
}

test('a personal adds a student through the dialog, and the student can sign in at once', async ({
  page,
  browser,
}, testInfo) => {
  await signUpPersonal(page, 'Paula Personal');
  const takenEmail = uniqueEmail('ocupado');
  await createStudent(page, 'Outra Pessoa', takenEmail);
  await page.goto('/personal');
  await expect(page.getByRole('heading', { name: 'Painel do Personal' })).toBeVisible();
  await expect(row(page, 'Outra Pessoa')).toBeVisible();
  await expectAccessible(page);
  await expectTouchTargets(page);
  await snap(page, testInfo, '01-lista');

  await page.getByRole('button', { name: 'Adicionar Novo Aluno' }).click();
  const dialog = page.getByRole('dialog', { name: 'Criar Novo Aluno' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Criar Aluno' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Por favor, preencha todos os campos.');
  await expectAccessible(page);
  await expectTouchTargets(page);
  await snap(page, testInfo, '02-criar-aluno-vazio');

  await dialog.getByLabel('Nome Completo do Aluno').fill('Rita de Cássia Souza');
  await dialog.getByLabel('Email de Acesso').fill(takenEmail);
  await dialog.getByLabel('Senha Inicial').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Criar Aluno' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Este email já está cadastrado.');
  await snap(page, testInfo, '03-criar-aluno-email-repetido');

  const email = uniqueEmail('rita');
  await dialog.getByLabel('Email de Acesso').fill(email);
  await dialog.getByRole('button', { name: 'Criar Aluno' }).click();
  await expect(page.getByText('Aluno criado com sucesso!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row(page, 'Rita de Cássia Souza')).toContainText('Aguardando anamnese');
  await expect(studentRows(page)).toHaveCount(2);

  const studentPage = await otherDevice(browser, testInfo);
  await studentPage.goto('/entrar');
  await studentPage.getByLabel('Email').fill(email);
  await studentPage.getByLabel('Senha').fill(PASSWORD);
  await studentPage.getByRole('button', { name: 'Entrar' }).click();
  // A new student starts with the anamnesis, and before it the consent to use health answers.
  await expect(studentPage.getByRole('heading', { name: 'Antes de começar' })).toBeVisible();
  await studentPage.context().close();
});

test('searching without accents finds João Araújo, and a reload keeps the search', async ({
  page,
}, testInfo) => {
  await signUpPersonal(page);
  for (const name of ['João Araújo', 'Joana Lima', 'Maria Souza']) await createStudent(page, name);
  await page.goto('/personal');
  await expect(studentRows(page)).toHaveCount(3);

  await page.getByRole('searchbox', { name: 'Buscar aluno' }).fill('joao araujo');
  await expect(studentRows(page)).toHaveCount(1);
  await expect(row(page, 'João Araújo')).toBeVisible();
  await expect(page).toHaveURL(/[?&]q=joao(\+|%20)araujo/);
  await snap(page, testInfo, '04-busca');

  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Buscar aluno' })).toHaveValue('joao araujo');
  await expect(studentRows(page)).toHaveCount(1);

  await page.getByRole('searchbox', { name: 'Buscar aluno' }).fill('ninguém');
  await expect(page.getByText('Nenhum aluno encontrado.')).toBeVisible();
});

test('25 students page by ten; the chips filter and the sort orders', async ({ page }, testInfo) => {
  await signUpPersonal(page);
  const created = [];
  for (let i = 1; i <= 25; i++)
    created.push(await createStudent(page, `Aluno ${String(i).padStart(2, '0')}`));
  const lapsed = created[6]!; // 'Aluno 07'
  await updateStudent(page, lapsed.id, {
    version: lapsed.version,
    planStatus: 'active',
    // Lapsed a month ago: an expiry is a date a person means, within a year back (decision 037).
    planExpiryDate: new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10),
  });
  const current = created[11]!; // 'Aluno 12'
  await updateStudent(page, current.id, { version: current.version, planStatus: 'active', renewMonths: 3 });

  await page.goto('/personal');
  await expect(page.getByText('Página 1 de 3')).toBeVisible();
  await expect(studentRows(page)).toHaveCount(10);
  // Priority first: an expired plan outranks new students, who come before a current plan.
  await expect(studentRows(page).first()).toContainText('Aluno 07');
  await expect(studentRows(page).first()).toContainText('Vencido');
  await expect(page.getByRole('button', { name: 'Anterior' })).toBeDisabled();
  await expectAccessible(page);
  await expectTouchTargets(page);
  await snap(page, testInfo, '05-pagina-1');

  await page.getByRole('button', { name: 'Próxima' }).click();
  await expect(page.getByText('Página 2 de 3')).toBeVisible();
  await page.getByRole('button', { name: 'Próxima' }).click();
  await expect(page.getByText('Página 3 de 3')).toBeVisible();
  await expect(studentRows(page)).toHaveCount(5);
  await expect(page.getByRole('button', { name: 'Próxima' })).toBeDisabled();
  await expect(studentRows(page).last()).toContainText('Aluno 12');
  await snap(page, testInfo, '06-pagina-3');
  await page.reload();
  await expect(page.getByText('Página 3 de 3')).toBeVisible();

  await page.getByRole('button', { name: 'Inativos', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Inativos', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(studentRows(page)).toHaveCount(1);
  await expect(row(page, 'Aluno 07')).toContainText('Vencido');
  await expect(page.getByText(/Página \d de \d/)).toBeHidden();

  await page.getByRole('button', { name: 'Ativos', exact: true }).click();
  await expect(studentRows(page)).toHaveCount(1);
  await expect(row(page, 'Aluno 12')).toContainText('Ativo');
  await expect(row(page, 'Aluno 07')).toBeHidden();

  await page.getByRole('button', { name: 'Todos', exact: true }).click();
  await page.getByLabel('Ordenar por').selectOption({ label: 'Nome Z-A' });
  await expect(studentRows(page).first()).toContainText('Aluno 25');
  await expect(page.getByText('Página 1 de 3')).toBeVisible();
  await page.getByLabel('Ordenar por').selectOption({ label: 'Nome A-Z' });
  await expect(studentRows(page).first()).toContainText('Aluno 01');
  await expect(page).toHaveURL(/sort=name_asc/);
  await snap(page, testInfo, '07-ordem-a-z');
});

test('the open list follows changes made on another device without a reload', async ({
  page,
  browser,
}, testInfo) => {
  const { email } = await signUpPersonal(page);
  await createStudent(page, 'Ana Primeira');
  await page.goto('/personal');
  await expect(row(page, 'Ana Primeira')).toBeVisible();

  const other = await otherDevice(browser, testInfo);
  const login = await other.request.post('/api/session', {
    headers: { origin: process.env.E2E_BASE_URL ?? '' },
    data: { email, password: PASSWORD },
  });
  expect(login.ok()).toBe(true);

  const bruno = await createStudent(other, 'Bruno Chegou Agora');
  await expect(row(page, 'Bruno Chegou Agora')).toBeVisible();
  await expect(row(page, 'Bruno Chegou Agora')).toContainText('Aguardando anamnese');

  await updateStudent(other, bruno.id, { version: bruno.version, planStatus: 'inactive' });
  await expect(row(page, 'Bruno Chegou Agora')).toContainText('Inativo');

  const deleted = await other.request.delete(`/api/students/${bruno.id}`, {
    headers: { origin: process.env.E2E_BASE_URL ?? '' },
  });
  expect(deleted.status()).toBe(204);
  await expect(row(page, 'Bruno Chegou Agora')).toBeHidden();
  await expect(row(page, 'Ana Primeira')).toBeVisible();
  await snap(page, testInfo, '08-ao-vivo');
  await other.context().close();
});

test('the trainer tells a student waiting for a plan from one still to send the anamnesis', async ({
  page,
  playwright,
}, testInfo) => {
  await signUpPersonal(page);
  await createStudent(page, 'Ana Ainda Não Enviou');
  const beto = await createStudent(page, 'Beto Já Enviou', uniqueEmail('beto'));
  await page.goto('/personal');
  await expect(row(page, 'Ana Ainda Não Enviou')).toContainText('Aguardando anamnese');
  await expect(row(page, 'Beto Já Enviou')).toContainText('Aguardando anamnese');

  // Beto, on his phone, consents and sends the anamnesis; the trainer's open list follows.
  const phone = await playwright.request.newContext({
    baseURL: testInfo.project.use.baseURL,
    extraHTTPHeaders: { origin: process.env.E2E_BASE_URL ?? '' },
  });
  expect((await phone.post('/api/session', { data: { email: beto.email, password: PASSWORD } })).ok()).toBe(
    true,
  );
  await phone.post('/api/me/anamnesis/consent', { data: { textVersion: ANAMNESIS_CONSENT_VERSION } });
  const answers = {
    sex: 'Masculino',
    specificGoal: 'Condicionamento físico',
    availableDays: ['Segunda-feira', 'Quarta-feira'],
  };
  expect((await phone.put('/api/me/anamnesis', { data: { answers } })).ok()).toBe(true);
  await phone.dispose();

  await expect(row(page, 'Beto Já Enviou')).toContainText('Anamnese enviada');
  await expect(row(page, 'Beto Já Enviou')).toContainText('Sem plano');
  await expect(row(page, 'Ana Ainda Não Enviou')).toContainText('Aguardando anamnese');
  await snap(page, testInfo, '09-anamnese-enviada');

  await page.getByRole('button', { name: 'Para Revisar', exact: true }).click();
  await expect(studentRows(page)).toHaveCount(1);
  await expect(row(page, 'Beto Já Enviou')).toBeVisible();
  await expectAccessible(page);
  await snap(page, testInfo, '10-para-revisar');
});
