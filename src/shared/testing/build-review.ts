import type { Block, ExerciseInstance, Plan, RoutineItem, Workout } from '../contracts/plans.ts';
import type { Condition, ConditionKind, Limit, LimitKind, Person, Sport } from '../domain/person/person.ts';
import type { Weekday } from '../domain/plans/weekdays.ts';

/** A healthy adult, intermediate, training for health three days a week, an hour each. */
export function buildPerson(overrides: Partial<Person> = {}): Person {
  return {
    age: 35,
    ageBand: 'adult',
    sex: 'Feminino',
    level: 'intermediario',
    goal: 'health',
    days: ['Segunda-feira', 'Quarta-feira', 'Sexta-feira'],
    sessionMinutes: 60,
    liked: [],
    disliked: [],
    conditions: [],
    limits: [],
    sports: [],
    fitness: {},
    medicalClearance: true,
    ...overrides,
  };
}

export const condition = (kind: ConditionKind, extra: Partial<Condition> = {}): Condition => ({
  kind,
  acute: false,
  label: kind,
  source: 'anamnese',
  ...extra,
});
export const limit = (kind: LimitKind, label = kind.replace(/_/g, ' ')): Limit => ({
  kind,
  label,
  source: 'anamnese',
});
export const sport = (kind: Sport['kind'], extra: Partial<Sport> = {}): Sport => ({
  kind,
  label: kind,
  gameDays: [],
  source: 'anamnese',
  ...extra,
});

export { REVIEW_BY_ID, REVIEW_CATALOG, reviewExercise } from './review-catalog.ts';

let rows = 0;
/** A plan row: 3 × 10, 90 s of rest, unless told. */
export function work(exerciseId: string, extra: Partial<ExerciseInstance> = {}): ExerciseInstance {
  rows += 1;
  return { id: `w${rows}`, exerciseId, sets: '3', reps: '10', durationType: 'reps', rest: 90, ...extra };
}

/** A block of several rows (a bi-set of two, a tri-set of three). */
export function combined(...exercises: ExerciseInstance[]): Block {
  rows += 1;
  return {
    id: `c${rows}`,
    type: exercises.length === 3 ? 'triset' : 'biset',
    restAfterBlock: 90,
    exercises: exercises.map((exercise, i) =>
      i < exercises.length - 1 ? { ...exercise, rest: 0 } : exercise,
    ),
  };
}

export const item = (exerciseId: string, duration = '5 min'): RoutineItem => ({ exerciseId, duration });

/** A workout on `weekday`: each row a single block (or a block as given). */
export function session(
  weekday: Weekday,
  parts: (ExerciseInstance | Block)[],
  extra: Partial<Workout> = {},
): Workout {
  return {
    id: `s-${weekday}`,
    day: weekday,
    label: 'Treino',
    muscleGroups: [],
    warmup: [],
    cooldown: [],
    blocks: parts.map((part) =>
      'exercises' in part
        ? part
        : { id: `b-${part.id}`, type: 'single', restAfterBlock: 90, exercises: [part] },
    ),
    ...extra,
  };
}

/** A compliant full-body session for a healthy adult: 8 exercises × 3 sets, a specific warm-up. */
export function fullBody(weekday: Weekday, extra: Partial<Workout> = {}): Workout {
  return session(
    weekday,
    [
      work('leg-press'),
      work('supino-maquina'),
      work('remada-sentada'),
      work('stiff-halteres'),
      work('desenvolvimento'),
      work('triceps-polia'),
      work('rosca'),
      work('pallof'),
    ],
    {
      warmup: [item('bicicleta'), item('mobilidade-quadril', '2 min')],
      cooldown: [item('alongamento-pe')],
      ...extra,
    },
  );
}

export const plan3 = (): Plan => [
  fullBody('Segunda-feira'),
  fullBody('Quarta-feira'),
  fullBody('Sexta-feira'),
];
