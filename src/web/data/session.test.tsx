import { describe, expect, test, vi } from 'vitest';
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { fakeFetch, offline } from '#web/testing/fake-fetch.ts';
import { testQueryClient } from '#web/testing/render.tsx';
import { sessionKey, useLogout, useSession } from './session.ts';

const STUDENT = { id: 'st-1', name: 'Ana Souza', email: 'ana@exemplo.com.br', role: 'student' };

type Answer = 'student' | 'nobody' | 'offline';

/** `/api/session` answering with `answer()`: a user, nobody, or no connection at all. */
function sessionServer(answer: () => Answer) {
  return fakeFetch(() => {
    const now = answer();
    if (now === 'offline') return offline();
    return new Response(JSON.stringify({ user: now === 'nobody' ? null : STUDENT }), { status: 200 });
  });
}

function renderSession(client = testQueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, ...renderHook(() => useSession(), { wrapper }) };
}

describe('useSession with no connection', () => {
  test('a student reloading offline stays signed in as the last student, with nothing but id, name and role', async () => {
    let state: Answer = 'student';
    sessionServer(() => state);
    const online = renderSession();
    await waitFor(() => expect(online.result.current.data).toEqual(STUDENT));

    state = 'offline';
    const reloaded = renderSession();
    await waitFor(() =>
      expect(reloaded.result.current.data).toEqual({
        id: 'st-1',
        name: 'Ana Souza',
        role: 'student',
        email: '',
      }),
    );
    // Back online, the kept user is checked again at once.
    state = 'student';
    await reloaded.client.refetchQueries({ queryKey: sessionKey, type: 'all' });
    await waitFor(() => expect(reloaded.result.current.data).toEqual(STUDENT));
  });

  test(
    'nobody signed in means signed out, and the device forgets who was signed in',
    { timeout: 10_000 },
    async () => {
      let state: Answer = 'nobody';
      sessionServer(() => state);
      const expired = renderSession();
      await waitFor(() => expect(expired.result.current.isSuccess).toBe(true));
      expect(expired.result.current.data).toBeNull();

      state = 'offline';
      const reloaded = renderSession();
      // (after the session's own two retries for a lost connection)
      await waitFor(() => expect(reloaded.result.current.isError).toBe(true), { timeout: 6_000 });
    },
  );

  test('with the device offline and nobody kept on it, the answer is the connection error at once, with no retry', async () => {
    const fetch = sessionServer(() => 'offline');
    onlineManager.setOnline(false);
    try {
      // As the app's own client: queries run offline too (main.tsx).
      const client = new QueryClient({ defaultOptions: { queries: { networkMode: 'offlineFirst' } } });
      const { result } = renderSession(client);
      await waitFor(() => expect(result.current.isError).toBe(true));
      expect(result.current.error?.message).toBe(
        'Sem conexão com o servidor. Verifique sua internet e tente novamente.',
      );
      expect(fetch).toHaveBeenCalledTimes(1);
    } finally {
      onlineManager.setOnline(true);
    }
  });

  test('opened with no connection (the browser knows, react-query was never told), the session is asked once', async () => {
    const fetch = sessionServer(() => 'offline');
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const client = new QueryClient({ defaultOptions: { queries: { networkMode: 'offlineFirst' } } });
      const { result } = renderSession(client);
      await waitFor(() => expect(result.current.isError).toBe(true));
      expect(fetch).toHaveBeenCalledTimes(1);
    } finally {
      onLine.mockRestore();
    }
  });
});

describe('useLogout with no connection', () => {
  test('signing out is tried at once and settles, instead of waiting for the connection to return', async () => {
    sessionServer(() => 'offline');
    onlineManager.setOnline(false);
    try {
      const client = testQueryClient();
      client.setQueryData(sessionKey, STUDENT);
      const wrapper = ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      );
      sessionStorage.setItem('rumofit.feedback-draft.st-1:2025-03-10', '{"painPoints":"joelho"}');
      const { result } = renderHook(() => useLogout(), { wrapper });
      await expect(result.current.mutateAsync()).rejects.toThrow();
      // Nothing of the account stays in the browser, even though the server could not be told.
      expect(client.getQueryData(sessionKey)).toBeNull();
      expect(sessionStorage.length).toBe(0);
    } finally {
      onlineManager.setOnline(true);
    }
  });
});
