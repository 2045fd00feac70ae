import { expect, type BrowserContext, type Page } from '@playwright/test';
import { describeSets, indicator, logSet, planForToday, test } from './offline-helpers.ts';
import { newPhoneContext, serverDay, setUpStudent, signInStudent } from './student-fixtures.ts';
import { expectAccessible, expectTouchTargets, snap } from './support.ts';

// Sign-ins, a service worker install and reloads on a 2-core machine.
test.describe.configure({ timeout: 120_000 });

/** A student of a fresh trainer, with today's workout active for 30 more days. */
const newStudent = async () =>
  (await setUpStudent({ plan: planForToday(), expiryInDays: 30, trainerName: 'Paula Personal' })).email;

/** The service worker has cached the shell and the code (install done) and controls this page. */
async function serviceWorkerReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/**
 * The phone has loaded and run the sign-out's two chunks (the outbox's sign-out and 'Sair sem
 * enviar?'), with everything they import. A state, not a quiet network: the student's event stream
 * stays open, so the network is never idle.
 */
async function signOutCodeLoaded(page: Page): Promise<void> {
  await page.waitForFunction(async () => {
    const chunks = performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => /^\/assets\/sign-out-[\w-]+\.js$/.test(path));
    const dialog = chunks.some((path) => path.startsWith('/assets/sign-out-dialog-'));
    const outbox = chunks.some((path) => !path.startsWith('/assets/sign-out-dialog-'));
    if (!dialog || !outbox) return false;
    // The same addresses as the app's own import(): resolved once the module and its imports have run.
    await Promise.all(chunks.map((path) => import(/* @vite-ignore */ path)));
    return true;
  });
}

/** Whether a request from the page / from the service worker still reaches the network. */
async function reachability(page: Page, context: BrowserContext) {
  const probe = () =>
    fetch('/api/health', { cache: 'no-store' }).then(
      () => 'online',
      () => 'offline',
    );
  const fromPage = await page.evaluate(probe);
  const [worker] = context.serviceWorkers();
  const fromWorker = worker ? await worker.evaluate(probe) : 'no worker';
  return { fromPage, fromWorker };
}

/**
 * What IndexedDB holds for the app: pending writes and the kept keys. A database that is not there
 * (sign-out deleted it and the app has not opened it again yet) holds nothing, and this look neither
 * creates it nor keeps it open, so it never stands in the way of the app's own open.
 */
function deviceStorage(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ outbox: number; keys: string[]; session: unknown }>((resolve, reject) => {
        const nothing = { outbox: 0, keys: [], session: null };
        let absent = false;
        const open = indexedDB.open('rumofit');
        open.onupgradeneeded = () => {
          absent = true;
          open.transaction?.abort();
        };
        open.onerror = () => (absent ? resolve(nothing) : reject(open.error));
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('outbox') || !db.objectStoreNames.contains('kv')) {
            db.close();
            resolve(nothing);
            return;
          }
          const tx = db.transaction(['outbox', 'kv'], 'readonly');
          const count = tx.objectStore('outbox').count();
          const keys = tx.objectStore('kv').getAllKeys();
          const session = tx.objectStore('kv').get('session');
          tx.oncomplete = () => {
            db.close();
            resolve({ outbox: count.result, keys: keys.result.map(String), session: session.result ?? null });
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
}

const setOf = (page: Page, n: number, total: number) =>
  page.getByText(`Série ${n} de ${total}`, { exact: true });

test('three sets logged with no connection survive a reload and reach the server when it returns', async ({
  page,
  context,
}, testInfo) => {
  const email = await newStudent();
  await signInStudent(page, email);
  await serviceWorkerReady(page);
  // The home reopened through the worker: the page it keeps for offline use is the home's own page
  // without the student's answers and without the home the server rendered from them (decision 052).
  await page.reload();
  await expect(page.getByRole('button', { name: 'Começar a Treinar' })).toBeVisible();
  const keptPage = () =>
    page.evaluate(async () => (await (await caches.open('rumofit-shell-v1')).match('/index.html'))?.text());
  await expect.poll(keptPage).toContain('<!--first-screen--><!--/first-screen-->');
  const kept = (await keptPage()) ?? '';
  expect(kept).not.toContain('rumofit-first-data');
  expect(kept).not.toContain('Ana Souza');
  expect(kept).not.toContain('Supino Reto com Barra');
  // Installable: the browser reads the manifest without errors and has nothing against installing it.
  const devtools = await context.newCDPSession(page);
  const manifest = await devtools.send('Page.getAppManifest');
  expect(manifest.errors).toEqual([]);
  expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
  const { installabilityErrors } = await devtools.send('Page.getInstallabilityErrors');
  // (A test browser context is always incognito, the one thing that would stop a real install.)
  expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
  await devtools.detach();
  await page.getByRole('button', { name: 'Começar a Treinar' }).click();
  await expect(setOf(page, 1, 4)).toBeVisible();

  await context.setOffline(true);
  // The service worker never answers /api, so the page's own requests fail for real.
  const offline = await reachability(page, context);
  expect(offline.fromPage).toBe('offline');
  // In this Chromium, setOffline cuts the service worker's own fetches too; where it would not, they
  // are cut here, so the reload below can only be served from the worker's cache.
  testInfo.annotations.push({
    type: 'service worker network while offline',
    description: offline.fromWorker,
  });
  if (offline.fromWorker !== 'offline') {
    await context.route('**', (route) =>
      route.request().serviceWorker() ? route.abort('internetdisconnected') : route.fallback(),
    );
  }

  await logSet(page, '40', '10');
  await logSet(page, '42.5', '10');
  await logSet(page, '45', '8');
  await expect(setOf(page, 4, 4)).toBeVisible();
  await expect(indicator(page)).toHaveText('sem conexão — 3 séries aguardando envio');
  await snap(page, testInfo, '01-offline-tres-series');

  // A reload with no connection: the shell comes from the service worker, the session and the day from
  // the phone's copies, and the three sets from the outbox.
  // The emulation has a moment a phone with no network does not: while a reload replaces the page, the
  // outgoing page is told it is online ('online' fires between beforeunload and pagehide), its outbox
  // sends, and the request reaches the server (routes do not catch it: with one, the first set still
  // arrived in 1 of 6 runs). Here the outgoing page's requests fail as they would with no network.
  await page.evaluate(() => {
    window.fetch = () => Promise.reject(new TypeError('Failed to fetch'));
  });
  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  await expect(setOf(page, 4, 4)).toBeVisible();
  await expect(page.getByText('3 de 7 séries')).toBeVisible();
  await expect(page.getByText('Série 3: 45kg x 8 reps')).toBeVisible();
  await expect(indicator(page)).toHaveText('sem conexão — 3 séries aguardando envio');
  expect((await serverDay(page.request)).sets, 'the sets are on the phone only').toEqual([]);
  await snap(page, testInfo, '02-recarregado-sem-conexao');

  // 'Continuar Treino' from the home resumes at the fourth set.
  await page.getByRole('button', { name: 'Fechar e salvar o progresso' }).click();
  await expect(page.getByRole('button', { name: 'Continuar Treino' })).toBeVisible();
  await expect(indicator(page)).toHaveText('sem conexão — 3 séries aguardando envio');
  await expectAccessible(page);
  await expectTouchTargets(page);
  await snap(page, testInfo, '03-inicio-sem-conexao');
  await page.getByRole('button', { name: 'Continuar Treino' }).click();
  await expect(setOf(page, 4, 4)).toBeVisible();

  // Nothing but training data is kept on the phone (LGPD: the anamnesis never is).
  const stored = await deviceStorage(page);
  expect(stored.outbox).toBeGreaterThanOrEqual(3);
  for (const key of stored.keys.filter((k) => k.startsWith('snap:'))) {
    expect(key).toMatch(/^snap:[^:]+:\/api\/me(\/workouts\/\d{4}-\d{2}-\d{2}|\/calendar\?.*)?$/);
  }
  expect(stored.session).toEqual({ id: expect.any(String), name: 'Ana Souza', role: 'student' });

  await context.unrouteAll();
  await context.setOffline(false);
  await expect(indicator(page)).toHaveCount(0, { timeout: 20_000 });
  const day = await serverDay(page.request);
  expect(describeSets(day.sets)).toEqual(['40x10', '42.5x10', '45x8']);
  expect(day.sets.map((set) => set.setIndex)).toEqual([0, 1, 2]);
  // The progress goes right after the last set (the line counts sets only).
  await expect
    .poll(async () => (await serverDay(page.request)).progress?.position)
    .toEqual({ blockIndex: 0, exerciseIndex: 0, setIndex: 3 });
  expect((await deviceStorage(page)).outbox).toBe(0);
});

test('two phones of the same student training the same workout keep every set from both', async ({
  page,
  browser,
}, testInfo) => {
  const email = await newStudent();
  const other = await newPhoneContext(browser);
  const second = await other.newPage();
  await signInStudent(page, email);
  await signInStudent(second, email);
  for (const phone of [page, second]) {
    await phone.getByRole('button', { name: 'Começar a Treinar' }).click();
    await expect(setOf(phone, 1, 4)).toBeVisible();
  }

  await logSet(page, '40', '10');
  // The second phone loses its connection in the middle.
  await other.setOffline(true);
  await logSet(second, '50', '10');
  await logSet(second, '52', '9');
  await expect(indicator(second)).toHaveText('sem conexão — 2 séries aguardando envio');
  await logSet(page, '41', '10');
  await snap(second, testInfo, '04-segundo-aparelho-sem-conexao');
  await other.setOffline(false);
  await expect(indicator(second)).toHaveCount(0, { timeout: 20_000 });

  const day = await serverDay(page.request);
  expect(describeSets(day.sets)).toEqual(['40x10', '50x10', '52x9', '41x10']);
  await other.close();
});

test.describe('before the service worker has cached anything', () => {
  // A first visit: the page is never controlled by the worker, so nothing comes from its cache.
  test.use({ serviceWorkers: 'block' });

  test('signing out with a set still waiting warns first, and leaves nothing of the student on the phone', async ({
    page,
    context,
  }, testInfo) => {
    const email = await newStudent();
    await signInStudent(page, email);
    await page.getByRole('button', { name: 'Começar a Treinar' }).click();
    // Online for a moment, with no service worker to fall back on: the sign-out's code must already be in.
    await signOutCodeLoaded(page);
    await context.setOffline(true);
    await logSet(page, '40', '10');
    await page.getByRole('button', { name: 'Fechar e salvar o progresso' }).click();

    await page.getByRole('button', { name: 'Sair' }).click();
    const warning = page.getByRole('alertdialog', { name: 'Sair sem enviar?' });
    await expect(warning).toContainText('1 série ainda aguarda envio. Se sair agora, ela será perdida.');
    await expect(warning.getByRole('button', { name: 'Cancelar' })).toBeFocused();
    await expectAccessible(page);
    await expectTouchTargets(page);
    await snap(page, testInfo, '05-sair-com-serie-pendente');
    await warning.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page).toHaveURL(/\/aluno/);

    // With the connection back, signing out sends the set first and then clears the phone.
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/entrar/);
    const stored = await deviceStorage(page);
    expect(stored).toEqual({ outbox: 0, keys: expect.any(Array), session: null });
    expect(stored.keys.filter((key) => key.startsWith('snap:'))).toEqual([]);

    await signInStudent(page, email);
    const day = await serverDay(page.request);
    expect(describeSets(day.sets)).toEqual(['40x10']);
  });
});
