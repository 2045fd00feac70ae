import type { ExerciseTraits } from '../contracts/exercises.ts';
import type { Block, ExerciseInstance, Plan, RoutineItem, Workout } from '../contracts/plans.ts';
import type { ReviewExercise } from '../domain/coach-review/review-context.ts';
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

const TRAITS: ExerciseTraits = {
  pattern: 'empurrar_horizontal',
  position: 'em_pe',
  floor: false,
  impact: 'nenhum',
  axialLoad: false,
  spinalFlexion: false,
  balance: 'baixo',
  mainLift: false,
  gender: 'm',
};

/** One catalogue entry as the reviewer reads it. */
export function reviewExercise(
  id: string,
  name: string,
  primary: string[],
  traits: Partial<ExerciseTraits>,
  extra: Partial<Omit<ReviewExercise, 'traits'>> = {},
): ReviewExercise {
  return {
    id,
    name,
    equipment: 'maquina',
    primary,
    secondary: [],
    difficulty: 'iniciante',
    traits: { ...TRAITS, ...traits },
    ...extra,
  };
}

const x = reviewExercise;
/** A small catalogue with what each rule needs, traits as the catalogue gives them (issue 22 §2). */
export const REVIEW_CATALOG: readonly ReviewExercise[] = [
  x('supino-maquina', 'Supino na Máquina', ['Peito'], {
    pattern: 'empurrar_horizontal',
    position: 'sentado',
  }),
  x(
    'supino-reto',
    'Supino Reto com Barra',
    ['Peito'],
    { position: 'deitado_costas', mainLift: true },
    { equipment: 'barra', secondary: ['Tríceps', 'Ombros'] },
  ),
  x(
    'supino-inclinado',
    'Supino Inclinado com Barra',
    ['Peito'],
    { position: 'deitado_costas' },
    { equipment: 'barra', secondary: ['Ombros'] },
  ),
  x(
    'supino-declinado',
    'Supino Declinado com Barra',
    ['Peito'],
    { position: 'cabeca_para_baixo' },
    { equipment: 'barra' },
  ),
  x('crossover-alta', 'Crossover na Polia Alta', ['Peito'], { pattern: 'isolamento' }),
  x('crossover-baixa', 'Crossover na Polia Baixa', ['Peito'], { pattern: 'isolamento' }),
  x(
    'flexao',
    'Flexão de Braços',
    ['Peito'],
    { position: 'chao_ajoelhado', floor: true, gender: 'f' },
    { equipment: 'peso corporal', secondary: ['Tríceps'] },
  ),
  x(
    'flexao-inclinada',
    'Flexão de Braços Inclinada',
    ['Peito'],
    { gender: 'f' },
    { equipment: 'peso corporal' },
  ),
  x(
    'puxada',
    'Puxada Alta',
    ['Costas'],
    { pattern: 'puxar_vertical', position: 'sentado', gender: 'f' },
    { secondary: ['Bíceps'] },
  ),
  x('remada-sentada', 'Remada Sentada', ['Costas'], {
    pattern: 'puxar_horizontal',
    position: 'sentado',
    gender: 'f',
  }),
  x(
    'remada-curvada',
    'Remada Curvada com Barra',
    ['Costas'],
    { pattern: 'puxar_horizontal', mainLift: true, gender: 'f' },
    { equipment: 'barra', difficulty: 'intermediario' },
  ),
  x(
    'remada-curvada-supinada',
    'Remada Curvada Supinada',
    ['Costas'],
    { pattern: 'puxar_horizontal', gender: 'f' },
    { equipment: 'barra' },
  ),
  x('desenvolvimento', 'Desenvolvimento na Máquina', ['Ombros'], {
    pattern: 'empurrar_vertical',
    position: 'sentado',
  }),
  x(
    'elevacao-lateral',
    'Elevação Lateral',
    ['Ombros'],
    { pattern: 'isolamento', gender: 'f' },
    { equipment: 'halteres' },
  ),
  x('rosca', 'Rosca Direta', ['Bíceps'], { pattern: 'isolamento', gender: 'f' }, { equipment: 'halteres' }),
  x('triceps-polia', 'Tríceps na Polia', ['Tríceps'], { pattern: 'isolamento' }),
  x(
    'leg-press',
    'Leg Press 45°',
    ['Pernas (Quadríceps)'],
    { pattern: 'agachamento', position: 'sentado' },
    { secondary: ['Glúteos'] },
  ),
  x(
    'agachamento',
    'Agachamento Livre com Barra',
    ['Pernas (Quadríceps)'],
    { pattern: 'agachamento', axialLoad: true, mainLift: true, balance: 'medio' },
    { equipment: 'barra', secondary: ['Glúteos'], difficulty: 'intermediario' },
  ),
  x(
    'agachamento-banco',
    'Agachamento no Banco',
    ['Pernas (Quadríceps)'],
    { pattern: 'agachamento' },
    { equipment: 'peso corporal' },
  ),
  x(
    'agachamento-peso',
    'Agachamento Livre',
    ['Pernas (Quadríceps)'],
    { pattern: 'agachamento' },
    { equipment: 'peso corporal' },
  ),
  x('cadeira-extensora', 'Cadeira Extensora', ['Pernas (Quadríceps)'], {
    pattern: 'isolamento',
    position: 'sentado',
    gender: 'f',
  }),
  x('mesa-flexora', 'Mesa Flexora', ['Pernas (Posterior)'], {
    pattern: 'isolamento',
    position: 'deitado_bruços',
    gender: 'f',
  }),
  x(
    'terra',
    'Levantamento Terra',
    ['Pernas (Posterior)', 'Glúteos'],
    { pattern: 'dobradica_quadril', axialLoad: true, mainLift: true },
    { equipment: 'barra', secondary: ['Costas'], difficulty: 'intermediario' },
  ),
  x(
    'terra-sumo',
    'Levantamento Terra Sumô',
    ['Pernas (Posterior)', 'Glúteos'],
    { pattern: 'dobradica_quadril', axialLoad: true, mainLift: true },
    { equipment: 'barra', difficulty: 'avancado' },
  ),
  x(
    'stiff',
    'Stiff com Barra',
    ['Pernas (Posterior)'],
    { pattern: 'dobradica_quadril' },
    { equipment: 'barra' },
  ),
  x(
    'stiff-halteres',
    'Stiff com Halteres',
    ['Pernas (Posterior)'],
    { pattern: 'dobradica_quadril' },
    { equipment: 'halteres' },
  ),
  x(
    'afundo',
    'Afundo com Barra',
    ['Pernas (Quadríceps)'],
    { pattern: 'unilateral_pernas', balance: 'medio' },
    { equipment: 'barra', secondary: ['Glúteos'] },
  ),
  x(
    'avanco',
    'Avanço',
    ['Pernas (Quadríceps)'],
    { pattern: 'unilateral_pernas', balance: 'medio' },
    { equipment: 'peso corporal' },
  ),
  x(
    'pistol',
    'Agachamento Unilateral (Pistol)',
    ['Pernas (Quadríceps)'],
    { pattern: 'unilateral_pernas', balance: 'alto' },
    { equipment: 'peso corporal', difficulty: 'avancado' },
  ),
  x(
    'ponte',
    'Ponte de Glúteo',
    ['Glúteos'],
    { pattern: 'dobradica_quadril', position: 'deitado_costas', floor: true, gender: 'f' },
    { equipment: 'peso corporal' },
  ),
  x('abdutora', 'Cadeira Abdutora', ['Glúteos'], { pattern: 'isolamento', position: 'sentado', gender: 'f' }),
  x('panturrilha-pe', 'Panturrilha em Pé', ['Panturrilhas'], { pattern: 'isolamento', gender: 'f' }),
  x('panturrilha-smith', 'Panturrilha em Pé no Smith', ['Panturrilhas'], {
    pattern: 'isolamento',
    gender: 'f',
  }),
  x('panturrilha-sentada', 'Panturrilha Sentada', ['Panturrilhas'], {
    pattern: 'isolamento',
    position: 'sentado',
    gender: 'f',
  }),
  x(
    'prancha',
    'Prancha',
    ['Core'],
    { pattern: 'core_anti', position: 'chao_ajoelhado', floor: true, gender: 'f' },
    { equipment: 'peso corporal' },
  ),
  x(
    'pallof',
    'Pallof Press',
    ['Core'],
    { pattern: 'core_anti', balance: 'medio' },
    { equipment: 'elastico' },
  ),
  x(
    'abdominal',
    'Abdominal Supra',
    ['Abdômen'],
    { pattern: 'flexao_rotacao_tronco', position: 'deitado_costas', floor: true, spinalFlexion: true },
    { equipment: 'peso corporal' },
  ),
  x(
    'russian-twist',
    'Russian Twist',
    ['Abdômen'],
    { pattern: 'flexao_rotacao_tronco', position: 'chao_ajoelhado', floor: true, spinalFlexion: true },
    { equipment: 'peso corporal' },
  ),
  x(
    'equilibrio',
    'Equilíbrio Unipodal com Apoio',
    ['Core'],
    { pattern: 'mobilidade', balance: 'medio' },
    { equipment: 'peso corporal' },
  ),
  x(
    'polichinelo',
    'Polichinelo',
    ['Cardio'],
    { pattern: 'cardio', impact: 'alto' },
    { equipment: 'peso corporal' },
  ),
  x(
    'skipping',
    'Skipping Alto',
    ['Cardio'],
    { pattern: 'cardio', impact: 'alto' },
    { equipment: 'peso corporal' },
  ),
  x(
    'burpee',
    'Burpee',
    ['Cardio'],
    { pattern: 'cardio', impact: 'alto', floor: true },
    { equipment: 'peso corporal', difficulty: 'intermediario' },
  ),
  x('bicicleta', 'Bicicleta Ergométrica', ['Cardio'], {
    pattern: 'cardio',
    position: 'sentado',
    gender: 'f',
  }),
  x('caminhada', 'Caminhada na Esteira', ['Cardio'], { pattern: 'cardio', impact: 'baixo', gender: 'f' }),
  x(
    'mobilidade-ombro',
    'Mobilidade de Ombros com Bastão',
    ['Ombros'],
    { pattern: 'mobilidade', gender: 'f' },
    { equipment: 'peso corporal', secondary: ['Peito', 'Costas'] },
  ),
  x(
    'mobilidade-quadril',
    'Mobilidade de Quadril',
    ['Glúteos'],
    { pattern: 'mobilidade', gender: 'f' },
    { equipment: 'peso corporal', secondary: ['Pernas (Quadríceps)', 'Pernas (Posterior)'] },
  ),
  x(
    'alongamento-deitado',
    'Alongamento de Posterior Deitado',
    ['Pernas (Posterior)'],
    { pattern: 'mobilidade', position: 'deitado_costas', floor: true },
    { equipment: 'elastico' },
  ),
  x(
    'alongamento-pe',
    'Alongamento de Posterior em Pé',
    ['Pernas (Posterior)'],
    { pattern: 'mobilidade' },
    { equipment: 'peso corporal' },
  ),
  x(
    'farmer',
    'Caminhada do Fazendeiro',
    ['Core'],
    { pattern: 'carregar', axialLoad: true, gender: 'f' },
    { equipment: 'halteres' },
  ),
];
export const REVIEW_BY_ID: ReadonlyMap<string, ReviewExercise> = new Map(
  REVIEW_CATALOG.map((e) => [e.id, e]),
);

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
