import type { Actor } from '#server/auth/session.ts';
import { todayOf, type Clock } from '#server/clock.ts';
import type { Failure } from '#server/failure.ts';
import {
  ASSESSMENTS_MAX,
  type Assessment,
  type AssessmentInput,
  type AssessmentList,
  type UpdateAssessmentBody,
} from '#shared/contracts/assessments.ts';
import { assessmentChange, deriveAssessment, type EvolutionPoint } from '#shared/domain/assessment/derive.ts';
import type { BodyFacts } from '#server/ai/local/summary.ts';
import type { AssessmentsRepo, StoredAssessment, WriteResult } from './repo.ts';

type Refusal = Failure<
  | 'STUDENT_NOT_FOUND'
  | 'ASSESSMENT_NOT_FOUND'
  | 'ASSESSMENT_CHANGED'
  | 'ASSESSMENT_DATE_TAKEN'
  | 'ASSESSMENT_DATE_FUTURE'
  | 'ASSESSMENT_CONSENT_REQUIRED'
  | 'ASSESSMENT_LIMIT'
>;
const refuse = (error: Refusal['error'], fields?: Record<string, string>): Refusal => ({
  ok: false,
  error,
  ...(fields ? { fields } : {}),
});

/** Each assessment with its derived values and its change since the previous one and the first. */
export function withEvolution(rows: readonly StoredAssessment[]): Assessment[] {
  const points: EvolutionPoint[] = rows.map((row) => ({
    date: row.date,
    weightKg: row.weightKg,
    circumferences: row.circumferences,
    derived: deriveAssessment(row),
  }));
  return rows.map((row, index) => {
    const point = points[index] as EvolutionPoint;
    const previous = index > 0 ? points[index - 1] : undefined;
    const first = index > 0 ? points[0] : undefined;
    const { updatedAt, ...measured } = row;
    return {
      ...measured,
      derived: point.derived,
      changeSincePrevious: previous ? assessmentChange(previous, point) : null,
      changeSinceFirst: first ? assessmentChange(first, point) : null,
      updatedAt: updatedAt.toISOString(),
    };
  });
}

export interface AssessmentsDeps {
  repo: AssessmentsRepo;
  /** Whether `personalId` is the student's trainer (the admin reaches only their own students too). */
  owns: (personalId: string, studentId: string) => Promise<boolean>;
  /** Whether the student consented to the current text, which names the assessment (decision 041). */
  consented: (studentId: string) => Promise<boolean>;
  clock: Clock;
}

/**
 * The physical assessment (issue 24 §2, docs/decisions/041): the student's trainer records, edits and
 * deletes; the student reads their own. Another trainer's student is the same 404 as one that does not
 * exist. Edits carry the version they read: two people editing cannot silently overwrite each other.
 */
export function createAssessmentsService({ repo, owns, consented, clock }: AssessmentsDeps) {
  async function answered(studentId: string, id: string): Promise<Assessment> {
    const found = withEvolution(await repo.list(studentId)).find((item) => item.id === id);
    if (!found) throw new Error('the assessment just written is missing');
    return found;
  }

  function dateRefusal(date: string): Refusal | null {
    return date > todayOf(clock) ? refuse('ASSESSMENT_DATE_FUTURE') : null;
  }

  async function written(studentId: string, result: WriteResult, id?: string): Promise<Assessment | Refusal> {
    if (result.ok) return answered(studentId, result.row.id);
    if (result.error === 'DATE_TAKEN') return refuse('ASSESSMENT_DATE_TAKEN');
    if (result.error === 'LIMIT') return refuse('ASSESSMENT_LIMIT', { max: String(ASSESSMENTS_MAX) });
    return id && (await repo.exists(studentId, id))
      ? refuse('ASSESSMENT_CHANGED')
      : refuse('ASSESSMENT_NOT_FOUND');
  }

  return {
    /** The trainer's view: null when the student is not theirs. */
    async list(actor: Actor, studentId: string): Promise<AssessmentList | null> {
      if (!(await owns(actor.id, studentId))) return null;
      return { items: withEvolution(await repo.list(studentId)) };
    },

    /** The student's own assessments, read-only. */
    async own(actor: Actor): Promise<AssessmentList> {
      return { items: withEvolution(await repo.list(actor.id)) };
    },

    async create(actor: Actor, studentId: string, input: AssessmentInput): Promise<Assessment | Refusal> {
      if (!(await owns(actor.id, studentId))) return refuse('STUDENT_NOT_FOUND');
      const late = dateRefusal(input.date);
      if (late) return late;
      if (!(await consented(studentId))) return refuse('ASSESSMENT_CONSENT_REQUIRED');
      return written(studentId, await repo.insert(studentId, input, actor.id, clock.now(), ASSESSMENTS_MAX));
    },

    async update(
      actor: Actor,
      studentId: string,
      id: string,
      body: UpdateAssessmentBody,
    ): Promise<Assessment | Refusal> {
      if (!(await owns(actor.id, studentId))) return refuse('STUDENT_NOT_FOUND');
      const { version, ...input } = body;
      const late = dateRefusal(input.date);
      if (late) return late;
      if (!(await consented(studentId))) return refuse('ASSESSMENT_CONSENT_REQUIRED');
      return written(studentId, await repo.update(studentId, id, input, version, actor.id, clock.now()), id);
    },

    async remove(actor: Actor, studentId: string, id: string, version: number): Promise<Refusal | null> {
      if (!(await owns(actor.id, studentId))) return refuse('STUDENT_NOT_FOUND');
      if (await repo.remove(studentId, id, version)) return null;
      return (await repo.exists(studentId, id))
        ? refuse('ASSESSMENT_CHANGED')
        : refuse('ASSESSMENT_NOT_FOUND');
    },

    /**
     * The latest weight and body fat with their change since the assessment before, for the AI coach's
     * weekly summary (after it checked the student is the trainer's); null without any assessment.
     */
    async latestBody(studentId: string): Promise<BodyFacts | null> {
      const latest = withEvolution((await repo.latest(studentId, 2)).reverse()).at(-1);
      if (!latest) return null;
      const change = latest.changeSincePrevious;
      return {
        date: latest.date,
        weightKg: latest.weightKg,
        bodyFatPercent: latest.derived.bodyFatPercent,
        change: change
          ? {
              fromDate: change.fromDate,
              weightKg: change.values.weightKg,
              bodyFatPercent: change.values.bodyFatPercent,
            }
          : null,
      };
    },

    /** Everything stored, for the student's data export. */
    exportOf: (studentId: string) => repo.list(studentId),
  };
}

export type AssessmentsService = ReturnType<typeof createAssessmentsService>;
