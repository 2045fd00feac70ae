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
  lumbar_disc: ['no_axial_load', 'no_loaded_spinal_flexion'],
  cervical_disc: ['no_axial_load'],
  low_back_pain: ['no_loaded_spinal_flexion'],
  scoliosis: ['no_loaded_spinal_flexion'],
  knee: ['no_impact'],
  hip: ['no_impact'],
  shoulder: ['no_overhead'],
  plantar_fasciitis: ['no_impact', 'no_running'],
  dizziness_falls: ['no_floor', 'no_single_leg_dynamic', 'no_head_down'],
  floor_transfer: ['no_floor'],
  fibromyalgia: ['no_impact'],
};

/** Conditions under which nothing advanced and nothing that asks a lot of balance is safe. */
const CAREFUL: readonly ConditionKind[] = ['pregnancy', 'osteoporosis', 'dizziness_falls', 'floor_transfer'];

export interface PersonRules {
  limits: ReadonlySet<LimitKind>;
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
  if (person.fitness.canSquat === false) limits.add('no_deep_squat');
  const jumpsDisliked = person.disliked.some((word) => /\b(pul|salt|burpee|polichinelo)/.test(word));
  if (jumpsDisliked) limits.add('no_impact');
  const acute = person.conditions.some((condition) => condition.acute);
  const rules: PersonRules = {
    limits,
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

/** A squat that goes deep: free and unsupported (a box, a machine, a wall or a chair keep the range short). */
function deepSquat(exercise: RuleExercise): boolean {
  const name = nameOf(exercise);
  if (/pistol|sissy|bulgar|afundo|avanco/.test(name)) return true;
  if (exercise.traits.pattern !== 'agachamento') return false;
  return exercise.equipment !== 'maquina' && !/caixa|banco|box|sentar|cadeira|parede|isometric/.test(name);
}

const isPushup = (exercise: RuleExercise) =>
  /^flexao( de bracos| diamante| pike|$)/.test(nameOf(exercise)) &&
  !/inclinad|parede|joelho/.test(nameOf(exercise));
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
  if (rules.careful && exercise.difficulty === 'avancado') return 'é avançado para a condição do aluno';
  if (rules.careful && exercise.traits.balance === 'alto') return 'pede muito equilíbrio (risco de queda)';
  if (
    rules.acuteAnkle &&
    exercise.primary.includes('Panturrilhas') &&
    exercise.traits.position === 'em_pe'
  )
    return 'carrega o tornozelo em flexão plantar, em pé';
  const name = nameOf(exercise);
  if (rules.disliked.some((word) => name.includes(word))) return 'o aluno diz que não gosta';
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
