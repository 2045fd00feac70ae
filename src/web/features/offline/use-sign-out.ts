import { useEffect, useState } from 'react';
import { useNavigate } from '#web/lib/router.tsx';
import type { SessionUser } from '#shared/contracts/account.ts';
import { useLogout } from '#web/data/session.ts';
import type { Unsent } from './sign-out.ts';

// Only a student's phone needs these: the outbox's sign-out and 'Sair sem enviar?'.
const offlineModule = () => import('./sign-out.ts');
export const loadSignOutDialog = () => import('./sign-out-dialog.tsx');

/**
 * Sign-out for every role. A student's phone first sends what is still waiting; if something cannot
 * go (no connection), `unsent` asks the header to warn before it is lost. Leaving then clears the
 * device (outbox, kept answers, who was signed in) and ends the session on the server.
 */
export function useSignOut(user: Pick<SessionUser, 'id' | 'role'>) {
  const logout = useLogout();
  const navigate = useNavigate();
  const [unsent, setUnsent] = useState<Unsent | null>(null);
  const [busy, setBusy] = useState(false);
  const student = user.role === 'student';

  // Signing out with sets still waiting must work with no connection: a student's phone loads that
  // code (a few KB) while it has one, before the service worker may have cached it.
  useEffect(() => {
    if (!student) return;
    void offlineModule().catch(() => undefined);
    void loadSignOutDialog().catch(() => undefined);
  }, [student]);

  async function leave() {
    setUnsent(null);
    setBusy(true);
    if (student) {
      await offlineModule()
        .then((offline) => offline.clearDevice(user.id))
        .catch(() => undefined);
    }
    const ended = await logout.mutateAsync().then(
      () => true,
      () => false,
    );
    // The server's answer made the browser drop this site's storage and service worker
    // (Clear-Site-Data): a fresh page opens them again, and keeps nothing of the account in memory.
    // Without an answer (no connection) nothing was dropped, and the page carries on as it is.
    if (ended) window.location.replace('/entrar');
    else navigate('/entrar', { replace: true });
  }

  async function signOut() {
    if (student) {
      setBusy(true);
      const left = await offlineModule()
        .then((offline) => offline.sendBeforeSignOut(user.id))
        .catch(() => null);
      if (left && left.total > 0) {
        setBusy(false);
        setUnsent(left);
        return;
      }
    }
    await leave();
  }

  return { signOut, leave, cancel: () => setUnsent(null), unsent, busy: busy || logout.isPending };
}
