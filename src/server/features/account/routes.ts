import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { APIError } from 'better-auth/api';
import type { Auth } from '#server/auth/auth.ts';
import {
  actorFrom,
  forwardCookies,
  requestHeaders,
  type CachingSessionResolver,
} from '#server/auth/session.ts';
import type { Clock } from '#server/clock.ts';
import { sendError, sendFailure } from '#server/http/errors.ts';
import { route } from '#server/http/route.ts';
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

const open = { access: 'public', tags: ['account'] } as const;

export const accountRoutes: FastifyPluginAsync<Deps> = async (
  app,
  { auth, sessions, accounts, throttle, clock, sleep },
) => {
  /** Signs the person in through better-auth, so it creates the session and its cookie. */
  async function signIn(request: FastifyRequest, email: string, password: string) {
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

  route(app, 'POST /api/register', open, async ({ body, log, request }, reply) => {
    const result = await accounts.registerPersonal(body);
    if (!result.ok) return sendFailure(reply, result);
    log.info({ event: 'register', userId: result.user.id, role: result.user.role }, 'personal registered');
    const signedIn = await signIn(request, body.email, body.password);
    if (signedIn) forwardCookies(signedIn.cookies, reply);
    return { user: result.user };
  });

  route(app, 'POST /api/session', open, async ({ body, log, request }, reply) => {
    const { email, password } = body;
    const verdict = await throttle.attempt(email, request.ip, clock.now());
    if (verdict.refused) {
      log.warn({ event: 'login_refused', email: maskEmail(email) }, 'login refused: too many failures');
      reply.header('retry-after', String(verdict.retryAfterSeconds));
      return sendError(reply, 429, 'LOGIN_THROTTLED');
    }
    if (verdict.delayMs > 0) await sleep(verdict.delayMs);
    const signedIn = await signIn(request, email, password);
    if (!signedIn) {
      log.warn({ event: 'login_failed', email: maskEmail(email) }, 'login failed');
      return sendError(reply, 401, 'INVALID_CREDENTIALS');
    }
    const { cookies, user } = signedIn;
    await throttle.succeeded(email, request.ip);
    forwardCookies(cookies, reply);
    log.info({ event: 'login', userId: user.id, role: user.role }, 'signed in');
    return { user };
  });

  // Public: a browser that nobody signed in on gets `{ user: null }`, not an error in its console.
  route(app, 'GET /api/session', open, async ({ request }, reply) => ({
    user: await sessions.resolve(request, reply),
  }));

  route(app, 'DELETE /api/session', open, async ({ log, request }, reply) => {
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
    log.info({ event: 'logout' }, 'signed out');
    // The browser drops whatever it kept of this account (docs/decisions/014-hostile-input-logs-and-cache.md):
    // its HTTP cache, and its storage, which the app has already emptied after sending the outbox.
    reply.header('clear-site-data', '"cache", "storage"');
    return reply.send(null);
  });
};

/** Enough of an email to follow an attack in the log without writing the address down. */
function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}***@${domain}`;
}
