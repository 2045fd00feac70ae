import { randomUUID } from 'node:crypto';
import type { Actor } from '#server/auth/session.ts';
import { todayOf, type Clock } from '#server/clock.ts';
import type { Failure, ServiceErrorCode } from '#server/failure.ts';
import type { AiGateway, AiOperation, AiOutcome } from '#server/ai/gateway.ts';
import type { CoachContext } from '#server/ai/operations/context.ts';
import { exerciseOperation } from '#server/ai/operations/exercise.ts';
import { exerciseIdOf } from '#server/ai/local/exercise.ts';
import { modificationOperation } from '#server/ai/operations/modification.ts';
import { periodizationOperation } from '#server/ai/operations/periodization.ts';
import { planOperation } from '#server/ai/operations/plan.ts';
import { splitOperation } from '#server/ai/operations/split.ts';
import { NO_MODIFICATION, swapOptions } from '#server/ai/local/modify.ts';
import type {
  AlternativesBody,
  CorrectionBody,
  GeneratePlanBody,
  ModificationBody,
  PeriodizationBody,
  PlanCheck,
  Split,
  SuggestedExercise,
} from '#shared/contracts/ai.ts';
import type { GeneratedExercise } from '#shared/contracts/admin.ts';
import type { Plan } from '#shared/contracts/plans.ts';
import { planExerciseIds } from '#shared/domain/plans/plan-defaults.ts';
import type { StudentDetail } from '#shared/contracts/students.ts';
import { athleteOf, type CoachExercise } from '#shared/domain/coach-check/athlete.ts';
import { reviewPlan } from '#shared/domain/coach-review/review-plan.ts';
import { reviewPlaceOf } from '#shared/domain/coach-review/review-place.ts';
import { readPerson } from '#shared/domain/person/read-person.ts';
import type { ExercisesRepo } from '../exercises/repo.ts';
import type { StudentsService, StudentWrite } from '../students/service.ts';
import type { CoachReadingService } from '../coach-reading/service.ts';
import type { AiRepo } from './repo.ts';
import { preferenceScope } from './preference-scope.ts';
import type { PreferencesRepo } from './preferences-repo.ts';

export interface AiLimits {
  /** Remote AI calls one trainer may have running at once (AI_MAX_CONCURRENT). */
  concurrent: number;
  /** Remote AI calls one trainer may make per day (AI_DAILY_CALLS). */
  daily: number;
  /** Post-workout analyses one student may ask of a remote provider per day (AI_STUDENT_DAILY). */
  studentDaily: number;
}

/** Spec §3: the learned preferences kept per trainer (the newest 20, whatever their scope). */
const PREFERENCES_KEPT = 20;

type AiFailure = Failure<Extract<ServiceErrorCode, `AI_${string}` | 'STUDENT_NOT_FOUND'>>;
/**
 * `remote`: the student's answers were sent to a provider outside this server; `fellBack`: that
 * provider failed and the local coach answered instead.
 */
export type AiResult<T> =
  ({ ok: true; keyRotated: boolean; remote: boolean; fellBack?: boolean } & T) | AiFailure;

const notFound: AiFailure = { ok: false, error: 'STUDENT_NOT_FOUND' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What every successful answer says besides its value: a key was skipped, the data went to a remote
 * provider (also when it then failed, unless it was never asked), the local coach stood in for it.
 */
export const succeeded = (outcome: Extract<AiOutcome<unknown>, { ok: true }>) => ({
  ok: true as const,
  keyRotated: outcome.keyRotated,
  remote:
    outcome.provider !== 'local' || (outcome.fellBack !== undefined && outcome.fellBack !== 'not_configured'),
  fellBack: outcome.fellBack !== undefined,
});

function failureOf(
  outcome: Extract<AiOutcome<unknown>, { ok: false }>,
  noAnswer: AiFailure['error'],
): AiFailure {
  switch (outcome.reason) {
    case 'no_answer':
      return { ok: false, error: noAnswer };
    case 'invalid_answer':
    case 'empty':
      return { ok: false, error: 'AI_INVALID_ANSWER' };
    case 'not_configured':
      return { ok: false, error: 'AI_NO_KEY' };
    case 'invalid_key':
      return { ok: false, error: 'AI_KEY_REJECTED' };
    case 'quota':
      return { ok: false, error: 'AI_QUOTA_EXCEEDED' };
    default:
      return { ok: false, error: 'AI_UNAVAILABLE' };
  }
}

/**
 * The trainer's AI coach on one of their students (issue 13). Every answer comes from the gateway's
 * provider, validated and sanitised there; plans pass the coach's check and repair before they are
 * saved. Remote calls are bounded per trainer (a few at once, a daily quota); the local engine is not,
 * as it spends nobody's key.
 */
export function createAiService(deps: {
  gateway: AiGateway;
  /** The trainer's corrections to the reading of each student (docs/decisions/030). */
  coachReading: Pick<CoachReadingService, 'corrections'>;
  students: StudentsService;
  exercises: ExercisesRepo;
  preferences: PreferencesRepo;
  repo: AiRepo;
  clock: Clock;
  limits: AiLimits;
}) {
  const {
    gateway,
    coachReading,
    students,
    exercises,
    preferences: preferencesRepo,
    repo,
    clock,
    limits,
  } = deps;
  const running = new Map<string, number>();

  // The catalogue changes only when the admin edits it: each instance keeps it for a minute.
  const CATALOG_TTL_MS = 60_000;
  let catalogCache: {
    until: number;
    value: Promise<{ catalog: CoachExercise[]; byId: Map<string, CoachExercise> }>;
  } | null = null;
  // An unchanged catalogue keeps its identity across reloads, so the plans memoised on it stay valid.
  let lastCatalog: {
    fingerprint: string;
    catalog: CoachExercise[];
    byId: Map<string, CoachExercise>;
  } | null = null;
  function coachCatalog() {
    const now = clock.now().getTime();
    if (!catalogCache || catalogCache.until < now) {
      const value = exercises.coachCatalog().then((catalog) => {
        const fingerprint = JSON.stringify(catalog);
        if (lastCatalog?.fingerprint !== fingerprint) {
          const byId = new Map(catalog.map((exercise) => [exercise.id, exercise]));
          lastCatalog = { fingerprint, catalog, byId };
        }
        return { catalog: lastCatalog.catalog, byId: lastCatalog.byId };
      });
      catalogCache = { until: now + CATALOG_TTL_MS, value };
      value.catch(() => (catalogCache = null));
    }
    return catalogCache.value;
  }

  async function contextFor(actor: Actor, id: string): Promise<{ context: CoachContext } | null> {
    // The student with the trainer's notes (one statement), what the coach learned for this student of
    // this trainer (by exercise id), the catalogue (cached) and the trainer's corrections to the reading,
    // at once; the corrections count only once the student is the trainer's.
    const [student, learned, { catalog, byId }, corrections] = await Promise.all([
      students.coachView(actor, id),
      preferencesRepo.forStudent(actor.id, id),
      coachCatalog(),
      coachReading.corrections(id),
    ]);
    if (!student) return null;
    const settings = (student.coachNotes ?? {}) as { aiStyleNotes?: unknown };
    const styleNotes = typeof settings.aiStyleNotes === 'string' ? settings.aiStyleNotes : '';
    const preferences = learned.slice(0, PREFERENCES_KEPT).map((preference) => ({
      avoid: preference.exerciseId,
      avoidName: byId.get(preference.exerciseId)?.name ?? preference.exerciseId,
      chosenName: preference.chosenExerciseId ? (byId.get(preference.chosenExerciseId)?.name ?? null) : null,
      reason: preference.reason,
      forThisStudent: preference.studentId !== null,
    }));
    const answers = student.anamnesis ?? {};
    // The reading of the person with the trainer's corrections (issue 22 §1): the engine's rules, the
    // reviewer and the prompts all start from this one Person.
    const person = readPerson(answers, { today: todayOf(clock), corrections });
    const athlete = athleteOf(answers, [styleNotes], person, new Set(preferences.map((item) => item.avoid)));
    // Without an anamnesis nothing says the student is a beginner: the check judges with general rules.
    if (!student.anamnesis) athlete.level = 'intermediario';
    return {
      context: {
        athlete,
        catalog,
        byId,
        student: { name: student.name, answers },
        person,
        styleNotes,
        preferences,
      },
    };
  }

  /**
   * Runs an operation within a trainer's limits when a remote provider answers. `personalId` is the
   * trainer who pays: the signed-in trainer, or a student's own trainer for the student's analysis.
   * `counted`: this call belongs to a request already counted against the day (one request, one count).
   */
  async function runFor<I, O>(
    personalId: string,
    operation: AiOperation<I, O>,
    input: I,
    options: { counted?: boolean } = {},
  ): Promise<AiOutcome<O> | AiFailure> {
    if ((await gateway.providerKind()) === 'local') return gateway.run(operation, input);
    const now = running.get(personalId) ?? 0;
    if (now >= limits.concurrent) return { ok: false, error: 'AI_BUSY' };
    running.set(personalId, now + 1);
    try {
      if (!options.counted && !(await chargeDay(personalId))) return { ok: false, error: 'AI_DAILY_LIMIT' };
      return await gateway.run(operation, input);
    } finally {
      const left = (running.get(personalId) ?? 1) - 1;
      if (left > 0) running.set(personalId, left);
      else running.delete(personalId);
    }
  }
  const run = <I, O>(actor: Actor, operation: AiOperation<I, O>, input: I) =>
    runFor(actor.id, operation, input);

  const isFailure = (value: AiOutcome<unknown> | AiFailure): value is AiFailure => 'error' in value;

  async function suggestSplit(actor: Actor, id: string): Promise<AiResult<{ split: Split; reason: string }>> {
    const loaded = await contextFor(actor, id);
    if (!loaded) return notFound;
    if (loaded.context.athlete.days.length === 0) return { ok: false, error: 'AI_NO_DAYS' };
    const outcome = await run(actor, splitOperation, loaded.context);
    if (isFailure(outcome)) return outcome;
    if (!outcome.ok) return failureOf(outcome, 'AI_NO_DAYS');
    return {
      ...succeeded(outcome),
      ...outcome.value,
    };
  }

  /** Counts one request against the trainer's day of remote calls: false once the day is used up. */
  async function chargeDay(personalId: string): Promise<boolean> {
    return (await repo.countCall(personalId, todayOf(clock))) <= limits.daily;
  }

  /**
   * Counts one post-workout analysis a student asks of a remote provider today: false once the student
   * is over their own daily limit, so one student cannot use up their trainer's day. The local coach
   * costs nobody anything and is not counted.
   */
  async function studentMayAsk(studentId: string): Promise<boolean> {
    if ((await gateway.providerKind()) === 'local') return true;
    return (await repo.countStudentCall(studentId, todayOf(clock))) <= limits.studentDaily;
  }

  /** One request of several calls, counted once: false when the trainer's day is used up. */
  async function chargeRequest(personalId: string): Promise<boolean> {
    if ((await gateway.providerKind()) === 'local') return true;
    return chargeDay(personalId);
  }

  return {
    suggestSplit,
    runFor,
    studentMayAsk,
    chargeRequest,
    /** The student as every coach operation sees them; null when not this trainer's student. */
    contextFor,
    /** An outcome's failure as the routes answer it (`noAnswer`: what the local engine's null means). */
    failureOf,
    isFailure,

    /** Generates, checks, repairs and saves a plan: it replaces the old one and waits for review. */
    async generatePlan(
      actor: Actor,
      id: string,
      body: GeneratePlanBody,
    ): Promise<AiResult<{ student: StudentDetail }> | Extract<StudentWrite, { ok: false }>> {
      const loaded = await contextFor(actor, id);
      if (!loaded) return notFound;
      const { athlete } = loaded.context;
      if (athlete.days.length === 0) return { ok: false, error: 'AI_NO_DAYS' };
      let split = body.split;
      let first: ReturnType<typeof succeeded> | null = null;
      if (split) {
        if (
          Object.keys(split).some((day) => !athlete.days.includes(day as never)) ||
          Object.keys(split).length === 0
        )
          return { ok: false, error: 'AI_SPLIT_OUTSIDE_DAYS' };
      } else {
        const suggested = await run(actor, splitOperation, loaded.context);
        if (isFailure(suggested)) return suggested;
        if (!suggested.ok) return failureOf(suggested, 'AI_NO_DAYS');
        split = suggested.value.split;
        first = succeeded(suggested);
      }
      const seed = body.another ? `${id}:${randomUUID()}` : id;
      const outcome = await run(actor, planOperation, { context: loaded.context, split, seed });
      if (isFailure(outcome)) return outcome;
      if (!outcome.ok) return failureOf(outcome, 'AI_INVALID_ANSWER');
      const plan = outcome.value;
      const exerciseNames: Record<string, string> = {};
      for (const exerciseId of planExerciseIds(plan)) {
        const name = loaded.context.byId.get(exerciseId)?.name;
        if (name !== undefined) exerciseNames[exerciseId] = name;
      }
      const saved = await students.saveGeneratedPlan(actor, id, {
        version: body.version,
        plan,
        exerciseNames,
      });
      if (!saved.ok) return saved;
      const last = succeeded(outcome);
      return {
        ok: true,
        keyRotated: last.keyRotated || (first?.keyRotated ?? false),
        remote: last.remote || (first?.remote ?? false),
        fellBack: last.fellBack || (first?.fellBack ?? false),
        student: saved.student,
      };
    },

    /**
     * 'Gerar com IA' in the exercise form: an exercise with this name already in the database is
     * returned as it is (product §5); otherwise the provider drafts one for the admin to review.
     */
    async draftExercise(actor: Actor, name: string): Promise<AiResult<GeneratedExercise>> {
      // Spec §5: the same name, or the id this name would get, is an exercise the base already has.
      const existing = await exercises.byNameOrId(name, exerciseIdOf(name));
      if (existing) return { ok: true, keyRotated: false, remote: false, exercise: existing, existing: true };
      const { catalog } = await coachCatalog();
      const outcome = await run(actor, exerciseOperation, { name, catalog });
      if (isFailure(outcome)) return outcome;
      if (!outcome.ok) return failureOf(outcome, 'AI_INVALID_ANSWER');
      return {
        ...succeeded(outcome),
        exercise: outcome.value,
        existing: false,
      };
    },

    async modify(
      actor: Actor,
      id: string,
      body: ModificationBody,
    ): Promise<AiResult<{ suggestion: SuggestedExercise }>> {
      const loaded = await contextFor(actor, id);
      if (!loaded) return notFound;
      const original = loaded.context.byId.get(body.exerciseId);
      if (!original) return { ok: false, error: 'AI_NO_MODIFICATION' };
      const outcome = await run(actor, modificationOperation, {
        context: loaded.context,
        kind: body.kind,
        original,
        dayExerciseIds: body.dayExerciseIds,
      });
      if (isFailure(outcome)) return outcome;
      // Nothing suits the student (issue 23 item 25): the trainer reads why, in the menu's words.
      if (!outcome.ok && outcome.reason === 'no_answer')
        return { ok: false, error: 'AI_NO_MODIFICATION', fields: { reason: NO_MODIFICATION[body.kind] } };
      if (!outcome.ok) return failureOf(outcome, 'AI_NO_MODIFICATION');
      const { exercise, reason } = outcome.value;
      return {
        ...succeeded(outcome),
        suggestion: { exerciseId: exercise.id, name: exercise.name, reason },
      };
    },

    /** The swap dialog's choices come from the catalogue's rules, never from a model: instant and safe. */
    async alternatives(actor: Actor, id: string, body: AlternativesBody) {
      const loaded = await contextFor(actor, id);
      if (!loaded) return null;
      const original = loaded.context.byId.get(body.exerciseId);
      if (!original) return [];
      return swapOptions(original, loaded.context.athlete, loaded.context.catalog, body.dayExerciseIds).map(
        ({ exercise, reason }) => ({ exerciseId: exercise.id, name: exercise.name, reason }),
      );
    },

    async periodization(
      actor: Actor,
      id: string,
      body: PeriodizationBody,
    ): Promise<AiResult<{ text: string }>> {
      const loaded = await contextFor(actor, id);
      if (!loaded) return notFound;
      const outcome = await run(actor, periodizationOperation, { context: loaded.context, body });
      if (isFailure(outcome)) return outcome;
      if (!outcome.ok) return failureOf(outcome, 'AI_INVALID_ANSWER');
      return {
        ...succeeded(outcome),
        text: outcome.value,
      };
    },

    /**
     * Spec §5: a correction with no reason is not saved. Otherwise the exercise to avoid is kept by id,
     * for this student when the reason is about them, for every student of the trainer otherwise.
     */
    async correct(actor: Actor, id: string, body: CorrectionBody) {
      const loaded = await contextFor(actor, id);
      if (!loaded) return null;
      if (!body.reason) return { saved: false, preference: null };
      const known = (exerciseId: string | undefined) =>
        exerciseId !== undefined && loaded.context.byId.has(exerciseId) ? exerciseId : null;
      const exerciseId = known(body.suggestedExerciseId);
      if (!exerciseId) return { saved: false, preference: null };
      const preference = await preferencesRepo.add(
        {
          id: randomUUID(),
          personalId: actor.id,
          studentId: preferenceScope(body.reason) === 'student' ? id : null,
          exerciseId,
          chosenExerciseId: known(body.chosenExerciseId),
          reason: body.reason,
        },
        PREFERENCES_KEPT,
      );
      return { saved: preference !== null, preference };
    },

    /** 'Configurações': the trainer's learned preferences, newest first. */
    listPreferences: (actor: Actor) => preferencesRepo.list(actor.id),

    /** Deletes one of the trainer's own preferences; false (a 404) for anyone else's or an unknown id. */
    async deletePreference(actor: Actor, preferenceId: string): Promise<boolean> {
      if (!UUID.test(preferenceId)) return false;
      return preferencesRepo.remove(actor.id, preferenceId);
    },

    /**
     * The plan editor's live check of a draft: the coach's reviewer (issue 22 §5), which shares no rule
     * with the engine, judges it against the student as readPerson reads them.
     */
    async checkPlan(actor: Actor, id: string, plan: Plan): Promise<PlanCheck | null> {
      const loaded = await contextFor(actor, id);
      if (!loaded) return null;
      // The student as readPerson reads them, with the trainer's corrections (decision 030).
      const { student, person } = loaded.context;
      const answers = student.answers;
      // Without an anamnesis nothing says the student is a beginner: the review judges with general rules.
      const judged =
        Object.keys(answers).length === 0 ? { ...person, level: 'intermediario' as const } : person;
      return reviewPlan(plan, judged, loaded.context.byId, reviewPlaceOf(answers));
    },
  };
}

export type AiService = ReturnType<typeof createAiService>;
