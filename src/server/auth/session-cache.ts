import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Actor } from './session.ts';

/**
 * How long an instance trusts a session it looked up without asking the database again, and how
 * many it remembers (docs/decisions/016-session-cache.md). A sign-out on this instance forgets
 * the session at once; one on another instance (or a deleted row) is noticed within `ttlMs`.
 */
export const SESSION_CACHE = { ttlMs: 1000, maxEntries: 10_000 } as const;

export interface CachedSession {
  actor: Actor;
  sessionId: string;
  /** Sign-in time (the absolute limit counts from it) and the idle expiry, in epoch ms. */
  createdAtMs: number;
  expiresAtMs: number;
}

interface Entry extends CachedSession {
  /** Monotonic ms until which the entry may be served. */
  freshUntil: number;
}

export interface SessionCache {
  get(token: string): CachedSession | undefined;
  /** `lookedUpAt`: when the database read began (monotonic ms), so staleness counts from before it. */
  set(token: string, session: CachedSession, lookedUpAt: number): void;
  delete(token: string): void;
  /**
   * A session ended (by its id) or every session of a user but one: their entries go, and a lookup
   * that began before now is not remembered afterwards (it may have read the row before it went).
   */
  endSession(sessionId: string): void;
  endUser(userId: string, exceptSessionId?: string): void;
  /** Forgets everything (ends may have been missed). */
  clear(): void;
  readonly size: number;
}

/** A bounded map (oldest out first) whose entries expire `ttlMs` after their database read began. */
export function createSessionCache(
  ticks: () => number,
  { ttlMs, maxEntries }: { ttlMs: number; maxEntries: number } = SESSION_CACHE,
): SessionCache {
  const entries = new Map<string, Entry>();
  // When a session or a user's sessions last ended (monotonic ms), kept for one TTL: a lookup that
  // began earlier may have read the row before it was deleted, so its answer is not remembered.
  const ended = new Map<string, number>();
  let clearedAt = -Infinity;
  const endedAfter = (key: string, lookedUpAt: number) => (ended.get(key) ?? -Infinity) >= lookedUpAt;
  function markEnded(key: string) {
    const now = ticks();
    for (const [old, at] of ended) {
      if (at + ttlMs > now) break;
      ended.delete(old);
    }
    ended.delete(key);
    ended.set(key, now);
  }
  function dropWhere(match: (entry: Entry) => boolean) {
    for (const [token, entry] of entries) if (match(entry)) entries.delete(token);
  }
  return {
    get(token) {
      const entry = entries.get(token);
      if (!entry) return undefined;
      if (entry.freshUntil > ticks()) return entry;
      entries.delete(token);
      return undefined;
    },
    set(token, session, lookedUpAt) {
      const freshUntil = lookedUpAt + ttlMs;
      if (freshUntil <= ticks() || clearedAt >= lookedUpAt) return;
      if (endedAfter(`s:${session.sessionId}`, lookedUpAt) || endedAfter(`u:${session.actor.id}`, lookedUpAt))
        return;
      entries.delete(token);
      entries.set(token, { ...session, freshUntil });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
    delete(token) {
      entries.delete(token);
    },
    endSession(sessionId) {
      markEnded(`s:${sessionId}`);
      dropWhere((entry) => entry.sessionId === sessionId);
    },
    endUser(userId, exceptSessionId) {
      markEnded(`u:${userId}`);
      dropWhere((entry) => entry.actor.id === userId && entry.sessionId !== exceptSessionId);
    },
    clear() {
      clearedAt = ticks();
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}

/**
 * The session token in a Cookie header, if the cookie is there and its signature (HMAC-SHA256 with
 * the app secret, as better-auth signs it: `token.base64(signature)`, URL-encoded) is right.
 * The first cookie of that name counts, as in better-auth's own parser.
 */
export function signedToken(cookieHeader: string | undefined, name: string, secret: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"')) value = value.slice(1, -1);
    try {
      value = decodeURIComponent(value);
    } catch {
      return null;
    }
    const dot = value.lastIndexOf('.');
    if (dot < 1) return null;
    const token = value.slice(0, dot);
    const text = value.slice(dot + 1);
    const signature = Buffer.from(text, 'base64');
    // Canonical base64 of 32 bytes only (44 characters), as better-auth accepts.
    if (text.length !== 44 || signature.toString('base64') !== text) return null;
    const expected = createHmac('sha256', secret).update(token).digest();
    return timingSafeEqual(signature, expected) ? token : null;
  }
  return null;
}
