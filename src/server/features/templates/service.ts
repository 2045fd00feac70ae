import { randomUUID } from 'node:crypto';
import type { Db } from '#server/db/client.ts';
import { fewAtATime } from '#server/db/few-at-a-time.ts';
import type { Actor } from '#server/auth/session.ts';
import type { Clock } from '#server/clock.ts';
import type { Failure } from '#server/failure.ts';
import type { CoachContexts } from '#server/features/ai/coach-context.ts';
import type { Plan } from '#shared/contracts/plans.ts';
import type {
  ApplyTemplateBody,
  PreviewTemplateBody,
  TemplateApplyResult,
  TemplateDetail,
  TemplateListQuery,
  TemplatePreview,
  TemplateStudentPreview,
} from '#shared/contracts/templates.ts';
import { planExerciseIds } from '#shared/domain/plans/plan-defaults.ts';
import { sanitizePlan } from '#shared/domain/plans/sanitize-plan.ts';
import { adaptForStudent, isValidPlacement, placeDays, type AdaptedCopy } from './adapt.ts';
import type { TemplateFields, TemplatesRepo } from './repo.ts';

type Written<C extends Failure['error']> = { ok: true; template: TemplateDetail } | Failure<C>;
const notFound: Failure<'TEMPLATE_NOT_FOUND'> = { ok: false, error: 'TEMPLATE_NOT_FOUND' };
const readOnly: Failure<'TEMPLATE_READ_ONLY'> = { ok: false, error: 'TEMPLATE_READ_ONLY' };

/** Copies written at once when a model is applied to a class (the pool has ten connections). */
const WRITES_AT_ONCE = 4;

/** One student's preview with, when ready, the copy to write. */
type Prepared = TemplateStudentPreview & { copy: AdaptedCopy | null };

/**
 * The trainer's plan library (issue 24 §1, docs/decisions/042-plan-templates.md). A trainer reads their
 * own models and the starter ones, writes only their own (a starter is duplicated to be edited); another
 * trainer's model is indistinguishable from one that does not exist.
 */
export function createTemplatesService(deps: {
  db: Db;
  repo: TemplatesRepo;
  coach: Pick<CoachContexts, 'contextsFor'>;
  clock: Clock;
}) {
  const { db, repo, coach, clock } = deps;

  /** Every exercise must exist; then the plan is sanitised as the plan editor's save does. */
  async function cleanFields(
    body: TemplateFields,
  ): Promise<{ ok: true; fields: TemplateFields } | Failure<'UNKNOWN_EXERCISES'>> {
    const wanted = planExerciseIds(body.plan);
    const known = await repo.exerciseNames(wanted);
    const unknown = wanted.filter((id) => !(id in known));
    if (unknown.length > 0)
      return { ok: false, error: 'UNKNOWN_EXERCISES', fields: { ids: unknown.join(', ') } };
    const plan: Plan = sanitizePlan(body.plan, { makeId: randomUUID });
    return { ok: true, fields: { ...body, plan, days: plan.length } };
  }

  /** The closest model to offer a student with only `days` days: same goal, then same level, then most days. */
  async function suggestionFor(actor: Actor, template: TemplateDetail, days: number) {
    const options = (await repo.fitting(actor.id, days)).filter((option) => option.id !== template.id);
    const score = (option: (typeof options)[number]) =>
      (option.goal === template.goal ? 4 : 0) + (option.level === template.level ? 2 : 0);
    const best = options.sort((a, b) => score(b) - score(a) || b.days - a.days)[0];
    return best ? { id: best.id, name: best.name, days: best.days } : null;
  }

  async function prepare(
    actor: Actor,
    template: TemplateDetail,
    body: PreviewTemplateBody,
  ): Promise<
    { ok: true; students: Prepared[] } | Failure<'STUDENT_NOT_FOUND' | 'TEMPLATE_PLACEMENT_INVALID'>
  > {
    const rows = await repo.studentsOf(actor.id, body.studentIds);
    if (rows.length !== body.studentIds.length) return { ok: false, error: 'STUDENT_NOT_FOUND' };
    const byId = new Map(rows.map((row) => [row.id, row]));
    const chosen = new Map((body.placements ?? []).map((placement) => [placement.studentId, placement.days]));
    const modelDays = template.plan.map((workout) => workout.day);
    // Every student's context in three statements, whatever their number.
    const contexts = await coach.contextsFor(actor, body.studentIds);
    const prepared = await Promise.all(
      body.studentIds.map(async (studentId): Promise<Prepared | 'invalid' | 'missing'> => {
        const student = byId.get(studentId)!;
        const loaded = contexts.get(studentId);
        if (!loaded) return 'missing';
        const available = student.hasAnamnesis ? [...loaded.context.athlete.days] : [];
        const base = {
          studentId,
          name: student.name,
          availableDays: available,
          hasPlan: student.hasPlan,
          swaps: [],
          warnings: [],
          days: [],
          suggestion: null,
          copy: null,
        };
        if (!student.hasAnamnesis || available.length === 0) return { ...base, status: 'no_anamnesis' };
        const requested = chosen.get(studentId);
        if (requested && !isValidPlacement(requested, modelDays.length, available)) return 'invalid';
        const days = requested ?? placeDays(modelDays, available);
        if (!days)
          return {
            ...base,
            status: 'not_enough_days',
            suggestion: await suggestionFor(actor, template, available.length),
          };
        const copy = adaptForStudent(template.plan, days, loaded.context);
        return { ...base, status: 'ready', days, swaps: copy.swaps, warnings: copy.warnings, copy };
      }),
    );
    if (prepared.includes('missing')) return { ok: false, error: 'STUDENT_NOT_FOUND' };
    if (prepared.includes('invalid')) return { ok: false, error: 'TEMPLATE_PLACEMENT_INVALID' };
    return { ok: true, students: prepared as Prepared[] };
  }

  return {
    list: (actor: Actor, query: TemplateListQuery) => repo.list(actor.id, query),

    get: (actor: Actor, id: string) => repo.get(db, actor.id, id),

    /** 'Salvar como modelo': the editor's plan becomes one of the trainer's models. */
    async create(actor: Actor, body: TemplateFields): Promise<Written<'UNKNOWN_EXERCISES'>> {
      const clean = await cleanFields(body);
      if (!clean.ok) return clean;
      return { ok: true, template: await repo.insert(actor.id, clean.fields) };
    },

    /** The trainer's own model at the version the editor read; a starter is read-only. */
    async update(
      actor: Actor,
      id: string,
      body: TemplateFields & { version: number },
    ): Promise<
      Written<'UNKNOWN_EXERCISES' | 'TEMPLATE_NOT_FOUND' | 'TEMPLATE_READ_ONLY' | 'TEMPLATE_CHANGED'>
    > {
      const current = await repo.get(db, actor.id, id);
      if (!current) return notFound;
      if (current.starter) return readOnly;
      const { version, ...fields } = body;
      const clean = await cleanFields(fields);
      if (!clean.ok) return clean;
      const template = await repo.update(actor.id, id, version, clean.fields, clock.now());
      if (template) return { ok: true, template };
      return (await repo.get(db, actor.id, id)) ? { ok: false, error: 'TEMPLATE_CHANGED' } : notFound;
    },

    async remove(
      actor: Actor,
      id: string,
    ): Promise<true | Failure<'TEMPLATE_NOT_FOUND' | 'TEMPLATE_READ_ONLY'>> {
      if (await repo.remove(actor.id, id)) return true;
      return (await repo.get(db, actor.id, id))?.starter ? readOnly : notFound;
    },

    /** A copy the trainer owns (the way to edit a starter model): "… (cópia)". */
    async duplicate(actor: Actor, id: string): Promise<Written<'TEMPLATE_NOT_FOUND'>> {
      const source = await repo.get(db, actor.id, id);
      if (!source) return notFound;
      const suffix = ' (cópia)';
      const template = await repo.insert(actor.id, {
        name: `${source.name.slice(0, 80 - suffix.length)}${suffix}`,
        description: source.description,
        level: source.level,
        goal: source.goal,
        days: source.days,
        plan: sanitizePlan(source.plan, { makeId: randomUUID }),
      });
      return { ok: true, template };
    },

    /** What applying would do for each student; nothing is written. */
    async preview(
      actor: Actor,
      id: string,
      body: PreviewTemplateBody,
    ): Promise<
      | { ok: true; preview: TemplatePreview }
      | Failure<'TEMPLATE_NOT_FOUND' | 'STUDENT_NOT_FOUND' | 'TEMPLATE_PLACEMENT_INVALID'>
    > {
      const template = await repo.get(db, actor.id, id);
      if (!template) return notFound;
      const prepared = await prepare(actor, template, body);
      if (!prepared.ok) return prepared;
      return {
        ok: true,
        preview: {
          templateId: template.id,
          version: template.version,
          students: prepared.students.map(({ copy: _copy, ...student }) => student),
        },
      };
    },

    /**
     * Each ready student gets their own copy, waiting for review, in one transaction per student; the
     * copy remembers the model and its version. A model changed since the preview is refused.
     */
    async apply(
      actor: Actor,
      id: string,
      body: ApplyTemplateBody,
    ): Promise<
      | { ok: true; result: TemplateApplyResult }
      | Failure<
          'TEMPLATE_NOT_FOUND' | 'TEMPLATE_CHANGED' | 'STUDENT_NOT_FOUND' | 'TEMPLATE_PLACEMENT_INVALID'
        >
    > {
      const template = await repo.get(db, actor.id, id);
      if (!template) return notFound;
      if (template.version !== body.version) return { ok: false, error: 'TEMPLATE_CHANGED' };
      const prepared = await prepare(actor, template, body);
      if (!prepared.ok) return prepared;
      const now = clock.now();
      // A few at a time: each commit tells the trainer's open screens (NOTIFY), and PostgreSQL commits
      // those one after another, so more at once would only hold the pool from everybody else.
      const results = await fewAtATime(
        prepared.students,
        WRITES_AT_ONCE,
        async ({ copy, studentId, name, status, days, swaps, warnings }) => {
          if (status !== 'ready' || !copy) {
            const missed = status === 'ready' ? 'no_anamnesis' : status;
            return { studentId, name, status: missed, days, swaps, warnings };
          }
          // One statement: the student's own transaction, without a BEGIN and a COMMIT to wait for.
          const written = await repo.writeStudentCopy(db, actor.id, studentId, {
            plan: copy.plan,
            templateId: template.id,
            templateVersion: template.version,
            now,
          });
          if (!written) return null;
          return { studentId, name, status: 'applied' as const, days, swaps, warnings };
        },
      );
      if (results.includes(null)) return { ok: false, error: 'STUDENT_NOT_FOUND' };
      return {
        ok: true,
        result: {
          templateId: template.id,
          version: template.version,
          results: results.filter((result) => result !== null),
        },
      };
    },
  };
}

export type TemplatesService = ReturnType<typeof createTemplatesService>;
