import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
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

export function createLoginThrottle(db: Db, delayStepMs: number) {
  return {
    async check(email: string, ip: string, now: Date): Promise<ThrottleVerdict> {
      const rows = await db
        .select({
          key: loginThrottle.key,
          failures: loginThrottle.failures,
          since: loginThrottle.windowStartedAt,
        })
        .from(loginThrottle)
        .where(inArray(loginThrottle.key, [emailKey(email), addressKey(ip)]));
      const live = (key: string) => {
        const row = rows.find((r) => r.key === key);
        if (!row || now.getTime() - row.since.getTime() >= THROTTLE.windowMs)
          return { failures: 0, endsAt: 0 };
        return { failures: row.failures, endsAt: row.since.getTime() + THROTTLE.windowMs };
      };
      const byEmail = live(emailKey(email));
      const byAddress = live(addressKey(ip));
      const blockedUntil = Math.max(
        byEmail.failures >= THROTTLE.emailRefuseAt ? byEmail.endsAt : 0,
        byAddress.failures >= THROTTLE.addressRefuseAt ? byAddress.endsAt : 0,
      );
      if (blockedUntil > 0) {
        return { refused: true, retryAfterSeconds: Math.ceil((blockedUntil - now.getTime()) / 1000) };
      }
      const over = byEmail.failures - THROTTLE.emailSlowAfter + 1;
      return { refused: false, delayMs: over > 0 ? Math.min(over * delayStepMs, THROTTLE.maxDelayMs) : 0 };
    },

    async recordFailure(email: string, ip: string, now: Date): Promise<void> {
      const windowStart = new Date(now.getTime() - THROTTLE.windowMs);
      for (const key of [emailKey(email), addressKey(ip)]) {
        await db
          .insert(loginThrottle)
          .values({ key, failures: 1, windowStartedAt: now })
          .onConflictDoUpdate({
            target: loginThrottle.key,
            set: {
              failures: sql`case when ${loginThrottle.windowStartedAt} <= ${windowStart} then 1 else ${loginThrottle.failures} + 1 end`,
              windowStartedAt: sql`case when ${loginThrottle.windowStartedAt} <= ${windowStart} then ${now} else ${loginThrottle.windowStartedAt} end`,
            },
          });
      }
    },

    async clear(email: string): Promise<void> {
      await db.delete(loginThrottle).where(eq(loginThrottle.key, emailKey(email)));
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
