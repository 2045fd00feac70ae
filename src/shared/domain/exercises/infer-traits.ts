import type {
  BalanceDemand,
  BodyPosition,
  Equipment,
  ExerciseTraits,
  Impact,
  MovementPattern,
  NameGender,
} from '../../contracts/exercises.ts';
import { foldForSearch } from '../text/fold-for-search.ts';

/** What inferTraits reads: the name, the equipment and the primary groups (catalogue or coach shape). */
export interface TraitsSource {
  name: string;
  equipment: Equipment;
  primary: readonly string[];
}

/** First match wins: carries and trunk work before cardio ('Caminhada do Fazendeiro' is a carry). */
const PATTERNS: readonly [RegExp, MovementPattern][] = [
  [/\b(alongamento|mobilidade|liberacao|rotacao de (quadril|ombros?)|circulos? de)/, 'mobilidade'],
  [/\b(panturrilha|flexao plantar|miniband)/, 'isolamento'],
  [/\b(fazendeiro|carry|carregamento)|caminhada com halter/, 'carregar'],
  [
    /\brollout|\bprancha|equilibrio|unipodal|tandem|em linha|\bpallof|inseto morto|dead bug|perdigueiro|bird dog|hollow|\bcanoa|\btesoura|levantamento turco/,
    'core_anti',
  ],
  [
    /\b(abdominal|elevacao de (pernas|joelhos)|crunch|giro russo|obliquo|canivete|lenhador|moinho|windmill|flexao lateral|sit ?up)/,
    'flexao_rotacao_tronco',
  ],
  [
    /\b(esteira|bicicleta|bike|eliptico|ergometro|corrida|caminhada|trote|polichinelo|burpee|pular corda|skipping|escada|marcha|step ?touch|escalador|jumping)/,
    'cardio',
  ],
  [/\b(afundo|avanco|passada|bulgaro|subida|step ?up|pistol)|agachamento unilateral/, 'unilateral_pernas'],
  [/\b(agachamento|leg press|hack|thruster|sissy|sentar e levantar)/, 'agachamento'],
  [
    /\b(stiff|terra|deadlift|bom dia|good morning|swing|elevacao pelvica|ponte|hip thrust|hiperextensao)/,
    'dobradica_quadril',
  ],
  [/bracos estendidos/, 'isolamento'],
  [/\b(puxada|barra fixa|pull ?up|chin ?up|pulldown)/, 'puxar_vertical'],
  [/\b(remada(?! alta)|face pull)/, 'puxar_horizontal'],
  [/\b(desenvolvimento|push press|pike|mergulho|militar|overhead)/, 'empurrar_vertical'],
  [/\b(supino|flexao de bracos|flexao diamante|chest press)/, 'empurrar_horizontal'],
];

/** First match wins: an explicit 'em pé' or 'sentado' in the name beats what the movement suggests. */
const POSITIONS: readonly [RegExp, BodyPosition][] = [
  [
    /\b(em pe|esteira|eliptico|escada|subida|hack|agachamento no banco|sentar e levantar|prancha inclinada|flexao de bracos (inclinada|na parede))\b/,
    'em_pe',
  ],
  [/\b(abdominal na maquina|giro russo|abdominal remador)/, 'sentado'],
  [/abdominal na polia/, 'chao_ajoelhado'],
  [/remada invertida/, 'deitado_costas'],
  [/\bsentad/, 'sentado'],
  [/\b(declinad|pike|parada de maos)/, 'cabeca_para_baixo'],
  [/\b(de lado|lateral no solo|prancha lateral|ostra)/, 'de_lado'],
  [
    /\b(de brucos|mesa flexora|super.?homem|prancha|flexao de bracos|flexao diamante|escalador|mountain|cobra|renegada|flexora deitada|hiperextensao)/,
    'deitado_bruços',
  ],
  [
    /\b(ajoelhad|quatro apoios|perdigueiro|bird dog|gato|crianca|rollout|nordica|serrote|coice com halter)/,
    'chao_ajoelhado',
  ],
  [
    /\b(deitad|supino reto (com|no)|supino fechado|ponte|elevacao pelvica|abdominal|inseto morto|dead bug|canoa|hollow|tesoura|testa|pullover|crucifixo reto|levantamento turco)/,
    'deitado_costas',
  ],
  [
    /\b(maquina|puxada|remada baixa|peck deck|cadeira|leg press|bicicleta|bike|ergometro|scott|concentrada|inclinad|frances com halter|no banco)/,
    'sentado',
  ],
];

/** The mark each floor-bound position gets from the name: a bench or a machine keeps it off the floor. */
const OFF_FLOOR = /\b(banco|maquina|polia|barra fixa|paralelas|leg press|cadeira|mesa)\b/;
const ON_FLOOR =
  /\b(solo|chao|colchonete|burpee|levantamento turco|giro russo|abdominal remador|remada invertida)/;
/** Lying with a barbell or dumbbells is on a bench, except the hip thrust and the get-up. */
const FLOOR_WITH_LOAD = /\b(elevacao pelvica|ponte|turco|abdominal|rollout|renegada)/;

const HIGH_IMPACT =
  /\b(salto|saltito|pular|pulo|polichinelo|burpee|corrida|correr|skipping|tiros?|sprint|pliometr|jump|trote)/;
const LOW_IMPACT = /\b(caminhada|marcha|avanco|passada|subida|step|escada|escalador|miniband|fazendeiro)/;

const AXIAL_MOVES =
  /\b(agachamento (livre|frontal)|afundo com barra|terra|stiff|bom dia|swing|curvad|pendlay|cavalinho|thruster|moinho|turco|smith|hack|desenvolvimento|push press|militar|panturrilha em pe (na maquina|com barra|no smith))/;
const HIGH_BALANCE = /\b(pistol|bulgaro|avanco|passada|stiff unilateral|turco|moinho|bosu|sem apoio)/;
const MEDIUM_BALANCE =
  /\b(afundo|subida|perdigueiro|unipodal|tandem|em linha|saltito|pular corda|skipping|corrida|tiros|escada|miniband|degrau|unilateral)/;
const LOADED = new Set<Equipment>(['barra', 'halteres', 'kettlebell']);

const FEMININE_HEADS = new Set(['ponte', 'bike', 'air', 'barra', 'marcha', 'corrida', 'ostra', 'canoa']);
const MASCULINE_HEADS = new Set(['remo', 'skipping', 'burpee', 'step', 'equilibrio', 'sentar', 'tiros']);

/** 'a Remada', 'o Supino': from the head word of the name (its ending, a few known exceptions). */
export function nameGenderOf(name: string): NameGender {
  const head = foldForSearch(name).split(/[^a-z0-9]+/)[0] ?? '';
  if (FEMININE_HEADS.has(head)) return 'f';
  if (MASCULINE_HEADS.has(head)) return 'm';
  return /(a|ao|dade|gem)$/.test(head) ? 'f' : 'm';
}

function impactOf(folded: string, pattern: MovementPattern): Impact {
  if (HIGH_IMPACT.test(folded)) return 'alto';
  if (LOW_IMPACT.test(folded)) return 'baixo';
  return pattern === 'cardio' && /\b(em pe|no lugar|lateral)\b/.test(folded) ? 'baixo' : 'nenhum';
}

function balanceOf(
  folded: string,
  source: TraitsSource,
  pattern: MovementPattern,
  position: BodyPosition,
): BalanceDemand {
  if (HIGH_BALANCE.test(folded)) return 'alto';
  if (MEDIUM_BALANCE.test(folded)) return 'medio';
  const standingLoad =
    position === 'em_pe' &&
    LOADED.has(source.equipment) &&
    ['agachamento', 'dobradica_quadril', 'carregar', 'unilateral_pernas'].includes(pattern);
  return standingLoad ? 'medio' : 'baixo';
}

/**
 * A first reading of what an exercise asks of the body, from its name, equipment and groups: used when
 * an exercise arrives without traits (the admin's JSON batch, the local 'Gerar com IA') and reviewed
 * by the admin afterwards (decision 031). Never a main lift: only a person names one.
 */
export function inferTraits(source: TraitsSource): ExerciseTraits {
  const folded = foldForSearch(source.name);
  const pattern =
    PATTERNS.find(([words]) => words.test(folded))?.[1] ??
    (source.primary.includes('Cardio') ? 'cardio' : 'isolamento');
  const position = POSITIONS.find(([words]) => words.test(folded))?.[1] ?? 'em_pe';
  const lying: readonly BodyPosition[] = [
    'deitado_costas',
    'deitado_bruços',
    'de_lado',
    'chao_ajoelhado',
    'cabeca_para_baixo',
  ];
  const floor =
    ON_FLOOR.test(folded) ||
    (lying.includes(position) &&
      !OFF_FLOOR.test(folded) &&
      source.equipment !== 'maquina' &&
      (!LOADED.has(source.equipment) || FLOOR_WITH_LOAD.test(folded))) ||
    (position === 'sentado' && /\b(no solo|no chao)\b/.test(folded));
  const spinalFlexion =
    pattern === 'flexao_rotacao_tronco' ||
    /\b(crianca|gato|rotacao toracica|toque nos pes|lombar sentado)/.test(folded);
  const axialLoad =
    pattern === 'carregar' ||
    ((LOADED.has(source.equipment) || source.equipment === 'maquina') && AXIAL_MOVES.test(folded));
  return {
    pattern,
    position,
    floor,
    impact: impactOf(folded, pattern),
    axialLoad,
    spinalFlexion,
    balance: balanceOf(folded, source, pattern, position),
    mainLift: false,
    gender: nameGenderOf(source.name),
  };
}
