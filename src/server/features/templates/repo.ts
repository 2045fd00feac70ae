import { and, asc, count, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '#server/db/client.ts';
import { escapeLike } from '#server/db/like.ts';
import { exercises, planTemplates, students } from '#server/db/schema.ts';
import { pageCount, type Page } from '#shared/contracts/pagination.ts';
import { PlanSchema, type Plan } from '#shared/contracts/plans.ts';
import type {
  TemplateDetail,
  TemplateGoal,
  TemplateLevel,
  TemplateListItem,
  TemplateListQuery,
} from '#shared/contracts/templates.ts';
import { planExerciseIds } from '#shared/domain/plans/plan-defaults.ts';
import { foldForSearch } from '#shared/domain/text/fold-for-search.ts';

/** What a model is written from: the editor's fields and its plan. */
export interface TemplateFields {
  name: string;
  description: string;
  level: TemplateLevel;
  goal: TemplateGoal;
  days: number;
  plan: Plan;
}

const listColumns = {
  id: planTemplates.id,
  personalId: planTemplates.personalId,
  name: planTemplates.name,
  description: planTemplates.description,
  level: planTemplates.level,
  goal: planTemplates.goal,
  days: planTemplates.days,
  exerciseCount: planTemplates.exerciseCount,
  version: planTemplates.version,
  updatedAt: planTemplates.updatedAt,
};
interface ListRow {
  id: string;
  personalId: string | null;
  name: string;
  description: string;
  level: TemplateLevel;
  goal: string;
  days: number;
  exerciseCount: number;
  version: number;
  updatedAt: Date;
}

/** Rows of a model's blocks (what the card counts). */
export const exerciseCountOf = (plan: Plan) =>
  plan.reduce((sum, day) => sum + day.blocks.reduce((n, block) => n + block.exercises.length, 0), 0);

function itemOf(row: ListRow): TemplateListItem {
  const { personalId, updatedAt, goal, ...rest } = row;
  return {
    ...rest,
    goal: goal as TemplateGoal,
    starter: personalId === null,
    updatedAt: updatedAt.toISOString(),
  };
}

/** A trainer sees their own models and the starter ones (owner null); nobody else's. */
const visibleTo = (personalId: string) =>
  or(eq(planTemplates.personalId, personalId), isNull(planTemplates.personalId));

/** The library's models, and a student's plan written from one (one statement each). */
export function createTemplatesRepo(db: Db) {
  async function exerciseNames(executor: Executor, ids: string[]): Promise<Record<string, string>> {
    if (ids.length === 0) return {};
    const rows = await executor
      .select({ id: exercises.id, name: exercises.name })
      .from(exercises)
      .where(inArray(exercises.id, ids));
    return Object.fromEntries(rows.map((row) => [row.id, row.name]));
  }

  async function detailOf(executor: Executor, row: ListRow & { plan: unknown }): Promise<TemplateDetail> {
    const parsed = PlanSchema.safeParse(row.plan);
    const plan = parsed.success ? parsed.data : [];
    return {
      ...itemOf(row),
      plan,
      exerciseNames: await exerciseNames(executor, planExerciseIds(plan)),
    };
  }

  return {
    exerciseNames: (ids: string[]) => exerciseNames(db, ids),

    /** One page of the library: own and starter models, filtered; own first, then by name. */
    async list(personalId: string, query: TemplateListQuery): Promise<Page<TemplateListItem>> {
      const filters: (SQL | undefined)[] = [visibleTo(personalId)];
      const q = query.q ? foldForSearch(query.q) : '';
      if (q) filters.push(sql`${planTemplates.search} like ${`%${escapeLike(q)}%`}`);
      if (query.level) filters.push(eq(planTemplates.level, query.level));
      if (query.goal) filters.push(eq(planTemplates.goal, query.goal));
      if (query.days) filters.push(eq(planTemplates.days, query.days));
      const where = and(...filters);
      const offset = (query.page - 1) * query.pageSize;
      const [rows, [totals]] = await Promise.all([
        db
          .select(listColumns)
          .from(planTemplates)
          .where(where)
          .orderBy(sql`${planTemplates.personalId} is null`, asc(planTemplates.name), asc(planTemplates.id))
          .limit(query.pageSize)
          .offset(offset),
        db.select({ total: count() }).from(planTemplates).where(where),
      ]);
      const total = totals?.total ?? 0;
      return {
        items: rows.map(itemOf),
        total,
        page: query.page,
        pageCount: pageCount(total, query.pageSize),
      };
    },

    /** A model this trainer may see, with its plan; null otherwise. */
    async get(executor: Executor, personalId: string, id: string) {
      const [row] = await executor
        .select({ ...listColumns, plan: planTemplates.plan })
        .from(planTemplates)
        .where(and(eq(planTemplates.id, id), visibleTo(personalId)));
      return row ? detailOf(executor, row) : null;
    },

    async insert(personalId: string, fields: TemplateFields): Promise<TemplateDetail> {
      const [row] = await db
        .insert(planTemplates)
        .values({ personalId, ...fields, exerciseCount: exerciseCountOf(fields.plan) })
        .returning({ ...listColumns, plan: planTemplates.plan });
      return detailOf(db, row!);
    },

    /** Writes the trainer's own model at `version`; null when it is not theirs or the version moved on. */
    async update(personalId: string, id: string, version: number, fields: TemplateFields, now: Date) {
      const [row] = await db
        .update(planTemplates)
        .set({
          ...fields,
          exerciseCount: exerciseCountOf(fields.plan),
          version: sql`${planTemplates.version} + 1`,
          updatedAt: now,
        })
        .where(
          and(
            eq(planTemplates.id, id),
            eq(planTemplates.personalId, personalId),
            eq(planTemplates.version, version),
          ),
        )
        .returning({ ...listColumns, plan: planTemplates.plan });
      return row ? detailOf(db, row) : null;
    },

    async remove(personalId: string, id: string): Promise<boolean> {
      const deleted = await db
        .delete(planTemplates)
        .where(and(eq(planTemplates.id, id), eq(planTemplates.personalId, personalId)))
        .returning({ id: planTemplates.id });
      return deleted.length > 0;
    },

    /** The trainer's models and the starters with at most `days` days (the closest model to offer). */
    async fitting(personalId: string, days: number) {
      return db
        .select({
          id: planTemplates.id,
          name: planTemplates.name,
          days: planTemplates.days,
          level: planTemplates.level,
          goal: planTemplates.goal,
        })
        .from(planTemplates)
        .where(and(visibleTo(personalId), sql`${planTemplates.days} <= ${days}`))
        .orderBy(
          sql`${planTemplates.days} desc`,
          sql`${planTemplates.personalId} is null`,
          asc(planTemplates.name),
        );
    },

    /** The students this trainer named, as applying needs them: name, whether they have a plan, days. */
    async studentsOf(personalId: string, ids: string[]) {
      return db
        .select({
          id: students.id,
          name: students.name,
          hasPlan: students.hasPlan,
          hasAnamnesis: students.hasAnamnesis,
        })
        .from(students)
        .where(and(eq(students.personalId, personalId), inArray(students.id, ids)));
    },

    /**
     * A student's own copy of a model, waiting for review: only this trainer's student. One statement,
     * so one transaction of its own (or the caller's); the update locks the row, so a concurrent save
     * waits and then sees the new version.
     */
    async writeStudentCopy(
      tx: Executor,
      personalId: string,
      studentId: string,
      copy: { plan: Plan; templateId: string; templateVersion: number; now: Date },
    ): Promise<boolean> {
      const written = await tx
        .update(students)
        .set({
          workoutPlan: copy.plan,
          planStatus: 'pending_review',
          planTemplateId: copy.templateId,
          planTemplateVersion: copy.templateVersion,
          version: sql`${students.version} + 1`,
          updatedAt: copy.now,
        })
        .where(and(eq(students.id, studentId), eq(students.personalId, personalId)))
        .returning({ id: students.id });
      return written.length > 0;
    },
  };
}

export type TemplatesRepo = ReturnType<typeof createTemplatesRepo>;
