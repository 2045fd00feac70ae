import type { Workout } from '../../contracts/plans.ts';
import type { CoachExercise, GoalKind, Level } from './athlete.ts';

/**
 * Hard sets per muscle group per week (docs/decisions/027-ai-coach.md gives the sources): hypertrophy
 * ranges after Schoenfeld et al. 2017 and Baz-Valle et al. 2022; fewer for health and rehabilitation
 * (ACSM 2009 position stand: 1–3 sets per exercise, 2–3 days a week). Never above 25.
 */
export const WEEKLY_SETS: Record<GoalKind, Record<Level, { min: number; max: number }>> = {
  hypertrophy: {
    iniciante: { min: 6, max: 10 },
    intermediario: { min: 10, max: 16 },
    avancado: { min: 12, max: 20 },
  },
  fat_loss: {
    iniciante: { min: 4, max: 10 },
    intermediario: { min: 6, max: 14 },
    avancado: { min: 8, max: 16 },
  },
  conditioning: {
    iniciante: { min: 4, max: 10 },
    intermediario: { min: 6, max: 14 },
    avancado: { min: 8, max: 16 },
  },
  health: {
    iniciante: { min: 3, max: 8 },
    intermediario: { min: 4, max: 10 },
    avancado: { min: 6, max: 12 },
  },
  rehab: {
    iniciante: { min: 2, max: 6 },
    intermediario: { min: 3, max: 8 },
    avancado: { min: 4, max: 10 },
  },
};
export const MAX_WEEKLY_SETS = 25;
/** Spec of the coach: a session holds 8–30 working sets. */
export const SESSION_SETS = { min: 8, max: 30 } as const;
/** Direct sets of one muscle in one session from which it needs a day to recover. */
export const HARD_DAY_SETS = 6;

/** Groups whose low volume is worth a finding; the small ones get enough from the compound lifts. */
export const MAJOR_GROUPS = [
  'Peito',
  'Costas',
  'Ombros',
  'Pernas (Quadríceps)',
  'Pernas (Posterior)',
  'Glúteos',
] as const;

/** Sets of a row as a number ("3" → 3; anything unreadable counts 0). */
export function setsOf(sets: string): number {
  const n = Number.parseInt(sets, 10);
  return Number.isFinite(n) && n > 0 ? n : 0;
}

/**
 * A day's working sets (cardio included) and, per group, its weighted sets (a primary muscle counts each
 * set as 1, a secondary one as ½) and direct sets (primary only). Cardio adds to no muscle group.
 */
export function daySets(
  day: Workout,
  catalog: ReadonlyMap<string, CoachExercise>,
): { total: number; weighted: Map<string, number>; direct: Map<string, number> } {
  const weighted = new Map<string, number>();
  const direct = new Map<string, number>();
  let total = 0;
  const add = (map: Map<string, number>, group: string, n: number) =>
    map.set(group, (map.get(group) ?? 0) + n);
  for (const block of day.blocks) {
    for (const row of block.exercises) {
      const exercise = catalog.get(row.exerciseId);
      const sets = setsOf(row.sets);
      total += sets;
      if (!exercise || exercise.primary.includes('Cardio')) continue;
      for (const group of exercise.primary) {
        add(weighted, group, sets);
        add(direct, group, sets);
      }
      for (const group of exercise.secondary)
        if (!exercise.primary.includes(group)) add(weighted, group, sets / 2);
    }
  }
  return { total, weighted, direct };
}
