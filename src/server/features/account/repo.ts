import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { personals, users } from '#server/db/schema.ts';

// Serialises registrations so two "first personals" cannot both become admin.
const REGISTRATION_LOCK = 7_245_002;

/** The personals' rows and the admin role; the logins themselves are written by auth/credential-user.ts. */
export function createAccountRepo(db: Db) {
  return {
    /** Held until the transaction ends: registrations run one at a time. */
    async lockRegistrations(tx: Tx): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(${REGISTRATION_LOCK})`);
    },

    async hasAdmin(tx: Tx): Promise<boolean> {
      const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
      return admin !== undefined;
    },

    async insertPersonal(tx: Tx, id: string, now: Date): Promise<void> {
      await tx.insert(personals).values({ id, createdAt: now, updatedAt: now });
    },

    /** The personal registered with this email becomes the admin. */
    async promoteToAdmin(email: string): Promise<void> {
      await db
        .update(users)
        .set({ role: 'admin' })
        .where(sql`${users.email} = ${email} and ${users.role} = 'personal'`);
    },
  };
}

export type AccountRepo = ReturnType<typeof createAccountRepo>;
