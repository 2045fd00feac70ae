import { expect } from '@playwright/test';
import { createStudent, signInAdmin, signUpPersonal } from './fixtures.ts';
import { newPhoneContext, signInStudent, submitAnamnesis } from './student-fixtures.ts';
import { expectAccessible, snap, test } from './support.ts';

test.describe.configure({ timeout: 90_000 });

test("a student sees who read their answers, downloads their data and withdraws the consent; the admin's record shows the read", async ({
  page,
  browser,
}, testInfo) => {
  const run = Math.random().toString(36).slice(2, 8);
  await signUpPersonal(page, `Treinadora ${run}`);
  const student = await createStudent(page, `Sofia Ramos ${run}`);
  await submitAnamnesis(process.env.E2E_BASE_URL ?? '', student.email, {
    specificGoal: 'Emagrecimento',
    availableDays: ['Segunda-feira'],
    healthIssues: 'Asma leve',
  });
  // The trainer opens the student: a read of the answers.
  expect((await page.request.get(`/api/students/${student.id}`)).ok()).toBe(true);

  const phone = await newPhoneContext(browser);
  const mobile = await phone.newPage();
  await signInStudent(mobile, student.email);
  await mobile.getByRole('button', { name: 'Seus dados' }).click();
  const dialog = mobile.getByRole('dialog', { name: 'Seus dados' });
  const reads = dialog.getByRole('list', { name: 'Acessos às suas respostas' });
  await expect(reads.getByText(`Treinadora ${run} (seu personal) abriu sua anamnese`)).toBeVisible();
  await expectAccessible(mobile);
  await snap(mobile, testInfo, '01-seus-dados');

  const download = mobile.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Baixar meus dados' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('rumofit-meus-dados.json');
  await expect(mobile.getByText('Seus dados foram baixados.')).toBeVisible();

  await dialog.getByRole('button', { name: 'Retirar consentimento e apagar respostas' }).click();
  await dialog.getByRole('button', { name: 'Sim, apagar minhas respostas' }).click();
  await expect(mobile.getByText('Suas respostas de saúde foram apagadas.')).toBeVisible();
  await expect(dialog).toBeHidden();
  // With no answers the student is asked for the anamnesis again, starting with the consent.
  await expect(mobile.getByRole('heading', { name: 'Antes de começar' })).toBeVisible();
  await phone.close();

  // The trainer's dialog says the answers were withdrawn, where they used to be.
  await page.goto('/personal');
  await page
    .getByRole('list', { name: 'Alunos' })
    .getByRole('button', { name: new RegExp(`Sofia Ramos ${run}`) })
    .click();
  await page.getByRole('tab', { name: 'Anamnese' }).click();
  await expect(page.getByText(/O aluno retirou o consentimento em \d{2}\/\d{2}\/\d{4}/)).toBeVisible();

  // The admin's record names who read whose answers, and from where.
  await signInAdmin(page);
  await page.getByRole('tab', { name: 'Registro de Acesso' }).click();
  await page.getByLabel('Filtrar por aluno').fill(`Sofia Ramos ${run}`);
  const log = page.getByRole('list', { name: 'Registros' });
  await expect(log.getByText(`Leu a anamnese de Sofia Ramos ${run}`)).toBeVisible();
  await expect(log.getByText(`Sofia Ramos ${run} retirou o consentimento e apagou a anamnese`)).toBeVisible();
  await snap(page, testInfo, '02-registro-de-acesso');
});
