import type { PlanCheck } from '../../contracts/ai.ts';
import type { ExerciseInstance, Plan, Workout } from '../../contracts/plans.ts';
import { unfitReason, type Athlete } from './athlete.ts';
import { alternativesFor } from './alternatives.ts';
import { checkPlan, consecutive, weeklyRange, type Catalog } from './check.ts';
import { HARD_DAY_SETS, SESSION_SETS, daySets, setsOf } from './volume.ts';

/** A row keeps at least this many sets when the repair trims volume. */
const MIN_ROW_SETS = 2;

const rowsOf = (day: Workout) => day.blocks.flatMap((block) => block.exercises);

/** Takes one set from the largest row that `pick` selects and that can lose one; false when none can. */
function trimOne(rows: ExerciseInstance[], pick: (row: ExerciseInstance) => boolean): boolean {
  const row = rows
    .filter((candidate) => pick(candidate) && setsOf(candidate.sets) > MIN_ROW_SETS)
    .sort((a, b) => setsOf(b.sets) - setsOf(a.sets))[0];
  if (!row) return false;
  row.sets = String(setsOf(row.sets) - 1);
  return true;
}

function moveToFreeDays(plan: Plan, athlete: Athlete): void {
  if (athlete.days.length === 0) return;
  const used = new Set(plan.map((day) => day.day));
  const free = athlete.days.filter((day) => !used.has(day));
  for (const day of plan) if (!athlete.days.includes(day.day) && free.length > 0) day.day = free.shift()!;
}

/** Swaps every exercise that does not suit the student; drops it (and an emptied block) when nothing fits. */
function swapUnfit(day: Workout, athlete: Athlete, catalog: Catalog): void {
  const inDay = new Set([...rowsOf(day), ...day.warmup, ...day.cooldown].map((row) => row.exerciseId));
  const fits = (exerciseId: string) => {
    const exercise = catalog.get(exerciseId);
    return !exercise || unfitReason(athlete, exercise) === null;
  };
  const replacement = (exerciseId: string) => {
    const original = catalog.get(exerciseId)!;
    const found = alternativesFor(original, athlete, catalog.values(), inDay)[0];
    if (found) inDay.add(found.id);
    return found?.id;
  };
  for (const block of day.blocks) {
    block.exercises = block.exercises.flatMap((row) => {
      if (fits(row.exerciseId)) return [row];
      const swapped = replacement(row.exerciseId);
      return swapped ? [{ ...row, exerciseId: swapped }] : [];
    });
  }
  day.blocks = day.blocks.filter((block) => block.exercises.length > 0);
  day.warmup = day.warmup.filter((item) => fits(item.exerciseId));
  day.cooldown = day.cooldown.filter((item) => fits(item.exerciseId));
}

function trimVolume(plan: Plan, athlete: Athlete, catalog: Catalog): void {
  const hits = (group: string, direct: boolean) => (row: ExerciseInstance) => {
    const exercise = catalog.get(row.exerciseId);
    return (
      !!exercise && (exercise.primary.includes(group) || (!direct && exercise.secondary.includes(group)))
    );
  };
  for (const day of plan) {
    while (daySets(day, catalog).total > SESSION_SETS.max && trimOne(rowsOf(day), () => true));
  }
  const { max } = weeklyRange(athlete);
  const weekly = () => checkPlan(plan, athlete, catalog).weeklySets;
  for (let guard = 0; guard < 200; guard += 1) {
    const over = weekly().find((entry) => entry.sets > max);
    if (!over || !trimOne(plan.flatMap(rowsOf), hits(over.group, true))) break;
  }
  for (const first of plan) {
    for (const second of plan) {
      if (!consecutive(first.day, second.day)) continue;
      for (const [group, n] of daySets(first, catalog).direct) {
        if (n < HARD_DAY_SETS) continue;
        while ((daySets(second, catalog).direct.get(group) ?? 0) >= HARD_DAY_SETS)
          if (!trimOne(rowsOf(second), hits(group, true))) break;
      }
    }
  }
}

/**
 * Repairs what can be repaired before a trainer sees a generated plan: a day outside the available ones
 * moves to a free one, an unfit exercise is swapped for a fitting one of the same muscle (or dropped),
 * sets are trimmed where a session, a week or two days in a row ask too much. Returns the repaired copy
 * and the check of what remains.
 */
export function repairPlan(plan: Plan, athlete: Athlete, catalog: Catalog): { plan: Plan; check: PlanCheck } {
  const copy: Plan = structuredClone(plan);
  moveToFreeDays(copy, athlete);
  for (const day of copy) swapUnfit(day, athlete, catalog);
  const repaired = copy.filter((day) => day.blocks.length > 0);
  trimVolume(repaired, athlete, catalog);
  return { plan: repaired, check: checkPlan(repaired, athlete, catalog) };
}
