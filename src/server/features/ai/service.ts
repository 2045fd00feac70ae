import { randomUUID } from 'node:crypto';
import type { Actor } from '#server/auth/session.ts';
import type { AiOperation } from '#server/ai/gateway.ts';
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
import { reviewPlan } from '#shared/domain/coach-review/review-plan.ts';
import { reviewPlaceOf } from '#shared/domain/coach-review/review-place.ts';
import type { ExercisesRepo } from '../exercises/repo.ts';
import type { StudentsService, StudentWrite } from '../students/service.ts';
import { PREFERENCES_KEPT, type CoachContexts } from './coach-context.ts';
import { failureOf, isFailure, succeeded, type AiFailure, type AiResult, type AiRunner } from './runner.ts';
import { preferenceScope } from './preference-scope.ts';
import type { PreferencesRepo } from './preferences-repo.ts';

const notFound: AiFailure = { ok: false, error: 'STUDENT_NOT_FOUND' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The trainer's AI coach on one of their students (issue 13). Every answer comes from the gateway's
 * provider, validated and sanitised there; plans pass the coach's check and repair before they are
 * saved. Every call goes through the runner's limits (`runner.ts`); the student as the coach sees them
 * comes from `coach-context.ts`.
 */
export function createAiService(deps: {
  runner: AiRunner;
  coach: CoachContexts;
  students: Pick<StudentsService, 'saveGeneratedPlan'>;
  exercises: Pick<ExercisesRepo, 'byNameOrId'>;
  preferences: PreferencesRepo;
}) {
  const { runner, coach, students, exercises, preferences: preferencesRepo } = deps;
  const { contextFor, coachCatalog } = coach;
  const run = <I, O>(actor: Actor, operation: AiOperation<I, O>, input: I) =>
    runner.runFor(actor.id, operation, input);

  return {
    async suggestSplit(actor: Actor, id: string): Promise<AiResult<{ split: Split; reason: string }>> {
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
    },

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
