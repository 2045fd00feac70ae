import type { AnamnesisAnswers } from '../contracts/anamnesis.ts';
import type { ExerciseInstance, Plan, Workout } from '../contracts/plans.ts';
import { athleteOf, type Athlete, type CoachExercise } from '../domain/coach-check/athlete.ts';
import { inferTraits } from '../domain/exercises/infer-traits.ts';
import type { Weekday } from '../domain/plans/weekdays.ts';

/**
 * One catalogue entry as the coach reads it; a chest press unless told otherwise. Its traits are read
 * from its name, equipment and groups (inferTraits) unless given.
 */
export function coachExercise(overrides: Partial<CoachExercise> & { id: string }): CoachExercise {
  const exercise = {
    name: overrides.id.replace(/-/g, ' '),
    equipment: 'barra' as const,
    primary: ['Peito'],
    secondary: [],
    difficulty: 'iniciante' as const,
    contraindications: [],
    ...overrides,
  };
  return { ...exercise, traits: overrides.traits ?? inferTraits(exercise) };
}

/** A small catalogue that covers each rule of the check. */
export const SMALL_CATALOG: readonly CoachExercise[] = [
  coachExercise({
    id: 'supino',
    name: 'Supino Reto',
    secondary: ['Tríceps', 'Ombros'],
    contraindications: ['Lesão no ombro'],
  }),
  coachExercise({
    id: 'supino-halteres',
    name: 'Supino com Halteres',
    equipment: 'halteres',
    secondary: ['Tríceps'],
  }),
  coachExercise({
    id: 'flexao',
    name: 'Flexão de Braços',
    equipment: 'peso corporal',
    secondary: ['Tríceps'],
  }),
  coachExercise({ id: 'crucifixo-maquina', name: 'Crucifixo na Máquina', equipment: 'maquina' }),
  coachExercise({
    id: 'supino-avancado',
    name: 'Supino com Pausa',
    difficulty: 'avancado',
    secondary: ['Tríceps'],
  }),
  coachExercise({
    id: 'agachamento',
    name: 'Agachamento Livre',
    primary: ['Pernas (Quadríceps)'],
    secondary: ['Glúteos'],
    difficulty: 'intermediario',
    contraindications: ['Dor no joelho', 'Hérnia de disco lombar'],
  }),
  coachExercise({
    id: 'leg-press',
    name: 'Leg Press 45°',
    equipment: 'maquina',
    primary: ['Pernas (Quadríceps)'],
    secondary: ['Glúteos'],
    contraindications: ['Dor no joelho'],
  }),
  coachExercise({ id: 'ponte', name: 'Ponte de Glúteo', equipment: 'peso corporal', primary: ['Glúteos'] }),
  coachExercise({
    id: 'remada',
    name: 'Remada Curvada',
    primary: ['Costas'],
    secondary: ['Bíceps'],
    difficulty: 'intermediario',
    contraindications: ['Hérnia de disco lombar'],
  }),
  coachExercise({
    id: 'puxada',
    name: 'Puxada Alta',
    equipment: 'maquina',
    primary: ['Costas'],
    secondary: ['Bíceps'],
  }),
  coachExercise({ id: 'esteira', name: 'Corrida na Esteira', equipment: 'maquina', primary: ['Cardio'] }),
  coachExercise({ id: 'eliptico', name: 'Elíptico', equipment: 'maquina', primary: ['Cardio'] }),
];
export const SMALL_CATALOG_BY_ID: ReadonlyMap<string, CoachExercise> = new Map(
  SMALL_CATALOG.map((e) => [e.id, e]),
);

/** A student after the anamnesis: a trained, intermediate hypertrophy student at the gym, Mon/Wed/Fri. */
export function buildAthlete(answers: AnamnesisAnswers = {}, notes: string[] = []): Athlete {
  return athleteOf(
    {
      specificGoal: 'Hipertrofia (ganho de massa)',
      hasTrainedBefore: true,
      currentCondition: 'Bom',
      trainingLocation: 'Academia',
      availableDays: ['Segunda-feira', 'Quarta-feira', 'Sexta-feira'],
      ...answers,
    },
    notes,
  );
}

let rowCount = 0;
export function row(exerciseId: string, sets = 3, extra: Partial<ExerciseInstance> = {}): ExerciseInstance {
  rowCount += 1;
  return {
    id: `r${rowCount}`,
    exerciseId,
    sets: String(sets),
    reps: '10',
    durationType: 'reps',
    rest: 60,
    ...extra,
  };
}

/** A plan day whose rows each sit in a single block. */
export function day(weekday: Weekday, rows: ExerciseInstance[], extra: Partial<Workout> = {}): Workout {
  return {
    id: `d-${weekday}`,
    day: weekday,
    label: 'Treino',
    muscleGroups: [],
    warmup: [],
    cooldown: [],
    blocks: rows.map((exercise, i) => ({
      id: `b-${weekday}-${i}`,
      type: 'single',
      restAfterBlock: 90,
      exercises: [exercise],
    })),
    ...extra,
  };
}

export const plan = (...days: Workout[]): Plan => days;
