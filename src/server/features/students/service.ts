import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { accounts, students, users } from '#server/db/schema.ts';
import { isUniqueViolation } from '#server/db/pg-errors.ts';
import { insertCredentialUser, type Tx } from '#server/auth/credential-user.ts';
import { hashPassword } from '#server/auth/passwords.ts';
import type { Actor, Clock } from '#server/auth/session.ts';
import type { Plan } from '#shared/contracts/plans.ts';
import type {
  CreateStudentBody,
  StudentDetail,
  StudentListQuery,
  UpdateStudentBody,
} from '#shared/contracts/students.ts';
import { checkPassword } from '#shared/domain/passwords/check-password.ts';
import { localDate } from '#shared/domain/dates/local-date.ts';
import { planExerciseIds } from '#shared/domain/plans/plan-defaults.ts';
import { sanitizePlan } from '#shared/domain/plans/sanitize-plan.ts';
import { isPlanInForce, renewExpiry } from '#shared/domain/students/plan-state.ts';
import type { StudentsRepo } from './repo.ts';

export type StudentWriteError =
  | { ok: false; error: 'STUDENT_NOT_FOUND' }
  | { ok: false; error: 'PASSWORD_IS_PERSONAL' }
  | { ok: false; error: 'STUDENT_CHANGED' }
  | { ok: false; error: 'UNKNOWN_EXERCISES'; ids: string[] };
export type StudentWrite = { ok: true; student: StudentDetail } | StudentWriteError;

/**
 * A trainer's students. Every method takes the actor and touches only rows whose `personal_id` is
 * the actor's: another trainer's student is indistinguishable from one that does not exist.
 */
export function createStudentsService(db: Db, repo: StudentsRepo, clock: Clock) {
  const today = () => localDate(clock.now());

  /**
   * Runs `change` on a locked row whose version is the one the caller read, then bumps the version.
   * A change that puts the student on a plan they were not training on records the day it starts.
   */
  async function writeVersioned(
    actor: Actor,
    id: string,
    version: number,
    change: (
      tx: Tx,
      current: { planExpiryDate: string | null },
    ) => Promise<Partial<typeof students.$inferInsert>>,
  ): Promise<StudentWrite> {
    return db.transaction(async (tx) => {
      const current = await repo.lockForWrite(tx, actor.id, id);
      if (!current) return { ok: false, error: 'STUDENT_NOT_FOUND' } as const;
      if (current.version !== version) return { ok: false, error: 'STUDENT_CHANGED' } as const;
      const values = await change(tx, current);
      const after = {
        planStatus: values.planStatus ?? current.planStatus,
        planExpiryDate: values.planExpiryDate !== undefined ? values.planExpiryDate : current.planExpiryDate,
        hasPlan:
          values.workoutPlan !== undefined
            ? Array.isArray(values.workoutPlan) && values.workoutPlan.length > 0
            : current.hasPlan,
      };
      if (!isPlanInForce(current, today()) && isPlanInForce(after, today())) values.planStartedOn = today();
      await tx
        .update(students)
        .set({ ...values, version: sql`${students.version} + 1`, updatedAt: clock.now() })
        .where(eq(students.id, id));
      const student = await repo.detail(tx, actor.id, id);
      return student
        ? ({ ok: true, student } as const)
        : ({ ok: false, error: 'STUDENT_NOT_FOUND' } as const);
    });
  }

  return {
    list: (actor: Actor, query: StudentListQuery) => repo.list(actor.id, query, today()),

    get: (actor: Actor, id: string) => repo.detail(db, actor.id, id),

    /** The student's login and record in one transaction: both exist, or neither. */
    async create(
      actor: Actor,
      input: CreateStudentBody,
    ): Promise<{ ok: true; student: StudentDetail } | { ok: false; error: 'EMAIL_TAKEN' }> {
      const passwordHash = await hashPassword(input.password);
      const id = randomUUID();
      const now = clock.now();
      try {
        const student = await db.transaction(async (tx) => {
          const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.email));
          if (taken) return null;
          await insertCredentialUser(tx, {
            id,
            name: input.name,
            email: input.email,
            role: 'student',
            passwordHash,
            now,
          });
          await tx
            .insert(students)
            .values({ id, personalId: actor.id, name: input.name, createdAt: now, updatedAt: now });
          return repo.detail(tx, actor.id, id);
        });
        return student ? { ok: true, student } : { ok: false, error: 'EMAIL_TAKEN' };
      } catch (error) {
        if (isUniqueViolation(error)) return { ok: false, error: 'EMAIL_TAKEN' };
        throw error;
      }
    },

    /** The management dialog's save: plan status, expiry and renewal, password, contact, notes. */
    async update(actor: Actor, id: string, input: UpdateStudentBody): Promise<StudentWrite> {
      if (input.newPassword) {
        // The contract checked length and common passwords; only here are the student's name and email known.
        const owner = await repo.passwordOwner(actor.id, id);
        if (!owner) return { ok: false, error: 'STUDENT_NOT_FOUND' };
        if (checkPassword(input.newPassword, owner)) return { ok: false, error: 'PASSWORD_IS_PERSONAL' };
      }
      const passwordHash = input.newPassword ? await hashPassword(input.newPassword) : undefined;
      return writeVersioned(actor, id, input.version, async (tx, current) => {
        const values: Partial<typeof students.$inferInsert> = {};
        if (input.planStatus) values.planStatus = input.planStatus;
        const expiry = input.planExpiryDate !== undefined ? input.planExpiryDate : current.planExpiryDate;
        if (input.planExpiryDate !== undefined) values.planExpiryDate = input.planExpiryDate;
        if (input.renewMonths) {
          // Spec §4: a renewal activates the plan and extends it from its expiry, or from today if that is past.
          values.planExpiryDate = renewExpiry(expiry, input.renewMonths, today());
          values.planStatus = 'active';
        }
        if (input.whatsapp !== undefined) values.whatsapp = input.whatsapp || null;
        if (input.observations !== undefined) values.observations = input.observations;
        if (passwordHash) {
          await tx
            .update(accounts)
            .set({ password: passwordHash, updatedAt: clock.now() })
            .where(and(eq(accounts.userId, id), eq(accounts.providerId, 'credential')));
        }
        return values;
      });
    },

    /** Validated by the route's schema; here every exercise must exist, then the plan is sanitised and stored. */
    async savePlan(actor: Actor, id: string, version: number, plan: Plan): Promise<StudentWrite> {
      const wanted = planExerciseIds(plan);
      const known = await repo.knownExerciseIds(wanted);
      const unknown = wanted.filter((exerciseId) => !known.has(exerciseId));
      if (unknown.length > 0) {
        // Ownership first: a stranger's id must not learn which exercise ids are wrong.
        if (!(await repo.owns(actor.id, id))) return { ok: false, error: 'STUDENT_NOT_FOUND' };
        return { ok: false, error: 'UNKNOWN_EXERCISES', ids: unknown };
      }
      const clean = sanitizePlan(plan, { makeId: randomUUID });
      return writeVersioned(actor, id, version, async () => ({ workoutPlan: clean }));
    },

    /** Deletes the login; the student's row and everything hanging from it go with it. */
    async remove(actor: Actor, id: string): Promise<boolean> {
      const deleted = await db
        .delete(users)
        .where(
          and(
            eq(users.id, id),
            eq(users.role, 'student'),
            sql`exists (select 1 from ${students} where ${students.id} = ${id} and ${students.personalId} = ${actor.id})`,
          ),
        )
        .returning({ id: users.id });
      return deleted.length > 0;
    },
  };
}

export type StudentsService = ReturnType<typeof createStudentsService>;
