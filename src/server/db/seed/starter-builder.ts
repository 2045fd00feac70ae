import type { Plan, Weekday, Workout } from '#shared/contracts/plans.ts';
import type { TemplateGoal, TemplateLevel } from '#shared/contracts/templates.ts';

/**
 * How the starter models (starter-templates.ts) are written: compact rows, routines and a plan builder.
 * RumoFit's starter models ('Biblioteca de Treinos', issue 24 §1, docs/decisions/042-plan-templates.md),
 * seeded at start beside the exercise catalogue (../seed-templates.ts). Written by hand with the
 * catalogue's ids; each passes the coach's reviewer for a healthy adult of its level
 * (starter-templates.test.ts). Every trainer sees them, none can edit them: they duplicate to edit.
 */
export interface StarterTemplate {
  id: string;
  name: string;
  description: string;
  level: TemplateLevel;
  goal: TemplateGoal;
  /** Where the healthy adult it is written for trains: a gym, or home with these. */
  place: 'Academia' | 'Casa';
  /** The age it is written for (the 60+ model is checked for a 65-year-old). */
  age: number;
  plan: Plan;
}

/** A row: exercise id, sets, reps (or seconds when `timed`), rest in seconds. */
type Row = [exerciseId: string, sets: number, reps: string, rest: number, timed?: 'time'];
type Routine = [exerciseId: string, duration: string];

interface DaySpec {
  day: Weekday;
  label: string;
  groups: string[];
  warmup: Routine[];
  /** Each inner list is one block: one row is a 'single', two a 'biset'. */
  blocks: Row[][];
  cooldown: Routine[];
}

function workout(key: string, index: number, spec: DaySpec): Workout {
  const dayId = `${key}-d${index + 1}`;
  return {
    id: dayId,
    day: spec.day,
    label: spec.label,
    muscleGroups: spec.groups,
    warmup: spec.warmup.map(([exerciseId, duration]) => ({ exerciseId, duration })),
    cooldown: spec.cooldown.map(([exerciseId, duration]) => ({ exerciseId, duration })),
    blocks: spec.blocks.map((rows, b) => ({
      id: `${dayId}-b${b + 1}`,
      type: rows.length === 1 ? 'single' : 'biset',
      restAfterBlock: Math.max(...rows.map((row) => row[3])),
      exercises: rows.map(([exerciseId, sets, reps, rest, timed], r) => ({
        id: `${dayId}-b${b + 1}-r${r + 1}`,
        exerciseId,
        sets: String(sets),
        reps,
        durationType: timed ?? 'reps',
        rest,
      })),
    })),
  };
}

export const planOf = (key: string, days: DaySpec[]): Plan => days.map((spec, i) => workout(key, i, spec));

export const stretchLower: Routine[] = [
  ['alongamento-quadriceps-em-pe', '30s cada perna'],
  ['alongamento-posterior-coxa-em-pe', '30s'],
];
export const stretchUpper: Routine[] = [
  ['alongamento-peitoral-parede', '30s cada lado'],
  ['alongamento-dorsal-em-pe-parede', '30s'],
];
export const stretchAll: Routine[] = [...stretchLower, ['alongamento-peitoral-parede', '30s cada lado']];

export const bike: Routine = ['bicicleta-ergometrica', '5 min'];
export const mobilityUpper: Routine = ['mobilidade-ombros-circulos-bracos', '1 min'];
export const mobilityLower: Routine = ['mobilidade-quadril-circulos-em-pe', '1 min'];
