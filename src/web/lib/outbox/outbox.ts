import type { NewOp, OutboxStore, PendingOp } from './store.ts';

export type OpInput = Omit<NewOp, 'userId' | 'createdAt' | 'opId'>;

/** A random id for one queued write (getRandomValues works where randomUUID does not: plain http on a LAN). */
export function newOpId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export interface OutboxState {
  userId: string | null;
  /** The signed-in user's pending writes, oldest first. */
  ops: readonly PendingOp[];
  /** The last attempt failed (no connection, server down); a retry is scheduled. */
  failing: boolean;
  /** The server said the session ended: the writes wait until this user signs in again. */
  blocked: boolean;
}

export type OutboxEvent =
  | { type: 'sent'; op: PendingOp }
  /**
   * The server refused these for good (a 4xx other than 401/408/429, or a 500 on the same write
   * `SERVER_ERROR_LIMIT` times in a row): they were removed.
   */
  | { type: 'dropped'; ops: PendingOp[] }
  /**
   * Writes left the queue whose effect on the server's answers the phone cannot compute: sent finishes
   * and resets (the server derives from them), dropped writes, and writes another tab took. Their
   * dates are worth reading again.
   */
  | { type: 'settled'; ops: PendingOp[] };

export interface OutboxDeps {
  store: OutboxStore;
  /** Sends one write; resolves with the HTTP status, 0 when the network failed. Never rejects. */
  send(op: PendingOp): Promise<number>;
  now?: () => Date;
  /** Runs `work` holding the lock every tab's flusher shares, so two tabs never send out of order. */
  lock?: <T>(work: () => Promise<T>) => Promise<T>;
  /** Runs `fn` after `ms`; returns a function that cancels it. */
  schedule?: (fn: () => void, ms: number) => () => void;
  /** Tells the other tabs that the outbox changed. */
  announce?: () => void;
  /**
   * Lays a write the server took over the device's kept copy of its day. Awaited before the write
   * leaves the queue, so a reload (or a killed tab) in between still finds the set in one of them.
   */
  keep?: (op: PendingOp) => Promise<void>;
  /** False when the device knows it has no network (no request is tried then); default: always true. */
  isOnline?: () => boolean;
}

export interface Outbox {
  getState(): OutboxState;
  subscribe(listener: () => void): () => void;
  on(listener: (event: OutboxEvent) => void): () => void;
  /** Whose writes are sent; null while nobody is signed in. A new user (or the same after a 401) starts a flush. */
  setUser(userId: string | null): void;
  /** Stores the write on the device (resolves then) and starts sending. */
  enqueue(input: OpInput): Promise<PendingOp>;
  /** Sends what is pending, in order; resolves when this attempt ends (sent, or failed and rescheduled). */
  flush(): Promise<void>;
  /** Re-reads the store (another tab changed it). */
  refresh(): Promise<void>;
  /** Forgets the user's pending writes (sign-out). */
  clear(userId: string): Promise<void>;
}

const RETRY_MIN_MS = 1_000;
const RETRY_MAX_MS = 30_000;
/**
 * A 500 answered to the same write this many times in a row (about 1.5 minutes of retries) says the
 * server fails on that write, not for a while: it is dropped like a refused one instead of holding
 * every later write behind it. An unreachable server or database answers 0, 502, 503 or 504, which
 * are retried for as long as it takes.
 */
export const SERVER_ERROR_LIMIT = 8;

/** Statuses that say "not now": keep the write and try again later. */
function isTransient(status: number): boolean {
  return status === 0 || status === 408 || status === 429 || status >= 500;
}

/**
 * Which pending writes the new one makes pointless. Progress and feedback keep only the newest for
 * the date (the server keeps the newest anyway); a reset wipes everything earlier on that date.
 */
function superseded(existing: readonly PendingOp[], op: OpInput): number[] {
  if (op.kind === 'set') return [];
  return existing
    .filter((old) => old.date === op.date && (op.kind === 'reset' || old.kind === op.kind))
    .map((old) => old.seq);
}

export function createOutbox(deps: OutboxDeps): Outbox {
  const { store, send } = deps;
  const now = deps.now ?? (() => new Date());
  const lock = deps.lock ?? (<T>(work: () => Promise<T>) => work());
  const schedule =
    deps.schedule ??
    ((fn, ms) => {
      const id = setTimeout(fn, ms);
      return () => clearTimeout(id);
    });

  let state: OutboxState = { userId: null, ops: [], failing: false, blocked: false };
  const listeners = new Set<() => void>();
  const eventListeners = new Set<(event: OutboxEvent) => void>();
  let attempts = 0;
  let serverErrors = { seq: -1, count: 0 };
  let cancelRetry: (() => void) | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let enqueueChain: Promise<unknown> = Promise.resolve();

  function update(patch: Partial<OutboxState>) {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  }
  function emit(event: OutboxEvent) {
    for (const listener of eventListeners) listener(event);
  }

  let reads = 0;
  async function refresh() {
    const userId = state.userId;
    const read = ++reads;
    const ops = userId ? await store.list(userId) : [];
    // Only the newest read counts: an older one may have started before a write left the queue.
    if (state.userId !== userId || read !== reads) return;
    const before = state.ops;
    update({ ops });
    // Writes this tab did not send itself left the queue: another tab sent them (or a newer one replaced them).
    if (!running) {
      const kept = new Set(ops.map((op) => op.seq));
      const gone = before.filter((op) => !kept.has(op.seq));
      if (gone.length > 0) emit({ type: 'settled', ops: gone });
    }
  }

  function retryLater() {
    attempts += 1;
    const delay = Math.min(RETRY_MAX_MS, RETRY_MIN_MS * 2 ** (attempts - 1));
    cancelRetry?.();
    cancelRetry = schedule(() => {
      cancelRetry = undefined;
      void flush();
    }, delay);
  }

  /** True when the server has now failed on this very write too often to try it again. */
  function givesUpOn(op: PendingOp, status: number): boolean {
    if (status !== 500) return false;
    const count = serverErrors.seq === op.seq ? serverErrors.count + 1 : 1;
    serverErrors = { seq: op.seq, count };
    return count >= SERVER_ERROR_LIMIT;
  }

  /** Sends the head of the queue until it is empty or the server or network says "not now". */
  async function drain(): Promise<'done' | 'stopped'> {
    const userId = state.userId;
    if (!userId || state.blocked) return 'stopped';
    const dropped: PendingOp[] = [];
    const reread: PendingOp[] = [];
    let outcome: 'done' | 'stopped' = 'done';
    for (;;) {
      if (state.userId !== userId) break;
      // The head is read again each time: another tab may have sent it, or a reset superseded it.
      const [op] = await store.list(userId);
      if (!op) {
        attempts = 0;
        if (state.failing) update({ failing: false });
        break;
      }
      // The browser knows there is no network: wait for its 'online' event (or the next retry).
      const status = (deps.isOnline?.() ?? true) ? await send(op) : 0;
      if (status === 401) {
        update({ blocked: true });
        outcome = 'stopped';
        break;
      }
      if (isTransient(status) && !givesUpOn(op, status)) {
        update({ failing: true });
        retryLater();
        outcome = 'stopped';
        break;
      }
      const taken = status >= 200 && status < 300;
      // A kept copy that cannot be written only costs the offline view of this set, never the send.
      if (taken) await deps.keep?.(op).catch(() => undefined);
      await store.remove(op.seq);
      deps.announce?.();
      if (taken) {
        attempts = 0;
        if (state.failing) update({ failing: false });
        emit({ type: 'sent', op });
        if (op.kind === 'finish' || op.kind === 'reset') reread.push(op);
      } else {
        dropped.push(op);
        reread.push(op);
      }
      await refresh();
    }
    if (dropped.length > 0) emit({ type: 'dropped', ops: dropped });
    if (reread.length > 0) emit({ type: 'settled', ops: reread });
    return outcome;
  }

  function flush(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    cancelRetry?.();
    cancelRetry = undefined;
    running = (async () => {
      try {
        let outcome: 'done' | 'stopped';
        do {
          again = false;
          outcome = await lock(drain);
          // A write stored during a failed attempt waits for the scheduled retry.
        } while (again && outcome === 'done');
      } finally {
        running = undefined;
      }
      await refresh();
    })();
    return running;
  }

  async function doEnqueue(input: OpInput): Promise<PendingOp> {
    const userId = state.userId;
    if (!userId) throw new Error('outbox: nobody is signed in');
    const existing = await store.list(userId);
    if (input.kind === 'set') {
      // The same set (same id) stored twice is one set.
      const same = existing.find((op) => op.kind === 'set' && op.path === input.path);
      if (same) return same;
    }
    const op = await store.add(
      { ...input, userId, createdAt: now().toISOString(), opId: newOpId() },
      superseded(existing, input),
    );
    deps.announce?.();
    await refresh();
    void flush();
    return op;
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    on(listener) {
      eventListeners.add(listener);
      return () => eventListeners.delete(listener);
    },
    setUser(userId) {
      if (userId === state.userId && !state.blocked) return;
      cancelRetry?.();
      cancelRetry = undefined;
      attempts = 0;
      update({ userId, ops: userId === state.userId ? state.ops : [], failing: false, blocked: false });
      void refresh().then(() => flush());
    },
    enqueue(input) {
      const result = enqueueChain.then(() => doEnqueue(input));
      enqueueChain = result.catch(() => undefined);
      return result;
    },
    flush,
    refresh,
    async clear(userId) {
      await store.clear(userId);
      deps.announce?.();
      if (state.userId === userId) update({ ops: [], failing: false });
    },
  };
}
