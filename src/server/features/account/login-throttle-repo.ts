import { eq, sql } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import { loginThrottle } from '#server/db/schema.ts';

/** The login throttle's counters (docs/decisions/003-login-throttle.md); the policy is in login-throttle.ts. */
export type Reserved = { failures: number } | { refusedUntil: number };

/**
 * Counts one attempt against `key` unless it is at `limit` in the current window, in one statement:
 * the row lock serialises parallel attempts, so exactly `limit` of them get through.
 * Returns the failures counted before this attempt, or when the window ends for a refused one.
 */
export async function reserveAttempt(
  tx: Tx,
  key: string,
  limit: number,
  now: Date,
  windowMs: number,
): Promise<Reserved> {
  const windowStart = new Date(now.getTime() - windowMs);
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
  return { refusedUntil: (row?.since.getTime() ?? now.getTime()) + windowMs };
}

/** A right password: the email's counter goes, and the address gets one attempt back. */
export async function forgiveAttempt(tx: Tx, emailKey: string, addressKey: string): Promise<void> {
  await tx.delete(loginThrottle).where(eq(loginThrottle.key, emailKey));
  await tx
    .update(loginThrottle)
    .set({ failures: sql`greatest(${loginThrottle.failures} - 1, 0)` })
    .where(eq(loginThrottle.key, addressKey));
}
