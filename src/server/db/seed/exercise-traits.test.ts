import { describe, expect, test } from 'vitest';
import {
  ExerciseTraitsSchema,
  type BodyPosition,
  type Exercise,
  type MovementPattern,
} from '#shared/contracts/exercises.ts';
import { inferTraits } from '#shared/domain/exercises/infer-traits.ts';
import { KEY_LIFTS } from '#shared/domain/exercises/key-lifts.ts';
import { foldForSearch } from '#shared/domain/text/fold-for-search.ts';
import { EXERCISE_CATALOG } from './exercise-catalog.ts';

const byId = (id: string): Exercise => {
  const exercise = EXERCISE_CATALOG.find((e) => e.id === id);
  if (!exercise) throw new Error(`no exercise ${id}`);
  return exercise;
};
const traitsOf = (id: string) => byId(id).traits;

/** Every head word of the catalogue's names and its gender, written down here, not derived. */
const HEAD_GENDER: Record<string, 'm' | 'f'> = {
  abdominal: 'm',
  abducao: 'f',
  abertura: 'f',
  afundo: 'm',
  agachamento: 'm',
  air: 'f',
  alongamento: 'm',
  avanco: 'm',
  barra: 'f',
  bicicleta: 'f',
  bike: 'f',
  bom: 'm',
  burpee: 'm',
  cadeira: 'f',
  caminhada: 'f',
  canoa: 'f',
  coice: 'm',
  corrida: 'f',
  crossover: 'm',
  crucifixo: 'm',
  desenvolvimento: 'm',
  elevacao: 'f',
  eliptico: 'm',
  equilibrio: 'm',
  escalador: 'm',
  face: 'm',
  flexao: 'f',
  flexora: 'f',
  giro: 'm',
  gluteo: 'm',
  hiperextensao: 'f',
  inseto: 'm',
  kettlebell: 'm',
  lenhador: 'm',
  leg: 'm',
  levantamento: 'm',
  marcha: 'f',
  mergulho: 'm',
  mesa: 'f',
  mobilidade: 'f',
  moinho: 'm',
  ostra: 'f',
  pallof: 'm',
  panturrilha: 'f',
  perdigueiro: 'm',
  polichinelo: 'm',
  ponte: 'f',
  prancha: 'f',
  pulldown: 'm',
  pullover: 'm',
  pular: 'm',
  push: 'm',
  puxada: 'f',
  remada: 'f',
  remo: 'm',
  rosca: 'f',
  saltitos: 'm',
  sentar: 'm',
  simulador: 'm',
  skipping: 'm',
  step: 'm',
  stiff: 'm',
  subida: 'f',
  super: 'm',
  supino: 'm',
  thruster: 'm',
  tiros: 'm',
  triceps: 'm',
  voador: 'm',
};

const FLOOR_POSITIONS: readonly BodyPosition[] = [
  'deitado_costas',
  'deitado_bruços',
  'de_lado',
  'chao_ajoelhado',
  'cabeca_para_baixo',
  'sentado',
];
/** Standing exercises that go down to the floor and up again. */
const THROUGH_THE_FLOOR = ['burpee'];
const MAIN_PATTERNS: readonly MovementPattern[] = [
  'agachamento',
  'dobradica_quadril',
  'unilateral_pernas',
  'empurrar_horizontal',
  'empurrar_vertical',
  'puxar_horizontal',
  'puxar_vertical',
];
const TRUNK = ['Abdômen', 'Core', 'Costas'];

describe('the traits of every catalogue exercise (decision 031)', () => {
  test('every exercise has all its traits, in the contract’s lists', () => {
    for (const { id, traits } of EXERCISE_CATALOG) {
      expect(ExerciseTraitsSchema.safeParse(traits).success, id).toBe(true);
    }
  });

  test('the gender of each name follows its head word', () => {
    for (const { id, name, traits } of EXERCISE_CATALOG) {
      const head = foldForSearch(name).split(/[^a-z0-9]+/)[0]!;
      expect(HEAD_GENDER[head], `${id}: head word '${head}'`).toBeDefined();
      expect(traits.gender, id).toBe(HEAD_GENDER[head]);
    }
  });

  test('cardio is cardio: its group, no main lift, no loaded spine', () => {
    for (const { id, muscleGroups, traits } of EXERCISE_CATALOG) {
      if (muscleGroups.primary[0] === 'Cardio') expect(traits.pattern, id).toBe('cardio');
      if (traits.pattern !== 'cardio') continue;
      expect(muscleGroups.primary, id).toContain('Cardio');
      expect([traits.mainLift, traits.axialLoad, traits.spinalFlexion], id).toEqual([false, false, false]);
    }
  });

  test('the floor goes with a floor position; a machine is never on the floor unless kneeling at it', () => {
    for (const { id, equipment, traits } of EXERCISE_CATALOG) {
      if (traits.floor && !THROUGH_THE_FLOOR.includes(id))
        expect(FLOOR_POSITIONS, id).toContain(traits.position);
      if (equipment === 'maquina' && traits.floor) expect(traits.position, id).toBe('chao_ajoelhado');
    }
    for (const id of THROUGH_THE_FLOOR) expect(traitsOf(id).floor).toBe(true);
  });

  test('spinal flexion is trunk work, and all trunk flexion work has it', () => {
    for (const { id, muscleGroups, traits } of EXERCISE_CATALOG) {
      if (traits.pattern === 'flexao_rotacao_tronco') expect(traits.spinalFlexion, id).toBe(true);
      if (!traits.spinalFlexion) continue;
      expect(['flexao_rotacao_tronco', 'mobilidade'], id).toContain(traits.pattern);
      expect(
        muscleGroups.primary.some((group) => TRUNK.includes(group)),
        id,
      ).toBe(true);
    }
  });

  test('impact is on the feet; a load on the spine needs a load; main lifts are the big patterns', () => {
    for (const { id, equipment, traits } of EXERCISE_CATALOG) {
      if (traits.impact === 'alto') expect([traits.position, traits.mainLift], id).toEqual(['em_pe', false]);
      if (traits.axialLoad) expect(['barra', 'halteres', 'kettlebell', 'maquina'], id).toContain(equipment);
      if (traits.mainLift) expect(MAIN_PATTERNS, id).toContain(traits.pattern);
      if (traits.balance === 'alto') expect(['em_pe', 'deitado_costas'], id).toContain(traits.position);
    }
    for (const id of Object.values(KEY_LIFTS)) expect(traitsOf(id).mainLift, id).toBe(true);
  });

  test('stretches and mobility drills are named so, ask nothing of the spine and never jump', () => {
    for (const { id, name, traits } of EXERCISE_CATALOG) {
      const named = /^(Alongamento|Mobilidade)\b/.test(name);
      expect(named, id).toBe(traits.pattern === 'mobilidade');
      if (!named) continue;
      expect([traits.impact, traits.axialLoad, traits.mainLift], id).toEqual(['nenhum', false, false]);
    }
  });

  test.each([
    ['polichinelo', { impact: 'alto', pattern: 'cardio' }],
    ['supino-declinado-barra', { position: 'cabeca_para_baixo', gender: 'm' }],
    ['flexao-de-bracos-declinada', { position: 'cabeca_para_baixo', floor: true }],
    ['ponte-gluteo', { position: 'deitado_costas', floor: true }],
    ['agachamento-livre-barra', { pattern: 'agachamento', axialLoad: true, mainLift: true, gender: 'm' }],
    ['abdominal-supra', { spinalFlexion: true, position: 'deitado_costas', floor: true }],
    ['giro-russo-kettlebell', { spinalFlexion: true }],
    ['moinho-kettlebell', { spinalFlexion: true }],
    ['afundo-halteres', { pattern: 'unilateral_pernas', balance: 'medio' }],
    ['avanco-halteres', { pattern: 'unilateral_pernas', balance: 'alto' }],
    ['agachamento-unilateral-pistol', { balance: 'alto' }],
    ['flexao-de-bracos', { position: 'deitado_bruços', floor: true, gender: 'f' }],
    ['flexao-de-bracos-inclinada', { position: 'em_pe', floor: false }],
    ['supino-inclinado-halteres', { position: 'sentado' }],
    ['remada-curvada-barra', { gender: 'f', mainLift: true }],
    ['elevacao-pelvica', { gender: 'f', pattern: 'dobradica_quadril' }],
    ['leg-press-45', { gender: 'm' }],
    ['puxada-frontal-polia', { gender: 'f', pattern: 'puxar_vertical' }],
    ['crossover-polia-alta', { gender: 'm', pattern: 'isolamento' }],
    ['cadeira-extensora', { gender: 'f', pattern: 'isolamento' }],
    ['corrida-esteira', { impact: 'alto' }],
    ['eliptico', { impact: 'nenhum' }],
    ['alongamento-elastico-posterior-deitado', { position: 'deitado_costas', floor: true }],
    ['levantamento-terra-barra', { pattern: 'dobradica_quadril', axialLoad: true, mainLift: true }],
  ] as const)('%s: %o', (id, expected) => {
    expect(traitsOf(id)).toMatchObject(expected);
  });

  test('only the three head-down exercises put the head below the hips', () => {
    const headDown = EXERCISE_CATALOG.filter((e) => e.traits.position === 'cabeca_para_baixo').map(
      (e) => e.id,
    );
    expect(headDown.sort()).toEqual(['flexao-de-bracos-declinada', 'flexao-pike', 'supino-declinado-barra']);
  });
});

describe('what the coach needs for people (issue 22)', () => {
  const all = EXERCISE_CATALOG;
  const stretchable = [
    'Peito',
    'Costas',
    'Ombros',
    'Bíceps',
    'Tríceps',
    'Pernas (Quadríceps)',
    'Pernas (Posterior)',
    'Panturrilhas',
    'Abdômen',
    'Glúteos',
  ];

  test.each(stretchable)('%s can be stretched off the floor, without flexing the spine', (group) => {
    const safe = all.filter(
      (e) =>
        e.traits.pattern === 'mobilidade' &&
        !e.traits.floor &&
        !e.traits.spinalFlexion &&
        e.traits.position !== 'deitado_costas' &&
        e.muscleGroups.primary.includes(group),
    );
    expect(safe.map((e) => e.id)).not.toHaveLength(0);
  });

  test('cardio without impact and off the floor, standing and seated', () => {
    const gentle = all.filter(
      (e) => e.traits.pattern === 'cardio' && e.traits.impact !== 'alto' && !e.traits.floor,
    );
    const standing = gentle.filter((e) => e.traits.position === 'em_pe' && e.equipment === 'peso corporal');
    expect(standing.map((e) => e.id)).toEqual(
      expect.arrayContaining(['marcha-estacionaria', 'step-touch-lateral', 'caminhada']),
    );
    expect(gentle.filter((e) => e.traits.position === 'sentado').length).toBeGreaterThanOrEqual(3);
  });

  test('regressions: a supported squat, a wall push-up, a seated calf raise, standing pulls, balance with support', () => {
    const bodyweightSquats = all.filter(
      (e) =>
        e.traits.pattern === 'agachamento' &&
        e.equipment === 'peso corporal' &&
        e.traits.balance === 'baixo' &&
        e.traits.impact === 'nenhum' &&
        !e.traits.floor,
    );
    expect(bodyweightSquats.map((e) => e.id)).toEqual(
      expect.arrayContaining(['agachamento-banco-peso-corporal', 'sentar-levantar-cadeira']),
    );
    expect(traitsOf('flexao-bracos-parede')).toMatchObject({ position: 'em_pe', floor: false });
    expect(traitsOf('panturrilha-sentado-halter')).toMatchObject({ position: 'sentado', balance: 'baixo' });
    const standingPulls = all.filter(
      (e) =>
        e.traits.pattern.startsWith('puxar') &&
        ['em_pe', 'sentado'].includes(e.traits.position) &&
        !e.traits.floor &&
        e.equipment === 'elastico',
    );
    expect(standingPulls.length).toBeGreaterThanOrEqual(3);
    for (const id of ['equilibrio-unipodal-apoio', 'caminhada-tandem'])
      expect(traitsOf(id)).toMatchObject({
        position: 'em_pe',
        balance: 'medio',
        floor: false,
        impact: expect.not.stringMatching('alto'),
      });
  });

  test('warm-up drills that move the joints without impact or the floor', () => {
    const drills = all.filter(
      (e) =>
        e.traits.pattern === 'mobilidade' && e.traits.position === 'em_pe' && e.name.startsWith('Mobilidade'),
    );
    expect(drills.map((e) => e.id)).toEqual(
      expect.arrayContaining([
        'mobilidade-ombros-bastao',
        'mobilidade-quadril-circulos-em-pe',
        'mobilidade-quadril-balanco-perna',
      ]),
    );
    expect(traitsOf('agachamento-com-apoio-aquecimento')).toMatchObject({ impact: 'nenhum', floor: false });
  });
});

describe('inferTraits against the hand annotation', () => {
  const fields = ['pattern', 'position', 'floor', 'impact', 'axialLoad', 'spinalFlexion', 'gender'] as const;
  const agreement = Object.fromEntries(
    fields.map((field) => [
      field,
      EXERCISE_CATALOG.filter(
        (e) =>
          inferTraits({ name: e.name, equipment: e.equipment, primary: e.muscleGroups.primary })[field] ===
          e.traits[field],
      ).length / EXERCISE_CATALOG.length,
    ]),
  );

  // All of them today; the margin leaves room for a new exercise whose name says less.
  test('reads impact, spinal flexion, axial load, pattern and gender from the names as a coach did', () => {
    for (const field of ['impact', 'spinalFlexion', 'axialLoad', 'pattern', 'gender'] as const)
      expect(agreement[field], field).toBeGreaterThanOrEqual(0.97);
  });

  test('reads the position and the floor right for nine in ten', () => {
    expect(agreement.position).toBeGreaterThanOrEqual(0.9);
    expect(agreement.floor).toBeGreaterThanOrEqual(0.9);
  });
});
