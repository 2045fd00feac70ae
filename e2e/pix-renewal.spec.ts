import { expect, request } from '@playwright/test';
import {
  chestWorkoutOn,
  block,
  exercise,
  setUpStudent,
  signInStudent,
  todayInBrazil,
} from './student-fixtures.ts';
import { PASSWORD, snap, test } from './support.ts';

test.describe.configure({ timeout: 90_000 });

test('an expired student renews by PIX on a phone; the trainer confirms and the plan is back', async ({
  page,
}, testInfo) => {
  const today = todayInBrazil();
  const plan = [
    chestWorkoutOn(today, [block('b1', 'single', 60, [exercise('e1', 'supino-reto-barra', '3', '10')])]),
  ];
  const student = await setUpStudent({
    plan,
    expiryInDays: -3,
    trainer: { planPrices: { '1': 120, '3': 250, '6': 450 } },
  });
  const baseURL = process.env.E2E_BASE_URL ?? '';
  const trainer = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  expect(
    (await trainer.post('/api/session', { data: { email: student.trainerEmail, password: PASSWORD } })).ok(),
  ).toBe(true);
  const pix = {
    keyType: 'celular',
    key: '(11) 91234-5678',
    receiverName: 'Paula Lima',
    receiverCity: 'São Paulo',
  };
  expect((await trainer.put('/api/profile/pix', { data: { pix } })).ok()).toBe(true);

  // The payments' answer held back, as on a slow connection: until it comes, a period cannot be
  // chosen (a tap then took the WhatsApp path of a trainer who offers PIX).
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/me/payments', async (route) => {
    await held;
    await route.continue();
  });
  await signInStudent(page, student.email);
  const dialog = page.getByRole('dialog', { name: 'Renovar Plano' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: /3 meses/ })).toBeDisabled();
  release();
  await dialog.getByRole('button', { name: /3 meses/ }).click();
  await expect(dialog.getByRole('img', { name: 'QR code do PIX de R$ 250,00' })).toBeVisible();
  await expect(dialog.getByLabel('PIX copia e cola')).toHaveValue(
    /^000201.*br\.gov\.bcb\.pix.*6304[0-9A-F]{4}$/,
  );
  await expect(dialog.getByRole('button', { name: 'Copiar código' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Falar no WhatsApp' })).toBeVisible();
  await snap(page, testInfo, 'pix-code');
  await dialog.getByRole('button', { name: 'Já paguei' }).click();
  await expect(
    dialog.getByText('Pagamento informado: R$ 250,00 — 3 meses. Seu personal vai confirmar.'),
  ).toBeVisible();
  await snap(page, testInfo, 'pix-informed');

  const pending = (await (await trainer.get('/api/payments/pending')).json()) as { claims: { id: string }[] };
  expect(pending.claims).toHaveLength(1);
  const confirmed = await trainer.post(`/api/payments/${pending.claims[0]!.id}/confirm`);
  expect(confirmed.ok()).toBe(true);
  await trainer.dispose();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Seu Plano Venceu!' })).toBeHidden();
  await expect(page.getByRole('heading', { name: /Olá, Ana/ })).toBeVisible();
});
