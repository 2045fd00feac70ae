import type { Db } from '#server/db/client.ts';
import { setCredentialPassword } from '#server/auth/credential-user.ts';
import { hashPassword } from '#server/auth/passwords.ts';
import type { Actor } from '#server/auth/session.ts';
import type { Clock } from '#server/clock.ts';
import type { Failure } from '#server/failure.ts';
import type { AdminUser, AdminUserListQuery, UpdateUserBody } from '#shared/contracts/admin.ts';
import { ERROR_MESSAGES } from '#shared/contracts/errors.ts';
import { checkPassword } from '#shared/domain/passwords/check-password.ts';
import type { ProfileRepo } from '../profile/repo.ts';
import type { StudentsRepo } from '../students/repo.ts';
import type { StudentsService } from '../students/service.ts';
import type { UsersRepo } from './repo.ts';

export type UserWrite =
  | { ok: true; user: AdminUser }
  | Failure<
      | 'NOT_FOUND'
      | 'USER_CHANGED'
      | 'EMAIL_TAKEN'
      | 'EMAIL_RESERVED'
      | 'PASSWORD_IS_PERSONAL'
      | 'EXPIRY_OUT_OF_RANGE'
    >;

export type UserDelete =
  | { ok: true; email: string }
  | Failure<'NOT_FOUND' | 'CANNOT_DELETE_SELF' | 'PERSONAL_HAS_STUDENTS' | 'INVALID_MOVE_TARGET'>;

/**
 * 'Usuários' (product §2 admin panel, §6 admin): every login, the user edit modal and deletion. Each
 * write is one transaction at the version the modal read: a stale save writes nothing.
 */
export function createUsersService(deps: {
  db: Db;
  repo: UsersRepo;
  students: StudentsService;
  studentsRepo: StudentsRepo;
  profile: ProfileRepo;
  clock: Clock;
  /** The admin's address (ADMIN_EMAIL): no other login may take it. */
  adminEmail?: string;
  /** A user's sessions were ended (new password, deletion): this instance stops trusting them now. */
  sessionsEnded?: (userId: string, exceptSessionId?: string) => void;
}) {
  const { db, repo, students, studentsRepo, profile, clock, adminEmail } = deps;
  const sessionsEnded = deps.sessionsEnded ?? (() => {});

  return {
    list: (query: AdminUserListQuery) => repo.list(query),

    /** `sessionId`: the admin's own session, kept when the admin changes their own password. */
    async update(actor: Actor, id: string, body: UpdateUserBody, sessionId?: string): Promise<UserWrite> {
      // Hashing is slow on purpose: done before the transaction holds any lock.
      const passwordHash = body.newPassword ? await hashPassword(body.newPassword) : null;
      const keep = id === actor.id ? sessionId : undefined;
      const written = await db.transaction(async (tx): Promise<UserWrite> => {
        const user = await repo.lock(tx, id);
        if (!user) return { ok: false, error: 'NOT_FOUND' };
        const name = body.name ?? user.name;
        const email = body.email ?? user.email;
        if (body.newPassword && checkPassword(body.newPassword, { name, email }))
          return { ok: false, error: 'PASSWORD_IS_PERSONAL' };
        // The admin's address stays free for the admin (ADMIN_EMAIL makes whoever holds it the admin).
        if (email !== user.email && email === adminEmail && user.role !== 'admin')
          return { ok: false, error: 'EMAIL_RESERVED', fields: { email: ERROR_MESSAGES.EMAIL_RESERVED } };
        if (email !== user.email && (await repo.emailUsedByOther(tx, email, id)))
          return { ok: false, error: 'EMAIL_TAKEN' };
        const now = clock.now();
        if (user.role === 'student') {
          const written = await students.writeAsAdmin(tx, id, body.version, {
            ...(body.name !== undefined && { name: body.name }),
            ...(body.planStatus && { planStatus: body.planStatus }),
            ...(body.planExpiryDate !== undefined && { planExpiryDate: body.planExpiryDate }),
            ...(body.renewMonths && { renewMonths: body.renewMonths }),
          });
          if (written === 'missing') return { ok: false, error: 'NOT_FOUND' };
          if (written === 'changed') return { ok: false, error: 'USER_CHANGED' };
          if (written !== 'written') return written;
        } else if (!(await profile.bumpVersion(tx, id, body.version, now))) {
          return { ok: false, error: 'USER_CHANGED' };
        }
        if (name !== user.name || email !== user.email) await repo.rename(tx, id, { name, email }, now);
        // A new password ends every session of the user but the admin's own.
        if (passwordHash) await setCredentialPassword(tx, id, passwordHash, now, keep);
        const updated = await repo.byId(tx, id);
        return updated ? { ok: true, user: updated } : { ok: false, error: 'NOT_FOUND' };
      });
      if (written.ok && passwordHash) sessionsEnded(id, keep);
      return written;
    },

    /**
     * Deletes a login for good. A trainer's students are never orphaned: with students, the delete
     * needs another trainer to receive them (`moveTo`), moved in the same transaction.
     */
    async remove(actor: Actor, id: string, moveTo: string | undefined): Promise<UserDelete> {
      if (id === actor.id) return { ok: false, error: 'CANNOT_DELETE_SELF' };
      const removed = await db.transaction(async (tx): Promise<UserDelete> => {
        const user = await repo.lock(tx, id);
        if (!user) return { ok: false, error: 'NOT_FOUND' };
        if (user.role !== 'student') {
          const count = await studentsRepo.countOf(tx, id);
          if (count > 0) {
            if (!moveTo)
              return { ok: false, error: 'PERSONAL_HAS_STUDENTS', fields: { count: String(count) } };
            if (moveTo === id || !(await repo.isTrainer(tx, moveTo)))
              return { ok: false, error: 'INVALID_MOVE_TARGET' };
            await studentsRepo.moveAll(tx, id, moveTo, clock.now());
          }
        }
        await repo.remove(tx, id);
        return { ok: true, email: user.email };
      });
      if (removed.ok) sessionsEnded(id);
      return removed;
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
