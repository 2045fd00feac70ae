import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { t } from '#web/i18n/pt-BR.ts';
import { snapshot, subscribe, type Item, type ToasterProps } from './toast-store.ts';

/**
 * The app's toasts: `toast(text)` (plain), `toast.success(text, { id })`, `toast.error(text, { id })`,
 * `toast.dismiss(id?)`,
 * and one `<Toaster>` mounted at the root. It replaced sonner, whose ~9 KB gzipped came with every
 * first screen (decision 023); it has what the app uses and nothing else, so the student's phone
 * downloads only that.
 *
 * Toasts never sit over a control: they go below every element marked with `TOAST_AVOID` (the app's
 * top bar, each dialog's title bar with its close button) that shares their column, and then down to
 * the first band of the screen where no control shows (a button, a field, an option, a progress bar:
 * the feedback's options, 'Gerar Estrutura', the run's progress). Only when no such band exists do they
 * stay just below the marked bars. At the top right on a wide screen and across the top on a phone. A
 * tap or a sideways swipe dismisses one.
 *
 * The list itself (placement, timers, swipes: ./toast-list.tsx) loads with the first toast, or once the
 * first screen has painted (main.tsx): the student's first screen does not carry it (docs/bench.md).
 */

export {
  TOAST_AVOID,
  TOASTER_ATTRIBUTE,
  toast,
  type ToasterProps,
  type ToastOptions,
} from './toast-store.ts';

type ToastList = ComponentType<ToasterProps & { items: readonly Item[] }>;
let list: ToastList | null = null;
let loadingList: Promise<ToastList> | null = null;

/** Loads the toasts' list (./toast-list.tsx); main.tsx asks for it once the first screen has painted. */
export function preloadToastList(): Promise<ToastList> {
  return (loadingList ??= import('./toast-list.tsx').then((module) => (list = module.ToastList)));
}

/**
 * Mount once at the root. Toasts sit at the top right on a wide screen and across the top on a phone,
 * newest on top; hovering or focusing one pauses its timer.
 */
export function Toaster(props: ToasterProps) {
  const all = useSyncExternalStore(subscribe, snapshot, snapshot);
  const [List, setList] = useState<ToastList | null>(() => list);
  const showing = all.length > 0;
  useEffect(() => {
    if (showing && !List) void preloadToastList().then((loaded) => setList(() => loaded));
  }, [showing, List]);
  return (
    <section aria-label={t('toast.region')} aria-live="polite" aria-relevant="additions text" tabIndex={-1}>
      {showing && List ? <List items={all} {...props} /> : null}
    </section>
  );
}
