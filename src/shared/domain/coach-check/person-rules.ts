import type { ExerciseTraits, MovementPattern } from '../../contracts/exercises.ts';
import type { ConditionKind, LimitKind, Person } from '../person/person.ts';
import { foldForSearch } from '../text/fold-for-search.ts';

/**
 * The generator's own reading of the population rules (issue 22 §3; the sources are in
 * docs/decisions/033-engine-programs-people.md). The independent reviewer in shared/domain/coach-review
 * writes the same rules from the issue on its own; neither imports the other.
 */
export interface RuleExercise {
  id: string;
  name: string;
  equipment: string;
  primary: readonly string[];
  difficulty: string;
  traits: ExerciseTraits;
}

/** What each condition asks the plan to leave out, beyond what the reader wrote as limits. */
const IMPLIED: Partial<Record<ConditionKind, readonly LimitKind[]>> = {
  pregnancy: ['no_impact', 'no_prone', 'no_head_down', 'no_max_effort', 'no_loaded_spinal_flexion'],
  postpartum: ['no_impact', 'no_loaded_spinal_flexion'],
  osteoporosis: ['no_impact', 'no_loaded_spinal_flexion'],
  hypertension: ['no_max_effort', 'no_head_down'],
  heart_disease: ['no_max_effort', 'no_impact', 'no_head_down'],
  obesity: ['no_impact'],
  lumbar_disc: ['no_axial_load', 'no_loaded_spinal_flexion', 'no_impact'],
  cervical_disc: ['no_axial_load'],
  low_back_pain: ['no_loaded_spinal_flexion', 'no_impact', 'no_axial_load'],
  scoliosis: ['no_loaded_spinal_flexion'],
  knee: ['no_impact'],
  hip: ['no_impact'],
  ankle_sprain: ['no_impact'],
  shoulder: ['no_overhead'],
  plantar_fasciitis: ['no_impact', 'no_running'],
  dizziness_falls: ['no_floor', 'no_single_leg_dynamic', 'no_head_down'],
  floor_transfer: ['no_floor', 'no_single_leg_dynamic'],
  fibromyalgia: ['no_impact'],
};

/** Conditions under which nothing advanced and nothing that asks a lot of balance is safe. */
const CAREFUL: readonly ConditionKind[] = ['pregnancy', 'osteoporosis', 'dizziness_falls', 'floor_transfer'];

/** A region an acute injury or a recent surgery protects in its first weeks. */
type Region = 'ankle' | 'knee' | 'shoulder' | 'elbow_wrist' | 'hip' | 'lumbar' | 'cervical' | 'unknown';
const REGION_OF: Partial<Record<ConditionKind, Region>> = {
  ankle_sprain: 'ankle',
  plantar_fasciitis: 'ankle',
  knee: 'knee',
  shoulder: 'shoulder',
  elbow_wrist: 'elbow_wrist',
  hip: 'hip',
  lumbar_disc: 'lumbar',
  low_back_pain: 'lumbar',
  cervical_disc: 'cervical',
};
const SURGERY_WORDS: readonly [RegExp, Region][] = [
  [/tornozelo|\bpe\b|aquiles|calcanhar/, 'ankle'],
  [/joelho|menisco|\blca\b|ligamento cruzado|patela/, 'knee'],
  [/ombro|manguito|clavicula/, 'shoulder'],
  [/cotovelo|punho|\bmao\b|carpo/, 'elbow_wrist'],
  [/quadril|femur/, 'hip'],
  [/lombar|coluna|hernia|\bdisco\b/, 'lumbar'],
  [/cervical|pescoco/, 'cervical'],
];
const isDynamicSingleLeg = (e: RuleExercise) =>
  e.traits.pattern === 'unilateral_pernas' && e.traits.balance !== 'baixo';
/** What loads an injured region in its first weeks: kept out of every part of the plan. */
const LOADS: Record<Region, (e: RuleExercise) => boolean> = {
  ankle: (e) =>
    e.traits.impact !== 'nenhum' ||
    isDynamicSingleLeg(e) ||
    (e.primary.includes('Panturrilhas') && e.traits.position === 'em_pe'),
  knee: (e) =>
    e.traits.impact === 'alto' ||
    e.traits.pattern === 'agachamento' ||
    e.traits.pattern === 'unilateral_pernas' ||
    e.primary.includes('Pernas (Quadríceps)'),
  shoulder: (e) =>
    ['empurrar_vertical', 'empurrar_horizontal', 'puxar_vertical'].includes(e.traits.pattern) ||
    e.primary.includes('Ombros'),
  elbow_wrist: (e) =>
    ['empurrar_vertical', 'empurrar_horizontal', 'carregar'].includes(e.traits.pattern) ||
    e.primary.includes('Bíceps') ||
    e.primary.includes('Tríceps'),
  hip: (e) =>
    e.traits.impact === 'alto' ||
    ['agachamento', 'dobradica_quadril', 'unilateral_pernas'].includes(e.traits.pattern) ||
    e.primary.includes('Glúteos'),
  lumbar: (e) => e.traits.axialLoad || e.traits.spinalFlexion || e.traits.pattern === 'dobradica_quadril',
  cervical: (e) => e.traits.axialLoad || e.traits.pattern === 'empurrar_vertical',
  unknown: (e) => e.traits.impact === 'alto' || e.difficulty === 'avancado' || e.traits.axialLoad,
};

export interface PersonRules {
  limits: ReadonlySet<LimitKind>;
  /** Regions an acute injury or a recent surgery protects. */
  injured: readonly Region[];
  /** Falls, dizziness or no way up from the floor: supported versions only. */
  fallRisk: boolean;
  /** Cannot squat yet: only supported squats (a box, a bench, a machine). */
  noFreeSquat: boolean;
  /** Nothing advanced, nothing of high balance demand (pregnancy, bone health, falls, 60+, acute injury). */
  careful: boolean;
  /** A recent ankle sprain: no standing calf raise either. */
  acuteAnkle: boolean;
  has: (kind: ConditionKind) => boolean;
  disliked: readonly string[];
  liked: readonly string[];
}

const rulesCache = new WeakMap<Person, PersonRules>();

/** The limits the person's conditions, age and words add up to, read once per Person. */
export function rulesOf(person: Person): PersonRules {
  const known = rulesCache.get(person);
  if (known) return known;
  const limits = new Set<LimitKind>(person.limits.map((limit) => limit.kind));
  const kinds = new Set(person.conditions.map((condition) => condition.kind));
  for (const condition of person.conditions) {
    for (const kind of IMPLIED[condition.kind] ?? []) limits.add(kind);
    // ACOG 2020: nothing lying on the back after the first trimester (unknown weeks: assume after).
    if (condition.kind === 'pregnancy' && (condition.weeks === undefined || condition.weeks >= 13))
      limits.add('no_supine');
    if (condition.acute && (condition.kind === 'ankle_sprain' || condition.kind === 'recent_surgery')) {
      limits.add('no_impact');
      limits.add('no_single_leg_dynamic');
      limits.add('no_max_effort');
      if (condition.kind === 'ankle_sprain') limits.add('no_running');
    }
    if (condition.acute && condition.kind === 'knee') limits.add('no_single_leg_dynamic');
  }
  // Too Fit To Fracture: bone health with falls or no way up from the floor keeps off the floor and one leg.
  if (kinds.has('osteoporosis') && (kinds.has('dizziness_falls') || kinds.has('floor_transfer'))) {
    limits.add('no_floor');
    limits.add('no_single_leg_dynamic');
  }
  if (person.ageBand !== 'adult') limits.add('no_max_effort');
  if (person.fitness.canDoPushups === false) limits.add('no_pushups');
  if (person.fitness.canRun5min === false) limits.add('no_running');
  const jumpsDisliked = person.disliked.some((word) => /\b(pul|salt|burpee|polichinelo)/.test(word));
  if (jumpsDisliked) limits.add('no_impact');
  const acute = person.conditions.some((condition) => condition.acute);
  const injured = person.conditions
    .filter((condition) => condition.acute)
    .map((condition): Region | null => {
      const region = REGION_OF[condition.kind];
      if (region) return region;
      if (condition.kind !== 'recent_surgery') return null;
      const label = foldForSearch(condition.label);
      return SURGERY_WORDS.find(([words]) => words.test(label))?.[1] ?? 'unknown';
    })
    .filter((region): region is Region => region !== null);
  const rules: PersonRules = {
    limits,
    injured: [...new Set(injured)],
    fallRisk: kinds.has('dizziness_falls') || kinds.has('floor_transfer'),
    noFreeSquat: person.fitness.canSquat === false,
    careful: person.ageBand === 'senior' || acute || CAREFUL.some((kind) => kinds.has(kind)),
    acuteAnkle: person.conditions.some((c) => c.kind === 'ankle_sprain' && c.acute),
    has: (kind) => kinds.has(kind),
    disliked: person.disliked.map(foldForSearch).filter((word) => word.length >= 3),
    liked: person.liked.map(foldForSearch).filter((word) => word.length >= 3),
  };
  rulesCache.set(person, rules);
  return rules;
}

const folded = new WeakMap<RuleExercise, string>();
function nameOf(exercise: RuleExercise): string {
  let name = folded.get(exercise);
  if (name === undefined) folded.set(exercise, (name = foldForSearch(exercise.name)));
  return name;
}

const COMPOUND: readonly MovementPattern[] = [
  'agachamento',
  'dobradica_quadril',
  'unilateral_pernas',
  'empurrar_horizontal',
  'empurrar_vertical',
  'puxar_horizontal',
  'puxar_vertical',
  'carregar',
];

/** Multi-joint work (the patterns that move more than one joint), the kind that opens a session. */
export function isCompoundPattern(exercise: { traits: ExerciseTraits }): boolean {
  return COMPOUND.includes(exercise.traits.pattern);
}

/** A squat that can go deep: any free standing one (only a machine bounds the range), pistols and lunges. */
function deepSquat(exercise: RuleExercise): boolean {
  if (/pistol|sissy|bulgar/.test(nameOf(exercise))) return true;
  return (
    exercise.traits.pattern === 'agachamento' &&
    exercise.traits.position === 'em_pe' &&
    exercise.equipment !== 'maquina'
  );
}

/** A squat without support, for someone who cannot squat yet (a box, a bench or a chair is support). */
function freeSquat(exercise: RuleExercise): boolean {
  return (
    exercise.traits.pattern === 'agachamento' &&
    exercise.traits.position === 'em_pe' &&
    exercise.equipment !== 'maquina' &&
    !/\b(banco|caixa|box|apoio|cadeira|sentar)\b/.test(nameOf(exercise))
  );
}

/** A push-up on the floor (the inclined one, hands on a bench or a wall, is its regression). */
const isPushup = (exercise: RuleExercise) =>
  (exercise.traits.pattern === 'empurrar_horizontal' &&
    exercise.equipment === 'peso corporal' &&
    exercise.traits.floor) ||
  (/^flexao( de bracos| diamante| pike|$)/.test(nameOf(exercise)) &&
    !/inclinad|parede|joelho/.test(nameOf(exercise)));
const isRunning = (exercise: RuleExercise) =>
  /corrida|correr|trote|tiros|skipping/.test(nameOf(exercise)) ||
  (exercise.primary.includes('Cardio') && exercise.traits.impact === 'alto');

/** Each limit: whether the exercise breaks it, and how a trainer says so. */
const LIMIT_TESTS: Record<LimitKind, [(exercise: RuleExercise) => boolean, string]> = {
  no_impact: [(e) => e.traits.impact === 'alto', 'tem impacto ou salto'],
  no_supine: [(e) => e.traits.position === 'deitado_costas', 'é feito deitado de costas'],
  no_prone: [(e) => e.traits.position === 'deitado_bruços', 'é feito deitado de bruços'],
  no_head_down: [(e) => e.traits.position === 'cabeca_para_baixo', 'deixa a cabeça abaixo do quadril'],
  no_floor: [
    (e) => e.traits.floor || e.traits.position === 'chao_ajoelhado',
    'é feito no chão (descer e levantar faz parte)',
  ],
  no_single_leg_dynamic: [
    (e) => e.traits.pattern === 'unilateral_pernas' && e.traits.balance !== 'baixo',
    'é unilateral de pernas sem apoio',
  ],
  no_deep_squat: [deepSquat, 'é um agachamento profundo'],
  no_overhead: [(e) => e.traits.pattern === 'empurrar_vertical', 'leva carga acima da cabeça'],
  no_axial_load: [(e) => e.traits.axialLoad, 'carrega a coluna no eixo'],
  no_loaded_spinal_flexion: [
    (e) => e.traits.spinalFlexion || e.traits.pattern === 'flexao_rotacao_tronco',
    'flexiona ou gira a coluna com carga',
  ],
  no_pushups: [isPushup, 'é uma flexão de braços, que o aluno ainda não faz'],
  no_running: [isRunning, 'é corrida'],
  no_max_effort: [() => false, ''],
};

/**
 * Why this exercise is not for this person (a short pt-BR reason: "tem impacto ou salto"), or null.
 * Safety first, then the person's dislikes.
 */
export function personConflict(person: Person, exercise: RuleExercise): string | null {
  const rules = rulesOf(person);
  for (const limit of rules.limits) {
    const [breaks, reason] = LIMIT_TESTS[limit];
    if (breaks(exercise)) return reason;
  }
  for (const region of rules.injured)
    if (LOADS[region](exercise)) return 'carrega a região lesionada nas primeiras semanas';
  // A painful knee: no loaded free squat standing (a machine or a partial range instead).
  if (
    rules.has('knee') &&
    exercise.traits.pattern === 'agachamento' &&
    exercise.traits.axialLoad &&
    exercise.traits.position === 'em_pe'
  )
    return 'é um agachamento livre com carga, que o joelho não tolera';
  if (rules.noFreeSquat && freeSquat(exercise))
    return 'é um agachamento sem apoio, que o aluno ainda não faz';
  if (
    rules.fallRisk &&
    exercise.traits.position === 'em_pe' &&
    exercise.equipment === 'barra' &&
    exercise.traits.axialLoad
  )
    return 'é uma barra livre nas costas, em pé (risco de queda)';
  if ((rules.careful || person.ageBand === 'under18') && exercise.difficulty === 'avancado')
    return 'é avançado para a condição do aluno';
  if (rules.careful && exercise.traits.balance === 'alto') return 'pede muito equilíbrio (risco de queda)';
  if (rules.acuteAnkle && exercise.primary.includes('Panturrilhas') && exercise.traits.position === 'em_pe')
    return 'carrega o tornozelo em flexão plantar, em pé';
  const name = nameOf(exercise);
  if (rules.disliked.some((word) => name.includes(word) || word.includes(name)))
    return 'o aluno diz que não gosta';
  return null;
}

/** Whether the person said they like this exercise (ranked first among equals). */
export function isLiked(person: Person, exercise: RuleExercise): boolean {
  const name = nameOf(exercise);
  return rulesOf(person).liked.some((word) => name.includes(word));
}

/** Working reps never under this for the person (ACOG, ACSM/AHA, NSCA youth: no maximal work). */
export function minimumReps(person: Person): number {
  return rulesOf(person).limits.has('no_max_effort') ? 8 : 1;
}
