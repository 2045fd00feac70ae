import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '#server/db/client.ts';
import { assessments } from '#server/db/schema.ts';
import { isUniqueViolation } from '#server/db/pg-errors.ts';
import type { AssessmentInput } from '#shared/contracts/assessments.ts';
import { BODY_FAT_PROTOCOLS, type BodyFatProtocol } from '#shared/domain/assessment/body-fat.ts';
import {
  ASSESSMENT_SEXES,
  CIRCUMFERENCE_SITES,
  SKINFOLD_SITES,
  type AssessmentSex,
  type CircumferenceSite,
  type SkinfoldSite,
} from '#shared/domain/assessment/sites.ts';

/** One stored assessment, as the service computes from it. */
export interface StoredAssessment {
  id: string;
  studentId: string;
  date: string;
  sex: AssessmentSex;
  age: number;
  weightKg: number;
  heightCm: number;
  restingHeartRate: number | null;
  bloodPressure: { systolic: number; diastolic: number } | null;
  circumferences: Partial<Record<CircumferenceSite, number>>;
  skinfolds: Partial<Record<SkinfoldSite, number>>;
  protocol: BodyFatProtocol | null;
  notes: string;
  version: number;
  updatedAt: Date;
}

/** The known sites of a stored JSON object with a finite number; anything else is left out. */
function measures<S extends string>(value: unknown, sites: readonly S[]): Partial<Record<S, number>> {
  const out: Partial<Record<S, number>> = {};
  if (!value || typeof value !== 'object') return out;
  for (const site of sites) {
    const raw = (value as Record<string, unknown>)[site];
    if (typeof raw === 'number' && Number.isFinite(raw)) out[site] = raw;
  }
  return out;
}

type Row = typeof assessments.$inferSelect;

function toStored(row: Row): StoredAssessment {
  const sex = (ASSESSMENT_SEXES as readonly string[]).includes(row.sex)
    ? (row.sex as AssessmentSex)
    : 'Feminino';
  const protocol = (BODY_FAT_PROTOCOLS as readonly (string | null)[]).includes(row.protocol)
    ? (row.protocol as BodyFatProtocol)
    : null;
  return {
    id: row.id,
    studentId: row.studentId,
    date: row.date,
    sex,
    age: row.age,
    weightKg: row.weightKg,
    heightCm: row.heightCm,
    restingHeartRate: row.restingHeartRate,
    bloodPressure:
      row.systolic !== null && row.diastolic !== null
        ? { systolic: row.systolic, diastolic: row.diastolic }
        : null,
    circumferences: measures(row.circumferences, CIRCUMFERENCE_SITES),
    skinfolds: measures(row.skinfolds, SKINFOLD_SITES),
    protocol,
    notes: row.notes,
    version: row.version,
    updatedAt: row.updatedAt,
  };
}

function columnsOf(input: AssessmentInput) {
  return {
    date: input.date,
    sex: input.sex,
    age: input.age,
    weightKg: input.weightKg,
    heightCm: input.heightCm,
    restingHeartRate: input.restingHeartRate,
    systolic: input.bloodPressure?.systolic ?? null,
    diastolic: input.bloodPressure?.diastolic ?? null,
    circumferences: input.circumferences,
    skinfolds: input.skinfolds,
    protocol: input.protocol,
    notes: input.notes,
  };
}

export type WriteResult =
  { ok: true; row: StoredAssessment } | { ok: false; error: 'DATE_TAKEN' | 'STALE' | 'LIMIT' };

/** The students' physical assessments: every query of the feature is here. */
export function createAssessmentsRepo(db: Db) {
  return {
    /** The student's assessments, oldest first. */
    async list(studentId: string): Promise<StoredAssessment[]> {
      const rows = await db
        .select()
        .from(assessments)
        .where(eq(assessments.studentId, studentId))
        .orderBy(asc(assessments.date));
      return rows.map(toStored);
    },

    /** The latest `limit` assessments, newest first (the AI coach's weekly summary). */
    async latest(studentId: string, limit: number): Promise<StoredAssessment[]> {
      const rows = await db
        .select()
        .from(assessments)
        .where(eq(assessments.studentId, studentId))
        .orderBy(desc(assessments.date))
        .limit(limit);
      return rows.map(toStored);
    },

    async exists(studentId: string, id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: assessments.id })
        .from(assessments)
        .where(and(eq(assessments.id, id), eq(assessments.studentId, studentId)));
      return row !== undefined;
    },

    /**
     * A new assessment, unless the student already has one on that date or `max` of them. The count
     * and the insert run in one transaction holding the student's rows' lock, so two at once cannot pass.
     */
    async insert(
      studentId: string,
      input: AssessmentInput,
      by: string,
      now: Date,
      max: number,
    ): Promise<WriteResult> {
      try {
        return await db.transaction(async (tx) => {
          await tx.execute(
            sql`select pg_advisory_xact_lock(hashtext('assessments'), hashtext(${studentId}))`,
          );
          const [counted] = await tx
            .select({ n: count() })
            .from(assessments)
            .where(eq(assessments.studentId, studentId));
          if ((counted?.n ?? 0) >= max) return { ok: false, error: 'LIMIT' } as const;
          const [row] = await tx
            .insert(assessments)
            .values({
              studentId,
              ...columnsOf(input),
              createdBy: by,
              updatedBy: by,
              createdAt: now,
              updatedAt: now,
            })
            .returning();
          if (!row) throw new Error('the assessment just inserted is missing');
          return { ok: true, row: toStored(row) } as const;
        });
      } catch (error) {
        if (isUniqueViolation(error)) return { ok: false, error: 'DATE_TAKEN' };
        throw error;
      }
    },

    /** The whole assessment again, when it still has `version`; a stale version changes nothing. */
    async update(
      studentId: string,
      id: string,
      input: AssessmentInput,
      version: number,
      by: string,
      now: Date,
    ): Promise<WriteResult> {
      try {
        const [row] = await db
          .update(assessments)
          .set({
            ...columnsOf(input),
            version: sql`${assessments.version} + 1`,
            updatedBy: by,
            updatedAt: now,
          })
          .where(
            and(
              eq(assessments.id, id),
              eq(assessments.studentId, studentId),
              eq(assessments.version, version),
            ),
          )
          .returning();
        return row ? { ok: true, row: toStored(row) } : { ok: false, error: 'STALE' };
      } catch (error) {
        if (isUniqueViolation(error)) return { ok: false, error: 'DATE_TAKEN' };
        throw error;
      }
    },

    /** Deletes the assessment when it still has `version`; false when it did not (stale or gone). */
    async remove(studentId: string, id: string, version: number): Promise<boolean> {
      const rows = await db
        .delete(assessments)
        .where(
          and(eq(assessments.id, id), eq(assessments.studentId, studentId), eq(assessments.version, version)),
        )
        .returning({ id: assessments.id });
      return rows.length > 0;
    },

    /** Every assessment of the student (the consent withdrawn), inside the caller's transaction. */
    async eraseAll(executor: Executor, studentId: string): Promise<void> {
      await executor.delete(assessments).where(eq(assessments.studentId, studentId));
    },
  };
}

export type AssessmentsRepo = ReturnType<typeof createAssessmentsRepo>;
