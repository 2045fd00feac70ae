import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { personals, users } from '#server/db/schema.ts';
import { isUniqueViolation } from '#server/db/pg-errors.ts';
import { insertCredentialUser, type Tx } from '#server/auth/credential-user.ts';
import { hashPassword } from '#server/auth/passwords.ts';
import type { RegisterBody, Role, SessionUser } from '#shared/contracts/account.ts';

// Serialises registrations so two "first personals" cannot both become admin.
const REGISTRATION_LOCK = 7_245_002;

export type RegisterResult = { ok: true; user: SessionUser } | { ok: false; error: 'EMAIL_TAKEN' };

export function createAccountService(db: Db, adminEmail: string | undefined) {
  return {
    /** Creates the login, the password account and the personal's profile in one transaction. */
    async registerPersonal(input: RegisterBody): Promise<RegisterResult> {
      const passwordHash = await hashPassword(input.password);
      try {
        return await db.transaction(async (tx) => {
          await tx.execute(sql`select pg_advisory_xact_lock(${REGISTRATION_LOCK})`);
          const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.email));
          if (taken) return { ok: false, error: 'EMAIL_TAKEN' } as const;
          const role = await roleForNewPersonal(tx, input.email, adminEmail);
          const id = randomUUID();
          const now = new Date();
          await insertCredentialUser(tx, {
            id,
            name: input.name,
            email: input.email,
            role,
            passwordHash,
            now,
          });
          await tx.insert(personals).values({ id, createdAt: now, updatedAt: now });
          return { ok: true, user: { id, name: input.name, email: input.email, role } } as const;
        });
      } catch (error) {
        if (isUniqueViolation(error)) return { ok: false, error: 'EMAIL_TAKEN' };
        throw error;
      }
    },

    /** ADMIN_EMAIL names the admin whenever that account registered, before or after it was set. */
    async promoteConfiguredAdmin(): Promise<void> {
      if (!adminEmail) return;
      await db
        .update(users)
        .set({ role: 'admin' })
        .where(sql`${users.email} = ${adminEmail} and ${users.role} = 'personal'`);
    },
  };
}

async function roleForNewPersonal(tx: Tx, email: string, adminEmail: string | undefined): Promise<Role> {
  if (adminEmail) return email === adminEmail ? 'admin' : 'personal';
  const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  return admin ? 'personal' : 'admin';
}

export type AccountService = ReturnType<typeof createAccountService>;
