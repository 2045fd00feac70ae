import { expect, type BrowserContext } from '@playwright/test';
import {
  block,
  chestWorkoutOn,
  exercise,
  newPhoneContext,
  setUpStudent,
  todayInBrazil,
} from './student-fixtures.ts';
import { PASSWORD, snap, test } from './support.ts';

test.describe.configure({ timeout: 90_000 });

/** The student signed in on `context` through the API, as a phone that signed in before. */
async function signInOn(context: BrowserContext, baseURL: string, email: string) {
  const signIn = await context.request.post('/api/session', {
    headers: { origin: baseURL },
    data: { email, password: PASSWORD },
  });
  expect(signIn.ok()).toBe(true);
}

// Decision 052: the student's home comes in its page, rendered on the server, so a slow phone shows it
// before the app's code has arrived. A phone with JavaScript off shows what that phone shows meanwhile.
test('the home is in the page before any of the app’s code runs, then the app takes it over', async ({
  browser,
}, testInfo) => {
  const today = todayInBrazil();
  const student = await setUpStudent({
    plan: [
      chestWorkoutOn(today, [block('b1', 'single', 60, [exercise('e1', 'supino-reto-barra', '4', '10')])]),
    ],
    expiryInDays: 30,
  });
  const baseURL = process.env.E2E_BASE_URL ?? '';

  const noScript = await newPhoneContext(browser, baseURL, { javaScriptEnabled: false });
  await signInOn(noScript, baseURL, student.email);
  const before = await noScript.newPage();
  await before.goto('/aluno');
  // Shown, but inert and hidden from assistive technology until the app renders it (nothing to tap yet).
  await expect(before.getByText('Olá, Ana!')).toBeVisible();
  await expect(before.getByText('Treino A - Peito')).toBeVisible();
  await expect(before.getByText('Supino Reto com Barra')).toBeVisible();
  await expect(before.getByText('Começar a Treinar')).toBeVisible();
  await expect(before.getByText('Carregando...')).toHaveCount(0);
  await expect(before.getByRole('button', { name: 'Começar a Treinar' })).toHaveCount(0);
  await snap(before, testInfo, 'first-screen-before-code');
  await noScript.close();

  // The same phone with its code: the app renders the home in its place, and its buttons work.
  const phone = await newPhoneContext(browser, baseURL);
  await signInOn(phone, baseURL, student.email);
  const page = await phone.newPage();
  await page.goto('/aluno');
  await expect(page.getByRole('heading', { name: 'Olá, Ana!' })).toBeVisible();
  await expect(page.locator('[inert]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Começar a Treinar' }).click();
  await expect(page.getByRole('button', { name: 'Registrar Série' })).toBeVisible();
  await phone.close();
});
