import type { FastifyReply, FastifyRequest } from 'fastify';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { sessions, users } from '#server/db/schema.ts';
import { RoleSchema, type SessionUser } from '#shared/contracts/account.ts';
import { getCookies } from 'better-auth/cookies';
import type { Clock } from '#server/clock.ts';
import { SESSION_POLICY, type Auth } from './auth.ts';
import { sessionTokenHash } from './hashed-sessions.ts';
import { createSessionCache, signedToken, type CachedSession } from './session-cache.ts';

/** Who is calling: the signed-in user as the server knows them. */
export type Actor = SessionUser;

/** better-auth's user, checked: an account whose role is not one of ours is treated as no account. */
export function actorFrom(user: { id: string; name: string; email: string; role?: unknown }): Actor | null {
  const role = RoleSchema.safeParse(user.role);
  return role.success ? { id: user.id, name: user.name, email: user.email, role: role.data } : null;
}

export interface SessionResolver {
  resolve(request: FastifyRequest, reply: FastifyReply): Promise<Actor | null>;
  /** Whether the request's session is still in the database (asked again, never from memory). */
  stillSignedIn(request: FastifyRequest): Promise<boolean>;
}

export function requestHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of [value].flat()) headers.append(name, item);
  }
  return headers;
}

/** Copies the cookies better-auth set (sign-in, refresh, sign-out) onto our reply. */
export function forwardCookies(from: Headers, reply: FastifyReply): void {
  const cookies = from.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
}

export interface CachingSessionResolver extends SessionResolver {
  /** Forgets the request's session on this instance at once (sign-out); others hear of it by NOTIFY. */
  forget(request: FastifyRequest): void;
  /**
   * The user's sessions were ended (a new password, a deleted login): this instance stops trusting
   * them at once, but for `exceptSessionId` (the caller's own, when they changed their own password).
   */
  endUser(userId: string, exceptSessionId?: string): void;
  /** A session ended anywhere (drizzle/0014's NOTIFY), or `resync`: ends may have been missed. */
  sessionEnded(end: { id: string } | { resync: true }): void;
  /** The session token of the request's cookie when its signature is right (not whether it is valid). */
  tokenOf(request: FastifyRequest): string | null;
  /** Which of these sessions are still in the database. */
  liveSessions(ids: string[]): Promise<Set<string>>;
}

export interface SessionResolverOptions {
  /** The app secret better-auth signs the session cookie with. */
  secret: string;
  /** Monotonic milliseconds for the cache's TTL (tests drive it by hand). */
  ticks?: () => number;
}

/**
 * Who is calling. A session read from the database is remembered on this instance for at most
 * `SESSION_CACHE.ttlMs` (counted from before the read), so a burst of requests costs one lookup;
 * the absolute and idle limits are checked on every request all the same.
 */
export function createSessionResolver(
  auth: Auth,
  db: Db,
  clock: Clock,
  { secret, ticks = () => performance.now() }: SessionResolverOptions,
): CachingSessionResolver {
  const cookieName = getCookies(auth.options).sessionToken.name;
  const cache = createSessionCache(ticks);
  const tokenOf = (request: FastifyRequest) => signedToken(request.headers.cookie, cookieName, secret);

  async function endForGood(token: string, sessionId: string): Promise<null> {
    cache.delete(token);
    await db.delete(sessions).where(eq(sessions.id, sessionId));
    return null;
  }
  const pastAbsoluteLimit = (createdAtMs: number) =>
    clock.now().getTime() - createdAtMs > SESSION_POLICY.absoluteSeconds * 1000;

  // The session and its user in one prepared statement (better-auth asks twice, building both).
  const byToken = db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      user: { id: users.id, name: users.name, email: users.email, role: users.role },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.token, sql.placeholder('token')))
    .prepare('session_by_token');

  /**
   * The session when it is valid and not yet due for its daily renewal; anything else (unknown,
   * expired, to renew) is left to better-auth, which clears the cookie or renews it as it always has.
   */
  async function lookUp(token: string): Promise<CachedSession | undefined> {
    const [row] = await byToken.execute({ token: sessionTokenHash(token) });
    if (!row) return undefined;
    const expiresAtMs = row.expiresAt.getTime();
    const renewAtMs = expiresAtMs - (SESSION_POLICY.idleSeconds - SESSION_POLICY.refreshAfterSeconds) * 1000;
    if (Math.min(expiresAtMs, renewAtMs) <= Date.now()) return undefined;
    const actor = actorFrom(row.user);
    return actor
      ? { actor, sessionId: row.id, createdAtMs: row.createdAt.getTime(), expiresAtMs }
      : undefined;
  }

  return {
    async resolve(request, reply) {
      const token = tokenOf(request);
      const cached = token ? cache.get(token) : undefined;
      if (token && cached && cached.expiresAtMs > Date.now()) {
        if (pastAbsoluteLimit(cached.createdAtMs)) return endForGood(token, cached.sessionId);
        request.sessionId = cached.sessionId;
        return cached.actor;
      }
      const lookedUpAt = ticks();
      const found = token ? await lookUp(token) : undefined;
      if (token && found) {
        if (pastAbsoluteLimit(found.createdAtMs)) return endForGood(token, found.sessionId);
        cache.set(token, found, lookedUpAt);
        request.sessionId = found.sessionId;
        return found.actor;
      }
      const { headers, response } = await auth.api.getSession({
        headers: requestHeaders(request),
        returnHeaders: true,
      });
      if (!response) {
        if (token) cache.delete(token);
        return null;
      }
      const { session } = response;
      const createdAtMs = new Date(session.createdAt).getTime();
      if (pastAbsoluteLimit(createdAtMs)) return endForGood(session.token, session.id);
      forwardCookies(headers, reply);
      const actor = actorFrom(response.user);
      if (actor) {
        const expiresAtMs = new Date(session.expiresAt).getTime();
        cache.set(session.token, { actor, sessionId: session.id, createdAtMs, expiresAtMs }, lookedUpAt);
        request.sessionId = session.id;
      }
      return actor;
    },
    forget(request) {
      const token = tokenOf(request);
      if (token) cache.delete(token);
    },
    tokenOf,
    endUser(userId, exceptSessionId) {
      cache.endUser(userId, exceptSessionId);
    },
    sessionEnded(end) {
      if ('resync' in end) cache.clear();
      else cache.endSession(end.id);
    },
    async liveSessions(ids) {
      const rows = await db.select({ id: sessions.id }).from(sessions).where(inArray(sessions.id, ids));
      return new Set(rows.map((row) => row.id));
    },
    async stillSignedIn(request) {
      const token = tokenOf(request);
      if (!token) return false;
      const [row] = await byToken.execute({ token: sessionTokenHash(token) });
      if (row && row.id === request.sessionId) return true;
      cache.delete(token);
      return false;
    },
  };
}
