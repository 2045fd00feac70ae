import { expect, type Page } from '@playwright/test';
import { signUpPersonal } from './fixtures.ts';
import { expectAccessible, expectTouchTargets, snap, test } from './support.ts';

async function openSettings(page: Page) {
  await page.getByRole('button', { name: 'Configurações' }).click();
  const dialog = page.getByRole('dialog', { name: 'Configurações' });
  await expect(dialog.getByLabel('Plano 1 mês')).toBeVisible();
  return dialog;
}

test('a personal saves prices, WhatsApp and AI notes, and finds them after a reload', async ({
  page,
}, testInfo) => {
  const { email } = await signUpPersonal(page, 'Paula Personal');
  await page.goto('/personal');
  let dialog = await openSettings(page);
  await expect(dialog.getByText(email)).toBeVisible();
  await expect(dialog.getByLabel('Plano 1 mês')).toHaveValue('120,00');
  await expect(dialog.getByLabel('Plano 3 meses')).toHaveValue('330,00');
  await expect(dialog.getByLabel('Plano 6 meses')).toHaveValue('600,00');
  await expectAccessible(page);
  await expectTouchTargets(page);
  await snap(page, testInfo, '01-configuracoes');

  await dialog.getByLabel('Plano 1 mês').fill('150,50');
  await dialog.getByLabel('Plano 3 meses').fill('');
  await dialog.getByLabel('Plano 6 meses').fill('590.9');
  await dialog.getByLabel('Seu WhatsApp').pressSequentially('11912345678');
  await expect(dialog.getByLabel('Seu WhatsApp')).toHaveValue('(11) 91234-5678');
  await dialog
    .getByLabel('Notas de estilo para a IA')
    .fill('Prefiro treinos curtos, com foco em mobilidade.');
  await dialog.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Configurações salvas com sucesso!')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.reload();
  dialog = await openSettings(page);
  await expect(dialog.getByLabel('Plano 1 mês')).toHaveValue('150,50');
  await expect(dialog.getByLabel('Plano 3 meses')).toHaveValue('');
  await expect(dialog.getByLabel('Plano 6 meses')).toHaveValue('590,90');
  await expect(dialog.getByLabel('Seu WhatsApp')).toHaveValue('(11) 91234-5678');
  await expect(dialog.getByLabel('Notas de estilo para a IA')).toHaveValue(
    'Prefiro treinos curtos, com foco em mobilidade.',
  );
  const profile = await (await page.request.get('/api/profile')).json();
  expect(profile.settings.planPrices).toEqual({ '1': 150.5, '6': 590.9 });
});

test('an invalid price is pointed out and nothing is saved; a stale save offers to reload', async ({
  page,
}, testInfo) => {
  await signUpPersonal(page);
  await page.goto('/personal');
  const dialog = await openSettings(page);
  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT') saves.push(request.url());
  });

  await dialog.getByLabel('Plano 3 meses').fill('trezentos');
  await dialog.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(dialog.getByText('Informe um preço válido, por exemplo 120,00.')).toBeVisible();
  await expect(dialog.getByLabel('Plano 3 meses')).toHaveAttribute('aria-invalid', 'true');
  expect(saves).toEqual([]);
  await expectAccessible(page);
  await snap(page, testInfo, '02-preco-invalido');

  // Meanwhile the same trainer saves from another tab.
  const current = await (await page.request.get('/api/profile')).json();
  const elsewhere = await page.request.put('/api/profile/settings', {
    headers: { origin: process.env.E2E_BASE_URL ?? '' },
    data: {
      version: current.version,
      settings: { aiStyleNotes: 'Salvo na outra aba', planPrices: { '1': 99 } },
    },
  });
  expect(elsewhere.ok()).toBe(true);

  await dialog.getByLabel('Plano 3 meses').fill('330');
  await dialog.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText('Suas configurações foram alteradas em outro lugar.');
  await snap(page, testInfo, '03-conflito');
  await dialog.getByRole('button', { name: 'Recarregar' }).click();
  await expect(dialog.getByLabel('Notas de estilo para a IA')).toHaveValue('Salvo na outra aba');
  await expect(dialog.getByLabel('Plano 1 mês')).toHaveValue('99,00');
  await expect(dialog.getByLabel('Plano 3 meses')).toHaveValue('');
});
