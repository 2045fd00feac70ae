import { expect } from '@playwright/test';
import { addMonths, formatBrazilianDate, localDate } from '../src/shared/domain/dates/local-date.ts';
import { createStudent, openStudent, signUpPersonal } from './fixtures.ts';
import { PASSWORD, expectAccessible, expectTouchTargets, snap, test } from './support.ts';

// Each journey runs two accessibility scans and several saves; on a busy 2-core machine that needs more
// than the default 30 s.
test.describe.configure({ timeout: 60_000 });

const baseUrl = () => process.env.E2E_BASE_URL ?? '';

test('a trainer activates, renews and annotates a student, and sees it all on reopening', async ({
  page,
}, testInfo) => {
  await signUpPersonal(page);
  const student = await createStudent(page, 'Bruno Lima');
  const dialog = await openStudent(page, 'Bruno Lima');
  await expect(dialog.getByText(student.email)).toBeVisible();
  await expect(dialog.getByText('Sem data de vencimento')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Editar Plano' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Gerar Novo Plano' })).toBeVisible();
  await expectAccessible(page);
  await expectTouchTargets(page);
  await snap(page, testInfo, '01-dialogo-aberto');

  await dialog.getByRole('button', { name: 'Aguardando Criação do Plano' }).click();
  await expect(dialog.getByRole('button', { name: 'Plano Ativo' })).toHaveAttribute('aria-pressed', 'true');
  await dialog.getByRole('button', { name: '+3 meses' }).click();
  const expiry = addMonths(localDate(new Date()), 3);
  await expect(dialog.getByText(`Novo vencimento: ${formatBrazilianDate(expiry)}`)).toBeVisible();
  await dialog.getByLabel('WhatsApp').fill('11912345678');
  await expect(dialog.getByLabel('WhatsApp')).toHaveValue('(11) 91234-5678');
  await dialog.getByLabel('Observações').fill('Prefere treinar cedo; joelho esquerdo sensível.');
  await expectAccessible(page);
  await snap(page, testInfo, '02-dialogo-editado');
  await dialog.getByRole('button', { name: 'Salvar Alterações' }).click();
  await expect(page.getByText('Dados salvos com sucesso!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/personal$/);

  const reopened = await openStudent(page, 'Bruno Lima');
  await expect(reopened.getByRole('button', { name: 'Plano Ativo' })).toHaveAttribute('aria-pressed', 'true');
  await expect(reopened.getByText(`Vence em ${formatBrazilianDate(expiry)}`)).toBeVisible();
  await expect(reopened.getByLabel('Data de vencimento')).toHaveValue(expiry);
  await expect(reopened.getByLabel('WhatsApp')).toHaveValue('(11) 91234-5678');
  await expect(reopened.getByLabel('Observações')).toHaveValue(
    'Prefere treinar cedo; joelho esquerdo sensível.',
  );
  await snap(page, testInfo, '03-dialogo-reaberto');
});

test('a save over an edit made on another device is refused, and Recarregar shows that edit', async ({
  page,
  browser,
}, testInfo) => {
  await signUpPersonal(page);
  const student = await createStudent(page, 'Carla Dias');
  const other = await browser.newContext({
    baseURL: baseUrl(),
    storageState: await page.context().storageState(),
    viewport: page.viewportSize(),
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  try {
    const pageB = await other.newPage();
    const dialogA = await openStudent(page, 'Carla Dias');
    const dialogB = await openStudent(pageB, 'Carla Dias');

    // The phone has an edit of its own when the notebook's save lands: it is told at once, and its
    // save is refused rather than overwriting the notebook's (decisions 021, 037).
    await dialogB.getByLabel('Observações').fill('Anotação do celular');
    await dialogA.getByLabel('Observações').fill('Anotação do notebook');
    await dialogA.getByRole('button', { name: 'Salvar Alterações' }).click();
    await expect(page.getByText('Dados salvos com sucesso!')).toBeVisible();

    const alert = dialogB.getByRole('alert');
    await expect(alert).toContainText('Este aluno foi alterado em outro lugar');
    await dialogB.getByRole('button', { name: 'Salvar Alterações' }).click();
    await expect(alert).toContainText('Este aluno foi alterado em outro lugar');
    await expect(dialogB).toBeVisible();
    await expectAccessible(pageB);
    await snap(pageB, testInfo, '04-conflito');

    await alert.getByRole('button', { name: 'Recarregar' }).click();
    await expect(dialogB.getByLabel('Observações')).toHaveValue('Anotação do notebook');
    await expect(dialogB.getByRole('alert')).toHaveCount(0);

    const stored = await page.request.get(`/api/students/${student.id}`);
    expect((await stored.json()).observations).toBe('Anotação do notebook');
  } finally {
    await other.close();
  }
});

test('the Anamnese tab says when the student has not filled it yet', async ({ page }, testInfo) => {
  await signUpPersonal(page);
  await createStudent(page, 'Diego Rocha');
  const dialog = await openStudent(page, 'Diego Rocha');
  await dialog.getByRole('tab', { name: 'Anamnese' }).click();
  await expect(dialog.getByText('O aluno ainda não preencheu a anamnese.')).toBeVisible();
  await expectAccessible(page);
  await expectTouchTargets(page);
  await snap(page, testInfo, '05-anamnese-vazia');
});

test('a trainer shares the access by clipboard and by WhatsApp', async ({ page }, testInfo) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
  // Nothing leaves the machine: the WhatsApp page is answered here.
  await page
    .context()
    .route('https://wa.me/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>WhatsApp</title>' }),
    );
  await signUpPersonal(page);
  const student = await createStudent(page, 'Elisa Prado');
  const dialog = await openStudent(page, 'Elisa Prado');

  await dialog.getByRole('button', { name: 'Compartilhar Acesso' }).click();
  let share = page.getByRole('dialog', { name: 'Compartilhar Acesso' });
  await expect(share.getByText('Digite uma senha no campo "Nova Senha"')).toBeVisible();
  await expect(share.getByRole('button', { name: 'Copiar' })).toBeDisabled();
  await expect(share.getByRole('button', { name: 'Enviar' })).toBeDisabled();
  await share.getByRole('button', { name: 'Fechar' }).click();

  await dialog.getByLabel('Nova Senha').fill('nova-senha-da-elisa');
  await dialog.getByRole('button', { name: 'Compartilhar Acesso' }).click();
  share = page.getByRole('dialog', { name: 'Compartilhar Acesso' });
  await expect(share.getByText('nova-senha-da-elisa')).toBeVisible();
  await expectAccessible(page);
  await expectTouchTargets(page);
  await snap(page, testInfo, '06-compartilhar');

  await share.getByRole('button', { name: 'Copiar' }).click();
  await expect(page.getByText('Credenciais copiadas!')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain(student.email);
  expect(copied).toContain('nova-senha-da-elisa');
  expect(copied).toContain(baseUrl());

  await share.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Este aluno não tem um número de WhatsApp cadastrado.')).toBeVisible();
  await share.getByRole('button', { name: 'Fechar' }).click();

  await dialog.getByLabel('WhatsApp').fill('(11) 91234-5678');
  await dialog.getByRole('button', { name: 'Compartilhar Acesso' }).click();
  const popupOpened = page.waitForEvent('popup');
  await page
    .getByRole('dialog', { name: 'Compartilhar Acesso' })
    .getByRole('button', { name: 'Enviar' })
    .click();
  const popup = await popupOpened;
  await popup.waitForURL(/^https:\/\/wa\.me\//);
  expect(popup.url()).toMatch(/^https:\/\/wa\.me\/5511912345678\?text=/);
  const text = new URL(popup.url()).searchParams.get('text') ?? '';
  expect(text).toContain(student.email);
  expect(text).toContain('nova-senha-da-elisa');
  await popup.close();
});

test('deleting a student removes them, their record and their login', async ({
  page,
  playwright,
}, testInfo) => {
  await signUpPersonal(page);
  const student = await createStudent(page, 'Fábio Nunes');
  const dialog = await openStudent(page, 'Fábio Nunes');

  await dialog.getByRole('button', { name: 'Excluir Aluno' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Excluir Aluno?' });
  await expect(confirm).toContainText('Esta ação não pode ser desfeita.');
  await expectAccessible(page);
  await expectTouchTargets(page);
  await snap(page, testInfo, '07-excluir');
  await confirm.getByRole('button', { name: 'Excluir' }).click();

  await expect(page.getByText('Aluno excluído com sucesso!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Não foi possível carregar os dados completos do aluno.')).toHaveCount(0);
  await expect(page).toHaveURL(/\/personal$/);
  await expect(page.getByRole('button', { name: /Fábio Nunes/ })).toHaveCount(0);
  expect((await page.request.get(`/api/students/${student.id}`)).status()).toBe(404);

  const anonymous = await playwright.request.newContext({ baseURL: baseUrl() });
  try {
    const login = await anonymous.post('/api/session', {
      headers: { origin: baseUrl() },
      data: { email: student.email, password: PASSWORD },
    });
    expect(login.status()).toBe(401);
  } finally {
    await anonymous.dispose();
  }
});
