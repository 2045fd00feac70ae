import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { fakePushBrowser, removePushBrowser } from '#web/lib/push/fake-push.ts';
import { bodyOf, fakeFetch, json, methodOf } from '#web/testing/fake-fetch.ts';
import { renderWithQueries } from '#web/testing/render.tsx';
import { AlertsSection } from './alerts-section.tsx';

afterEach(removePushBrowser);

function server(enabled: boolean) {
  return fakeFetch((url, init) => {
    if (url.pathname === '/api/alerts' && methodOf(init) === 'GET') return json({ enabled });
    if (url.pathname === '/api/alerts') return json(bodyOf(init));
    if (url.pathname === '/api/push/key') return json({ publicKey: 'AQID' });
    if (url.pathname === '/api/push/subscriptions') return new Response(null, { status: 204 });
    return undefined;
  });
}

const calls = (fetch: ReturnType<typeof server>, path: string, method: string) =>
  fetch.mock.calls.filter(
    ([called, init]) => called.toString().startsWith(path) && methodOf(init) === method,
  );

test('turning alerts on asks for the permission, subscribes this device, then saves them on', async () => {
  const push = fakePushBrowser('default');
  const fetch = server(false);
  renderWithQueries(<AlertsSection />);
  const toggle = await screen.findByRole('switch', { name: 'Receber alertas neste aparelho' });
  expect(toggle).toHaveAttribute('aria-checked', 'false');
  fireEvent.click(toggle);
  await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
  expect(push.notification.requestPermission).toHaveBeenCalledOnce();
  expect(calls(fetch, '/api/push/subscriptions', 'POST')).toHaveLength(1);
  expect(bodyOf(calls(fetch, '/api/alerts', 'PUT')[0]![1])).toEqual({ enabled: true });
});

test('turning alerts off saves them off first, then drops this device', async () => {
  fakePushBrowser('granted');
  const fetch = server(true);
  renderWithQueries(<AlertsSection />);
  const toggle = await screen.findByRole('switch', { name: 'Receber alertas neste aparelho' });
  expect(toggle).toHaveAttribute('aria-checked', 'true');
  fireEvent.click(toggle);
  await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
  expect(bodyOf(calls(fetch, '/api/alerts', 'PUT')[0]![1])).toEqual({ enabled: false });
});

test('a refused permission saves nothing and says how to allow notifications', async () => {
  fakePushBrowser('default', 'denied');
  const fetch = server(false);
  renderWithQueries(<AlertsSection />);
  fireEvent.click(await screen.findByRole('switch', { name: 'Receber alertas neste aparelho' }));
  expect(await screen.findByText(/Notificações bloqueadas neste navegador/)).toBeInTheDocument();
  expect(calls(fetch, '/api/alerts', 'PUT')).toHaveLength(0);
  expect(screen.getByRole('switch')).toHaveAttribute('aria-checked', 'false');
});
