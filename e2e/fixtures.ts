import { expect, type Page } from '@playwright/test';
import type { Plan } from '../src/shared/contracts/plans.ts';
import type { StudentDetail } from '../src/shared/contracts/students.ts';
import { E2E_ADMIN_EMAIL } from './global-setup.ts';
import { PASSWORD, uniqueEmail } from './support.ts';

/**
 * Shortcuts through the API for what a journey needs but does not test. `page.request` shares the
 * browser context's cookies, so what it creates belongs to the personal signed in on that page.
 */
function origin(_page: Page): Record<string, string> {
  return { origin: process.env.E2E_BASE_URL ?? '' };
}

async function expectOk(response: Awaited<ReturnType<Page['request']['post']>>, what: string) {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return response;
}

/** Registers a personal through the API and leaves the page's context signed in as them. */
export async function signUpPersonal(page: Page, name = 'Paula Personal'): Promise<{ email: string }> {
  const email = uniqueEmail('personal');
  await expectOk(
    await page.request.post('/api/register', {
      headers: origin(page),
      data: { name, email, password: PASSWORD },
    }),
    'register',
  );
  return { email };
}

export async function createStudent(
  page: Page,
  name: string,
  email = uniqueEmail('aluno'),
  password = PASSWORD,
): Promise<StudentDetail> {
  const response = await expectOk(
    await page.request.post('/api/students', { headers: origin(page), data: { name, email, password } }),
    'create student',
  );
  return (await response.json()) as StudentDetail;
}

export async function updateStudent(
  page: Page,
  id: string,
  body: Record<string, unknown>,
): Promise<StudentDetail> {
  const response = await expectOk(
    await page.request.patch(`/api/students/${id}`, { headers: origin(page), data: body }),
    'update student',
  );
  return (await response.json()) as StudentDetail;
}

export async function savePlan(page: Page, id: string, version: number, plan: Plan): Promise<StudentDetail> {
  const response = await expectOk(
    await page.request.put(`/api/students/${id}/plan`, { headers: origin(page), data: { version, plan } }),
    'save plan',
  );
  return (await response.json()) as StudentDetail;
}

/** Opens the student's management dialog from the trainer's list, as a person would. */
export async function openStudent(page: Page, name: string) {
  await page.goto('/personal');
  await page
    .getByRole('list', { name: 'Alunos' })
    .getByRole('button', { name: new RegExp(name) })
    .click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog.getByRole('tab', { name: 'Gerenciamento' })).toBeVisible();
  return dialog;
}

/** Signs the page in as the platform's admin, creating the login the first time (runs share one server). */
export async function signInAdmin(page: Page) {
  await page.request.post('/api/register', {
    headers: origin(page),
    data: { name: 'Dona da Plataforma', email: E2E_ADMIN_EMAIL, password: PASSWORD },
  });
  await page.context().clearCookies();
  await page.goto('/entrar');
  await page.getByLabel('Email').fill(E2E_ADMIN_EMAIL);
  await page.getByLabel('Senha').fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { name: 'Painel de Administração' })).toBeVisible();
}
