import type { FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { sessions } from '#server/db/schema.ts';
import { RoleSchema, type Role } from '#shared/contracts/account.ts';
import { SESSION_POLICY, type Auth } from './auth.ts';

export interface Actor {
  id: string;
  name: string;
  email: string;
  role: Role;
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
      const role = RoleSchema.safeParse(response.user.role);
      if (!role.success) return null;
      return { id: response.user.id, name: response.user.name, email: response.user.email, role: role.data };
    },
  };
}
