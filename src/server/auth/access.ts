import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Role } from '#shared/contracts/account.ts';
import { errorBody, sendError } from '#server/http/errors.ts';
import type { Actor, SessionResolver } from './session.ts';

/** Who may call a route: anyone, anyone signed in, or the listed roles. */
export type Access = 'public' | 'signed-in' | readonly Role[];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    actor: Actor | null;
    /** The id of the caller's session (set with `actor`): what its live-update streams are counted by. */
    sessionId: string | null;
  }
}

export interface DeclaredRoute {
  method: string;
  url: string;
  access: Access;
}

/**
 * Deny by default: an /api route that declares no access rule stops the app from starting,
 * and every request to a protected route needs a session of an allowed role.
 */
export function installAccessControl(app: FastifyInstance, sessions: SessionResolver): DeclaredRoute[] {
  const declared: DeclaredRoute[] = [];
  app.decorateRequest('actor', null);
  app.decorateRequest('sessionId', null);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api') || route.method === 'HEAD') return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${String(route.method)} ${route.url} declares no access rule`);
    for (const method of [route.method].flat()) declared.push({ method, url: route.url, access });
  });

  // preParsing runs after the rate limiter's onRequest and before the body is read: a flood is shed
  // before it costs a session lookup, and an anonymous caller never gets its body parsed.
  app.addHook('preParsing', async (request, reply, payload) => {
    const access = request.routeOptions.config.access;
    if (!access || access === 'public') return payload;
    const actor = await sessions.resolve(request, reply);
    if (!actor) {
      logRefusal(request, 'no session');
      return sendError(reply, 401, 'UNAUTHENTICATED');
    }
    request.actor = actor;
    if (access !== 'signed-in' && !access.includes(actor.role)) {
      logRefusal(request, `role ${actor.role}`);
      return sendError(reply, 403, 'FORBIDDEN');
    }
    return payload;
  });

  // A session that ended while its request ran (the student deleted, signed out elsewhere, a new
  // password) may have been trusted from the cache and then failed on what is gone (a foreign key,
  // a missing row): the caller is told what is true, that they are signed out, never a 404 or a 500.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.actor || reply.statusCode < 400 || reply.statusCode === 401) return payload;
    if (await sessions.stillSignedIn(request)) return payload;
    logRefusal(request, 'session ended during the request');
    reply.code(401).type('application/json; charset=utf-8');
    return JSON.stringify(errorBody('UNAUTHENTICATED'));
  });
  return declared;
}

/**
 * The caller of a route that is not public. Access control refused anonymous calls before the
 * handler ran, so a missing actor here is a bug, not a visitor.
 */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new Error(`${request.routeOptions.url ?? 'route'} reached without an actor`);
  return request.actor;
}

function logRefusal(request: FastifyRequest, reason: string): void {
  // Anonymous calls are routine (a browser checking for a session); wrong-role calls are not.
  const level = request.actor ? 'warn' : 'info';
  request.log[level](
    { event: 'access_refused', route: request.routeOptions.url, userId: request.actor?.id, reason },
    'access refused',
  );
}
