import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { meKeys } from '#web/data/me.ts';

/**
 * Keeps the student's screens current without a reload (decision 009): the server's event stream says
 * when the student's own record changed (a plan activated, a renewal, a new expiry), and the home
 * refetches; so does a reopened stream or a `resync`, which may have missed a change, and the app
 * coming back to the foreground (an installed app has no reload button). Only the signal travels; the
 * home's own request brings the data.
 */
export function useHomeUpdates(): void {
  const client = useQueryClient();
  useEffect(() => {
    const refresh = () => void client.invalidateQueries({ queryKey: meKeys.home() });
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    const source = typeof EventSource === 'undefined' ? null : new EventSource('/api/events');
    let opened = false;
    const onOpen = () => {
      if (opened) refresh();
      opened = true;
    };
    source?.addEventListener('open', onOpen);
    source?.addEventListener('student', refresh);
    source?.addEventListener('resync', refresh);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      source?.close();
    };
  }, [client]);
}
