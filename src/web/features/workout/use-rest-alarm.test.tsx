import { afterEach, describe, expect, test } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { advanceRun, startRun, type RunState } from '#shared/domain/workout-run/workout-run.ts';
import { bodyOf, fakeFetch, methodOf } from '#web/testing/fake-fetch.ts';
import { useRestAlarm } from './use-rest-alarm.ts';
import { buildWorkout } from './workout-session.testing.tsx';

let visibility: DocumentVisibilityState = 'visible';
Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}
afterEach(() => (visibility = 'visible'));

const workout = buildWorkout();
const names: Record<string, string> = { supino: 'Supino Reto' };
const nameOf = (id: string) => names[id] ?? id;
const entry = { id: 'l1', blockId: 'b1', exerciseId: 'supino', setIndex: 0, weight: 20, reps: 10 };

function resting(): RunState {
  const started = Date.now();
  return advanceRun(workout, startRun(workout), { type: 'log', entry }, started);
}

function server() {
  return fakeFetch((url) => (url.pathname === '/api/me/rest-alarm' ? new Response(null, { status: 204 }) : undefined));
}

describe('useRestAlarm', () => {
  test('a hidden page during a rest arms the alarm with the next set; visible again takes it back', async () => {
    const fetch = server();
    const state = resting();
    expect(state.phase).toBe('resting');
    renderHook(() => useRestAlarm(workout, state, nameOf));
    expect(fetch).not.toHaveBeenCalled();
    act(() => setVisibility('hidden'));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [path, init] = fetch.mock.calls[0]!;
    expect([path, methodOf(init)]).toEqual(['/api/me/rest-alarm', 'PUT']);
    expect(bodyOf(init)).toEqual({
      endsAt: new Date(state.rest!.startedAt + 45_000).toISOString(),
      exerciseName: 'Supino Reto',
      setNumber: 2,
    });
    act(() => setVisibility('visible'));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(methodOf(fetch.mock.calls[1]![1])).toBe('DELETE');
  });

  test('a rest skipped while the alarm is armed takes it back; no rest, no alarm', async () => {
    const fetch = server();
    const state = resting();
    const { rerender } = renderHook(({ run }) => useRestAlarm(workout, run, nameOf), {
      initialProps: { run: state },
    });
    act(() => setVisibility('hidden'));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    rerender({ run: advanceRun(workout, state, { type: 'rest_done' }, Date.now()) });
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(methodOf(fetch.mock.calls[1]![1])).toBe('DELETE');
    act(() => setVisibility('visible'));
    act(() => setVisibility('hidden'));
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
