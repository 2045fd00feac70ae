import { expect, request, type Page } from '@playwright/test';
import { addDays, addMonths, formatBrazilianDate } from '../src/shared/domain/dates/local-date.ts';
import { createStudent, openStudent, signUpPersonal, updateStudent } from './fixtures.ts';
import { todayInBrazil } from './student-fixtures.ts';
import { expectAccessible, expectTouchTargets, PASSWORD, snap, test } from './support.ts';

const PIX = {
  keyType: 'celular',
  key: '(11) 91234-5678',
  receiverName: 'Paula Lima',
  receiverCity: 'São Paulo',
};

/** A trainer with a PIX key and an active student whose plan ends in `days`. */
async function trainerWithStudent(page: Page, name: string, days: number) {
  const baseURL = process.env.E2E_BASE_URL ?? '';
  await signUpPersonal(page);
  expect(
    (await page.request.put('/api/profile/pix', { headers: { origin: baseURL }, data: { pix: PIX } })).ok(),
  ).toBe(true);
  const created = await createStudent(page, name);
  const expiry = addDays(todayInBrazil(), days);
  await updateStudent(page, created.id, {
    version: created.version,
    planStatus: 'active',
    planExpiryDate: expiry,
  });
  return { baseURL, created, expiry };
}

test("the trainer sees a student's payment arrive in the dialog's 'Pagamentos' and confirms it there", async ({
  page,
}, testInfo) => {
  const { baseURL, created, expiry } = await trainerWithStudent(page, 'Carla Pagante', 5);

  const dialog = await openStudent(page, 'Carla Pagante');
  await expect(dialog.getByText(`Vence em ${formatBrazilianDate(expiry)}`)).toBeVisible();
  await dialog.getByRole('tab', { name: 'Pagamentos' }).click();
  await expect(dialog.getByText('Nenhum pagamento informado por este aluno ainda.')).toBeVisible();

  // The student pays on their phone and taps 'Já paguei' (its screens are pix-renewal.spec.ts's).
  const student = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  expect(
    (await student.post('/api/session', { data: { email: created.email, password: PASSWORD } })).ok(),
  ).toBe(true);
  const charge = (await (await student.post('/api/me/payments/pix', { data: { months: 3 } })).json()) as {
    amountCents: number;
    txid: string;
  };
  const claim = await student.post('/api/me/payments', {
    data: { months: 3, amountCents: charge.amountCents, txid: charge.txid },
  });
  expect(claim.status()).toBe(201);
  await student.dispose();

  // The open dialog hears of it at once: no reload.
  const entry = dialog.getByRole('listitem').filter({ hasText: 'Pagamento informado: R$ 330,00 — 3 meses' });
  await expect(entry).toBeVisible();
  await expect(entry.getByText('Informado', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await expectTouchTargets(page);
  await snap(page, testInfo, 'payments-pending');

  await entry.getByRole('button', { name: 'Confirmar pagamento' }).click();
  const renewed = formatBrazilianDate(addMonths(expiry, 3));
  await expect(
    page.getByText(`Pagamento de Carla Pagante confirmado: plano renovado até ${renewed}.`),
  ).toBeVisible();
  const decided = dialog.getByRole('listitem').filter({ hasText: 'R$ 330,00 — 3 meses' });
  await expect(decided.getByText('Confirmado', { exact: true })).toBeVisible();
  await expect(decided.getByText(/^Confirmado em /)).toBeVisible();
  await expect(decided.getByRole('button')).toHaveCount(0);
  await snap(page, testInfo, 'payments-confirmed');

  // The expiry moved by the renewal rule, and the management tab shows it without a reload.
  await dialog.getByRole('tab', { name: 'Gerenciamento' }).click();
  await expect(dialog.getByText(`Vence em ${renewed}`)).toBeVisible();
});

test("a refusal in the dialog's 'Pagamentos' keeps the expiry and shows its reason", async ({ page }) => {
  const { baseURL, created, expiry } = await trainerWithStudent(page, 'Davi Recusado', 2);
  const student = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  await student.post('/api/session', { data: { email: created.email, password: PASSWORD } });
  const charge = (await (await student.post('/api/me/payments/pix', { data: { months: 1 } })).json()) as {
    amountCents: number;
    txid: string;
  };
  await student.post('/api/me/payments', {
    data: { months: 1, amountCents: charge.amountCents, txid: charge.txid },
  });
  await student.dispose();

  const dialog = await openStudent(page, 'Davi Recusado');
  await dialog.getByRole('tab', { name: 'Pagamentos' }).click();
  const entry = dialog.getByRole('listitem').filter({ hasText: 'R$ 120,00 — 1 mês' });
  await entry.getByRole('button', { name: 'Rejeitar' }).click();
  await entry.getByLabel('Motivo da recusa (o aluno vai ler)').fill('Não encontrei o PIX no extrato.');
  await entry.getByRole('button', { name: 'Enviar recusa' }).click();
  await expect(entry.getByText('Recusado', { exact: true })).toBeVisible();
  await expect(entry.getByText('Motivo da recusa: Não encontrei o PIX no extrato.')).toBeVisible();
  await dialog.getByRole('tab', { name: 'Gerenciamento' }).click();
  await expect(dialog.getByText(`Vence em ${formatBrazilianDate(expiry)}`)).toBeVisible();
});
