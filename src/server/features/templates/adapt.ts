import type { CoachContext } from '#server/ai/operations/context.ts';
import { placeOf, reviewAndRepair } from '#server/ai/operations/plan-review.ts';
import { planPartIds } from '#server/ai/operations/plan.ts';
import type { Finding } from '#shared/contracts/ai.ts';
import type { Plan, Weekday } from '#shared/contracts/plans.ts';
import type { TemplateSwap } from '#shared/contracts/templates.ts';
import { reviewPlan } from '#shared/domain/coach-review/review-plan.ts';
import { WEEKDAYS } from '#shared/domain/plans/weekdays.ts';

/** A model's copy made for one student: the plan, what the engine swapped and why, what is left to review. */
export interface AdaptedCopy {
  plan: Plan;
  swaps: TemplateSwap[];
  warnings: string[];
}

const weekIndex = (day: Weekday) => WEEKDAYS.indexOf(day);
const inWeekOrder = (days: readonly Weekday[]) => [...days].sort((a, b) => weekIndex(a) - weekIndex(b));

/** The smallest gap, in days, between two chosen days of the week (wrapping Sunday to Monday). */
function smallestGap(days: readonly Weekday[]): number {
  if (days.length < 2) return 7;
  const at = days.map(weekIndex);
  return Math.min(...at.map((day, i) => (i + 1 < at.length ? at[i + 1]! - day : at[0]! + 7 - day)));
}

function combinations<T>(items: readonly T[], size: number): T[][] {
  if (size === 0) return [[]];
  return items.flatMap((item, i) =>
    combinations(items.slice(i + 1), size - 1).map((rest) => [item, ...rest]),
  );
}

/**
 * Where a student's copy puts the model's days (issue 24 §1): the model's own weekdays when the student
 * has them all; otherwise the student's available days that spread the sessions the most (the widest
 * smallest rest between two sessions), keeping as many of the model's weekdays as possible. Returns the
 * weekday of each of the model's workouts in the model's order, or null when the student has fewer days.
 */
export function placeDays(modelDays: readonly Weekday[], available: readonly Weekday[]): Weekday[] | null {
  const free = inWeekOrder([...new Set(available)]);
  if (free.length < modelDays.length) return null;
  if (modelDays.every((day) => free.includes(day))) return [...modelDays];
  const kept = (days: readonly Weekday[]) => days.filter((day) => modelDays.includes(day)).length;
  const best = combinations(free, modelDays.length).sort(
    (a, b) => smallestGap(b) - smallestGap(a) || kept(b) - kept(a),
  )[0]!;
  // The model's workouts keep their order in the week.
  const order = modelDays.map((day, i) => ({ day, i })).sort((a, b) => weekIndex(a.day) - weekIndex(b.day));
  const placed: Weekday[] = new Array<Weekday>(modelDays.length);
  order.forEach(({ i }, n) => (placed[i] = best[n]!));
  return placed;
}

/** A placement the trainer chose is one weekday per model workout, each one the student has. */
export function isValidPlacement(
  days: readonly Weekday[],
  modelDays: number,
  available: readonly Weekday[],
): boolean {
  return (
    days.length === modelDays &&
    new Set(days).size === days.length &&
    days.every((day) => available.includes(day))
  );
}

/** The reviewer's reason, short: "Gestante: sem impacto nem saltos (ACOG 2020)" → "sem impacto nem saltos, gestante". */
export function shortReason(finding: Pick<Finding, 'reason' | 'message'>): string {
  const text = (finding.reason ?? finding.message).replace(/\s*\([^()]*\)\s*$/, '').trim();
  const colon = text.indexOf(': ');
  const phrase = colon > 0 ? `${text.slice(colon + 2)}, ${text.slice(0, colon)}` : text;
  return phrase.charAt(0).toLowerCase() + phrase.slice(1);
}

/** The copy with its days placed and fresh part ids (a student's logged sets never match another copy's). */
function placedCopy(model: Plan, days: readonly Weekday[]): Plan {
  const id = planPartIds();
  return model.map((workout, i) => ({
    ...structuredClone(workout),
    id: id(),
    day: days[i]!,
    blocks: workout.blocks.map((block) => ({
      ...structuredClone(block),
      id: id(),
      exercises: block.exercises.map((row) => ({ ...structuredClone(row), id: id() })),
    })),
  }));
}

/**
 * A model's copy for one student (issue 24 §1): its days placed, then the coach's reviewer judges it
 * against THIS student (conditions, equipment and place, dislikes, level) and the engine repairs what it
 * can (reviewAndRepair: a compliant exercise of the same movement family in the student's place, a
 * moderate prescription…). Each swapped row is listed with the rule it broke; what is left is returned
 * as warnings for the trainer's review.
 */
export function adaptForStudent(model: Plan, days: readonly Weekday[], context: CoachContext): AdaptedCopy {
  const copy = placedCopy(model, days);
  const before = reviewPlan(copy, context.person, context.byId, placeOf(context.athlete));
  const why = new Map<string, Finding>();
  for (const finding of before.findings)
    if (finding.rowId && finding.exerciseId && !why.has(finding.rowId)) why.set(finding.rowId, finding);
  const reviewed = reviewAndRepair(copy, context);

  const after = new Map(
    reviewed.plan.flatMap((workout) =>
      workout.blocks.flatMap((block) => block.exercises.map((row) => [row.id, row] as const)),
    ),
  );
  const swaps: TemplateSwap[] = [];
  const removed: string[] = [];
  for (const workout of copy)
    for (const block of workout.blocks)
      for (const row of block.exercises) {
        const now = after.get(row.id);
        const finding = why.get(row.id);
        const fromName = context.byId.get(row.exerciseId)?.name ?? row.exerciseId;
        if (!now) {
          const reason = finding ? `: ${shortReason(finding)}` : '';
          removed.push(`${workout.day}: "${fromName}" foi retirado, sem substituto adequado${reason}.`);
          continue;
        }
        if (now.exerciseId === row.exerciseId) continue;
        const toName = context.byId.get(now.exerciseId)?.name ?? now.exerciseId;
        const reason = finding ? shortReason(finding) : 'não atende à anamnese do aluno';
        swaps.push({
          workoutId: workout.id,
          day: workout.day,
          fromExerciseId: row.exerciseId,
          fromName,
          toExerciseId: now.exerciseId,
          toName,
          reason,
          text: `${fromName} → ${toName}: ${reason}`,
        });
      }
  return {
    plan: reviewed.plan,
    swaps,
    warnings: [...removed, ...reviewed.findings.map((finding) => finding.message)],
  };
}
