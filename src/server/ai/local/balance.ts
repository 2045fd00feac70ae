import type { ExerciseInstance, Plan, Workout } from '#shared/contracts/plans.ts';
import type { Athlete } from '#shared/domain/coach-check/athlete.ts';
import { consecutive, weeklyRange, weeklySetsOf, type Catalog } from '#shared/domain/coach-check/check.ts';
import { HARD_DAY_SETS, MAJOR_GROUPS, SESSION_SETS, daySets, setsOf } from '#shared/domain/coach-check/volume.ts';

const MIN_ROW_SETS = 2;
const MAX_ROW_SETS = 5;
const rowsOf = (day: Workout) => day.blocks.flatMap((block) => block.exercises);

/** How much one set of the row adds to a group: 1 when primary, ½ when secondary. */
function weightFor(catalog: Catalog, row: ExerciseInstance, group: string): number {
  const exercise = catalog.get(row.exerciseId);
  if (!exercise) return 0;
  if (exercise.primary.includes(group)) return 1;
  return exercise.secondary.includes(group) ? 0.5 : 0;
}

/** Lowers a group over its range: a set off its own rows first, then off the rows that work it second-hand; an isolation row at the floor goes. */
function trim(plan: Plan, catalog: Catalog, group: string): boolean {
  const rows = plan.flatMap(rowsOf).filter((row) => weightFor(catalog, row, group) > 0);
  const candidate = rows
    .filter((row) => setsOf(row.sets) > MIN_ROW_SETS)
    .sort((a, b) => weightFor(catalog, b, group) - weightFor(catalog, a, group) || setsOf(b.sets) - setsOf(a.sets))[0];
  if (candidate) {
    candidate.sets = String(setsOf(candidate.sets) - 1);
    return true;
  }
  const isolation = rows.find((row) => {
    const exercise = catalog.get(row.exerciseId)!;
    return exercise.primary[0] === group && exercise.secondary.length === 0;
  });
  if (!isolation) return false;
  for (const day of plan) {
    for (const block of day.blocks) block.exercises = block.exercises.filter((row) => row !== isolation);
    day.blocks = day.blocks.filter((block) => block.exercises.length > 0);
  }
  return true;
}

/** Raises a big group under its range by a set on one of its own rows, where the day and its neighbours allow. */
function raise(plan: Plan, catalog: Catalog, group: string, room: (exerciseId: string) => boolean): boolean {
  for (const day of plan) {
    const sets = daySets(day, catalog);
    if (sets.total >= SESSION_SETS.max) continue;
    const neighbourHard = plan.some(
      (other) =>
        (consecutive(other.day, day.day) || consecutive(day.day, other.day)) &&
        (daySets(other, catalog).direct.get(group) ?? 0) >= HARD_DAY_SETS,
    );
    if (neighbourHard && (sets.direct.get(group) ?? 0) + 1 >= HARD_DAY_SETS) continue;
    const row = rowsOf(day)
      .filter((candidate) => weightFor(catalog, candidate, group) === 1 && setsOf(candidate.sets) < MAX_ROW_SETS)
      .filter((candidate) => candidate.durationType === 'reps' && room(candidate.exerciseId))
      .sort((a, b) => setsOf(a.sets) - setsOf(b.sets))[0];
    if (row) {
      row.sets = String(setsOf(row.sets) + 1);
      return true;
    }
  }
  return false;
}

/** Brings each group's weekly sets into the student's range where the plan's rows allow it (bounded work). */
export function balanceVolume(plan: Plan, athlete: Athlete, catalog: Catalog): Plan {
  const { min, max } = weeklyRange(athlete);
  for (let guard = 0; guard < 300; guard += 1) {
    const weekly = weeklySetsOf(plan, athlete, catalog);
    const over = weekly.find((entry) => entry.sets > max);
    if (over) {
      if (trim(plan, catalog, over.group)) continue;
      break;
    }
    const under = weekly.filter(
      (entry) => entry.sets < min && (MAJOR_GROUPS as readonly string[]).includes(entry.group) && entry.sets > 0,
    );
    const sets = new Map(weekly.map((entry) => [entry.group, entry.sets]));
    // A set more must not push a group it works second-hand over the top.
    const room = (exerciseId: string) =>
      catalog.get(exerciseId)!.secondary.every((group) => (sets.get(group) ?? 0) + 0.5 <= max);
    if (!under.some((entry) => raise(plan, catalog, entry.group, room))) break;
  }
  return plan.filter((day) => day.blocks.length > 0);
}
