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
  readonly size: number;
}

/** A bounded map (oldest out first) whose entries expire `ttlMs` after their database read began. */
export function createSessionCache(
  ticks: () => number,
  { ttlMs, maxEntries }: { ttlMs: number; maxEntries: number } = SESSION_CACHE,
): SessionCache {
  const entries = new Map<string, Entry>();
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
      if (freshUntil <= ticks()) return;
      entries.delete(token);
      entries.set(token, { ...session, freshUntil });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
    delete(token) {
      entries.delete(token);
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
