import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { fakePushBrowser, fakeRemindersServer, removePushBrowser } from '#web/lib/push/fake-push.ts';
import { bodyOf, methodOf } from '#web/testing/fake-fetch.ts';
import { renderWithQueries } from '#web/testing/render.tsx';
import { RemindersSection } from './reminders-section.tsx';

afterEach(removePushBrowser);

const server = fakeRemindersServer;

test('the switch asks for the permission, subscribes this device and saves the reminders on', async () => {
  const push = fakePushBrowser('default');
  const fetch = server();
  renderWithQueries(<RemindersSection />);
  const toggle = await screen.findByRole('switch', { name: 'Lembretes nos dias de treino' });
  expect(toggle).toHaveAttribute('aria-checked', 'false');
  fireEvent.click(toggle);
  await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
  expect(push.notification.requestPermission).toHaveBeenCalledOnce();
  expect(fetch.mock.calls.some(([path, init]) => path === '/api/push/subscriptions' && methodOf(init) === 'POST')).toBe(true);
  const put = fetch.mock.calls.find(([path, init]) => path === '/api/me/reminders' && methodOf(init) === 'PUT')!;
  expect(bodyOf(put[1])).toEqual({ enabled: true, time: '07:00' });
});

test('a new time of day is saved as typed', async () => {
  fakePushBrowser('granted');
  const fetch = server({ enabled: true, time: '07:00' });
  renderWithQueries(<RemindersSection />);
  const time = await screen.findByLabelText('Horário do lembrete');
  fireEvent.change(time, { target: { value: '18:30' } });
  fireEvent.blur(time);
  await waitFor(() =>
    expect(fetch.mock.calls.some(([, init]) => methodOf(init) === 'PUT' && bodyOf<{ time: string }>(init).time === '18:30')).toBe(true),
  );
});

test('blocked notifications and a browser without push are said in words, and nothing is subscribed', async () => {
  fakePushBrowser('denied');
  server();
  const { unmount } = renderWithQueries(<RemindersSection />);
  expect(await screen.findByText(/Notificações bloqueadas neste navegador/)).toBeInTheDocument();
  expect(await screen.findByRole('switch')).toBeDisabled();
  unmount();
  removePushBrowser();
  server();
  renderWithQueries(<RemindersSection />);
  expect(await screen.findByText(/Este navegador não recebe notificações/)).toBeInTheDocument();
});
