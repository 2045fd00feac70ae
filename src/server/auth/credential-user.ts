import { randomUUID } from 'node:crypto';
import type { Db } from '#server/db/client.ts';
import { accounts, users } from '#server/db/schema.ts';
import type { Role } from '#shared/contracts/account.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

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
