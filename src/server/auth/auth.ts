import { betterAuth, type BetterAuthOptions } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Db } from '#server/db/client.ts';
import { accounts, sessions, users, verifications } from '#server/db/schema.ts';
import { PASSWORD_MAX, PASSWORD_MIN } from '#shared/domain/passwords/check-password.ts';
import { hashingSessionTokens } from './hashed-sessions.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

/** Session lifetimes (docs/decisions/002-sessions.md). */
export const SESSION_POLICY = {
  /** Ends after this long without use; every day of use pushes it forward. */
  idleSeconds: 7 * 24 * 60 * 60,
  refreshAfterSeconds: 24 * 60 * 60,
  /** Ends this long after sign-in, however much it is used. */
  absoluteSeconds: 30 * 24 * 60 * 60,
} as const;

export interface AuthOptions {
  db: Db;
  secret: string;
  baseURL: string;
}

/**
 * better-auth is used as a library: our own routes call `auth.api.*`, so every route keeps
 * our access rules, error shape and pt-BR messages (docs/decisions/001-auth-behind-our-routes.md).
 */
export function createAuth({ db, secret, baseURL }: AuthOptions) {
  const adapter = drizzleAdapter(db, {
    provider: 'pg',
    schema: { user: users, session: sessions, account: accounts, verification: verifications },
    transaction: true,
  });
  return betterAuth({
    appName: 'RumoFit',
    secret,
    baseURL,
    basePath: '/api/auth',
    // The sessions table keeps a hash of each token, never the token (hashed-sessions.ts).
    database: (options: BetterAuthOptions) => hashingSessionTokens(adapter(options)),
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      password: { hash: hashPassword, verify: verifyPassword },
    },
    user: {
      additionalFields: { role: { type: 'string', required: true, input: false } },
    },
    session: {
      expiresIn: SESSION_POLICY.idleSeconds,
      updateAge: SESSION_POLICY.refreshAfterSeconds,
    },
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    advanced: {
      useSecureCookies: baseURL.startsWith('https://'),
      cookiePrefix: 'rumofit',
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    logger: { disabled: true },
  });
}

export type Auth = ReturnType<typeof createAuth>;
