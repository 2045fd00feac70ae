import type { Finding } from '../../contracts/ai.ts';
import type { Difficulty, Equipment, ExerciseTraits } from '../../contracts/exercises.ts';
import type { Block, ExerciseInstance, Plan, Workout } from '../../contracts/plans.ts';
import type { ConditionKind, LimitKind, Person } from '../person/person.ts';
import { foldForSearch } from '../text/fold-for-search.ts';

/**
 * What the reviewer needs to know of an exercise: the catalogue entry's groups and what it asks of the
 * body (issue 22 §2). The reviewer's own type: it shares nothing with the generator's.
 */
export interface ReviewExercise {
  id: string;
  name: string;
  equipment: Equipment;
  primary: readonly string[];
  secondary: readonly string[];
  difficulty: Difficulty;
  traits: ExerciseTraits;
}

export type ReviewCatalog = ReadonlyMap<string, ReviewExercise>;

/** Where the person trains: the equipment they can use ('peso corporal' is always there). */
export interface ReviewPlace {
  equipment: readonly Equipment[];
  /** A treadmill or bike at home: that machine counts for cardio. */
  cardioMachine?: boolean;
}

/** A finding as a rule writes it; `concern` lets the reviewer keep one finding per row and problem. */
export interface RuleFinding extends Finding {
  rule: string;
  reason: string;
  safety: boolean;
  repairable: boolean;
  /** The property at fault ('impact', 'supine'…): two rules on one row and concern give one finding. */
  concern: string;
}

/** One exercise of a workout as the rules read it: the plan's row and the catalogue's entry. */
export interface ReviewRow {
  exercise: ReviewExercise;
  part: 'warmup' | 'main' | 'cooldown';
  /** Present for block rows. */
  instance?: ExerciseInstance;
  block?: Block;
  /** Index in the warm-up or cool-down list. */
  index?: number;
  /** Minutes of a warm-up or cool-down item ("5 min" → 5), when it says. */
  minutes?: number;
}

export interface ReviewDay {
  workout: Workout;
  rows: ReviewRow[];
  /** The block rows in order. */
  main: ReviewRow[];
}

/** Everything a rule reads, computed once per review. */
export interface ReviewInput {
  plan: Plan;
  person: Person;
  days: ReviewDay[];
  place?: ReviewPlace;
  conditions: ReadonlySet<ConditionKind>;
  limits: ReadonlySet<LimitKind>;
}

export type Rule = (input: ReviewInput) => RuleFinding[];

const MINUTES = /(\d+(?:[.,]\d+)?)\s*(minutos?|min|m|segundos?|seg|s|'|")(?!\p{L})/u;

/** "5 min" → 5, "30s" → 0.5; undefined when the text says no time. */
export function minutesOf(duration: string): number | undefined {
  const match = MINUTES.exec(duration.toLowerCase());
  if (!match) return undefined;
  const n = Number(match[1]!.replace(',', '.'));
  return /^(?:s|seg|segundos?|")$/.test(match[2]!) ? n / 60 : n;
}

export function reviewDays(plan: Plan, catalog: ReadonlyMap<string, ReviewExercise>): ReviewDay[] {
  return plan.map((workout) => {
    const rows: ReviewRow[] = [];
    const main: ReviewRow[] = [];
    workout.warmup.forEach((item, index) => {
      const exercise = catalog.get(item.exerciseId);
      if (exercise) rows.push({ exercise, part: 'warmup', index, minutes: minutesOf(item.duration) });
    });
    for (const block of workout.blocks)
      for (const instance of block.exercises) {
        const exercise = catalog.get(instance.exerciseId);
        if (!exercise) continue;
        const row: ReviewRow = { exercise, part: 'main', instance, block };
        rows.push(row);
        main.push(row);
      }
    workout.cooldown.forEach((item, index) => {
      const exercise = catalog.get(item.exerciseId);
      if (exercise) rows.push({ exercise, part: 'cooldown', index, minutes: minutesOf(item.duration) });
    });
    return { workout, rows, main };
  });
}

export interface RowRule {
  rule: string;
  concern: string;
  kind?: Finding['kind'];
  safety?: boolean;
  /** Only block rows (reps, effort, rest are prescribed there). */
  mainOnly?: boolean;
  breaks: (row: ReviewRow) => boolean;
  reason: string | ((row: ReviewRow) => string);
}

/** Every row that breaks `check`, as findings. */
export function rowsBreaking(input: ReviewInput, check: RowRule): RuleFinding[] {
  const findings: RuleFinding[] = [];
  for (const day of input.days)
    for (const row of check.mainOnly ? day.main : day.rows)
      if (check.breaks(row))
        findings.push(
          rowFinding(
            day,
            row,
            {
              rule: check.rule,
              kind: check.kind ?? 'population',
              concern: check.concern,
              safety: check.safety ?? true,
            },
            typeof check.reason === 'string' ? check.reason : check.reason(row),
          ),
        );
  return findings;
}

const PART_WORDS = { warmup: 'no aquecimento', main: '', cooldown: 'na volta à calma' } as const;

/** A finding about one row: where it is, and the sentence "Terça-feira, "Supino Reto" (no aquecimento): reason". */
export function rowFinding(
  day: ReviewDay,
  row: ReviewRow,
  rule: { rule: string; kind: Finding['kind']; concern: string; safety: boolean; repairable?: boolean },
  reason: string,
): RuleFinding {
  const where = PART_WORDS[row.part];
  return {
    kind: rule.kind,
    rule: rule.rule,
    concern: rule.concern,
    safety: rule.safety,
    repairable: rule.repairable ?? true,
    reason,
    message: `${day.workout.day}, "${row.exercise.name}"${where ? ` (${where})` : ''}: ${reason}`,
    workoutId: day.workout.id,
    exerciseId: row.exercise.id,
    part: row.part,
    ...(row.block ? { blockId: row.block.id } : {}),
    ...(row.instance ? { rowId: row.instance.id } : {}),
    ...(row.index !== undefined ? { index: row.index } : {}),
  };
}

/** A finding about a whole day ("Terça-feira: …"). */
export function dayFinding(
  day: ReviewDay,
  rule: { rule: string; kind: Finding['kind']; safety: boolean; repairable?: boolean },
  reason: string,
  message = reason,
): RuleFinding {
  return {
    kind: rule.kind,
    rule: rule.rule,
    concern: `${rule.rule}:${day.workout.id}`,
    safety: rule.safety,
    repairable: rule.repairable ?? false,
    reason,
    message: `${day.workout.day}: ${message}`,
    workoutId: day.workout.id,
  };
}

/** A finding about the whole plan. */
export function planFinding(
  rule: { rule: string; kind: Finding['kind']; safety: boolean; repairable?: boolean },
  reason: string,
  message = reason,
  extra: Partial<Finding> = {},
  /** Tells apart two findings of one rule (the region, the lift). */
  key: string = extra.group ?? '',
): RuleFinding {
  return {
    kind: rule.kind,
    rule: rule.rule,
    concern: `${rule.rule}:${key}`,
    safety: rule.safety,
    repairable: rule.repairable ?? false,
    reason,
    message,
    ...extra,
  };
}

/** Lowest reps a rep-based row asks for ("8-12" → 8, "5" → 5); undefined for timed rows or free text. */
export function lowestReps(instance: ExerciseInstance): number | undefined {
  if (instance.durationType !== 'reps') return undefined;
  const numbers = [instance.reps, instance.targetReps ?? '']
    .flatMap((text) => text.match(/\d+/g) ?? [])
    .map(Number)
    .filter((n) => n > 0);
  return numbers.length > 0 ? Math.min(...numbers) : undefined;
}

const RPE = /\b(?:rpe|pse)\s*(?:de\s*)?(\d+(?:[.,]\d)?)/;
const RIR = /\b(?:rir|rr)\s*(\d+)/;
const FAILURE = /\bate a falha\b|\bfalha concentrica\b|\bmaxim[oa]\b|\b1\s*rm\b/;

/** The effort a row asks for on a 1–10 scale, read from its observation (RPE 8, RIR 2, "até a falha"). */
export function effortOf(instance: ExerciseInstance): number | undefined {
  if (!instance.observation) return undefined;
  const text = foldForSearch(instance.observation);
  if (FAILURE.test(text)) return 10;
  const rpe = RPE.exec(text);
  if (rpe) return Number(rpe[1]!.replace(',', '.'));
  const rir = RIR.exec(text);
  if (rir) return Math.max(0, 10 - Number(rir[1]));
  return undefined;
}

const foldedNames = new WeakMap<ReviewExercise, string>();
export function foldedName(exercise: ReviewExercise): string {
  let name = foldedNames.get(exercise);
  if (name === undefined) foldedNames.set(exercise, (name = foldForSearch(exercise.name)));
  return name;
}

/** Patterns that are resistance work for muscles (not cardio, not mobility). */
export function isResistance(exercise: ReviewExercise): boolean {
  const { pattern } = exercise.traits;
  return pattern !== 'cardio' && pattern !== 'mobilidade';
}

/** Multi-joint work: what should open a session. */
export function isMultiJoint(exercise: ReviewExercise): boolean {
  const { pattern } = exercise.traits;
  return (
    pattern !== 'isolamento' &&
    pattern !== 'cardio' &&
    pattern !== 'mobilidade' &&
    pattern !== 'core_anti' &&
    pattern !== 'flexao_rotacao_tronco'
  );
}

/** Single-leg work that moves and asks for balance (lunges, step-ups, pistols), not a supported split squat. */
export function isDynamicSingleLeg(exercise: ReviewExercise): boolean {
  return exercise.traits.pattern === 'unilateral_pernas' && exercise.traits.balance !== 'baixo';
}

export function workingSets(instance: ExerciseInstance): number {
  return Number(instance.sets) || 0;
}

/**
 * The rest after a round of this row's block, read on the block's last row (a bi-set's first row moves
 * straight on by design); undefined for the other rows and for warm-up or cool-down items.
 */
export function restAfter(row: ReviewRow): number | undefined {
  if (!row.instance || !row.block) return undefined;
  const rows = row.block.exercises;
  if (rows[rows.length - 1] !== row.instance) return undefined;
  return Math.max(row.instance.rest, rows.length > 1 ? row.block.restAfterBlock : 0);
}

export const LEG_GROUPS = ['Pernas (Quadríceps)', 'Pernas (Posterior)', 'Glúteos', 'Panturrilhas'] as const;

export function hitsGroup(exercise: ReviewExercise, groups: readonly string[]): boolean {
  return exercise.primary.some((group) => groups.includes(group));
}
