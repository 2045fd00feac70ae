import { randomUUID } from 'node:crypto';
import type { Tx } from '#server/db/client.ts';
import { and, eq, ne } from 'drizzle-orm';
import { accounts, sessions, users } from '#server/db/schema.ts';
import type { Role } from '#shared/contracts/account.ts';

/** A login as better-auth expects it: the user and its email-and-password account, inside the caller's transaction. */
export async function insertCredentialUser(
  tx: Tx,
  user: { id: string; name: string; email: string; role: Role; passwordHash: string; now: Date },
): Promise<void> {
  await tx.insert(users).values({
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    createdAt: user.now,
    updatedAt: user.now,
  });
  await tx.insert(accounts).values({
    id: randomUUID(),
    accountId: user.id,
    providerId: 'credential',
    userId: user.id,
    password: user.passwordHash,
    createdAt: user.now,
    updatedAt: user.now,
  });
}

/** Whether a login already uses this email (compared as stored: emails are lower-cased on the way in). */
export async function emailTaken(tx: Tx, email: string): Promise<boolean> {
  const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
  return taken !== undefined;
}

/**
 * Replaces the password of a user's email-and-password account and ends every session of that user
 * but `keepSessionId` (the caller's own, when people change their own password): whoever knew the
 * old password is signed out everywhere (the NOTIFY of drizzle/0014 tells every instance).
 */
export async function setCredentialPassword(
  tx: Tx,
  userId: string,
  passwordHash: string,
  now: Date,
  keepSessionId?: string,
): Promise<void> {
  await tx
    .update(accounts)
    .set({ password: passwordHash, updatedAt: now })
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
  await tx
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), keepSessionId ? ne(sessions.id, keepSessionId) : undefined));
}
