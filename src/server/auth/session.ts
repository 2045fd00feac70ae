import type { FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { sessions } from '#server/db/schema.ts';
import { RoleSchema, type SessionUser } from '#shared/contracts/account.ts';
import { SESSION_POLICY, type Auth } from './auth.ts';

/** Who is calling: the signed-in user as the server knows them. */
export type Actor = SessionUser;

/** better-auth's user, checked: an account whose role is not one of ours is treated as no account. */
export function actorFrom(user: { id: string; name: string; email: string; role?: unknown }): Actor | null {
  const role = RoleSchema.safeParse(user.role);
  return role.success ? { id: user.id, name: user.name, email: user.email, role: role.data } : null;
}

export interface Clock {
  now(): Date;
}

export interface SessionResolver {
  resolve(request: FastifyRequest, reply: FastifyReply): Promise<Actor | null>;
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

export function createSessionResolver(auth: Auth, db: Db, clock: Clock): SessionResolver {
  return {
    async resolve(request, reply) {
      const { headers, response } = await auth.api.getSession({
        headers: requestHeaders(request),
        returnHeaders: true,
      });
      if (!response) return null;
      const age = clock.now().getTime() - new Date(response.session.createdAt).getTime();
      if (age > SESSION_POLICY.absoluteSeconds * 1000) {
        await db.delete(sessions).where(eq(sessions.id, response.session.id));
        return null;
      }
      forwardCookies(headers, reply);
      return actorFrom(response.user);
    },
  };
}
