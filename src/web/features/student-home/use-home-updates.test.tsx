import { act, screen } from '@testing-library/react';
import { beforeEach, expect, test, vi } from 'vitest';
import { FakeEventSource } from '#web/testing/fake-event-source.ts';
import { buildHome, json, renderStudentPage, studentServer } from './student-home.testing.tsx';

vi.mock('#web/data/workout.ts', () => import('./fake-workout-api.ts'));

beforeEach(() => {
  sessionStorage.clear();
  FakeEventSource.last = null;
});

test('a plan activated while the student waits replaces Quase lá with the home, without a reload', async () => {
  let home = buildHome({ planStatus: 'pending_review' });
  studentServer(() => json(home));
  const view = renderStudentPage();
  expect(await screen.findByRole('heading', { name: 'Quase lá, Ana!' })).toBeInTheDocument();
  const source = FakeEventSource.last!;
  expect(source.url).toBe('/api/events');

  home = buildHome();
  act(() => source.emit('student', JSON.stringify({ id: home.id, op: 'update' })));
  expect(await screen.findByRole('heading', { name: 'Olá, Ana!' })).toBeInTheDocument();
  view.unmount();
  expect(source.closed).toBe(true);
});

test('a renewal made while the stream was down shows once it reopens, or once the app is back in front', async () => {
  let home = buildHome({ planExpiryDate: '2025-11-19', workoutPlan: [] });
  studentServer(() => json(home));
  renderStudentPage();
  expect(await screen.findByRole('heading', { name: 'Seu Plano Venceu!' })).toBeInTheDocument();
  const source = FakeEventSource.last!;
  act(() => source.emit('open'));

  home = buildHome();
  act(() => source.emit('open'));
  expect(await screen.findByRole('heading', { name: 'Olá, Ana!' })).toBeInTheDocument();

  home = buildHome({ planStatus: 'inactive' });
  act(() => document.dispatchEvent(new Event('visibilitychange')));
  expect(await screen.findByRole('heading', { name: 'Seu Plano Venceu!' })).toBeInTheDocument();
});
