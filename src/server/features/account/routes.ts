import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { APIError } from 'better-auth/api';
import type { Auth } from '#server/auth/auth.ts';
import {
  actorFrom,
  forwardCookies,
  requestHeaders,
  type CachingSessionResolver,
  type Clock,
} from '#server/auth/session.ts';
import { sendError } from '#server/http/errors.ts';
import {
  CurrentSessionSchema,
  LoginBodySchema,
  RegisterBodySchema,
  SessionResponseSchema,
} from '#shared/contracts/account.ts';
import { ErrorBodySchema } from '#shared/contracts/errors.ts';
import type { AccountService } from './service.ts';
import type { LoginThrottle } from './login-throttle.ts';

interface Deps {
  auth: Auth;
  sessions: CachingSessionResolver;
  accounts: AccountService;
  throttle: LoginThrottle;
  clock: Clock;
  sleep: (ms: number) => Promise<void>;
}

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 409: ErrorBodySchema, 429: ErrorBodySchema };

export const accountRoutes: FastifyPluginAsyncZod<Deps> = async (
  app,
  { auth, sessions, accounts, throttle, clock, sleep },
) => {
  /** Signs the person in through better-auth, so it creates the session and its cookie. */
  async function signIn(request: Parameters<typeof requestHeaders>[0], email: string, password: string) {
    try {
      const { headers, response } = await auth.api.signInEmail({
        body: { email, password },
        headers: requestHeaders(request),
        returnHeaders: true,
      });
      const user = actorFrom(response.user);
      return user ? { cookies: headers, user } : null;
    } catch (error) {
      if (error instanceof APIError && (error.statusCode === 401 || error.statusCode === 400)) return null;
      throw error;
    }
  }

  app.post(
    '/register',
    {
      config: { access: 'public' },
      schema: {
        tags: ['account'],
        body: RegisterBodySchema,
        response: { 201: SessionResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await accounts.registerPersonal(request.body);
      if (!result.ok) return sendError(reply, 409, result.error);
      request.log.info(
        { event: 'register', userId: result.user.id, role: result.user.role },
        'personal registered',
      );
      const signedIn = await signIn(request, request.body.email, request.body.password);
      if (signedIn) forwardCookies(signedIn.cookies, reply);
      return reply.code(201).send({ user: result.user });
    },
  );

  app.post(
    '/session',
    {
      config: { access: 'public' },
      schema: {
        tags: ['account'],
        body: LoginBodySchema,
        response: { 200: SessionResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const verdict = await throttle.attempt(email, request.ip, clock.now());
      if (verdict.refused) {
        request.log.warn(
          { event: 'login_refused', email: maskEmail(email) },
          'login refused: too many failures',
        );
        reply.header('retry-after', String(verdict.retryAfterSeconds));
        return sendError(reply, 429, 'LOGIN_THROTTLED');
      }
      if (verdict.delayMs > 0) await sleep(verdict.delayMs);
      const signedIn = await signIn(request, email, password);
      if (!signedIn) {
        request.log.warn({ event: 'login_failed', email: maskEmail(email) }, 'login failed');
        return sendError(reply, 401, 'INVALID_CREDENTIALS');
      }
      const { cookies, user } = signedIn;
      await throttle.succeeded(email, request.ip);
      forwardCookies(cookies, reply);
      request.log.info({ event: 'login', userId: user.id, role: user.role }, 'signed in');
      return { user };
    },
  );

  // Public: a browser that nobody signed in on gets `{ user: null }`, not an error in its console.
  app.get(
    '/session',
    { config: { access: 'public' }, schema: { tags: ['account'], response: { 200: CurrentSessionSchema } } },
    async (request, reply) => ({ user: await sessions.resolve(request, reply) }),
  );

  app.delete(
    '/session',
    { config: { access: 'public' }, schema: { tags: ['account'], response: { 204: z.null() } } },
    async (request, reply) => {
      try {
        const { headers } = await auth.api.signOut({ headers: requestHeaders(request), returnHeaders: true });
        forwardCookies(headers, reply);
      } catch (error) {
        // No session to end: the browser is signed out already.
        if (!(error instanceof APIError)) throw error;
      } finally {
        // The row is gone: this instance stops trusting the session now, the others within SESSION_CACHE.ttlMs.
        sessions.forget(request);
      }
      request.log.info({ event: 'logout' }, 'signed out');
      // The browser drops whatever it kept of this account (docs/decisions/014-hostile-input-logs-and-cache.md):
      // its HTTP cache, and its storage, which the app has already emptied after sending the outbox.
      reply.header('clear-site-data', '"cache", "storage"');
      return reply.code(204).send(null);
    },
  );
};

/** Enough of an email to follow an attack in the log without writing the address down. */
function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}***@${domain}`;
}
