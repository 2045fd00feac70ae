import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { Toaster } from '#web/components/ui/toaster.tsx';
import { fakePushBrowser, fakeRemindersServer, removePushBrowser } from '#web/lib/push/fake-push.ts';
import { bodyOf, methodOf } from '#web/testing/fake-fetch.ts';
import { offerDeclinedKey } from './reminder-offer.tsx';
import WorkoutSession from './workout-session.tsx';
import { buildWorkout, DATE, emptyDay, EXERCISES, fakeActions } from './workout-session.testing.tsx';

beforeEach(() => localStorage.clear());
afterEach(removePushBrowser);

const QUESTION = 'Quer receber um lembrete nos dias de treino?';

const server = fakeRemindersServer;

/** A finished day at its last step, the analysis; closing it is the end of the workout's flow. */
function renderAnalysis(studentId = 'aluno-1') {
  const onClose = vi.fn();
  const user = userEvent.setup();
  const view = render(
    <>
      <Toaster />
      <WorkoutSession
        date={DATE}
        workout={buildWorkout()}
        exercises={EXERCISES}
        day={emptyDay({ completed: true, analysis: 'Bom treino.' })}
        actions={fakeActions()}
        onClose={onClose}
        stage="analysis"
        onStage={vi.fn()}
        draftKey={`${studentId}:${DATE}`}
        studentId={studentId}
      />
    </>,
  );
  return { user, onClose, unmount: view.unmount };
}

/** Closes the analysis with its 'Fechar' button (the bottom one; the title bar has its own). */
async function closeAnalysis(user: ReturnType<typeof userEvent.setup>) {
  const analysis = await screen.findByRole('dialog', { name: 'Análise Pós-Treino da IA' });
  await user.click(within(analysis).getAllByRole('button', { name: 'Fechar' }).at(-1)!);
}

const readsSettings = (fetch: ReturnType<typeof server>) =>
  fetch.mock.calls.some(([path, init]) => path === '/api/me/reminders' && methodOf(init) === 'GET');

test('after the first finished workout the question comes once; Agora não is never asked again', async () => {
  fakePushBrowser('default');
  const fetch = server();
  const first = renderAnalysis();
  await closeAnalysis(first.user);
  const question = await screen.findByRole('dialog', { name: QUESTION });
  expect(question).toHaveTextContent('Uma notificação neste aparelho às 07:00 nos dias do seu treino.');
  expect(first.onClose).not.toHaveBeenCalled();
  await first.user.click(within(question).getByRole('button', { name: 'Agora não' }));
  expect(first.onClose).toHaveBeenCalledOnce();
  expect(localStorage.getItem(offerDeclinedKey('aluno-1'))).not.toBeNull();
  first.unmount();

  // The next finished workout on this device: straight home, and the settings are not even read.
  const calls = fetch.mock.calls.length;
  const second = renderAnalysis();
  await closeAnalysis(second.user);
  await waitFor(() => expect(second.onClose).toHaveBeenCalledOnce());
  expect(screen.queryByRole('dialog', { name: QUESTION })).not.toBeInTheDocument();
  expect(fetch.mock.calls.length).toBe(calls);
  second.unmount();

  // Another student on the same phone has not answered it.
  const other = renderAnalysis('aluno-2');
  await closeAnalysis(other.user);
  expect(await screen.findByRole('dialog', { name: QUESTION })).toBeInTheDocument();
});

test('Ativar lembretes subscribes this device and turns the reminders on at their time', async () => {
  const push = fakePushBrowser('default');
  const fetch = server({ enabled: false, time: '18:30' });
  const { user, onClose } = renderAnalysis();
  await closeAnalysis(user);
  const question = await screen.findByRole('dialog', { name: QUESTION });
  await user.click(within(question).getByRole('button', { name: 'Ativar lembretes' }));
  expect((await screen.findAllByText('Lembretes ativados: um aviso às 18:30 nos dias de treino.'))[0]).toBeVisible();
  expect(onClose).toHaveBeenCalledOnce();
  expect(push.notification.requestPermission).toHaveBeenCalledOnce();
  expect(push.pushManager.subscribe).toHaveBeenCalledOnce();
  const saved = fetch.mock.calls.find(([path, init]) => path === '/api/push/subscriptions' && methodOf(init) === 'POST');
  expect(bodyOf(saved![1])).toMatchObject({ endpoint: 'https://push.example.com/send/abc' });
  const put = fetch.mock.calls.find(([path, init]) => path === '/api/me/reminders' && methodOf(init) === 'PUT');
  expect(bodyOf(put![1])).toEqual({ enabled: true, time: '18:30' });
});

test('a prompt answered with Bloquear says so and ends the flow without saving', async () => {
  fakePushBrowser('default', 'denied');
  const fetch = server();
  const { user, onClose } = renderAnalysis();
  await closeAnalysis(user);
  const question = await screen.findByRole('dialog', { name: QUESTION });
  await user.click(within(question).getByRole('button', { name: 'Ativar lembretes' }));
  expect((await screen.findAllByText(/Notificações bloqueadas neste navegador/))[0]).toBeVisible();
  expect(onClose).toHaveBeenCalledOnce();
  expect(fetch.mock.calls.some(([, init]) => methodOf(init) === 'PUT')).toBe(false);
});

test.each([
  ['reminders already on', () => fakePushBrowser('granted'), { enabled: true, time: '07:00' }],
  ['notifications blocked', () => fakePushBrowser('denied'), { enabled: false, time: '07:00' }],
  ['a browser without push', () => undefined, { enabled: false, time: '07:00' }],
])('no question with %s', async (_name, browser, settings) => {
  browser();
  const fetch = server(settings);
  const { user, onClose } = renderAnalysis();
  await closeAnalysis(user);
  await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
  expect(screen.queryByRole('dialog', { name: QUESTION })).not.toBeInTheDocument();
  // Only reminders that are on need the server to say so; the browser alone rules out the others.
  expect(readsSettings(fetch)).toBe(settings.enabled);
  expect(fetch.mock.calls.some(([, init]) => methodOf(init) === 'PUT')).toBe(false);
});
