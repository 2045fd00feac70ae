import {
  PLAN_LIMITS,
  WEEKDAYS,
  type Block,
  type BlockType,
  type ExerciseInstance,
  type Plan,
  type RoutineItem,
  type Weekday,
  type Workout,
} from '#shared/contracts/plans.ts';
import { PLAN_DEFAULTS, newBlock, newExercise, newWorkout } from '#shared/domain/plans/plan-defaults.ts';
import { sanitizePlan } from '#shared/domain/plans/sanitize-plan.ts';

/**
 * The plan being edited. Same shape as a saved Plan, except that a row may still have no exercise
 * (exerciseId '') and blocks or days may be empty; `checkDraft` and `planForSaving` deal with that.
 */
export type PlanDraft = Plan;
export type RoutineList = 'warmup' | 'cooldown';
type ExercisePatch = Partial<Omit<ExerciseInstance, 'id'>>;

/** A bi-set pairs two exercises, a tri-set three: choosing the type adds the rows it needs. */
export const BLOCK_MIN_EXERCISES: Record<BlockType, number> = { single: 1, biset: 2, triset: 3, superset: 2 };

export type PlanAction =
  | { type: 'reset'; plan: PlanDraft }
  | { type: 'addDay'; dayId: string; blockId: string; rowId: string }
  | { type: 'removeDay'; dayId: string }
  | { type: 'updateDay'; dayId: string; patch: { day?: Weekday; label?: string } }
  | { type: 'addRoutineItem'; dayId: string; list: RoutineList }
  | {
      type: 'updateRoutineItem';
      dayId: string;
      list: RoutineList;
      index: number;
      patch: Partial<RoutineItem>;
    }
  | { type: 'removeRoutineItem'; dayId: string; list: RoutineList; index: number }
  | { type: 'addBlock'; dayId: string; blockId: string; rowId: string }
  | { type: 'removeBlock'; dayId: string; blockId: string }
  | { type: 'updateBlockRest'; dayId: string; blockId: string; restAfterBlock: number }
  /** `rowIds` supplies ids for the rows the new type may need (at most three). */
  | { type: 'setBlockType'; dayId: string; blockId: string; blockType: BlockType; rowIds: string[] }
  | { type: 'addExercise'; dayId: string; blockId: string; rowId: string }
  | { type: 'updateExercise'; dayId: string; blockId: string; rowId: string; patch: ExercisePatch }
  | { type: 'removeExercise'; dayId: string; blockId: string; rowId: string };

/** The first weekday no day of the plan uses yet (Segunda-feira when all are taken). */
export function nextWeekday(plan: PlanDraft): Weekday {
  const used = new Set(plan.map((day) => day.day));
  return WEEKDAYS.find((day) => !used.has(day)) ?? PLAN_DEFAULTS.day;
}

/** A new day comes with one block holding one empty row, so the trainer starts by picking an exercise. */
function dayWithBlock(plan: PlanDraft, dayId: string, blockId: string, rowId: string): Workout {
  return { ...newWorkout(dayId, nextWeekday(plan)), blocks: [newBlock(blockId, rowId)] };
}

/** What the editor starts from: the saved plan, or one new day when the student has none. */
export function startingDraft(plan: Plan | null, makeId: () => string): PlanDraft {
  if (plan && plan.length > 0) return plan;
  return [dayWithBlock([], makeId(), makeId(), makeId())];
}

/** Drops `undefined` and empty optional fields, so a cleared field leaves no trace in the document. */
function withoutEmptyOptionals(exercise: ExerciseInstance): ExerciseInstance {
  const result = { ...exercise };
  if (result.observation === undefined || result.observation === '') delete result.observation;
  if (result.targetReps === undefined || result.targetReps === '') delete result.targetReps;
  if (result.targetWeight === undefined || Number.isNaN(result.targetWeight)) delete result.targetWeight;
  return result;
}

function mapDay(plan: PlanDraft, dayId: string, change: (day: Workout) => Workout): PlanDraft {
  return plan.map((day) => (day.id === dayId ? change(day) : day));
}

function mapBlock(
  plan: PlanDraft,
  dayId: string,
  blockId: string,
  change: (block: Block) => Block,
): PlanDraft {
  return mapDay(plan, dayId, (day) => ({
    ...day,
    blocks: day.blocks.map((block) => (block.id === blockId ? change(block) : block)),
  }));
}

function mapRoutine(
  plan: PlanDraft,
  dayId: string,
  list: RoutineList,
  change: (items: RoutineItem[]) => RoutineItem[],
): PlanDraft {
  return mapDay(plan, dayId, (day) => ({ ...day, [list]: change(day[list]) }));
}

export function planDraftReducer(plan: PlanDraft, action: PlanAction): PlanDraft {
  switch (action.type) {
    case 'reset':
      return action.plan;
    case 'addDay':
      if (plan.length >= PLAN_LIMITS.days) return plan;
      return [...plan, dayWithBlock(plan, action.dayId, action.blockId, action.rowId)];
    case 'removeDay':
      return plan.filter((day) => day.id !== action.dayId);
    case 'updateDay':
      return mapDay(plan, action.dayId, (day) => ({ ...day, ...action.patch }));
    case 'addRoutineItem':
      return mapRoutine(plan, action.dayId, action.list, (items) =>
        items.length >= PLAN_LIMITS.routineItems
          ? items
          : [...items, { exerciseId: '', duration: PLAN_DEFAULTS.routineDuration }],
      );
    case 'updateRoutineItem':
      return mapRoutine(plan, action.dayId, action.list, (items) =>
        items.map((item, index) => (index === action.index ? { ...item, ...action.patch } : item)),
      );
    case 'removeRoutineItem':
      return mapRoutine(plan, action.dayId, action.list, (items) =>
        items.filter((_item, index) => index !== action.index),
      );
    case 'addBlock':
      return mapDay(plan, action.dayId, (day) =>
        day.blocks.length >= PLAN_LIMITS.blocksPerDay
          ? day
          : { ...day, blocks: [...day.blocks, newBlock(action.blockId, action.rowId)] },
      );
    case 'removeBlock':
      return mapDay(plan, action.dayId, (day) => ({
        ...day,
        blocks: day.blocks.filter((block) => block.id !== action.blockId),
      }));
    case 'updateBlockRest':
      return mapBlock(plan, action.dayId, action.blockId, (block) => ({
        ...block,
        restAfterBlock: action.restAfterBlock,
      }));
    case 'setBlockType':
      return mapBlock(plan, action.dayId, action.blockId, (block) => {
        const missing = Math.max(0, BLOCK_MIN_EXERCISES[action.blockType] - block.exercises.length);
        const added = action.rowIds.slice(0, missing).map((id) => newExercise(id));
        return { ...block, type: action.blockType, exercises: [...block.exercises, ...added] };
      });
    case 'addExercise':
      return mapBlock(plan, action.dayId, action.blockId, (block) =>
        block.exercises.length >= PLAN_LIMITS.exercisesPerBlock
          ? block
          : { ...block, exercises: [...block.exercises, newExercise(action.rowId)] },
      );
    case 'updateExercise':
      return mapBlock(plan, action.dayId, action.blockId, (block) => ({
        ...block,
        exercises: block.exercises.map((row) =>
          row.id === action.rowId ? withoutEmptyOptionals({ ...row, ...action.patch }) : row,
        ),
      }));
    case 'removeExercise':
      return mapBlock(plan, action.dayId, action.blockId, (block) => ({
        ...block,
        exercises: block.exercises.filter((row) => row.id !== action.rowId),
      }));
  }
}

/** The key a warm-up or cool-down item is known by in `DraftProblems.missingRows`. */
export function routineKey(dayId: string, list: RoutineList, index: number): string {
  return `${dayId}/${list}/${index}`;
}

export interface DraftProblems {
  /** Exercise row ids and routine keys whose exercise is not chosen yet. */
  missingRows: Set<string>;
  /** Days that would hold no exercise once saved (the server drops them). */
  emptyDays: Set<string>;
  /** Blocks with no rows: the server drops them, which is harmless, so they only earn a note. */
  emptyBlocks: number;
  noDays: boolean;
}

export function checkDraft(plan: PlanDraft): DraftProblems {
  const problems: DraftProblems = {
    missingRows: new Set(),
    emptyDays: new Set(),
    emptyBlocks: 0,
    noDays: plan.length === 0,
  };
  for (const day of plan) {
    for (const list of ['warmup', 'cooldown'] as const) {
      day[list].forEach((item, index) => {
        if (!item.exerciseId) problems.missingRows.add(routineKey(day.id, list, index));
      });
    }
    for (const block of day.blocks) {
      if (block.exercises.length === 0) problems.emptyBlocks += 1;
      for (const row of block.exercises) if (!row.exerciseId) problems.missingRows.add(row.id);
    }
    if (day.blocks.every((block) => block.exercises.length === 0)) problems.emptyDays.add(day.id);
  }
  return problems;
}

/** Why a day cannot be saved yet, for its accordion header: no exercise at all, or a row to choose. */
export function dayProblem(day: Workout, problems: DraftProblems): 'empty' | 'missing' | null {
  if (problems.emptyDays.has(day.id)) return 'empty';
  const keys = [
    ...day.blocks.flatMap((block) => block.exercises.map((row) => row.id)),
    ...day.warmup.map((_item, index) => routineKey(day.id, 'warmup', index)),
    ...day.cooldown.map((_item, index) => routineKey(day.id, 'cooldown', index)),
  ];
  return keys.some((key) => problems.missingRows.has(key)) ? 'missing' : null;
}

/** True when nothing stops a save (empty blocks are only a note). */
export function canSave(problems: DraftProblems): boolean {
  return !problems.noDays && problems.missingRows.size === 0 && problems.emptyDays.size === 0;
}

/**
 * The plan sent to the server: the shared sanitiser fills what a cleared field left empty with the
 * spec's defaults (sets 3, reps 12, label 'Treino', duration '5 min') and drops empty blocks, so a
 * draft that passed `checkDraft` always satisfies the schema.
 */
export function planForSaving(plan: PlanDraft, makeId: () => string): Plan {
  return sanitizePlan(plan, { makeId, defaultBlockRest: PLAN_DEFAULTS.editorBlockRest });
}
