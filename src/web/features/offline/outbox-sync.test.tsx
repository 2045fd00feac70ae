import { useEffect } from 'react';
import { describe, expect, test } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import type { SetLog } from '#shared/contracts/training.ts';
import { useWorkoutActions, useWorkoutDay, type WorkoutActions } from '#web/data/workout.ts';
import { Toaster } from '#web/components/ui/toaster.tsx';
import { outbox } from '#web/lib/outbox/instance.ts';
import { buildDay, buildSet } from '#web/testing/build-training.ts';
import { bodyOf, fakeFetch, json, offline, route } from '#web/testing/fake-fetch.ts';
import { renderWithQueries } from '#web/testing/render.tsx';
import { OfflineIndicator } from './offline-indicator.tsx';

const DATE = '2025-11-20';
const STUDENT = { id: 'st-1', name: 'Ana Souza', email: 'ana@exemplo.com.br', role: 'student' };

const set = (id: string, setIndex: number) => buildSet(id, DATE, setIndex);

/**
 * A fake server holding the day's sets; `online` decides whether requests reach it, `refusing` whether
 * it turns a set down for good (422).
 */
function fakeServer() {
  const server = { online: true, refusing: false, sets: [set('s1', 0)] as SetLog[], puts: [] as string[] };
  fakeFetch(
    () => (server.online ? undefined : offline()),
    route('GET', '/api/session', () => json({ user: STUDENT })),
    route('GET', `/api/me/workouts/${DATE}`, () => json(buildDay(DATE, { sets: server.sets }))),
    route('PUT', /^\/api\/me\/sets\//, (url, init) => {
      const id = url.pathname.slice('/api/me/sets/'.length);
      server.puts.push(id);
      if (server.refusing) return json({ error: { code: 'VALIDATION_FAILED' } }, 422);
      const stored = !server.sets.some((s) => s.id === id);
      if (stored) server.sets = [...server.sets, { ...bodyOf<SetLog>(init), id }];
      return json({ id, stored }, stored ? 201 : 200);
    }),
    () => json({ error: { code: 'NOT_FOUND' } }, 404),
  );
  return server;
}

const handle: { actions?: WorkoutActions } = {};
function Day() {
  const day = useWorkoutDay(DATE);
  const actions = useWorkoutActions(DATE);
  useEffect(() => {
    handle.actions = actions;
  }, [actions]);
  if (!day.data) return <p>carregando</p>;
  return (
    <>
      <ul aria-label="séries">
        {day.data.sets.map((s) => (
          <li key={s.id}>{s.id}</li>
        ))}
      </ul>
      <OfflineIndicator />
    </>
  );
}

const shown = () =>
  screen
    .getAllByRole('listitem')
    .map((item) => item.textContent)
    .sort();

describe('useWorkoutDay with the outbox', () => {
  test('a set logged with no connection shows at once, waits, and goes when the connection returns', async () => {
    const server = fakeServer();
    renderWithQueries(<Day />);
    await waitFor(() => expect(shown()).toEqual(['s1']));
    await waitFor(() => expect(outbox.getState().userId).toBe('st-1'));

    server.online = false;
    const { id: _id, ...body } = set('s2', 1);
    await act(() => handle.actions!.logSet({ ...body, id: 's2' }));
    expect(shown()).toEqual(['s1', 's2']);
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('sem conexão — 1 série aguardando envio'),
    );

    // The same set again (a double tap, a retry) is still one set.
    await act(() => handle.actions!.logSet({ ...body, id: 's2' }));
    expect(shown()).toEqual(['s1', 's2']);
    expect(outbox.getState().ops).toHaveLength(1);

    server.online = true;
    await act(() => outbox.flush());
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(''));
    expect(outbox.getState().ops).toEqual([]);
    expect(server.puts).toEqual(['s2']);
    await waitFor(() => expect(shown()).toEqual(['s1', 's2']));
    expect(server.sets.map((s) => s.id)).toEqual(['s1', 's2']);
  });

  test('a set the server refuses for good leaves the outbox, and a toast tells the student', async () => {
    const server = fakeServer();
    renderWithQueries(
      <>
        <Day />
        <Toaster />
      </>,
    );
    await waitFor(() => expect(shown()).toEqual(['s1']));
    await waitFor(() => expect(outbox.getState().userId).toBe('st-1'));

    server.refusing = true;
    const { id: _id, ...body } = set('s3', 1);
    await act(() => handle.actions!.logSet({ ...body, id: 's3' }));
    expect(
      await screen.findByText(
        'Um registro do treino feito sem conexão não foi aceito pelo servidor e foi descartado.',
      ),
    ).toBeVisible();
    expect(outbox.getState().ops).toEqual([]);
    expect(server.puts).toEqual(['s3']);
  });
});
