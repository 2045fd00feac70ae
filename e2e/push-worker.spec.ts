import { expect, test } from '@playwright/test';

// A service worker install on a 2-core machine.
test.describe.configure({ timeout: 90_000 });

/**
 * The service worker's push handler (decision 044), with a push delivered as Chromium's push service
 * would deliver it (DevTools Protocol `ServiceWorker.deliverPushMessage`): the notification is shown
 * with the text the server sent, and keeps the screen a tap opens — a path of this site only.
 */
test('a push shows its notification with the screen a tap opens', async ({ page, context, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  await context.grantPermissions(['notifications'], { origin });
  await page.goto('/entrar');
  const cdp = await context.newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations));
  await cdp.send('ServiceWorker.enable');
  await page.evaluate(async () => {
    await navigator.serviceWorker.register('/sw.js', { scope: '/' });
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => registrations.some((r) => r.scopeURL === `${origin}/`)).toBe(true);
  const registrationId = registrations.find((r) => r.scopeURL === `${origin}/`)!.registrationId;

  const deliver = (data: object) =>
    cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: JSON.stringify(data) });
  const shown = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      const list = await registration.getNotifications();
      return list.map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data as unknown }));
    });

  await deliver({
    title: 'RumoFit',
    body: 'Descanso terminado — próxima série: Supino Reto, 3ª série',
    url: '/aluno/treino',
    tag: 'rest',
  });
  await expect.poll(shown).toEqual([
    {
      title: 'RumoFit',
      body: 'Descanso terminado — próxima série: Supino Reto, 3ª série',
      tag: 'rest',
      data: { url: '/aluno/treino' },
    },
  ]);

  // An address outside the site never becomes the screen a tap opens.
  await deliver({ title: 'RumoFit', body: 'Hoje é dia de Treino A', url: 'https://exemplo.com/x', tag: 'w' });
  await expect
    .poll(async () => (await shown()).find((n) => n.tag === 'w'))
    .toEqual({ title: 'RumoFit', body: 'Hoje é dia de Treino A', tag: 'w', data: { url: '/' } });
});
