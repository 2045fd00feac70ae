import type { ExerciseInstance, Plan, Workout } from '#shared/contracts/plans.ts';
import type { Athlete } from '#shared/domain/coach-check/athlete.ts';
import { consecutive, weeklyRange, weeklySetsOf, type Catalog } from '#shared/domain/coach-check/check.ts';
import {
  HARD_DAY_SETS,
  MAJOR_GROUPS,
  SESSION_SETS,
  daySets,
  setsOf,
} from '#shared/domain/coach-check/volume.ts';
import { sportStyle } from './person-plan.ts';

const MAX_ROW_SETS = 5;
const ENDURANCE_LEGS = new Set(['Pernas (Quadríceps)', 'Pernas (Posterior)', 'Glúteos']);
type SessionBudget = { readonly min: number; readonly max: number };
const rowsOf = (day: Workout) => day.blocks.flatMap((block) => block.exercises);

/** How much one set of the row adds to a group: 1 when primary, ½ when secondary. */
function weightFor(catalog: Catalog, row: ExerciseInstance, group: string): number {
  const exercise = catalog.get(row.exerciseId);
  if (!exercise) return 0;
  if (exercise.primary.includes(group)) return 1;
  return exercise.secondary.includes(group) ? 0.5 : 0;
}

/** Lowers a group over its range: a set off its own rows first, then off the rows that work it second-hand; at the floor, one of its rows goes. */
function trim(plan: Plan, catalog: Catalog, group: string, minRowSets: number): boolean {
  const rows = plan.flatMap(rowsOf).filter((row) => weightFor(catalog, row, group) > 0);
  const candidate = rows
    .filter((row) => setsOf(row.sets) > minRowSets)
    .sort(
      (a, b) =>
        weightFor(catalog, b, group) - weightFor(catalog, a, group) || setsOf(b.sets) - setsOf(a.sets),
    )[0];
  if (candidate) {
    candidate.sets = String(setsOf(candidate.sets) - 1);
    return true;
  }
  // Every row is at its floor: one that works the group directly goes, from a day that keeps others.
  const removable = rows.find(
    (row) =>
      weightFor(catalog, row, group) === 1 &&
      plan.some((day) => rowsOf(day).includes(row) && rowsOf(day).length > 1),
  );
  if (!removable) return false;
  for (const day of plan) {
    for (const block of day.blocks) block.exercises = block.exercises.filter((row) => row !== removable);
    day.blocks = day.blocks.filter((block) => block.exercises.length > 0);
  }
  return true;
}

/** Raises a big group under its range by a set on one of its own rows, where the day and its neighbours allow. */
function raise(
  plan: Plan,
  catalog: Catalog,
  group: string,
  room: (exerciseId: string) => boolean,
  budget: SessionBudget,
): boolean {
  for (const day of plan) {
    const sets = daySets(day, catalog);
    if (sets.total >= budget.max) continue;
    const neighbourHard = plan.some(
      (other) =>
        (consecutive(other.day, day.day) || consecutive(day.day, other.day)) &&
        (daySets(other, catalog).direct.get(group) ?? 0) >= HARD_DAY_SETS,
    );
    if (neighbourHard && (sets.direct.get(group) ?? 0) + 1 >= HARD_DAY_SETS) continue;
    const row = rowsOf(day)
      .filter(
        (candidate) => weightFor(catalog, candidate, group) === 1 && setsOf(candidate.sets) < MAX_ROW_SETS,
      )
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
export function balanceVolume(
  plan: Plan,
  athlete: Athlete,
  catalog: Catalog,
  budget: SessionBudget = SESSION_SETS,
): Plan {
  const { min, max: ceiling } = weeklyRange(athlete);
  // An endurance athlete's legs already work for the sport: moderate leg volume (concurrent training).
  const endurance = sportStyle(athlete) === 'endurance';
  const maxOf = (group: string) => (endurance && ENDURANCE_LEGS.has(group) ? Math.min(ceiling, 10) : ceiling);
  const max = ceiling;
  // Low-volume plans (health, rehabilitation) may go down to one set a row (ACSM 2009: 1–3 sets).
  const minRowSets = max <= 10 ? 1 : 2;
  for (let guard = 0; guard < 300; guard += 1) {
    const weekly = weeklySetsOf(plan, athlete, catalog);
    const over = weekly.find((entry) => entry.sets > maxOf(entry.group));
    if (over) {
      if (trim(plan, catalog, over.group, minRowSets)) continue;
      break;
    }
    const under = weekly.filter(
      (entry) =>
        entry.sets < min && (MAJOR_GROUPS as readonly string[]).includes(entry.group) && entry.sets > 0,
    );
    const sets = new Map(weekly.map((entry) => [entry.group, entry.sets]));
    // A set more must not push any group the exercise works over the top.
    const room = (exerciseId: string) => {
      const exercise = catalog.get(exerciseId)!;
      return (
        exercise.primary.every((group) => (sets.get(group) ?? 0) + 1 <= maxOf(group)) &&
        exercise.secondary.every((group) => (sets.get(group) ?? 0) + 0.5 <= maxOf(group))
      );
    };
    if (!under.some((entry) => raise(plan, catalog, entry.group, room, budget))) break;
  }
  fillSessions(plan, catalog, maxOf, budget.min);
  restBetween(plan, catalog);
  for (const day of plan) {
    while (daySets(day, catalog).total > budget.max) {
      const row = rowsOf(day)
        .filter((candidate) => setsOf(candidate.sets) > minRowSets)
        .sort((a, b) => setsOf(b.sets) - setsOf(a.sets))[0];
      if (!row) break;
      row.sets = String(setsOf(row.sets) - 1);
    }
  }
  return plan.filter((day) => day.blocks.length > 0);
}

/** A session under 8 working sets gets a set more on its rows while every group they work has room. */
function fillSessions(plan: Plan, catalog: Catalog, maxOf: (group: string) => number, floor: number): void {
  for (const day of plan) {
    for (let guard = 0; guard < 40 && daySets(day, catalog).total < floor; guard += 1) {
      const weekly = new Map<string, number>();
      for (const other of plan)
        for (const [group, n] of daySets(other, catalog).weighted)
          weekly.set(group, (weekly.get(group) ?? 0) + n);
      const direct = daySets(day, catalog).direct;
      const row = rowsOf(day)
        .filter((candidate) => {
          const exercise = catalog.get(candidate.exerciseId);
          if (!exercise || setsOf(candidate.sets) >= MAX_ROW_SETS) return false;
          return (
            exercise.primary.every(
              (group) =>
                (weekly.get(group) ?? 0) + 1 <= maxOf(group) &&
                (direct.get(group) ?? 0) + 1 < HARD_DAY_SETS + 2,
            ) && exercise.secondary.every((group) => (weekly.get(group) ?? 0) + 0.5 <= maxOf(group))
          );
        })
        .sort((a, b) => setsOf(a.sets) - setsOf(b.sets))[0];
      if (!row) break;
      row.sets = String(setsOf(row.sets) + 1);
    }
  }
}

/**
 * Exercises with two primary muscles (a split squat works quadriceps and glutes) can make a muscle hard on
 * two days in a row; the second day's direct sets of it go down below the hard line (a row to one set,
 * or out when every row of it is at one).
 */
function restBetween(plan: Plan, catalog: Catalog): void {
  for (const first of plan) {
    for (const second of plan) {
      if (!consecutive(first.day, second.day)) continue;
      for (const [group, n] of daySets(first, catalog).direct) {
        if (n < HARD_DAY_SETS) continue;
        const direct = () => daySets(second, catalog).direct.get(group) ?? 0;
        while (direct() >= HARD_DAY_SETS) {
          const own = rowsOf(second).filter((candidate) => weightFor(catalog, candidate, group) === 1);
          const row = own
            .filter((candidate) => setsOf(candidate.sets) > 1)
            .sort((a, b) => setsOf(b.sets) - setsOf(a.sets))[0];
          if (row) {
            row.sets = String(setsOf(row.sets) - 1);
            continue;
          }
          if (own.length === 0 || rowsOf(second).length <= own.length) break;
          for (const block of second.blocks)
            block.exercises = block.exercises.filter((candidate) => candidate !== own[0]);
          second.blocks = second.blocks.filter((block) => block.exercises.length > 0);
        }
      }
    }
  }
}
