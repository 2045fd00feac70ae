import type { Db } from '#server/db/client.ts';
import { forgiveAttempt, reserveAttempt } from './login-throttle-repo.ts';

/** Brute-force policy (docs/decisions/003-login-throttle.md). */
export const THROTTLE = {
  windowMs: 15 * 60 * 1000,
  /** Failures for one email before each further attempt is slowed. */
  emailSlowAfter: 3,
  /** Failures for one email before attempts are refused until the window ends. */
  emailRefuseAt: 10,
  /** One address may be a whole gym behind one Wi-Fi: allow more before refusing it. */
  addressRefuseAt: 50,
  maxDelayMs: 3000,
} as const;

export type ThrottleVerdict =
  { refused: true; retryAfterSeconds: number } | { refused: false; delayMs: number };

const emailKey = (email: string) => `email:${email}`;
const addressKey = (ip: string) => `ip:${ip}`;

class Refused extends Error {
  constructor(readonly until: number) {
    super('login attempt refused');
  }
}

/**
 * Every attempt is counted as a failure before the password is checked, and a success takes its
 * count back: a check and a later record would let parallel guesses all pass the check.
 */
export function createLoginThrottle(db: Db, delayStepMs: number) {
  return {
    async attempt(email: string, ip: string, now: Date): Promise<ThrottleVerdict> {
      try {
        // One transaction: an attempt the address refuses is not counted against the email either.
        const before = await db.transaction(async (tx) => {
          const byEmail = await reserveAttempt(
            tx,
            emailKey(email),
            THROTTLE.emailRefuseAt,
            now,
            THROTTLE.windowMs,
          );
          if ('refusedUntil' in byEmail) throw new Refused(byEmail.refusedUntil);
          const byAddress = await reserveAttempt(
            tx,
            addressKey(ip),
            THROTTLE.addressRefuseAt,
            now,
            THROTTLE.windowMs,
          );
          if ('refusedUntil' in byAddress) throw new Refused(byAddress.refusedUntil);
          return byEmail.failures;
        });
        const over = before - THROTTLE.emailSlowAfter + 1;
        return { refused: false, delayMs: over > 0 ? Math.min(over * delayStepMs, THROTTLE.maxDelayMs) : 0 };
      } catch (error) {
        if (!(error instanceof Refused)) throw error;
        return {
          refused: true,
          retryAfterSeconds: Math.max(1, Math.ceil((error.until - now.getTime()) / 1000)),
        };
      }
    },

    /** The attempt was right: the email starts afresh and the address gets its attempt back. */
    async succeeded(email: string, ip: string): Promise<void> {
      await db.transaction((tx) => forgiveAttempt(tx, emailKey(email), addressKey(ip)));
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
