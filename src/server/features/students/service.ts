import { randomUUID } from 'node:crypto';
import type { Db, Tx } from '#server/db/client.ts';
import { isUniqueViolation } from '#server/db/pg-errors.ts';
import { emailTaken, insertCredentialUser, setCredentialPassword } from '#server/auth/credential-user.ts';
import { hashPassword } from '#server/auth/passwords.ts';
import type { Actor } from '#server/auth/session.ts';
import { todayOf, type Clock } from '#server/clock.ts';
import type { Failure } from '#server/failure.ts';
import { ERROR_MESSAGES } from '#shared/contracts/errors.ts';
import type { Plan } from '#shared/contracts/plans.ts';
import type {
  CreateStudentBody,
  StudentDetail,
  StudentListQuery,
  UpdateStudentBody,
} from '#shared/contracts/students.ts';
import { checkPassword } from '#shared/domain/passwords/check-password.ts';
import { planExerciseIds } from '#shared/domain/plans/plan-defaults.ts';
import { sanitizePlan } from '#shared/domain/plans/sanitize-plan.ts';
import { expiryWindowWords, isExpiryInWindow } from '#shared/domain/students/expiry-window.ts';
import { isPlanInForce, renewExpiry } from '#shared/domain/students/plan-state.ts';
import type { StudentChanges, StudentsRepo } from './repo.ts';

export type StudentWrite =
  | { ok: true; student: StudentDetail }
  | Failure<
      | 'STUDENT_NOT_FOUND'
      | 'PASSWORD_IS_PERSONAL'
      | 'STUDENT_CHANGED'
      | 'UNKNOWN_EXERCISES'
      | 'EXPIRY_OUT_OF_RANGE'
    >;
const notFound: Failure<'STUDENT_NOT_FOUND'> = { ok: false, error: 'STUDENT_NOT_FOUND' };
const emailReserved: Failure<'EMAIL_RESERVED'> = {
  ok: false,
  error: 'EMAIL_RESERVED',
  fields: { email: ERROR_MESSAGES.EMAIL_RESERVED },
};

/**
 * A trainer's students. Every method takes the actor and touches only rows whose `personal_id` is
 * the actor's: another trainer's student is indistinguishable from one that does not exist.
 */
export interface StudentsServiceOptions {
  /** The admin's address (ADMIN_EMAIL): reserved, no student may take it. */
  adminEmail?: string;
  /** A student's sessions were ended (new password, deletion): this instance stops trusting them now. */
  sessionsEnded?: (userId: string) => void;
}

export function createStudentsService(
  db: Db,
  repo: StudentsRepo,
  clock: Clock,
  { adminEmail, sessionsEnded = () => {} }: StudentsServiceOptions = {},
) {
  const today = () => todayOf(clock);

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
    ) => Promise<StudentChanges | Failure<'EXPIRY_OUT_OF_RANGE'>>,
  ): Promise<StudentWrite> {
    return db.transaction(async (tx) => {
      const current = await repo.lockForWrite(tx, actor.id, id);
      if (!current) return notFound;
      if (current.version !== version) return { ok: false, error: 'STUDENT_CHANGED' } as const;
      const values = await change(tx, current);
      if ('ok' in values) return values;
      await writeLocked(tx, id, current, values);
      const student = await repo.detail(tx, actor.id, id);
      return student ? ({ ok: true, student } as const) : notFound;
    });
  }

  type Locked = NonNullable<Awaited<ReturnType<StudentsRepo['lockForWrite']>>>;

  /** Writes a locked row; a change that puts the student on a plan records the day it starts. */
  async function writeLocked(tx: Tx, id: string, current: Locked, values: StudentChanges) {
    const after = {
      planStatus: values.planStatus ?? current.planStatus,
      planExpiryDate: values.planExpiryDate !== undefined ? values.planExpiryDate : current.planExpiryDate,
      hasPlan:
        values.workoutPlan !== undefined
          ? Array.isArray(values.workoutPlan) && values.workoutPlan.length > 0
          : current.hasPlan,
    };
    if (!isPlanInForce(current, today()) && isPlanInForce(after, today())) values.planStartedOn = today();
    await repo.update(tx, id, values, clock.now());
  }

  /**
   * Spec §4 renewal and the status toggle, the same for the trainer's dialog and the admin's modal. An
   * expiry typed or renewed to outside the window (`isExpiryInWindow`) is refused: 31/12/9999 is a slip.
   */
  function planChanges(
    current: { planExpiryDate: string | null },
    input: { planStatus?: 'active' | 'inactive'; planExpiryDate?: string | null; renewMonths?: number },
  ): StudentChanges | Failure<'EXPIRY_OUT_OF_RANGE'> {
    const values: StudentChanges = {};
    if (input.planStatus) values.planStatus = input.planStatus;
    const expiry = input.planExpiryDate !== undefined ? input.planExpiryDate : current.planExpiryDate;
    if (input.planExpiryDate !== undefined) values.planExpiryDate = input.planExpiryDate;
    if (input.renewMonths) {
      // A renewal activates the plan and extends it from its expiry, or from today if that is past.
      values.planExpiryDate = renewExpiry(expiry, input.renewMonths, today());
      values.planStatus = 'active';
    }
    if (values.planExpiryDate && !isExpiryInWindow(values.planExpiryDate, today())) {
      const words = expiryWindowWords(today());
      const message = ERROR_MESSAGES.EXPIRY_OUT_OF_RANGE.replace('{min}', words.min).replace(
        '{max}',
        words.max,
      );
      return { ok: false, error: 'EXPIRY_OUT_OF_RANGE', fields: { ...words, planExpiryDate: message } };
    }
    return values;
  }

  return {
    list: (actor: Actor, query: StudentListQuery) => repo.list(actor.id, query, today()),

    get: (actor: Actor, id: string) => repo.detail(db, actor.id, id),

    /** The student as the AI coach reads them (no plan): name, version, anamnesis. */
    coachView: (actor: Actor, id: string) => repo.coachView(actor.id, id),

    /** The same for several students at once: only the actor's own come back. */
    coachViews: (actor: Actor, ids: readonly string[]) => repo.coachViews(actor.id, ids),

    /** The student's login and record in one transaction: both exist, or neither. */
    async create(
      actor: Actor,
      input: CreateStudentBody,
    ): Promise<{ ok: true; student: StudentDetail } | Failure<'EMAIL_TAKEN' | 'EMAIL_RESERVED'>> {
      if (adminEmail && input.email === adminEmail) return emailReserved;
      const passwordHash = await hashPassword(input.password);
      const id = randomUUID();
      const now = clock.now();
      try {
        const student = await db.transaction(async (tx) => {
          if (await emailTaken(tx, input.email)) return null;
          await insertCredentialUser(tx, {
            id,
            name: input.name,
            email: input.email,
            role: 'student',
            passwordHash,
            now,
          });
          await repo.insert(tx, { id, personalId: actor.id, name: input.name, now });
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
        if (!owner) return notFound;
        if (checkPassword(input.newPassword, owner))
          return {
            ok: false,
            error: 'PASSWORD_IS_PERSONAL',
            fields: { newPassword: ERROR_MESSAGES.PASSWORD_IS_PERSONAL },
          };
      }
      const passwordHash = input.newPassword ? await hashPassword(input.newPassword) : undefined;
      const written = await writeVersioned(actor, id, input.version, async (tx, current) => {
        const values = planChanges(current, input);
        if ('ok' in values) return values;
        if (input.whatsapp !== undefined) values.whatsapp = input.whatsapp || null;
        if (input.observations !== undefined) values.observations = input.observations;
        if (passwordHash) await setCredentialPassword(tx, id, passwordHash, clock.now());
        return values;
      });
      if (written.ok && passwordHash) sessionsEnded(id);
      return written;
    },

    /** Validated by the route's schema; here every exercise must exist, then the plan is sanitised and stored. */
    async savePlan(actor: Actor, id: string, version: number, plan: Plan): Promise<StudentWrite> {
      const wanted = planExerciseIds(plan);
      const known = await repo.knownExerciseIds(wanted);
      const unknown = wanted.filter((exerciseId) => !known.has(exerciseId));
      if (unknown.length > 0) {
        // Ownership first: a stranger's id must not learn which exercise ids are wrong.
        if (!(await repo.owns(actor.id, id))) return notFound;
        return { ok: false, error: 'UNKNOWN_EXERCISES', fields: { ids: unknown.join(', ') } };
      }
      const clean = sanitizePlan(plan, { makeId: randomUUID });
      return writeVersioned(actor, id, version, async () => ({ workoutPlan: clean }));
    },

    /**
     * An AI plan (already sanitised and checked by the coach): it replaces the plan and waits for the
     * trainer's review (product §4 planStatus: pending_review), under the same version rule as any save.
     */
    /**
     * The coach's plan replaces the old one and waits for review (never in force, so no start date).
     * The caller knows the plan's exercise names (its catalogue): one UPDATE, nothing read back.
     */
    async saveGeneratedPlan(
      actor: Actor,
      id: string,
      write: { version: number; plan: Plan; exerciseNames: Record<string, string> },
    ): Promise<StudentWrite> {
      const student = await repo.writeReviewPlan(actor.id, id, { ...write, now: clock.now() });
      if (student) return { ok: true, student };
      return (await repo.owns(actor.id, id)) ? { ok: false, error: 'STUDENT_CHANGED' } : notFound;
    },

    /**
     * The admin's modal on any student, inside the admin's transaction: the name the trainer sees, the
     * plan's status, expiry and renewal ('+1 Ano'), at the version the modal read.
     */
    async writeAsAdmin(
      tx: Tx,
      id: string,
      version: number,
      input: {
        name?: string;
        planStatus?: 'active' | 'inactive';
        planExpiryDate?: string | null;
        renewMonths?: number;
      },
    ): Promise<'written' | 'changed' | 'missing' | Failure<'EXPIRY_OUT_OF_RANGE'>> {
      const current = await repo.lockForWrite(tx, null, id);
      if (!current) return 'missing';
      if (current.version !== version) return 'changed';
      const values = planChanges(current, input);
      if ('ok' in values) return values;
      if (input.name !== undefined) values.name = input.name;
      await writeLocked(tx, id, current, values);
      return 'written';
    },

    /**
     * 'Confirmar pagamento' (decision 043): the spec's renewal of `months`, as the dialog's '+N meses'
     * does it, inside the caller's transaction (the claim's decision and the renewal land together).
     * No version is asked: a paid renewal adds to whatever the student's expiry is now.
     */
    async renewPaid(
      tx: Tx,
      personalId: string,
      id: string,
      months: number,
    ): Promise<
      { ok: true; planExpiryDate: string | null } | Failure<'STUDENT_NOT_FOUND' | 'EXPIRY_OUT_OF_RANGE'>
    > {
      const current = await repo.lockForWrite(tx, personalId, id);
      if (!current) return notFound;
      const values = planChanges(current, { renewMonths: months });
      if ('ok' in values) return values;
      await writeLocked(tx, id, current, values);
      return { ok: true, planExpiryDate: values.planExpiryDate ?? null };
    },

    /** Deletes the login; the student's row and everything hanging from it go with it. */
    async remove(actor: Actor, id: string): Promise<boolean> {
      const removed = await repo.removeLogin(actor.id, id);
      if (removed) sessionsEnded(id);
      return removed;
    },
  };
}

export type StudentsService = ReturnType<typeof createStudentsService>;
