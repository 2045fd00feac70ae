import type { ReactNode } from 'react';

/** The toasts' state and `toast()`, which any module may call; toaster.tsx shows them. */

/** Spread on a bar of controls at the top of the screen: toasts go below it. */
export const TOAST_AVOID = { 'data-toast-avoid': '' } as const;
/** Marks the toasts' list, so a dialog can tell a tap on a toast from a tap outside it. */
export const TOASTER_ATTRIBUTE = 'data-toaster';

export type Kind = 'default' | 'success' | 'error';
type Id = string | number;
export interface ToastOptions {
  /** A toast with the id of one on screen replaces it (no duplicates). */
  id?: Id;
}

export interface Item extends ToastOptions {
  id: Id;
  kind: Kind;
  message: ReactNode;
}

let items: Item[] = [];
let counter = 0;
const listeners = new Set<() => void>();

function update(next: Item[]): void {
  items = next;
  listeners.forEach((listener) => listener());
}

function show(kind: Kind, message: ReactNode, options: ToastOptions = {}): Id {
  const id = options.id ?? ++counter;
  const item: Item = { ...options, id, kind, message };
  const at = items.findIndex((existing) => existing.id === id);
  update(at === -1 ? [...items, item] : items.map((existing, i) => (i === at ? item : existing)));
  return id;
}

export const toast = Object.assign(
  (message: ReactNode, options?: ToastOptions): Id => show('default', message, options),
  {
    success: (message: ReactNode, options?: ToastOptions): Id => show('success', message, options),
    error: (message: ReactNode, options?: ToastOptions): Id => show('error', message, options),
    dismiss,
  },
);

export function dismiss(id?: Id): Id | undefined {
  update(id === undefined ? [] : items.filter((item) => item.id !== id));
  return id;
}

export const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
export const snapshot = () => items;

export interface ToasterProps {
  /** ms a toast stays (5 s in the spec). */
  duration?: number;
  richColors?: boolean;
  closeButton?: boolean;
}
