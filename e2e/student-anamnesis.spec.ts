import { expect, type Browser, type Page, type TestInfo } from '@playwright/test';
import { createStudent, signUpPersonal } from './fixtures.ts';
import { PASSWORD, expectAccessible, expectTouchTargets, snap, test, uniqueEmail } from './support.ts';

// Nine accessibility scans, a reload and two browsers on a 2-core machine.
test.describe.configure({ timeout: 180_000 });

/** The trainer, on a device of their own, with the new student's dialog open at 'Anamnese'. */
async function trainerWithStudent(browser: Browser, testInfo: TestInfo, name: string, email: string) {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  const trainer = await context.newPage();
  await signUpPersonal(trainer);
  const student = await createStudent(trainer, name, email, PASSWORD);
  await trainer.goto(`/personal/alunos/${student.id}`);
  const dialog = trainer.getByRole('dialog', { name });
  await dialog.getByRole('tab', { name: 'Anamnese' }).click();
  await expect(dialog.getByText('O aluno ainda não preencheu a anamnese.')).toBeVisible();
  return { trainer, dialog };
}

async function checkStep(page: Page, testInfo: TestInfo, step: number, title: string) {
  await expect(page.getByText(`Etapa ${step} de 7`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Progresso da anamnese' })).toHaveAttribute(
    'aria-valuenow',
    String(step),
  );
  await expectAccessible(page);
  await expectTouchTargets(page);
  // From the top, so the page's sticky header sits where the student sees it.
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, testInfo, `0${step + 1}-etapa-${step}`);
}

const yesNo = (page: Page, question: string, answer: 'Sim' | 'Não') =>
  page.getByRole('group', { name: question }).getByRole('radio', { name: answer }).check();
const next = (page: Page) => page.getByRole('button', { name: 'Próximo' }).click();

test('a new student consents, fills the whole anamnesis across a reload, and waits for the plan', async ({
  page,
  browser,
}, testInfo) => {
  const email = uniqueEmail('ana');
  const { trainer, dialog } = await trainerWithStudent(browser, testInfo, 'Ana Beatriz Souza', email);

  await page.goto('/');
  await page.getByRole('tab', { name: 'Login' }).click();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/aluno/);

  // Consent comes first; nothing can be answered before it.
  await expect(page.getByRole('heading', { name: 'Antes de começar' })).toBeVisible();
  const accept = page.getByRole('button', { name: 'Concordo e continuar' });
  await expect(accept).toBeDisabled();
  await expectAccessible(page);
  await expectTouchTargets(page);
  await snap(page, testInfo, '01-consentimento');
  await page.getByRole('checkbox', { name: /Li e concordo/ }).check();
  await accept.click();

  // 1. Dados pessoais
  await expect(page.getByLabel('Nome', { exact: true })).toHaveValue('Ana Beatriz Souza');
  await expect(page.getByLabel('Nome', { exact: true })).not.toBeEditable();
  await page.getByRole('radio', { name: 'Feminino' }).check();
  await page.getByLabel('Idade', { exact: true }).fill('34');
  await page.getByLabel('Altura (cm)', { exact: true }).fill('165');
  await page.getByLabel('Peso (kg)', { exact: true }).fill('62,5');
  await page.getByLabel('WhatsApp', { exact: true }).pressSequentially('11912345678');
  await expect(page.getByLabel('WhatsApp', { exact: true })).toHaveValue('(11) 91234-5678');
  await page.getByLabel('Profissão', { exact: true }).fill('Professora');
  await page.getByLabel('Cidade', { exact: true }).fill('Campinas');
  // A height no person has keeps the step from advancing; the field comes into view above the
  // sticky footer, focused.
  const height = page.getByLabel('Altura (cm)', { exact: true });
  await height.fill('5');
  await next(page);
  await expect(page.getByText('Etapa 1 de 7')).toBeVisible();
  await expect(height).toBeFocused();
  await expect(height).toBeInViewport();
  const field = (await height.boundingBox())!;
  const footerButton = (await page.getByRole('button', { name: 'Próximo' }).boundingBox())!;
  expect(field.y + field.height).toBeLessThan(footerButton.y);
  await snap(page, testInfo, '02a-altura-invalida');
  await height.fill('165');
  await checkStep(page, testInfo, 1, 'Dados pessoais');
  await next(page);

  // 2. Objetivos
  await page.getByRole('radio', { name: 'Hipertrofia (ganho de massa)' }).check();
  await page.getByLabel('Prazo para o objetivo', { exact: true }).fill('6 meses');
  await checkStep(page, testInfo, 2, 'Objetivos');
  await next(page);

  // 3. Histórico de treino, then a reload in the middle of it
  await yesNo(page, 'Já treinou antes?', 'Sim');
  await page.getByLabel('Treina desde', { exact: true }).fill('2022');
  await page.getByLabel('Frequência de treino anterior', { exact: true }).fill('3 vezes por semana');
  await yesNo(page, 'Já teve personal trainer?', 'Não');
  await page.getByLabel('Treinos de que gosta', { exact: true }).fill('Musculação e funcional');
  await page.getByLabel('Treinos de que não gosta', { exact: true }).fill('Esteira');
  await expect(page.getByText('Rascunho salvo')).toBeVisible();
  await checkStep(page, testInfo, 3, 'Histórico de treino');

  await page.reload();
  await expect(page.getByText('Etapa 3 de 7')).toBeVisible();
  await expect(page.getByLabel('Treinos de que não gosta', { exact: true })).toHaveValue('Esteira');
  await expect(
    page.getByRole('group', { name: 'Já teve personal trainer?' }).getByRole('radio', { name: 'Não' }),
  ).toBeChecked();
  // Another device of the same student opens at the same step, with the same answers.
  const phone2 = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: page.viewportSize(),
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  const other = await phone2.newPage();
  const signIn = await other.request.post('/api/session', {
    headers: { origin: process.env.E2E_BASE_URL ?? '' },
    data: { email, password: PASSWORD },
  });
  expect(signIn.ok()).toBe(true);
  await other.goto('/aluno');
  await expect(other.getByText('Etapa 3 de 7')).toBeVisible();
  await expect(other.getByLabel('Treinos de que gosta', { exact: true })).toHaveValue(
    'Musculação e funcional',
  );
  await phone2.close();

  await page.getByRole('button', { name: 'Anterior' }).click();
  await page.getByRole('button', { name: 'Anterior' }).click();
  await expect(page.getByLabel('WhatsApp', { exact: true })).toHaveValue('(11) 91234-5678');
  await expect(page.getByLabel('Peso (kg)', { exact: true })).toHaveValue('62,5');
  await next(page);
  await expect(page.getByRole('radio', { name: 'Hipertrofia (ganho de massa)' })).toBeChecked();
  await next(page);
  await next(page);

  // 4. Rotina atual
  await page.getByLabel('Horas sentado por dia', { exact: true }).fill('8');
  await page.getByLabel('Horas de sono', { exact: true }).fill('7,5');
  await page.getByRole('radio', { name: 'Moderada' }).check();
  await page.getByRole('radio', { name: 'Às vezes' }).check();
  await page.getByLabel('Consumo de álcool', { exact: true }).fill('Socialmente');
  await page.getByLabel('Tabagismo', { exact: true }).fill('Não fumo');
  await checkStep(page, testInfo, 4, 'Rotina atual');
  await next(page);

  // 5. Saúde
  await page.getByLabel('Problemas ortopédicos', { exact: true }).fill('Dor no joelho esquerdo');
  await page.getByLabel('Cirurgias', { exact: true }).fill('Menisco em 2019');
  await page.getByLabel('Medicamentos controlados', { exact: true }).fill('Nenhum');
  await page.getByLabel('Problemas de saúde', { exact: true }).fill('Asma leve');
  await yesNo(page, 'Liberação médica', 'Sim');
  await checkStep(page, testInfo, 5, 'Saúde');
  await next(page);

  // 6. Nível atual
  await page.getByRole('radio', { name: 'Regular' }).check();
  await yesNo(page, 'Consegue correr 5 minutos?', 'Sim');
  await yesNo(page, 'Consegue fazer flexões?', 'Não');
  await yesNo(page, 'Consegue agachar?', 'Sim');
  await checkStep(page, testInfo, 6, 'Nível atual');
  await next(page);

  // 7. Disponibilidade e estrutura
  for (const day of ['Segunda-feira', 'Quarta-feira', 'Sexta-feira']) {
    const button = page.getByRole('button', { name: day });
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  }
  await page.getByLabel('Horário de treino', { exact: true }).fill('Das 7h às 8h');
  await page.getByRole('radio', { name: 'Academia' }).check();
  await page.getByRole('button', { name: 'Halteres' }).click();
  await page.getByRole('button', { name: 'Banco' }).click();
  await page.getByRole('button', { name: 'Barra' }).click();
  await page.getByRole('button', { name: 'Barra' }).click();
  await expect(page.getByRole('button', { name: 'Barra' })).toHaveAttribute('aria-pressed', 'false');
  await page.getByLabel('Observações', { exact: true }).fill('Prefere treinar cedo.');
  await checkStep(page, testInfo, 7, 'Disponibilidade e estrutura');

  await page.getByRole('button', { name: 'Enviar Anamnese' }).click();
  await expect(page.getByText('Anamnese enviada com sucesso!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Quase lá, Ana!' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Editar anamnese' })).toBeVisible();
  await expectAccessible(page);
  await expectTouchTargets(page);
  await snap(page, testInfo, '09-quase-la');

  // The trainer's open dialog shows the answers without a reload.
  await expect(dialog.getByText('Hipertrofia (ganho de massa)')).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByText('(11) 91234-5678')).toBeVisible();
  await expect(dialog.getByText('Segunda-feira, Quarta-feira, Sexta-feira')).toBeVisible();
  await expect(dialog.getByText('Halteres, Banco')).toBeVisible();
  await expect(dialog.getByText('62,5')).toBeVisible();
  await snap(trainer, testInfo, '10-personal-anamnese');

  // Editing starts again from the submitted answers.
  await page.getByRole('button', { name: 'Editar anamnese' }).click();
  await expect(page.getByText('Etapa 1 de 7')).toBeVisible();
  await expect(page.getByLabel('Cidade', { exact: true })).toHaveValue('Campinas');
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByRole('heading', { name: 'Quase lá, Ana!' })).toBeVisible();
  await trainer.context().close();
});
