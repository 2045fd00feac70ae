import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { coachCorrections, students } from '#server/db/schema.ts';
import { anamnesisColumns, storedAnamnesis } from '#server/features/anamnesis/repo.ts';
import {
  EMPTY_CORRECTIONS,
  PersonCorrectionsSchema,
  type PersonCorrections,
} from '#shared/contracts/coach-reading.ts';

/** Stored corrections as the contract types them; anything that no longer passes counts as none. */
export function storedCorrections(value: unknown): PersonCorrections {
  if (value === null || value === undefined) return EMPTY_CORRECTIONS;
  const parsed = PersonCorrectionsSchema.safeParse(value);
  return parsed.success ? parsed.data : EMPTY_CORRECTIONS;
}

/**
 * The student's stored corrections as a column of another statement (null when none; read with
 * storedCorrections). `studentId` names the outer statement's column with its table.
 */
export function correctionsColumn(studentId: SQL): SQL<unknown> {
  return sql`(select cc.corrections from ${coachCorrections} cc where cc.student_id = ${studentId})`;
}

/** The trainer's corrections to the coach's reading of each student (docs/decisions/030). */
export function createCoachReadingRepo(db: Db) {
  async function stored(studentId: string): Promise<PersonCorrections | null> {
    const [row] = await db
      .select({ corrections: coachCorrections.corrections })
      .from(coachCorrections)
      .where(eq(coachCorrections.studentId, studentId));
    return row ? storedCorrections(row.corrections) : null;
  }

  return {
    /** The student's answers and corrections when `personalId` owns the student; null when not. */
    async student(personalId: string, id: string) {
      const [row] = await db
        .select({ anamnesis: anamnesisColumns.answers, corrections: coachCorrections.corrections })
        .from(students)
        .leftJoin(coachCorrections, eq(coachCorrections.studentId, students.id))
        .where(and(eq(students.id, id), eq(students.personalId, personalId)));
      return row
        ? { anamnesis: storedAnamnesis(row.anamnesis), corrections: storedCorrections(row.corrections) }
        : null;
    },

    /** The corrections of several students in one statement; a student with none is absent. */
    async correctionsOf(studentIds: readonly string[]): Promise<Map<string, PersonCorrections>> {
      const rows = await db
        .select({ studentId: coachCorrections.studentId, corrections: coachCorrections.corrections })
        .from(coachCorrections)
        .where(inArray(coachCorrections.studentId, [...studentIds]));
      return new Map(rows.map((row) => [row.studentId, storedCorrections(row.corrections)]));
    },

    /** The corrections as kept, or null when the trainer never made one (the student's data export). */
    stored,

    async save(
      studentId: string,
      corrections: PersonCorrections,
      updatedBy: string,
      now: Date,
    ): Promise<void> {
      await db
        .insert(coachCorrections)
        .values({ studentId, corrections, updatedBy, updatedAt: now })
        .onConflictDoUpdate({
          target: coachCorrections.studentId,
          set: { corrections: sql`excluded.corrections`, updatedBy, updatedAt: now },
        });
    },
  };
}

export type CoachReadingRepo = ReturnType<typeof createCoachReadingRepo>;
