import {
  BLOCK_TYPES,
  PLAN_LIMITS,
  WEEKDAYS,
  type Block,
  type ExerciseInstance,
  type Plan,
  type RoutineItem,
  type Workout,
} from '../../contracts/plans.ts';
import { PLAN_DEFAULTS } from './plan-defaults.ts';
import { secondsValue } from './seconds-value.ts';

export interface SanitizeOptions {
  /** Makes an id for a part that has none (or repeats one already used). */
  makeId: () => string;
  /** Exercise ids that may appear; anything else is dropped. Omit to keep every well-formed id. */
  isKnownExercise?: (id: string) => boolean;
  /** Rest after a block when none is given: 60 s in the editor, 90 s for AI plans (product §9). */
  defaultBlockRest?: number;
}

type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const EXERCISE_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function text(value: unknown, max: number): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value).slice(0, max);
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed ? trimmed.slice(0, max) : undefined;
}

function seconds(value: unknown, fallback: number): number {
  const n = typeof value === 'string' ? Number.parseInt(value, 10) : value;
  if (typeof n !== 'number' || !Number.isFinite(n) || n < 0) return fallback;
  return Math.min(Math.round(n), PLAN_LIMITS.restSeconds);
}

function pick<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/**
 * Turns whatever a plan source produced (an AI answer, an old document, the editor) into a valid plan
 * (product §5 'Generated plan sanitising'): a non-array is an empty plan, non-objects are dropped, a block
 * with no valid exercise is dropped, a day with no valid block is dropped, and missing ids, sets, reps,
 * rest, type, day and label get their defaults.
 */
export function sanitizePlan(input: unknown, options: SanitizeOptions): Plan {
  if (!Array.isArray(input)) return [];
  const used = new Set<string>();
  const idFor = (value: unknown): string => {
    const given = text(value, 64);
    if (given && !used.has(given)) {
      used.add(given);
      return given;
    }
    let made = options.makeId();
    while (used.has(made)) made = options.makeId();
    used.add(made);
    return made;
  };
  const known = (id: unknown): id is string =>
    typeof id === 'string' && EXERCISE_ID.test(id) && (options.isKnownExercise?.(id) ?? true);

  function exercise(raw: unknown): ExerciseInstance | null {
    if (!isObject(raw) || !known(raw.exerciseId)) return null;
    const sets = Number.parseInt(text(raw.sets, 2) ?? '', 10);
    const targetWeight = typeof raw.targetWeight === 'number' ? raw.targetWeight : Number.NaN;
    const result: ExerciseInstance = {
      id: idFor(raw.id),
      exerciseId: raw.exerciseId,
      sets: Number.isFinite(sets) && sets > 0 ? String(Math.min(sets, 99)) : PLAN_DEFAULTS.sets,
      reps: text(raw.reps, 12) ?? PLAN_DEFAULTS.reps,
      durationType: raw.durationType === 'time' ? 'time' : 'reps',
      rest: seconds(raw.rest, PLAN_DEFAULTS.rest),
    };
    // Seconds are stored without their unit, so '30s' is not shown as '30ss'.
    if (result.durationType === 'time') result.reps = secondsValue(result.reps) || PLAN_DEFAULTS.reps;
    const observation = text(raw.observation, 500);
    if (observation) result.observation = observation;
    if (targetWeight >= 0 && targetWeight <= 1000) result.targetWeight = targetWeight;
    const targetReps = text(raw.targetReps, 12);
    if (targetReps) result.targetReps = targetReps;
    return result;
  }

  function block(raw: unknown): Block | null {
    if (!isObject(raw) || !Array.isArray(raw.exercises)) return null;
    const exercises = raw.exercises
      .map(exercise)
      .filter((e): e is ExerciseInstance => e !== null)
      .slice(0, PLAN_LIMITS.exercisesPerBlock);
    if (exercises.length === 0) return null;
    return {
      id: idFor(raw.id),
      type: pick(raw.type, BLOCK_TYPES, 'single'),
      restAfterBlock: seconds(raw.restAfterBlock, options.defaultBlockRest ?? PLAN_DEFAULTS.editorBlockRest),
      exercises,
    };
  }

  function routine(raw: unknown): RoutineItem[] {
    if (!Array.isArray(raw)) return [];
    return raw
      .filter(isObject)
      .filter((item) => known(item.exerciseId))
      .map((item) => ({
        exerciseId: item.exerciseId as string,
        duration: text(item.duration, 20) ?? PLAN_DEFAULTS.routineDuration,
      }))
      .slice(0, PLAN_LIMITS.routineItems);
  }

  function workout(raw: unknown): Workout | null {
    if (!isObject(raw) || !Array.isArray(raw.blocks)) return null;
    const blocks = raw.blocks
      .map(block)
      .filter((b): b is Block => b !== null)
      .slice(0, PLAN_LIMITS.blocksPerDay);
    if (blocks.length === 0) return null;
    const muscleGroups = Array.isArray(raw.muscleGroups)
      ? raw.muscleGroups.map((g) => text(g, 40)).filter((g): g is string => g !== undefined)
      : [];
    return {
      id: idFor(raw.id),
      day: pick(raw.day, WEEKDAYS, PLAN_DEFAULTS.day),
      label: text(raw.label, 60) ?? PLAN_DEFAULTS.label,
      muscleGroups: muscleGroups.slice(0, 12),
      warmup: routine(raw.warmup),
      cooldown: routine(raw.cooldown),
      blocks,
    };
  }

  return input
    .map(workout)
    .filter((w): w is Workout => w !== null)
    .slice(0, PLAN_LIMITS.days);
}
