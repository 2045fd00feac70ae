import type { AnamnesisAnswers } from '../contracts/anamnesis.ts';
import type { ExerciseInstance, Plan, Workout } from '../contracts/plans.ts';
import { athleteOf, type Athlete, type CoachExercise } from '../domain/coach-check/athlete.ts';
import type { Weekday } from '../domain/plans/weekdays.ts';
import type { ExerciseTraits } from '../contracts/exercises.ts';

/** What a bench press asks of the body: the traits of `coachExercise` unless told otherwise. */
export const PRESS_TRAITS: ExerciseTraits = {
  pattern: 'empurrar_horizontal',
  position: 'deitado_costas',
  floor: false,
  impact: 'nenhum',
  axialLoad: false,
  spinalFlexion: false,
  balance: 'baixo',
  mainLift: false,
  gender: 'm',
};

/** One catalogue entry as the coach reads it; a chest press unless told otherwise. */
export function coachExercise(
  overrides: Omit<Partial<CoachExercise>, 'traits'> & { id: string; traits?: Partial<ExerciseTraits> },
): CoachExercise {
  return {
    name: overrides.id.replace(/-/g, ' '),
    equipment: 'barra',
    primary: ['Peito'],
    secondary: [],
    difficulty: 'iniciante',
    contraindications: [],
    ...overrides,
    traits: { ...PRESS_TRAITS, ...overrides.traits },
  };
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
    traits: { position: 'deitado_bruços', floor: true, gender: 'f' },
    secondary: ['Tríceps'],
  }),
  coachExercise({
    id: 'crucifixo-maquina',
    name: 'Crucifixo na Máquina',
    equipment: 'maquina',
    traits: { pattern: 'isolamento', position: 'sentado' },
  }),
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
    traits: { pattern: 'agachamento', position: 'em_pe', axialLoad: true, mainLift: true },
    secondary: ['Glúteos'],
    difficulty: 'intermediario',
    contraindications: ['Dor no joelho', 'Hérnia de disco lombar'],
  }),
  coachExercise({
    id: 'leg-press',
    name: 'Leg Press 45°',
    equipment: 'maquina',
    traits: { pattern: 'agachamento', position: 'sentado' },
    primary: ['Pernas (Quadríceps)'],
    secondary: ['Glúteos'],
    contraindications: ['Dor no joelho'],
  }),
  coachExercise({
    id: 'ponte',
    name: 'Ponte de Glúteo',
    equipment: 'peso corporal',
    primary: ['Glúteos'],
    traits: { pattern: 'dobradica_quadril', floor: true, gender: 'f' },
  }),
  coachExercise({
    id: 'remada',
    name: 'Remada Curvada',
    primary: ['Costas'],
    traits: { pattern: 'puxar_horizontal', position: 'em_pe', gender: 'f' },
    secondary: ['Bíceps'],
    difficulty: 'intermediario',
    contraindications: ['Hérnia de disco lombar'],
  }),
  coachExercise({
    id: 'puxada',
    name: 'Puxada Alta',
    equipment: 'maquina',
    traits: { pattern: 'puxar_vertical', position: 'sentado', gender: 'f' },
    primary: ['Costas'],
    secondary: ['Bíceps'],
  }),
  coachExercise({
    id: 'esteira',
    name: 'Corrida na Esteira',
    equipment: 'maquina',
    primary: ['Cardio'],
    traits: { pattern: 'cardio', position: 'em_pe', impact: 'alto', gender: 'f' },
  }),
  coachExercise({
    id: 'eliptico',
    name: 'Elíptico',
    equipment: 'maquina',
    primary: ['Cardio'],
    traits: { pattern: 'cardio', position: 'em_pe' },
  }),
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
