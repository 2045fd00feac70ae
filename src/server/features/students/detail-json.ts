import type { Plan } from '#shared/contracts/plans.ts';
import type { StudentDetail } from '#shared/contracts/students.ts';

// A plan just written was already turned into JSON for the database: its answer reuses that text.
const planTexts = new WeakMap<Plan, string>();

/** The plan as JSON, computed once per plan object (the write and the answer share it). */
export function planJson(plan: Plan): string {
  let text = planTexts.get(plan);
  if (text === undefined) planTexts.set(plan, (text = JSON.stringify(plan)));
  return text;
}

/**
 * A student's record as the answer's JSON (what `JSON.stringify` gives, the plan moved last), with the
 * plan's text taken from `planJson`: the plan is nine tenths of the answer.
 */
export function studentDetailJson(student: StudentDetail): string {
  const { workoutPlan, ...rest } = student;
  if (!workoutPlan) return JSON.stringify(student);
  const head = JSON.stringify(rest);
  return `${head.slice(0, -1)}${head.length > 2 ? ',' : ''}"workoutPlan":${planJson(workoutPlan)}}`;
}
