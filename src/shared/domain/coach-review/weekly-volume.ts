import type { PersonGoal, PersonLevel } from '../person/person.ts';

/**
 * Weighted working sets per muscle group per week (a primary muscle counts 1 per set, a secondary ½),
 * the reviewer's own table:
 * - hypertrophy: Schoenfeld, Ogborn & Krieger 2017 (dose-response meta-analysis: gains rise up to
 *   ≥ 10 sets a week per muscle) and Baz-Valle et al. 2022 (12–20 sets for trained people, nothing
 *   gained above ~20);
 * - health, conditioning, fat loss: ACSM 2009 position stand on progression models and ACSM
 *   Guidelines 11th ed. (each major group 2–3 days a week, 1–3 sets per exercise: about 3–9 sets for a
 *   novice);
 * - rehabilitation: the low end of the health ranges, as loads are reintroduced.
 */
export const WEEKLY_RANGES: Record<PersonGoal, Record<PersonLevel, { min: number; max: number }>> = {
  hypertrophy: {
    iniciante: { min: 6, max: 12 },
    intermediario: { min: 10, max: 18 },
    avancado: { min: 12, max: 22 },
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
    iniciante: { min: 3, max: 9 },
    intermediario: { min: 4, max: 12 },
    avancado: { min: 6, max: 14 },
  },
  rehab: {
    iniciante: { min: 2, max: 8 },
    intermediario: { min: 3, max: 10 },
    avancado: { min: 4, max: 12 },
  },
};

/** Groups with a weekly minimum; the small ones get their work from the compound lifts (minimum 0). */
export const BIG_GROUPS: readonly string[] = [
  'Peito',
  'Costas',
  'Ombros',
  'Pernas (Quadríceps)',
  'Pernas (Posterior)',
  'Glúteos',
];

/** An endurance athlete's legs already work for the sport: moderate leg volume (concurrent training). */
export const ENDURANCE_LEG_MAX = 10;
export const ENDURANCE_LEGS: readonly string[] = ['Pernas (Quadríceps)', 'Pernas (Posterior)', 'Glúteos'];

/** The floor of a session: 8 working sets (ACSM: 8–10 exercises for the major groups, ≥ 1 set each). */
export const SESSION_FLOOR_SETS = 8;
/** Above this, a session is too long however long the person trains. */
export const SESSION_CEILING_SETS = 30;
/** Direct sets of a big group in one session from which it needs 48 h (ACSM 2009) before the next. */
export const HARD_GROUP_SETS = 6;

export function weeklyRange(
  goal: PersonGoal,
  level: PersonLevel,
  group: string,
  endurance: boolean,
): { min: number; max: number } {
  const range = WEEKLY_RANGES[goal][level];
  const min = BIG_GROUPS.includes(group) ? range.min : 0;
  const max =
    endurance && ENDURANCE_LEGS.includes(group) ? Math.min(range.max, ENDURANCE_LEG_MAX) : range.max;
  return { min: Math.min(min, max), max };
}
