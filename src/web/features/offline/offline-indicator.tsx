import { useSyncExternalStore } from 'react';
import { CloudOff, RefreshCw } from 'lucide-react';
import { toast } from '#web/components/ui/toaster.tsx';
import { useDroppedWrites, useOutbox } from '#web/data/workout.ts';
import { t } from '#web/i18n/pt-BR.ts';

function subscribeOnline(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

function useOnline(): boolean {
  // Rendered on the server (src/web/ssr), the page says nothing about the connection.
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

/** What the line says, or null when there is nothing to say. */
export function indicatorText(online: boolean, failing: boolean, sets: number): string | null {
  if (!online || (failing && sets > 0)) {
    if (sets === 0) return t('offline.offline.none');
    return sets === 1 ? t('offline.offline.one') : t('offline.offline.many', { n: sets });
  }
  if (sets === 0) return null;
  return sets === 1 ? t('offline.sending.one') : t('offline.sending.many', { n: sets });
}

function sayDropped(count: number): void {
  toast.error(count === 1 ? t('offline.dropped.one') : t('offline.dropped.many', { n: count }));
}

/**
 * A quiet line along the bottom edge: 'sem conexão — N séries aguardando envio' while offline (or while
 * the server cannot be reached), 'enviando N séries…' while they go, nothing otherwise. It floats over
 * the screen (no layout shift), thin enough to stay inside the bottom padding of the run's buttons, and
 * lets taps through; the live region stays mounted so changes are read. Writes the server refused
 * for good are told in a toast.
 */
export function OfflineIndicator() {
  const { ops, failing } = useOutbox();
  useDroppedWrites(sayDropped);
  const online = useOnline();
  const sets = ops.filter((op) => op.kind === 'set').length;
  const text = indicatorText(online, failing, sets);
  const waiting = !online || failing;
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-0 z-[60]">
      {text ? (
        <p className="flex items-center justify-center gap-1.5 bg-slate-800/95 px-3 pt-0.5 pb-[max(0.125rem,env(safe-area-inset-bottom))] text-xs leading-5 font-medium text-white">
          {waiting ? (
            <CloudOff aria-hidden="true" className="size-3.5 shrink-0" />
          ) : (
            <RefreshCw aria-hidden="true" className="size-3.5 shrink-0 animate-spin" />
          )}
          <span className="truncate">{text}</span>
        </p>
      ) : null}
    </div>
  );
}
