import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Split } from '#shared/contracts/ai.ts';
import type { Plan } from '#shared/contracts/plans.ts';
import type { CoachExercise } from '#shared/domain/coach-check/athlete.ts';
import { repairPlan } from '#shared/domain/coach-check/repair.ts';
import { PLAN_DEFAULTS } from '#shared/domain/plans/plan-defaults.ts';
import { sanitizePlan } from '#shared/domain/plans/sanitize-plan.ts';
import type { AiOperation } from '../gateway.ts';
import { generatePlan } from '../local/plan.ts';
import { SYSTEM_RULES, cleanLine, exerciseData, studentData, type CoachContext } from './context.ts';
import { reviewAndRepair } from './plan-review.ts';

export interface PlanRequest {
  context: CoachContext;
  split: Split;
  seed: string;
}

const loose = z.union([z.string().max(200), z.number()]);
const RowSchema = z.looseObject({
  exerciseId: z.string().max(100),
  sets: loose.optional(),
  reps: loose.optional(),
  durationType: z.string().max(10).optional(),
  rest: loose.optional(),
  observation: z.string().max(2000).optional(),
});
/** What a model is asked for: the plan document, loosely typed so one odd field costs that field, not the plan. */
const PlanAnswerSchema = z
  .array(
    z.looseObject({
      day: z.string().max(40),
      label: z.string().max(500).optional(),
      muscleGroups: z.array(z.string().max(100)).max(20).optional(),
      warmup: z
        .array(z.looseObject({ exerciseId: z.string().max(100), duration: loose.optional() }))
        .max(30)
        .optional(),
      cooldown: z
        .array(z.looseObject({ exerciseId: z.string().max(100), duration: loose.optional() }))
        .max(30)
        .optional(),
      blocks: z
        .array(
          z.looseObject({
            type: z.string().max(20).optional(),
            restAfterBlock: loose.optional(),
            exercises: z.array(RowSchema).max(20),
          }),
        )
        .max(40),
    }),
  )
  .max(14);

/**
 * Any provider's plan made safe (product §5 'Generated plan sanitising' and 'AI prompt rules'): the days
 * of the split only, each once; known exercise ids only, each once in a day; texts without markup or
 * echoes; defaults filled; then the coach's repair. An empty result is no answer.
 */
export function sanitizeGeneratedPlan(answer: unknown, request: PlanRequest): Plan | null {
  const { context, split } = request;
  const days = new Set<string>();
  const rows = Array.isArray(answer)
    ? answer.filter((day) => {
        const name = (day as { day?: unknown }).day;
        if (typeof name !== 'string' || !(name in split) || days.has(name)) return false;
        days.add(name);
        return true;
      })
    : [];
  const plan = sanitizePlan(rows, {
    makeId: planPartIds(),
    isKnownExercise: (id) => context.byId.has(id),
    defaultBlockRest: PLAN_DEFAULTS.aiBlockRest,
  });
  for (const day of plan) {
    const seen = new Set<string>();
    day.label = cleanLine(day.label, 60) ?? PLAN_DEFAULTS.label;
    day.muscleGroups = day.muscleGroups.filter((group) => split[day.day]?.includes(group as never));
    for (const block of day.blocks) {
      block.exercises = block.exercises.filter(
        (row) => !seen.has(row.exerciseId) && seen.add(row.exerciseId),
      );
      for (const row of block.exercises) {
        const observation = cleanLine(row.observation, 300);
        if (observation) row.observation = observation;
        else delete row.observation;
      }
    }
    day.blocks = day.blocks.filter((block) => block.exercises.length > 0);
  }
  const { plan: repaired } = repairPlan(
    plan.filter((day) => day.blocks.length > 0),
    context.athlete,
    context.byId,
  );
  if (repaired.length === 0) return null;
  // Issue 22 §5: the reviewer judges the model's plan; a safety finding no repair fixes refuses it, and
  // the local engine answers instead.
  const reviewed = reviewAndRepair(repaired, context);
  if (reviewed.refused || reviewed.plan.length === 0) return localPlan(request);
  return reviewed.plan;
}

/**
 * The local coach is deterministic (same student, same answers, same split, same seed: same plan), so
 * each catalogue keeps its last plans by those inputs; a plan handed out again gets fresh part ids.
 */
const MEMO_SIZE = 500;
const memo = new WeakMap<readonly CoachExercise[], Map<string, Plan>>();
let memoOn = true;

/** Off: every local plan is generated and reviewed afresh (the bench's cold instance measures that). */
export function keepLocalPlans(on: boolean) {
  memoOn = on;
}

/**
 * Ids for one plan's days, blocks and rows: a random prefix of 8 characters (48 bits) shared by the
 * plan, then a counter. Unique within the plan and, by the prefix, across plans (a student's saved
 * position or logged sets of an old plan never match a new one), yet a third of a UUID's length: a
 * 6-day plan carries ~90 of them, and the random part is what the database cannot compress.
 */
export function planPartIds(): () => string {
  const prefix = randomBytes(6).toString('base64url');
  let next = 0;
  return () => `${prefix}${(next++).toString(36)}`;
}

function withFreshIds(plan: Plan): Plan {
  const id = planPartIds();
  return plan.map((day) => ({
    ...day,
    id: id(),
    blocks: day.blocks.map((block) => ({
      ...block,
      id: id(),
      exercises: block.exercises.map((row) => ({ ...row, id: id() })),
    })),
  }));
}

/**
 * What the memo files a plan under: a SHA-256 of everything the engine reads of the student, so the
 * process keeps no copy of their health answers (LGPD) while an unchanged student still finds their plan.
 */
export function planMemoKey({ context, split, seed }: PlanRequest): string {
  const inputs = JSON.stringify([
    context.student.answers,
    context.styleNotes,
    context.preferences,
    context.athlete.level,
    context.athlete.person,
    split,
    seed,
  ]);
  return createHash('sha256').update(inputs).digest('base64url');
}

export function localPlan(request: PlanRequest): Plan | null {
  const { context, split, seed } = request;
  const key = planMemoKey(request);
  const plans = memo.get(context.catalog) ?? new Map<string, Plan>();
  memo.set(context.catalog, plans);
  const known = memoOn ? plans.get(key) : undefined;
  if (known) return withFreshIds(known);
  const generated = generatePlan({
    athlete: context.athlete,
    split,
    catalog: context.catalog,
    seed,
    makeId: planPartIds(),
  });
  // The engine's plan goes through the same reviewer as any model's (repairs included).
  const { plan } = reviewAndRepair(generated, context);
  if (plan.length === 0) return null;
  if (!memoOn) return withFreshIds(plan);
  if (plans.size >= MEMO_SIZE) plans.delete(plans.keys().next().value!);
  plans.set(key, plan);
  return withFreshIds(plan);
}

export const planOperation: AiOperation<PlanRequest, Plan> = {
  name: 'plan',
  output: 'json',
  answer: PlanAnswerSchema,
  prompt: ({ context, split }) => ({
    system: SYSTEM_RULES,
    task: [
      'Monte o plano semanal do aluno seguindo a divisão "divisao" (dia → grupos musculares).',
      'Para cada dia: day (o dia em português, como na divisão), label, muscleGroups, warmup e cooldown (itens {exerciseId, duration}), blocks.',
      'Cada bloco: type (single, biset, superset ou triset), restAfterBlock em segundos (padrão 90), exercises: {exerciseId, sets, reps, durationType ("reps" ou "time"), rest em segundos, observation}.',
      'Grandes grupos antes dos pequenos, multiarticulares antes dos isolados; 8 a 30 séries por sessão; volume semanal por grupo adequado ao objetivo e ao nível.',
      'Exercícios por tempo: durationType "time" e reps em segundos, só o número.',
      'Nunca repita um exercício no mesmo dia.',
    ].join('\n'),
    data: { ...studentData(context), divisao: split, exercicios: exerciseData(context) },
  }),
  sanitize: sanitizeGeneratedPlan,
  local: localPlan,
};
