import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import type { Tx } from '#server/db/client.ts';
import { loginThrottle } from '#server/db/schema.ts';

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

type Reserved = { failures: number } | { refusedUntil: number };

/**
 * Counts one attempt against `key` unless it is at `limit` in the current window, in one statement:
 * the row lock serialises parallel attempts, so exactly `limit` of them get through.
 * Returns the failures counted before this attempt, or when the window ends for a refused one.
 */
async function reserve(tx: Tx, key: string, limit: number, now: Date): Promise<Reserved> {
  const windowStart = new Date(now.getTime() - THROTTLE.windowMs);
  const expired = sql`${loginThrottle.windowStartedAt} <= ${windowStart}`;
  const [counted] = await tx
    .insert(loginThrottle)
    .values({ key, failures: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures: sql`case when ${expired} then 1 else ${loginThrottle.failures} + 1 end`,
        windowStartedAt: sql`case when ${expired} then ${now} else ${loginThrottle.windowStartedAt} end`,
      },
      setWhere: sql`${expired} or ${loginThrottle.failures} < ${limit}`,
    })
    .returning({ failures: loginThrottle.failures });
  if (counted) return { failures: counted.failures - 1 };
  const [row] = await tx
    .select({ since: loginThrottle.windowStartedAt })
    .from(loginThrottle)
    .where(eq(loginThrottle.key, key));
  return { refusedUntil: (row?.since.getTime() ?? now.getTime()) + THROTTLE.windowMs };
}

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
          const byEmail = await reserve(tx, emailKey(email), THROTTLE.emailRefuseAt, now);
          if ('refusedUntil' in byEmail) throw new Refused(byEmail.refusedUntil);
          const byAddress = await reserve(tx, addressKey(ip), THROTTLE.addressRefuseAt, now);
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
      await db.transaction(async (tx) => {
        await tx.delete(loginThrottle).where(eq(loginThrottle.key, emailKey(email)));
        await tx
          .update(loginThrottle)
          .set({ failures: sql`greatest(${loginThrottle.failures} - 1, 0)` })
          .where(eq(loginThrottle.key, addressKey(ip)));
      });
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
