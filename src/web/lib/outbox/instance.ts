import type { WorkoutDay } from '#shared/contracts/training.ts';
import { applyOp } from './merge.ts';
import { createOutbox, type Outbox } from './outbox.ts';
import { keptDayPath, updateSnapshot } from './snapshots.ts';
import { deviceOutboxStore, type OutboxStore, type PendingOp } from './store.ts';

const SEND_TIMEOUT_MS = 15_000;
const CHANNEL = 'rumofit-outbox';

/** Sends one pending write; the HTTP status, or 0 when the network failed or took too long. */
export async function sendOp(op: PendingOp): Promise<number> {
  const controller = new AbortController();
  // A request stuck on a bad connection must not hold the queue forever.
  const timer = setTimeout(() => controller.abort(), SEND_TIMEOUT_MS);
  try {
    // Cookies go with a same-origin request by default; `JSON.stringify(undefined)` sends no body.
    const response = await fetch(op.path, {
      method: op.method,
      headers: {
        accept: 'application/json',
        ...(op.body !== undefined && { 'content-type': 'application/json' }),
        // The same on every retry of this write: the server logs it (server/http/request-id.ts).
        ...(op.opId !== undefined && { 'x-outbox-id': op.opId }),
      },
      body: JSON.stringify(op.body),
      signal: controller.signal,
    });
    return response.status;
  } catch {
    return 0;
  } finally {
    clearTimeout(timer);
  }
}

/** The store opens on first use; every call waits for it. */
function lazyStore(): OutboxStore {
  let opened: Promise<OutboxStore> | undefined;
  const store = () => (opened ??= deviceOutboxStore());
  return {
    add: async (op, supersedes) => (await store()).add(op, supersedes),
    list: async (userId) => (await store()).list(userId),
    remove: async (seq) => (await store()).remove(seq),
    clear: async (userId) => (await store()).clear(userId),
  };
}

function createDeviceOutbox(): Outbox {
  // Only a page talks to its other tabs: Node has BroadcastChannel too, and where the server renders
  // the student's home (src/web/ssr) an open channel would hold its process open.
  const inPage = typeof window !== 'undefined' && typeof BroadcastChannel !== 'undefined';
  const channel = inPage ? new BroadcastChannel(CHANNEL) : null;
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  const outbox = createOutbox({
    store: lazyStore(),
    send: sendOp,
    // Web Locks: one flusher among all of this device's tabs at a time. Where they are missing,
    // each send still re-reads the head of the queue, and every write is idempotent on the server.
    lock: locks ? (work) => locks.request(CHANNEL, work) : undefined,
    announce: () => channel?.postMessage('changed'),
    keep: (op) => updateSnapshot<WorkoutDay>(keptDayPath(op.date), (kept) => applyOp(kept, op)),
    isOnline: () => typeof navigator === 'undefined' || navigator.onLine !== false,
  });
  if (channel) channel.onmessage = () => void outbox.refresh();
  if (typeof window !== 'undefined') {
    window.addEventListener('online', () => void outbox.flush());
    // A phone back from the pocket: its timers slept, so try now.
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible' && outbox.getState().ops.length > 0) void outbox.flush();
    });
  }
  return outbox;
}

/** This page's outbox. */
export const outbox: Outbox = createDeviceOutbox();
