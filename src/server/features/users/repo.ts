import { and, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Executor, Tx } from '#server/db/client.ts';
import { escapeLike } from '#server/db/like.ts';
import { personals, students, users } from '#server/db/schema.ts';
import type { AdminUser, AdminUserListQuery } from '#shared/contracts/admin.ts';
import { pageCount, type Page } from '#shared/contracts/pagination.ts';
import { foldForSearch } from '#shared/domain/text/fold-for-search.ts';

const trainers = alias(users, 'trainers');

/** The same folding as the search columns (lower case, no accents), for the users table. */
const folded = (column: SQL | typeof users.name) =>
  sql`translate(lower(${column}), 'áàâãäéèêëíìîïóòôõöúùûüçñ', 'aaaaaeeeeiiiiooooouuuucn')`;

const TRAINER_ROLES = ['personal', 'admin'] as const;

/** Every login as the admin sees it ('Usuários'): users with their student or trainer row. */
export function createUsersRepo(db: Db) {
  const columns = {
    id: users.id,
    name: users.name,
    email: users.email,
    role: users.role,
    planStatus: students.planStatus,
    planExpiryDate: students.planExpiryDate,
    hasAnamnesis: students.hasAnamnesis,
    personalName: trainers.name,
    studentCount: sql<
      number | null
    >`case when ${users.role} in ('personal', 'admin') then (select count(*) from ${students} s2 where s2.personal_id = ${users.id}) end`.mapWith(
      (value) => (value === null ? null : Number(value)),
    ),
    version: sql<number>`coalesce(${students.version}, ${personals.version}, 1)`.mapWith(Number),
  };

  function base(executor: Executor) {
    return executor
      .select(columns)
      .from(users)
      .leftJoin(students, eq(students.id, users.id))
      .leftJoin(personals, eq(personals.id, users.id))
      .leftJoin(trainers, eq(trainers.id, students.personalId));
  }

  return {
    /** One page, searched by name or email without accents, filtered by role, counted in SQL. */
    async list(query: AdminUserListQuery): Promise<Page<AdminUser>> {
      const where: SQL[] = [];
      if (query.role === 'student') where.push(eq(users.role, 'student'));
      if (query.role === 'personal') where.push(inArray(users.role, [...TRAINER_ROLES]));
      const q = query.q ? foldForSearch(query.q) : '';
      if (q) {
        const pattern = `%${escapeLike(q)}%`;
        where.push(
          or(sql`${folded(users.name)} like ${pattern}`, sql`lower(${users.email}) like ${pattern}`)!,
        );
      }
      const filter = where.length ? and(...where) : undefined;
      const [rows, [counted]] = await Promise.all([
        base(db)
          .where(filter)
          .orderBy(folded(users.name), users.id)
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db
          .select({ total: sql<number>`count(*)`.mapWith(Number) })
          .from(users)
          .where(filter),
      ]);
      const total = counted?.total ?? 0;
      return { items: rows, total, page: query.page, pageCount: pageCount(total, query.pageSize) };
    },

    async byId(executor: Executor, id: string): Promise<AdminUser | null> {
      const [row] = await base(executor).where(eq(users.id, id));
      return row ?? null;
    },

    /** Locks the login for the admin's edit or delete. */
    async lock(tx: Tx, id: string) {
      const [row] = await tx
        .select({ id: users.id, name: users.name, email: users.email, role: users.role })
        .from(users)
        .where(eq(users.id, id))
        .for('update');
      return row ?? null;
    },

    /** Whether another login already uses this email. */
    async emailUsedByOther(tx: Tx, email: string, id: string): Promise<boolean> {
      const [row] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, email), ne(users.id, id)));
      return row !== undefined;
    },

    async rename(tx: Tx, id: string, change: { name?: string; email?: string }, now: Date): Promise<void> {
      await tx
        .update(users)
        .set({ ...change, updatedAt: now })
        .where(eq(users.id, id));
    },

    /** Whether `id` is a trainer's login (a student's new trainer must be one). */
    async isTrainer(tx: Tx, id: string): Promise<boolean> {
      const [row] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, id), inArray(users.role, [...TRAINER_ROLES])));
      return row !== undefined;
    },

    /** Deletes a login and, by cascade, everything that hangs from it. */
    async remove(tx: Tx, id: string): Promise<void> {
      await tx.delete(users).where(eq(users.id, id));
    },
  };
}

export type UsersRepo = ReturnType<typeof createUsersRepo>;
