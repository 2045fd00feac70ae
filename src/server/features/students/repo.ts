import { and, eq, fillPlaceholders, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db, Executor, Tx } from '#server/db/client.ts';
import { exercises, students, users } from '#server/db/schema.ts';
import { PlanSchema, type Plan } from '#shared/contracts/plans.ts';
import type {
  PlanSource,
  StudentDetail,
  StudentListItem,
  StudentListQuery,
} from '#shared/contracts/students.ts';
import { pageCount, type Page } from '#shared/contracts/pagination.ts';
import { addDays } from '#shared/domain/dates/local-date.ts';
import { planExerciseIds } from '#shared/domain/plans/plan-defaults.ts';
import { sanitizePlan } from '#shared/domain/plans/sanitize-plan.ts';
import { PRIORITY } from '#shared/domain/students/priority.ts';
import { EXPIRY_WARNING_DAYS } from '#shared/domain/students/plan-state.ts';
import { foldForSearch } from '#shared/domain/text/fold-for-search.ts';
import type { PasswordOwner } from '#shared/domain/passwords/check-password.ts';
import { escapeLike } from '#server/db/like.ts';
import { sqlStateOf } from '#server/db/pg-errors.ts';
import { randomUUID } from 'node:crypto';
import { anamnesisColumns, storedAnamnesis } from '#server/features/anamnesis/repo.ts';
import { coachNotesOf } from '#server/features/profile/repo.ts';
import { correctionsColumn, storedCorrections } from '#server/features/coach-reading/repo.ts';
import { learnedPreferencesOf } from '#server/features/ai/preferences-repo.ts';
import { consentWithdrawnAtOf } from '#server/features/audit/repo.ts';
import { planJson } from './detail-json.ts';

/** What the trainer's writes may change on a student's row. */
export type StudentChanges = Partial<
  Pick<
    typeof students.$inferInsert,
    'name' | 'planStatus' | 'planExpiryDate' | 'planStartedOn' | 'whatsapp' | 'observations' | 'workoutPlan'
  >
>;

/** A date the list compares with: a placeholder in the prepared statement, filled per request. */
type DateParam = Placeholder<'today' | 'soon'>;

/** Spec §9 weights in SQL; `studentPriority` in src/shared says the same in TypeScript (tested together). */
function priority(today: DateParam, soon: DateParam): SQL<number> {
  // Literal integers, not parameters: a parameter would arrive as text and sort '10' before '2'.
  const w = (weight: number) => sql.raw(String(Math.trunc(weight)));
  return sql<number>`case
    when ${students.planStatus} = 'pending_review' then ${w(PRIORITY.pendingReview)}
    when ${students.planStatus} = 'inactive' then ${w(PRIORITY.inactive)}
    when ${students.planStatus} = 'active' and ${students.planExpiryDate} < ${today} then ${w(PRIORITY.expired)}
    when ${students.planStatus} = 'pending_creation' then ${w(PRIORITY.pendingCreation)}
    when ${students.planStatus} = 'active' and ${students.planExpiryDate} <= ${soon} then ${w(PRIORITY.expiringSoon)}
    when ${students.aiAlert} = 'warning' then ${w(PRIORITY.aiWarning)}
    when ${students.aiAlert} = 'suggestion' then ${w(PRIORITY.aiSuggestion)}
    else ${w(PRIORITY.normal)} end`;
}

/** The chips' meaning (docs/decisions/007-students-list.md). */
function statusFilter(status: StudentListQuery['status'], today: DateParam): SQL | undefined {
  switch (status) {
    case 'all':
      return undefined;
    case 'review':
      // An AI plan to check, or a new student who sent the anamnesis and waits for a plan.
      return sql`(${students.planStatus} = 'pending_review' or (${students.planStatus} = 'pending_creation' and ${students.hasAnamnesis}))`;
    case 'active':
      return sql`${students.planStatus} = 'active' and (${students.planExpiryDate} is null or ${students.planExpiryDate} >= ${today})`;
    case 'inactive':
      return sql`(${students.planStatus} = 'inactive' or (${students.planStatus} = 'active' and ${students.planExpiryDate} < ${today}))`;
    case 'no_plan':
      return sql`not ${students.hasPlan}`;
  }
}

/** The model the plan came from, with its name looked up while the model still exists. */
const planSourceColumn = sql<PlanSource | null>`case when ${students.planTemplateId} is null then null
  else json_build_object('templateId', ${students.planTemplateId}, 'version', ${students.planTemplateVersion},
    'name', (select pt.name from plan_templates pt where pt.id = ${students.planTemplateId})) end`;

const detailColumns = {
  id: students.id,
  name: students.name,
  email: users.email,
  planStatus: students.planStatus,
  planExpiryDate: students.planExpiryDate,
  whatsapp: students.whatsapp,
  observations: students.observations,
  goal: students.goal,
  anamnesis: anamnesisColumns.answers,
  workoutPlan: students.workoutPlan,
  version: students.version,
  updatedAt: students.updatedAt,
  // Looked up only where the answers are missing: a student with answers (every AI plan) pays nothing.
  consentWithdrawnAt: consentWithdrawnAtOf(students.id, students.anamnesis),
  planSource: planSourceColumn,
};

/** A stored plan is trusted only after it passes the schema; an old or damaged one goes through the sanitiser. */
function storedPlan(value: unknown): Plan | null {
  if (value === null || value === undefined) return null;
  const parsed = PlanSchema.safeParse(value);
  return parsed.success ? parsed.data : sanitizePlan(value, { makeId: randomUUID });
}

export function createStudentsRepo(db: Db) {
  /**
   * The list's SQL for one shape of query (chip, sort, with or without a search): built once and
   * prepared, so a request neither rebuilds it nor has PostgreSQL parse it again.
   */
  const listStatements = new Map<string, ReturnType<typeof buildListStatement>>();
  function listStatement(query: StudentListQuery) {
    const shape = `${query.status}:${query.sort}:${query.q ? 'q' : ''}`;
    let statement = listStatements.get(shape);
    if (!statement) listStatements.set(shape, (statement = buildListStatement(shape, query)));
    return statement;
  }
  function buildListStatement(shape: string, query: StudentListQuery) {
    const today = sql.placeholder('today');
    const where = and(
      eq(students.personalId, sql.placeholder('personalId')),
      query.q ? sql`${students.nameSearch} like ${sql.placeholder('pattern')}` : undefined,
      statusFilter(query.status, today),
    );
    const order =
      query.sort === 'priority'
        ? [sql`${priority(today, sql.placeholder('soon'))} desc`, students.nameSearch, students.id]
        : query.sort === 'name_asc'
          ? [students.nameSearch, students.id]
          : [sql`${students.nameSearch} desc`, sql`${students.id} desc`];
    const select = db
      .select({
        id: students.id,
        name: students.name,
        planStatus: students.planStatus,
        planExpiryDate: students.planExpiryDate,
        hasPlan: students.hasPlan,
        hasAnamnesis: students.hasAnamnesis,
        aiAlert: students.aiAlert,
        lastTrainedOn: students.lastTrainedOn,
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(students)
      .where(where)
      .orderBy(...order)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'));
    return { select, prepared: select.prepare(`students_list_${shape.replaceAll(':', '_')}`) };
  }

  // "students"."id" in full: inside another table's subquery a bare "id" would be that table's.
  const studentIdRef = sql`${students}.${sql.identifier(students.id.name)}`;
  const coachViewStatement = db
    .select({
      id: students.id,
      name: students.name,
      version: students.version,
      anamnesis: anamnesisColumns.answers,
      coachNotes: coachNotesOf(sql.placeholder('personalId')),
      // What the coach learned and the trainer's corrections, in the same round trip (the AI plan
      // route's reads were three statements at once: docs/bench.md, `ai-plan`).
      learned: learnedPreferencesOf(sql.placeholder('personalId'), studentIdRef),
      corrections: correctionsColumn(studentIdRef),
    })
    .from(students)
    .where(
      and(eq(students.id, sql.placeholder('id')), eq(students.personalId, sql.placeholder('personalId'))),
    )
    .prepare('students_coach_view');

  const { workoutPlan: _plan, ...writtenColumns } = detailColumns;
  const writeReviewPlanStatement = db
    .update(students)
    .set({
      workoutPlan: sql`${sql.placeholder('plan')}::jsonb`,
      planStatus: sql`'pending_review'`,
      // The coach's plan replaces a model's copy: it no longer comes from that model.
      planTemplateId: sql`null`,
      planTemplateVersion: sql`null`,
      version: sql`${students.version} + 1`,
      updatedAt: sql`${sql.placeholder('now')}::timestamptz`,
    })
    .from(users)
    .where(
      and(
        eq(students.id, sql.placeholder('id')),
        eq(students.personalId, sql.placeholder('personalId')),
        eq(students.version, sql.placeholder('version')),
        eq(users.id, students.id),
      ),
    )
    .returning(writtenColumns)
    .prepare('students_write_review_plan');

  async function exerciseNames(executor: Executor, ids: string[]): Promise<Record<string, string>> {
    if (ids.length === 0) return {};
    const rows = await executor
      .select({ id: exercises.id, name: exercises.name })
      .from(exercises)
      .where(inArray(exercises.id, ids));
    return Object.fromEntries(rows.map((row) => [row.id, row.name]));
  }

  return {
    /**
     * One page of a trainer's students, filtered, sorted and counted in one SQL statement, with the
     * values it is run with. `toSQL()` gives the SQL and the filled parameters (the bench's EXPLAIN).
     */
    listQuery(personalId: string, query: StudentListQuery, today: string) {
      const statement = listStatement(query);
      const q = query.q ? foldForSearch(query.q) : '';
      const values = {
        personalId,
        pattern: `%${escapeLike(q)}%`,
        today,
        soon: addDays(today, EXPIRY_WARNING_DAYS),
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      };
      return {
        statement,
        values,
        toSQL() {
          const { sql: text, params } = statement.select.toSQL();
          return { sql: text, params: fillPlaceholders(params, values) };
        },
      };
    },

    async list(personalId: string, query: StudentListQuery, today: string): Promise<Page<StudentListItem>> {
      const { statement, values } = this.listQuery(personalId, query, today);
      const rows = await statement.prepared.execute(values);
      let total = rows[0]?.total ?? 0;
      if (rows.length === 0 && query.page > 1) {
        // Past the last page the window count has no row to ride on.
        const [counted] = await db
          .select({ total: sql<number>`count(*)`.mapWith(Number) })
          .from(students)
          .where(eq(students.personalId, personalId));
        total = counted?.total ?? 0;
      }
      return {
        items: rows.map(({ total: _total, ...item }) => item),
        total,
        page: query.page,
        pageCount: pageCount(total, query.pageSize),
      };
    },

    /** The full record, only if it belongs to `personalId`. */
    async detail(executor: Executor, personalId: string, id: string): Promise<StudentDetail | null> {
      const [row] = await executor
        .select(detailColumns)
        .from(students)
        .innerJoin(users, eq(users.id, students.id))
        .where(and(eq(students.id, id), eq(students.personalId, personalId)));
      if (!row) return null;
      const workoutPlan = storedPlan(row.workoutPlan);
      return {
        ...row,
        anamnesis: storedAnamnesis(row.anamnesis),
        workoutPlan,
        exerciseNames: await exerciseNames(executor, workoutPlan ? planExerciseIds(workoutPlan) : []),
        updatedAt: row.updatedAt.toISOString(),
        consentWithdrawnAt: row.consentWithdrawnAt?.toISOString() ?? null,
      };
    },

    /**
     * What the AI coach reads of this trainer's student: name, version and answers (not the plan),
     * and the trainer's coaching notes, in one prepared statement.
     */
    async coachView(personalId: string, id: string) {
      const [row] = await coachViewStatement.execute({ personalId, id });
      return row
        ? {
            ...row,
            anamnesis: storedAnamnesis(row.anamnesis),
            corrections: storedCorrections(row.corrections),
          }
        : null;
    },

    /** The same for several of the trainer's students in one statement; another's are not returned. */
    async coachViews(personalId: string, ids: readonly string[]) {
      const rows = await db
        .select({
          id: students.id,
          name: students.name,
          version: students.version,
          anamnesis: anamnesisColumns.answers,
          coachNotes: coachNotesOf(sql`${personalId}`),
        })
        .from(students)
        .where(and(inArray(students.id, [...ids]), eq(students.personalId, personalId)));
      return rows.map((row) => ({ ...row, anamnesis: storedAnamnesis(row.anamnesis) }));
    },

    /** Whether `id` is one of this trainer's students; a key lookup, nothing else read. */
    async owns(personalId: string, id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: students.id })
        .from(students)
        .where(and(eq(students.id, id), eq(students.personalId, personalId)));
      return row !== undefined;
    },

    /** The name and login email of this trainer's student, which a new password may not be. */
    async passwordOwner(personalId: string, id: string): Promise<PasswordOwner | undefined> {
      const [row] = await db
        .select({ name: users.name, email: users.email })
        .from(students)
        .innerJoin(users, eq(users.id, students.id))
        .where(and(eq(students.id, id), eq(students.personalId, personalId)));
      return row;
    },

    /** Locks the row for the rest of the transaction; null when it is not this trainer's student. */
    async lockForWrite(tx: Tx, personalId: string | null, id: string) {
      const [row] = await tx
        .select({
          version: students.version,
          planStatus: students.planStatus,
          planExpiryDate: students.planExpiryDate,
          hasPlan: sql<boolean>`coalesce(jsonb_typeof(${students.workoutPlan}) = 'array' and jsonb_array_length(${students.workoutPlan}) > 0, false)`,
        })
        .from(students)
        // No trainer given: the admin's edit, which may touch any student.
        .where(
          and(eq(students.id, id), personalId === null ? undefined : eq(students.personalId, personalId)),
        )
        .for('update');
      return row ?? null;
    },

    /** Adds a trainer's student, in the transaction that creates their login. */
    async insert(
      tx: Tx,
      student: { id: string; personalId: string; name: string; now: Date },
    ): Promise<void> {
      const { now, ...values } = student;
      await tx.insert(students).values({ ...values, createdAt: now, updatedAt: now });
    },

    /** Writes a locked row's new values and moves its version on. */
    async update(tx: Tx, id: string, values: StudentChanges, now: Date): Promise<void> {
      await tx
        .update(students)
        .set({ ...values, version: sql`${students.version} + 1`, updatedAt: now })
        .where(eq(students.id, id));
    },

    /**
     * A plan the coach wrote, saved waiting for review in one statement: only at `version` and only if
     * it is this trainer's student; null otherwise (the caller tells which). The answer is built from
     * the row it wrote and the plan and names the caller already holds, so nothing is read back.
     */
    async writeReviewPlan(
      personalId: string,
      id: string,
      write: { version: number; plan: Plan; exerciseNames: Record<string, string>; now: Date },
    ): Promise<StudentDetail | null> {
      const [row] = await writeReviewPlanStatement.execute({
        personalId,
        id,
        version: write.version,
        plan: planJson(write.plan),
        now: write.now.toISOString(),
      });
      if (!row) return null;
      return {
        ...row,
        anamnesis: storedAnamnesis(row.anamnesis),
        workoutPlan: write.plan,
        exerciseNames: write.exerciseNames,
        updatedAt: row.updatedAt.toISOString(),
        consentWithdrawnAt: row.consentWithdrawnAt?.toISOString() ?? null,
      };
    },

    /** The student's own record as their data export gives it (no other person's data). */
    async ownRecord(id: string) {
      const [row] = await db
        .select({
          name: students.name,
          planStatus: students.planStatus,
          planExpiryDate: students.planExpiryDate,
          goal: students.goal,
          whatsapp: students.whatsapp,
          workoutPlan: students.workoutPlan,
          // What the trainer wrote about the student and what the coach concluded: theirs to see too.
          trainerNotes: students.observations,
          insights: students.aiInsights,
          createdAt: students.createdAt,
        })
        .from(students)
        .where(eq(students.id, id));
      return row ? { ...row, createdAt: row.createdAt.toISOString() } : null;
    },

    /** How many students a trainer has (the admin's delete refuses to orphan them). */
    async countOf(executor: Executor, personalId: string): Promise<number> {
      const [row] = await executor
        .select({ total: sql<number>`count(*)`.mapWith(Number) })
        .from(students)
        .where(eq(students.personalId, personalId));
      return row?.total ?? 0;
    },

    /** Hands every student of one trainer to another, in the admin's delete transaction. */
    async moveAll(tx: Tx, from: string, to: string, now: Date): Promise<void> {
      await tx
        .update(students)
        .set({ personalId: to, version: sql`${students.version} + 1`, updatedAt: now })
        .where(eq(students.personalId, from));
    },

    /** Deletes the student's login when it is this trainer's student; the row and its training go with it. */
    async removeLogin(personalId: string, id: string): Promise<boolean> {
      // The deletion cascades through every table of the student's training: it takes the training
      // lock the day's writes take (training/repo.ts), so it waits for them instead of deadlocking,
      // and a deadlock with a write that takes no lock is tried once more.
      for (let attempt = 0; ; attempt += 1) {
        try {
          return await db.transaction(async (tx) => {
            await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`training:${id}`}, 0))`);
            return removeLoginIn(tx, personalId, id);
          });
        } catch (error) {
          if (attempt > 0 || !['40P01', '40001'].includes(sqlStateOf(error) ?? '')) throw error;
        }
      }
    },

    async knownExerciseIds(ids: string[]): Promise<Set<string>> {
      return new Set(Object.keys(await exerciseNames(db, ids)));
    },
  };
}

/** Deletes the student's login (and, by cascade, everything of the student) in the caller's transaction. */
async function removeLoginIn(tx: Tx, personalId: string, id: string): Promise<boolean> {
  const deleted = await tx
    .delete(users)
    .where(
      and(
        eq(users.id, id),
        eq(users.role, 'student'),
        sql`exists (select 1 from ${students} where ${students.id} = ${id} and ${students.personalId} = ${personalId})`,
      ),
    )
    .returning({ id: users.id });
  return deleted.length > 0;
}

export type StudentsRepo = ReturnType<typeof createStudentsRepo>;
