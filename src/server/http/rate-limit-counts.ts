import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RateLimitRepo } from './rate-limit-repo.ts';

/** One key's window as this instance knows it. */
interface Window {
  /** The shared count at the last answer from PostgreSQL (every instance's flushed hits). */
  known: number;
  /** This instance's hits not yet sent. */
  pending: number;
  /** When the window ends, by this instance's clock (from the answer's ttl). */
  endsAt: number;
}

type Result = { current: number; ttl: number };

/**
 * The request counts as @fastify/rate-limit asks for them, shared through PostgreSQL without a write
 * per request (decision 048, amended 28 Nov). A key far below its limit (under half of it, by what
 * PostgreSQL last said plus this instance's own hits) is counted here and sent in batches: once a
 * second, or as soon as an eighth of the limit is waiting. Closer to the limit every request is counted
 * in PostgreSQL at once, with whatever was waiting, so the refusal comes where it should. With up to
 * four instances the hits still in flight elsewhere (each under an eighth) cannot carry a key from
 * under half to the limit unseen; a key's first request of a window is always counted in PostgreSQL.
 * The counts err towards serving, never towards refusing: no hit is counted that did not happen.
 */
export function createRateLimitCounts(repo: RateLimitRepo, options: { max: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const fastBelow = Math.floor(options.max / 2);
  const sendAt = Math.max(1, Math.floor(options.max / 8));
  const windows = new Map<string, Window>();
  let windowMs = 60_000;
  let sending: Promise<void> | null = null;

  /** Takes PostgreSQL's answer for a key: a later window replaces the old one, the same one only grows. */
  function learn(key: string, result: Result, at: number): Window {
    const endsAt = at + result.ttl;
    const current = windows.get(key);
    if (!current || endsAt > current.endsAt + 1000) {
      const fresh = { known: result.current, pending: 0, endsAt };
      windows.set(key, fresh);
      return fresh;
    }
    current.known = Math.max(current.known, result.current);
    return current;
  }

  /** Sends every key's waiting hits in one statement (the ones of a window already over are dropped). */
  async function flush(): Promise<void> {
    const at = now();
    const items: { key: string; by: number }[] = [];
    for (const [key, window] of windows) {
      if (window.endsAt <= at) windows.delete(key);
      else if (window.pending > 0) items.push({ key, by: window.pending });
    }
    if (items.length === 0) return;
    for (const item of items) windows.get(item.key)!.pending -= item.by;
    try {
      const answers = await repo.hitMany(items, windowMs);
      for (const [key, result] of answers) learn(key, result, at);
    } catch (error) {
      // Not counted this time: the hits wait for the next flush.
      for (const item of items) {
        const window = windows.get(item.key);
        if (window) window.pending += item.by;
      }
      throw error;
    }
  }

  /** One flush at a time; asked for while one runs, one more runs after it (however many asked). */
  let next: Promise<void> | null = null;
  function send(): Promise<void> {
    if (next) return next;
    const run = (sending ?? Promise.resolve())
      .catch(() => {})
      .then(() => {
        next = null;
        return flush();
      });
    next = run;
    sending = run;
    void run.then(
      () => (sending === run ? (sending = null) : null),
      () => (sending === run ? (sending = null) : null),
    );
    return run;
  }

  async function incr(key: string, timeWindow: number): Promise<Result> {
    windowMs = timeWindow;
    const at = now();
    const window = windows.get(key);
    if (window && window.endsAt <= at) windows.delete(key);
    else if (window && window.known + window.pending + 1 < fastBelow) {
      window.pending += 1;
      if (window.pending >= sendAt) void send().catch(() => {});
      return { current: window.known + window.pending, ttl: window.endsAt - at };
    }
    // Counted in PostgreSQL now, with this instance's waiting hits.
    const waiting = windows.get(key)?.pending ?? 0;
    if (waiting > 0) windows.get(key)!.pending -= waiting;
    try {
      const result = await repo.hit(key, timeWindow, waiting + 1);
      const learned = learn(key, result, at);
      return { current: result.current + learned.pending, ttl: result.ttl };
    } catch (error) {
      const again = windows.get(key);
      if (again) again.pending += waiting;
      throw error;
    }
  }

  /** The plugin's store (the plugin makes one per route set; all share these counts). */
  const Store = class {
    incr(key: string, callback: (error: Error | null, result?: Result) => void, timeWindow: number) {
      incr(key, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error as Error),
      );
    }
    child() {
      return new Store();
    }
  };

  return {
    store: Store as unknown as FastifyRateLimitStoreCtor,
    /** Sends what is waiting (each second, and when the server stops). */
    flush: send,
    incr,
  };
}
