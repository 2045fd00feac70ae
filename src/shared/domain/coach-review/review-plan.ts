import type { Finding, PlanCheck } from '../../contracts/ai.ts';
import type { Plan } from '../../contracts/plans.ts';
import type { LimitKind, Person } from '../person/person.ts';
import { LIMIT_RULES } from './limit-rules.ts';
import { POPULATION_RULES } from './population-rules.ts';
import {
  reviewDays,
  type ReviewExercise,
  type ReviewInput,
  type ReviewPlace,
  type Rule,
  type RuleFinding,
} from './review-context.ts';
import { SPORT_RULES, isEnduranceAthlete } from './sport-rules.ts';
import { STRUCTURE_RULES } from './structure-rules.ts';
import { VOLUME_RULES, weeklyFindings, weeklySets } from './volume-rules.ts';

export type { ReviewExercise, ReviewPlace } from './review-context.ts';

/** The reviewer's answer: the check's contract (findings with rule, reason, where; weekly sets). */
export type PlanReview = PlanCheck;

/** Safety first, then the person's limits, then how the plan is built, then volume and logistics. */
const RULES: readonly Rule[] = [
  ...POPULATION_RULES,
  ...SPORT_RULES,
  ...LIMIT_RULES,
  ...STRUCTURE_RULES,
  ...VOLUME_RULES,
];

const keyOf = (finding: RuleFinding) =>
  `${finding.concern}|${finding.workoutId ?? ''}|${finding.part ?? ''}|${finding.rowId ?? finding.index ?? ''}`;

/**
 * The coach's reviewer (issue 22 §5): judges any plan (from any provider, a row operation or the
 * trainer's edits) against the person, with rules written from the published guidelines
 * (docs/decisions/032-coach-review.md). It shares no code with the generator: a generated plan passes
 * because it is right, not because both read the same table. Pure and fast (well under 2 ms for six
 * days), so the server runs it on every plan and every edit.
 *
 * `place`: the equipment where the person trains (no equipment rule without it).
 */
export function reviewPlan(
  plan: Plan,
  person: Person,
  catalog: ReadonlyMap<string, ReviewExercise>,
  place?: ReviewPlace,
): PlanReview {
  const input: ReviewInput = {
    plan,
    person,
    days: reviewDays(plan, catalog),
    place,
    conditions: new Set(person.conditions.map((condition) => condition.kind)),
    limits: new Set<LimitKind>(person.limits.map((limit) => limit.kind)),
  };
  const seen = new Set<string>();
  const findings: Finding[] = [];
  const keep = (finding: RuleFinding) => {
    const key = keyOf(finding);
    if (seen.has(key)) return;
    seen.add(key);
    const { concern: _concern, ...rest } = finding;
    findings.push(rest);
  };
  for (const rule of RULES) for (const finding of rule(input)) keep(finding);
  const table = weeklySets(input);
  for (const finding of weeklyFindings(table, isEnduranceAthlete(input))) keep(finding);
  return { findings, weeklySets: table };
}
