import { expect, test as plainTest } from '@playwright/test';
import { signInAdmin } from './fixtures.ts';
import {
  PASSWORD,
  expectAccessible,
  expectTouchTargets,
  registerPersonal,
  snap,
  test,
  uniqueEmail,
} from './support.ts';

test('a personal registers, stays signed in across a reload, logs out, and logs back in', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/entrar$/);
  await expect(page.getByText('Conectando você aos seus resultados')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
  await expectAccessible(page);
  await expectTouchTargets(page);
  await snap(page, testInfo, '01-login');

  const email = uniqueEmail('carla');
  await registerPersonal(page, 'Carla Mendes', email);
  await expect(page.getByRole('heading', { name: 'Painel do Personal' })).toBeVisible();
  await expect(page).toHaveURL(/\/personal$/);
  await expectAccessible(page);
  await expectTouchTargets(page);
  await snap(page, testInfo, '02-painel');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Painel do Personal' })).toBeVisible();

  await page.getByRole('button', { name: 'Configurações' }).click();
  const settings = page.getByRole('dialog', { name: 'Configurações' });
  await expect(settings.getByText(email)).toBeVisible();
  await expectAccessible(page);
  await settings.getByRole('button', { name: 'Fechar' }).click();

  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await page.goto('/personal');
  await expect(page).toHaveURL(/\/entrar$/); // the session is gone, not just hidden

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha').fill('senha-que-nao-e');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('alert')).toHaveText('Email ou senha incorretos.');
  await expectAccessible(page);
  await snap(page, testInfo, '03-senha-errada');

  await page.getByLabel('Senha').fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { name: 'Painel do Personal' })).toBeVisible();
});

test('registration errors are shown in Portuguese below the fields', async ({ page }, testInfo) => {
  await page.goto('/entrar');
  await page.getByRole('tab', { name: 'Registrar (Personal)' }).click();
  await page.getByRole('button', { name: 'Criar Conta' }).click();
  await expect(page.getByRole('alert')).toHaveText('Por favor, preencha todos os campos.');

  await page.getByLabel('Nome completo').fill('Bruno Lima');
  await page.getByLabel('Email').fill(uniqueEmail('bruno'));
  await page.getByLabel('Senha').fill('senha123');
  await page.getByRole('button', { name: 'Criar Conta' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Esta senha é muito comum e fácil de adivinhar. Escolha outra.',
  );

  await page.getByLabel('Senha').fill('curta');
  await page.getByRole('button', { name: 'Criar Conta' }).click();
  await expect(page.getByRole('alert')).toHaveText('A senha precisa ter pelo menos 8 caracteres.');
  await snap(page, testInfo, '04-senha-fraca');

  const taken = uniqueEmail('repetido');
  const other = await page.context().browser()!.newPage({ baseURL: testInfo.project.use.baseURL });
  await registerPersonal(other, 'Primeira Pessoa', taken);
  await expect(other.getByRole('heading', { name: 'Painel do Personal' })).toBeVisible();
  await other.close();

  await page.getByLabel('Email').fill(taken);
  await page.getByLabel('Senha').fill(PASSWORD);
  await page.getByRole('button', { name: 'Criar Conta' }).click();
  await expect(page.getByRole('alert')).toHaveText('Este email já está cadastrado.');
});

test('the button says Carregando... while the login is on its way', async ({ page }) => {
  await page.goto('/entrar');
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/session', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    await held;
    await route.continue();
  });
  await page.getByLabel('Email').fill(uniqueEmail('lento'));
  await page.getByLabel('Senha').fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('button', { name: 'Carregando...' })).toBeDisabled();
  release();
  await expect(page.getByRole('alert')).toHaveText('Email ou senha incorretos.');
});

test('the admin lands on the admin panel and switches to the personal view and back', async ({
  page,
}, testInfo) => {
  // Both viewports share one server, so the admin account may exist already.
  await signInAdmin(page);
  await expectAccessible(page);
  await snap(page, testInfo, '05-admin');
  await page.getByRole('button', { name: 'Ver como Personal' }).click();
  await expect(page.getByRole('heading', { name: 'Painel do Personal' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Painel do Personal' })).toBeVisible();
  await page.getByRole('button', { name: 'Painel Admin' }).click();
  await expect(page.getByRole('heading', { name: 'Painel de Administração' })).toBeVisible();
});

test('a signed-out visit logs no error in the console, 4xx included', async ({ page }) => {
  // Nobody signed in is an answer, not a failure: no request of a signed-out visit may fail.
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // /aluno is where the installed app opens.
  for (const path of ['/', '/entrar', '/aluno', '/personal']) {
    await page.goto(path);
    await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();
  }
  expect(errors).toEqual([]);
});

// Not the shared `test`: with no connection the browser logs each failed request, as it should.
plainTest(
  'opened with no connection, the login says so at once and clears it when the connection returns',
  async ({ page, context }, testInfo) => {
    await page.goto('/entrar');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await context.setOffline(true);
    const sessionAsks: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/session') sessionAsks.push(request.method());
    });
    await page.reload(); // the shell comes from the service worker
    const warning = page
      .getByRole('alert')
      .filter({ hasText: 'Sem conexão com o servidor. Verifique sua internet e tente novamente.' });
    await expect(warning).toBeVisible();
    // Promptly: the session was asked once, with no retries that could only fail (a state, not a
    // stopwatch: a busy machine may take its time to paint, but never to a second attempt).
    expect(sessionAsks).toEqual(['GET']);
    await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();
    await snap(page, testInfo, 'sem-conexao');
    await context.setOffline(false);
    await expect(warning).toHaveCount(0);
  },
);

test('robots.txt keeps search engines out, and a file that does not exist is a 404, not the app', async ({
  request,
}) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
  expect(await robots.text()).toMatch(/^User-agent: \*\nDisallow: \/$/m);
  const missing = await request.get('/sitemap.xml');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).not.toContain('<div id="root"');
});
