import {
  onlineManager,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { SessionUser } from '#shared/contracts/account.ts';
import { ApiError, api } from '#web/lib/api-client.ts';
import { SIGNED_IN_HINT } from '#web/lib/early-start.ts';
import { isUnreachable, lastSession, rememberSession } from '#web/lib/outbox/snapshots.ts';

export const sessionKey = ['session'] as const;

/** Users that came from the device's snapshot (no connection): checked again as soon as it returns. */
const fromSnapshot = new WeakSet<SessionUser>();

// A sign-out made with no connection could not end the session on the server: it is ended on the
// next start, before anyone is let in with the cookie that is still there.
const SIGN_OUT_PENDING = 'rumofit.signOutPending';

export function markSignOutPending(): void {
  try {
    localStorage.setItem(SIGN_OUT_PENDING, '1');
  } catch {
    // storage refused: the server's own session expiry ends it
  }
}

function clearSignOutPending(): void {
  try {
    localStorage.removeItem(SIGN_OUT_PENDING);
  } catch {
    // nothing to clear
  }
}

/** Read before the app runs (lib/early-start.ts): the student's home is asked for only when someone is signed in here. */
function hintSignedIn(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(SIGNED_IN_HINT, '1');
    else localStorage.removeItem(SIGNED_IN_HINT);
  } catch {
    // storage refused: the early requests are only a head start
  }
}

function signOutPending(): boolean {
  try {
    return localStorage.getItem(SIGN_OUT_PENDING) === '1';
  } catch {
    return false;
  }
}

async function currentUser(): Promise<SessionUser | null> {
  if (signOutPending()) {
    try {
      await api('DELETE /api/session');
      clearSignOutPending();
    } catch (error) {
      if (error instanceof ApiError && error.status < 500 && error.status !== 0) clearSignOutPending();
    }
    return null;
  }
  try {
    const { user } = await api('GET /api/session');
    hintSignedIn(user !== null);
    // Not awaited: the first screen does not wait for the device's copy of who signed in.
    void rememberSession(user);
    return user;
  } catch (error) {
    // No connection: the student last signed in here carries on with what the device kept.
    if (isUnreachable(error)) {
      const snapshot = await lastSession();
      if (snapshot) {
        const user: SessionUser = { ...snapshot, email: '' };
        fromSnapshot.add(user);
        return user;
      }
    }
    throw error;
  }
}

/** Who is signed in: `useSession`'s query, also run before the first render (app/prime.ts). */
export const sessionQuery = queryOptions({
  queryKey: sessionKey,
  queryFn: currentUser,
  staleTime: (query) => (query.state.data && fromSnapshot.has(query.state.data) ? 0 : 5 * 60_000),
  // A lost request is tried again, quickly; with the device offline a retry would wait for the
  // connection, and whoever opened the app would see 'Carregando...' instead of being told. The
  // browser's own flag counts too: react-query believes it is online until an event says otherwise, and
  // a page opened with no connection never gets that event.
  retry: (count, error) =>
    error instanceof ApiError &&
    error.status === 0 &&
    count < 2 &&
    onlineManager.isOnline() &&
    navigator.onLine !== false,
  retryDelay: 300,
});

/** The signed-in user, or null for nobody; an error when the server could not be asked (see LoginPage). */
export function useSession() {
  return useQuery(sessionQuery);
}

/** A sign-in or sign-up the server accepted: the app (and the device) now know who is here. */
export function signedIn(client: QueryClient, user: SessionUser) {
  clearSignOutPending();
  hintSignedIn(true);
  void rememberSession(user);
  client.setQueryData(sessionKey, user);
}

export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    // Tried even offline (react-query would otherwise hold it until the connection returns, and the
    // sign-out with it): the failure below is what lets the phone sign out with no connection.
    networkMode: 'always',
    mutationFn: async () => {
      try {
        await api('DELETE /api/session');
      } catch (error) {
        // With no connection the cookie outlives this sign-out; the next start ends it on the server.
        if (isUnreachable(error)) markSignOutPending();
        throw error;
      }
    },
    // Whatever the server said, nothing of this account stays in the browser.
    onSettled: () => {
      hintSignedIn(false);
      client.clear();
      client.setQueryData(sessionKey, null);
      // The tab's own keepings too: a feedback half typed (pain text is health data), prompts shown.
      sessionStorage.clear();
    },
  });
}

export function homePath(user: SessionUser): string {
  if (user.role === 'student') return '/aluno';
  if (user.role === 'admin') return '/admin';
  return '/personal';
}
