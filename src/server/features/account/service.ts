import { randomUUID } from 'node:crypto';
import type { Db } from '#server/db/client.ts';
import { isUniqueViolation } from '#server/db/pg-errors.ts';
import { emailTaken, insertCredentialUser } from '#server/auth/credential-user.ts';
import { hashPassword } from '#server/auth/passwords.ts';
import type { Clock } from '#server/clock.ts';
import type { Failure } from '#server/failure.ts';
import type { RegisterBody, SessionUser } from '#shared/contracts/account.ts';
import type { AccountRepo } from './repo.ts';

export type RegisterResult = { ok: true; user: SessionUser } | Failure<'EMAIL_TAKEN'>;
const emailIsTaken: Failure<'EMAIL_TAKEN'> = { ok: false, error: 'EMAIL_TAKEN' };

/**
 * Personals' accounts. The first personal to register becomes the admin, unless ADMIN_EMAIL names
 * the admin, whenever that account registers (before or after it was set).
 */
export function createAccountService(
  db: Db,
  repo: AccountRepo,
  clock: Clock,
  adminEmail: string | undefined,
) {
  return {
    /** Creates the login, the password account and the personal's profile in one transaction. */
    async registerPersonal(input: RegisterBody): Promise<RegisterResult> {
      const passwordHash = await hashPassword(input.password);
      try {
        return await db.transaction(async (tx) => {
          await repo.lockRegistrations(tx);
          if (await emailTaken(tx, input.email)) return emailIsTaken;
          const isAdmin = adminEmail ? input.email === adminEmail : !(await repo.hasAdmin(tx));
          const role = isAdmin ? 'admin' : 'personal';
          const id = randomUUID();
          const now = clock.now();
          await insertCredentialUser(tx, {
            id,
            name: input.name,
            email: input.email,
            role,
            passwordHash,
            now,
          });
          await repo.insertPersonal(tx, id, now);
          return { ok: true, user: { id, name: input.name, email: input.email, role } } as const;
        });
      } catch (error) {
        if (isUniqueViolation(error)) return emailIsTaken;
        throw error;
      }
    },

    async promoteConfiguredAdmin(): Promise<void> {
      if (adminEmail) await repo.promoteToAdmin(adminEmail);
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
