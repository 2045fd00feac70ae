import type { Plan, Weekday, Workout } from '#shared/contracts/plans.ts';
import type { TemplateGoal, TemplateLevel } from '#shared/contracts/templates.ts';

/**
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

const planOf = (key: string, days: DaySpec[]): Plan => days.map((spec, i) => workout(key, i, spec));

const stretchLower: Routine[] = [
  ['alongamento-quadriceps-em-pe', '30s cada perna'],
  ['alongamento-posterior-coxa-em-pe', '30s'],
];
const stretchUpper: Routine[] = [
  ['alongamento-peitoral-parede', '30s cada lado'],
  ['alongamento-dorsal-em-pe-parede', '30s'],
];
const stretchAll: Routine[] = [...stretchLower, ['alongamento-peitoral-parede', '30s cada lado']];

const bike: Routine = ['bicicleta-ergometrica', '5 min'];
const mobilityUpper: Routine = ['mobilidade-ombros-circulos-bracos', '1 min'];
const mobilityLower: Routine = ['mobilidade-quadril-circulos-em-pe', '1 min'];

export const STARTER_TEMPLATES: readonly StarterTemplate[] = [
  {
    id: 'modelo-full-body-2x-iniciante',
    name: 'Full Body 2× — Iniciante',
    description: 'Corpo inteiro duas vezes por semana, em máquinas e halteres, para quem está começando.',
    level: 'iniciante',
    goal: 'Condicionamento físico',
    place: 'Academia',
    age: 30,
    plan: planOf('fb2', [
      {
        day: 'Segunda-feira',
        label: 'Full Body A',
        groups: ['Pernas (Quadríceps)', 'Peito', 'Costas', 'Pernas (Posterior)', 'Ombros', 'Core'],
        warmup: [bike, mobilityLower, mobilityUpper],
        blocks: [
          [['leg-press-45', 3, '10-12', 90]],
          [['supino-reto-maquina', 3, '10-12', 90]],
          [['puxada-frontal-polia', 3, '10-12', 90]],
          [['mesa-flexora', 3, '12', 60]],
          [['rosca-direta-polia', 2, '12', 60]],
          [['prancha-abdominal', 2, '30', 45, 'time']],
        ],
        cooldown: stretchAll,
      },
      {
        day: 'Quinta-feira',
        label: 'Full Body B',
        groups: ['Pernas (Quadríceps)', 'Glúteos', 'Costas', 'Peito', 'Ombros', 'Core'],
        warmup: [bike, mobilityLower, mobilityUpper],
        blocks: [
          [['agachamento-goblet-kettlebell', 3, '10-12', 90]],
          [['remada-sentada-maquina', 3, '10-12', 90]],
          [['supino-reto-halteres', 3, '10-12', 90]],
          [['elevacao-pelvica-maquina', 3, '12', 60]],
          [['elevacao-lateral-halteres', 2, '12', 60]],
          [['inseto-morto', 2, '10', 45]],
        ],
        cooldown: stretchAll,
      },
    ]),
  },
  {
    id: 'modelo-full-body-3x-iniciante',
    name: 'Full Body 3× — Iniciante',
    description: 'Corpo inteiro três vezes por semana, alternando três treinos, com máquinas e halteres.',
    level: 'iniciante',
    goal: 'Condicionamento físico',
    place: 'Academia',
    age: 30,
    plan: planOf('fb3', [
      {
        day: 'Segunda-feira',
        label: 'Full Body A',
        groups: ['Pernas (Quadríceps)', 'Peito', 'Costas', 'Pernas (Posterior)', 'Core'],
        warmup: [bike, mobilityLower, mobilityUpper],
        blocks: [
          [['leg-press-45', 3, '10-12', 90]],
          [['supino-reto-maquina', 3, '10-12', 90]],
          [['puxada-frontal-polia', 3, '10-12', 90]],
          [['mesa-flexora', 2, '12', 60]],
          [['prancha-abdominal', 2, '30', 45, 'time']],
        ],
        cooldown: stretchAll,
      },
      {
        day: 'Quarta-feira',
        label: 'Full Body B',
        groups: ['Glúteos', 'Costas', 'Ombros', 'Pernas (Quadríceps)', 'Core'],
        warmup: [bike, mobilityLower, mobilityUpper],
        blocks: [
          [['agachamento-goblet-kettlebell', 3, '10-12', 90]],
          [['remada-sentada-maquina', 3, '10-12', 90]],
          [['desenvolvimento-maquina', 2, '10-12', 90]],
          [['elevacao-pelvica-maquina', 2, '12', 60]],
          [['inseto-morto', 2, '10', 45]],
        ],
        cooldown: stretchAll,
      },
      {
        day: 'Sexta-feira',
        label: 'Full Body C',
        groups: ['Pernas (Quadríceps)', 'Peito', 'Costas', 'Bíceps', 'Tríceps'],
        warmup: [bike, mobilityLower, mobilityUpper],
        blocks: [
          [['leg-press-horizontal', 3, '10-12', 90]],
          [['supino-reto-halteres', 2, '10-12', 90]],
          [['remada-unilateral-halter', 2, '10-12', 60]],
          [['cadeira-flexora', 2, '12', 60]],
          [['rosca-direta-polia', 2, '12', 45], ['triceps-pulley-barra', 2, '12', 45]],
        ],
        cooldown: stretchAll,
      },
    ]),
  },
  {
    id: 'modelo-upper-lower-4x',
    name: 'Superior/Inferior 4×',
    description: 'Dois treinos de membros superiores e dois de inferiores por semana, para hipertrofia.',
    level: 'intermediario',
    goal: 'Hipertrofia (ganho de massa)',
    place: 'Academia',
    age: 30,
    plan: planOf('ul4', [
      {
        day: 'Segunda-feira',
        label: 'Superior A',
        groups: ['Peito', 'Costas', 'Ombros', 'Bíceps', 'Tríceps'],
        warmup: [mobilityUpper, ['supino-reto-halteres', '1 série leve']],
        blocks: [
          [['supino-reto-barra', 4, '6-8', 120]],
          [['remada-curvada-barra', 4, '8-10', 120]],
          [['desenvolvimento-halteres', 3, '8-10', 90]],
          [['puxada-frontal-polia', 3, '10-12', 90]],
          [['crossover-polia-baixa', 2, '12', 60]],
          [['rosca-direta-barra', 2, '10-12', 60], ['triceps-corda-polia', 2, '10-12', 60]],
        ],
        cooldown: stretchUpper,
      },
      {
        day: 'Terça-feira',
        label: 'Inferior A',
        groups: ['Pernas (Quadríceps)', 'Pernas (Posterior)', 'Glúteos', 'Panturrilhas'],
        warmup: [mobilityLower, ['agachamento-livre-peso-corporal', '1 série leve']],
        blocks: [
          [['agachamento-livre-barra', 4, '6-8', 150]],
          [['levantamento-terra-romeno-barra', 3, '8-10', 120]],
          [['leg-press-45', 3, '10-12', 90]],
          [['mesa-flexora', 3, '10-12', 60]],
          [['panturrilha-em-pe-maquina', 3, '12-15', 60]],
        ],
        cooldown: stretchLower,
      },
      {
        day: 'Quinta-feira',
        label: 'Superior B',
        groups: ['Costas', 'Peito', 'Ombros', 'Bíceps', 'Tríceps'],
        warmup: [mobilityUpper, ['remada-sentada-maquina', '1 série leve']],
        blocks: [
          [['puxada-triangulo-polia', 4, '8-10', 120]],
          [['supino-inclinado-halteres', 3, '8-10', 90]],
          [['remada-sentada-maquina', 3, '10-12', 90]],
          [['voador-peck-deck', 3, '12', 60]],
          [['elevacao-lateral-halteres', 2, '12-15', 60]],
          [['rosca-martelo-halteres', 2, '10-12', 60], ['triceps-pulley-barra', 2, '10-12', 60]],
        ],
        cooldown: stretchUpper,
      },
      {
        day: 'Sexta-feira',
        label: 'Inferior B',
        groups: ['Glúteos', 'Pernas (Quadríceps)', 'Pernas (Posterior)', 'Core'],
        warmup: [mobilityLower, ['ponte-gluteo', '1 série leve']],
        blocks: [
          [['leg-press-horizontal', 4, '8-10', 120]],
          [['elevacao-pelvica', 3, '8-10', 120]],
          [['afundo-halteres', 3, '10', 90]],
          [['cadeira-flexora', 3, '10-12', 60]],
          [['prancha-abdominal', 3, '40', 45, 'time']],
        ],
        cooldown: stretchLower,
      },
    ]),
  },
  {
    id: 'modelo-ppl-3x',
    name: 'Empurrar/Puxar/Pernas 3×',
    description: 'Um treino de empurrar, um de puxar e um de pernas por semana, para hipertrofia.',
    level: 'intermediario',
    goal: 'Hipertrofia (ganho de massa)',
    place: 'Academia',
    age: 30,
    plan: planOf('ppl3', [
      {
        day: 'Segunda-feira',
        label: 'Empurrar',
        groups: ['Peito', 'Ombros', 'Tríceps'],
        warmup: [mobilityUpper, ['supino-reto-halteres', '1 série leve']],
        blocks: [
          [['supino-reto-barra', 4, '6-8', 120]],
          [['supino-inclinado-halteres', 3, '8-10', 90]],
          [['desenvolvimento-halteres', 3, '8-10', 90]],
          [['voador-peck-deck', 3, '12', 60]],
          [['elevacao-lateral-halteres', 2, '12-15', 60]],
          [['triceps-corda-polia', 3, '10-12', 60]],
        ],
        cooldown: stretchUpper,
      },
      {
        day: 'Quarta-feira',
        label: 'Puxar',
        groups: ['Costas', 'Bíceps', 'Ombros'],
        warmup: [mobilityUpper, ['remada-sentada-maquina', '1 série leve']],
        blocks: [
          [['remada-curvada-barra', 4, '8-10', 120]],
          [['puxada-frontal-polia', 4, '8-10', 90]],
          [['remada-sentada-maquina', 3, '10-12', 90]],
          [['crucifixo-inverso-maquina', 2, '12-15', 60]],
          [['rosca-direta-barra', 3, '10-12', 60]],
        ],
        cooldown: stretchUpper,
      },
      {
        day: 'Sexta-feira',
        label: 'Pernas',
        groups: ['Pernas (Quadríceps)', 'Pernas (Posterior)', 'Glúteos', 'Panturrilhas'],
        warmup: [mobilityLower, ['agachamento-livre-peso-corporal', '1 série leve']],
        blocks: [
          [['agachamento-livre-barra', 4, '6-8', 150]],
          [['levantamento-terra-romeno-barra', 3, '8-10', 120]],
          [['leg-press-45', 4, '10-12', 90]],
          [['cadeira-extensora', 2, '12', 60]],
          [['mesa-flexora', 3, '10-12', 60]],
          [['elevacao-pelvica-maquina', 3, '10-12', 60]],
          [['panturrilha-em-pe-maquina', 3, '12-15', 60]],
        ],
        cooldown: stretchLower,
      },
    ]),
  },
  {
    id: 'modelo-ppl-6x',
    name: 'Empurrar/Puxar/Pernas 6×',
    description: 'Empurrar, puxar e pernas duas vezes por semana, com variações no segundo ciclo. Para avançados.',
    level: 'avancado',
    goal: 'Hipertrofia (ganho de massa)',
    place: 'Academia',
    age: 30,
    plan: planOf('ppl6', [
      {
        day: 'Segunda-feira',
        label: 'Empurrar A',
        groups: ['Peito', 'Ombros', 'Tríceps'],
        warmup: [mobilityUpper, ['supino-reto-halteres', '1 série leve']],
        blocks: [
          [['supino-reto-barra', 4, '6-8', 150]],
          [['desenvolvimento-militar-barra', 3, '6-8', 120]],
          [['crossover-polia-alta', 3, '12', 60]],
          [['triceps-testa-barra-w', 3, '8-10', 60]],
        ],
        cooldown: stretchUpper,
      },
      {
        day: 'Terça-feira',
        label: 'Puxar A',
        groups: ['Costas', 'Bíceps', 'Ombros'],
        warmup: [mobilityUpper, ['remada-sentada-maquina', '1 série leve']],
        blocks: [
          [['barra-fixa-pronada', 4, '6-8', 150]],
          [['remada-curvada-barra', 3, '8-10', 120]],
          [['face-pull-polia', 2, '12-15', 60]],
          [['rosca-direta-barra', 3, '8-10', 60]],
        ],
        cooldown: stretchUpper,
      },
      {
        day: 'Quarta-feira',
        label: 'Pernas A',
        groups: ['Pernas (Quadríceps)', 'Pernas (Posterior)', 'Glúteos', 'Panturrilhas'],
        warmup: [mobilityLower, ['agachamento-livre-peso-corporal', '1 série leve']],
        blocks: [
          [['agachamento-livre-barra', 4, '5-7', 180]],
          [['levantamento-terra-romeno-barra', 3, '8-10', 120]],
          [['cadeira-extensora', 3, '12', 60]],
          [['panturrilha-em-pe-maquina', 3, '10-12', 60]],
        ],
        cooldown: stretchLower,
      },
      {
        day: 'Quinta-feira',
        label: 'Empurrar B',
        groups: ['Peito', 'Ombros', 'Tríceps'],
        warmup: [mobilityUpper, ['supino-inclinado-halteres', '1 série leve']],
        blocks: [
          [['supino-inclinado-halteres', 4, '8-10', 120]],
          [['mergulho-paralelas', 3, '8-10', 90]],
          [['voador-peck-deck', 3, '12-15', 60]],
          [['elevacao-lateral-unilateral-polia', 2, '12-15', 60]],
          [['triceps-corda-polia', 3, '10-12', 60]],
        ],
        cooldown: stretchUpper,
      },
      {
        day: 'Sexta-feira',
        label: 'Puxar B',
        groups: ['Costas', 'Bíceps', 'Ombros'],
        warmup: [mobilityUpper, ['puxada-frontal-polia', '1 série leve']],
        blocks: [
          [['puxada-triangulo-polia', 4, '8-10', 120]],
          [['remada-unilateral-halter', 3, '8-10', 90]],
          [['pulldown-bracos-estendidos-polia', 3, '12-15', 60]],
          [['rosca-martelo-halteres', 3, '10-12', 60]],
        ],
        cooldown: stretchUpper,
      },
      {
        day: 'Sábado',
        label: 'Pernas B',
        groups: ['Glúteos', 'Pernas (Quadríceps)', 'Pernas (Posterior)', 'Core'],
        warmup: [mobilityLower, ['ponte-gluteo', '1 série leve']],
        blocks: [
          [['leg-press-45', 4, '8-10', 120]],
          [['elevacao-pelvica', 3, '8-10', 120]],
          [['agachamento-bulgaro-halteres', 3, '10', 90]],
          [['mesa-flexora', 4, '10-12', 60]],
          [['prancha-abdominal', 3, '45', 45, 'time']],
        ],
        cooldown: stretchLower,
      },
    ]),
  },
  {
    id: 'modelo-casa-elasticos-halteres-3x',
    name: 'Em Casa 3× — Elásticos e Halteres',
    description: 'Corpo inteiro em casa, três vezes por semana, só com elásticos, halteres e o peso do corpo.',
    level: 'iniciante',
    goal: 'Condicionamento físico',
    place: 'Casa',
    age: 30,
    plan: planOf('casa3', [
      {
        day: 'Segunda-feira',
        label: 'Casa A',
        groups: ['Pernas (Quadríceps)', 'Costas', 'Peito', 'Ombros', 'Core'],
        warmup: [['marcha-estacionaria', '3 min'], mobilityLower, mobilityUpper],
        blocks: [
          [['agachamento-banco-halter', 2, '10-12', 90]],
          [['remada-unilateral-halter', 3, '10-12', 60]],
          [['supino-em-pe-elastico', 3, '12', 60]],
          [['elevacao-lateral-elastico', 2, '12-15', 45]],
          [['inseto-morto', 2, '10', 45]],
        ],
        cooldown: stretchAll,
      },
      {
        day: 'Quarta-feira',
        label: 'Casa B',
        groups: ['Pernas (Posterior)', 'Costas', 'Ombros', 'Pernas (Quadríceps)', 'Core'],
        warmup: [['marcha-estacionaria', '3 min'], mobilityLower, mobilityUpper],
        blocks: [
          [['subida-banco-halteres', 2, '10', 90]],
          [['puxada-alta-elastico', 3, '12', 60]],
          [['stiff-elastico', 3, '12', 60]],
          [['desenvolvimento-halteres', 2, '10-12', 60]],
          [['perdigueiro', 2, '10', 45]],
        ],
        cooldown: stretchAll,
      },
      {
        day: 'Sexta-feira',
        label: 'Casa C',
        groups: ['Pernas (Quadríceps)', 'Peito', 'Costas', 'Panturrilhas', 'Bíceps', 'Tríceps'],
        warmup: [['marcha-estacionaria', '3 min'], mobilityLower, mobilityUpper],
        blocks: [
          [['agachamento-elastico', 3, '12', 90]],
          [['supino-reto-halteres', 3, '10-12', 90]],
          [['remada-sentada-elastico', 3, '12', 60]],
          [['panturrilha-sentado-halter', 2, '15', 45]],
          [['rosca-alternada-halteres', 2, '12', 45], ['triceps-extensao-elastico', 2, '12', 45]],
        ],
        cooldown: stretchAll,
      },
    ]),
  },
  {
    id: 'modelo-60-mais-2x',
    name: '60+ 2× — Força e Equilíbrio',
    description: 'Força, equilíbrio e mobilidade duas vezes por semana para quem tem 60 anos ou mais, com apoio e em máquinas.',
    level: 'iniciante',
    goal: 'Melhora da saúde / qualidade de vida',
    place: 'Academia',
    age: 65,
    plan: planOf('sen2', [
      {
        day: 'Terça-feira',
        label: 'Força e Equilíbrio A',
        groups: ['Pernas (Quadríceps)', 'Peito', 'Costas', 'Glúteos', 'Core'],
        warmup: [['bicicleta-ergometrica-horizontal', '5 min'], mobilityLower, mobilityUpper],
        blocks: [
          [['sentar-levantar-cadeira', 3, '10-12', 90]],
          [['supino-reto-maquina', 3, '10-12', 90]],
          [['puxada-frontal-polia', 3, '10-12', 90]],
          [['leg-press-horizontal', 2, '12', 90]],
          [['equilibrio-unipodal-apoio', 2, '20', 45, 'time']],
        ],
        cooldown: [['alongamento-posterior-coxa-cadeira', '30s'], ['alongamento-peitoral-parede', '30s cada lado']],
      },
      {
        day: 'Sexta-feira',
        label: 'Força e Equilíbrio B',
        groups: ['Pernas (Quadríceps)', 'Costas', 'Ombros', 'Pernas (Posterior)', 'Core'],
        warmup: [['bicicleta-ergometrica-horizontal', '5 min'], mobilityLower, mobilityUpper],
        blocks: [
          [['leg-press-horizontal', 3, '10-12', 90]],
          [['remada-sentada-maquina', 3, '10-12', 90]],
          [['cadeira-flexora', 3, '12', 60]],
          [['desenvolvimento-maquina', 2, '12', 60]],
          [['caminhada-tandem', 2, '30', 45, 'time']],
        ],
        cooldown: [['alongamento-posterior-coxa-cadeira', '30s'], ['alongamento-gluteo-sentado', '30s cada lado']],
      },
    ]),
  },
];
