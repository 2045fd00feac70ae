import type { ConditionKind } from './person.ts';

/**
 * The reader's dictionary of conditions (decision 030): the words Brazilians write for each one, over
 * folded text (no accents, lower case), misspellings and abbreviations included. Each variant names
 * what it recognised, for the label the trainer reads.
 */
export interface ConditionVariant {
  said: RegExp;
  /** What the trainer reads ("condromalácia", "hérnia de disco lombar"). */
  detail: string;
}

export interface ConditionRule {
  kind: ConditionKind;
  variants: readonly ConditionVariant[];
  /** The body region, for the label ("joelho direito: condromalácia") and bare mentions. */
  region?: { name: string; said: RegExp };
  /** Not this condition when the clause says this too (a "hérnia inguinal" is not a disc). */
  unless?: RegExp;
  /** An injury: its time decides whether it is acute (under ~6 weeks). */
  injury?: boolean;
  /** Only while recent: a "cesárea em 2015" is no longer a pós-parto. */
  maxWeeksAgo?: number;
}

/** Words that make a bare body region a problem outside the health answers ("dor no joelho"). */
export const PROBLEM =
  /\b(?:dor|dores|doi|doem|dolorid\w*|lesao|lesoes|lesion\w*|machuc\w*|tendinite|tendinose|bursite|artrose|problema\w*|cirurgia|operei|operad[oa]|inflam\w*|torci|torcao|fratur\w*|quebrei|luxa\w*|instabilidade|incomod\w*|limitac\w*|estalo\w*|travad[oa]|desgaste)\b/;

export const CONDITION_RULES: readonly ConditionRule[] = [
  {
    kind: 'pregnancy',
    variants: [
      {
        said: /\b(?:gestante|gravida|gravidez|gestacao|gestando|estou esperando (?:um |uma )?(?:bebe|nenem|filh[oa])|pre-?natal)\b/,
        detail: 'gestante',
      },
    ],
    unless: /\b(?:engravidar|tentando|planejando|quero ter)\b/,
  },
  {
    kind: 'postpartum',
    variants: [
      {
        said: /\b(?:pos-?\s?parto|puerperio|puerpera|ganhei (?:o |a |meu |minha )?(?:bebe|nenem|filh[oa])|tive (?:o |a |meu |minha |um |uma )?(?:bebe|nenem|filh[oa])|amamentando|cesarea|cesariana)\b/,
        detail: 'pós-parto',
      },
    ],
    maxWeeksAgo: 52,
  },
  {
    kind: 'osteoporosis',
    variants: [
      { said: /\b(?:osteopen\w*|ostiopen\w*)/, detail: 'osteopenia' },
      {
        said: /\b(?:oste?[io]o?p[oa]ro[sz]\w*|ossos? frac\w*|perda de massa ossea|baixa densidade ossea)/,
        detail: 'osteoporose',
      },
    ],
  },
  {
    kind: 'hypertension',
    variants: [
      {
        said: /\b(?:hiper\s?tens\w*|pre(?:ss|s|c)ao (?:arterial )?(?:alta|elevada)|pressao (?:e |esta |fica )?alta|pressao (?:e |esta )?controlada|has\b|remedio (?:pra|para|de) pressao|losartana|anlodipino|enalapril|captopril|hidroclorotiazida)/,
        detail: 'hipertensão',
      },
    ],
  },
  {
    kind: 'diabetes',
    variants: [
      { said: /\bpre-?\s?diabet\w*/, detail: 'pré-diabetes' },
      { said: /\b(?:diabetes (?:tipo )?(?:1|i)\b|dm ?1\b)/, detail: 'diabetes tipo 1' },
      {
        said: /\b(?:diabet\w*|diabete|dm ?2?\b|insulina|metformina|glifage|glicose alta|glicemia alta)/,
        detail: 'diabetes',
      },
    ],
  },
  {
    kind: 'heart_disease',
    variants: [
      {
        said: /\b(?:cardiopat\w*|cardiac\w*|coracao|arritmia|infarto|infartei|sopro|angina|marca-?\s?passo|stent|safena|fibrilacao|taquicardia|insuficiencia cardiaca|valvula)/,
        detail: 'cardiopatia',
      },
    ],
    unless: /\b(?:frequencia cardiaca|batimentos? (?:normal|normais))\b/,
  },
  {
    kind: 'asthma',
    variants: [{ said: /\b(?:asma\w*|asmatic\w*|bronquite|bombinha|broncoespasmo)\b/, detail: 'asma' }],
  },
  {
    kind: 'obesity',
    variants: [{ said: /\b(?:obesidade|obes[oa]s?|obesidade morbida)\b/, detail: 'obesidade' }],
  },
  {
    kind: 'cervical_disc',
    variants: [
      {
        said: /\b(?:hernia\w*|protr?usao|abaulamento|discopatia|bico de papagaio)\b[^.]*\b(?:cervical|pescoco|c[3-7])\b|\b(?:cervical|pescoco)\b[^.]*\b(?:hernia\w*|protr?usao|abaulamento)\b/,
        detail: 'hérnia de disco cervical',
      },
    ],
  },
  {
    kind: 'lumbar_disc',
    variants: [
      {
        said: /\b(?:hernia\w*|h[ea]rnia|protr?usao|abaulamento discal|abaulamento|discopatia)\b/,
        detail: 'hérnia de disco lombar',
      },
    ],
    unless: /\b(?:inguinal|umbilical|hiato|hiatal|abdominal|cervical|pescoco|c[3-7]|incisional)\b/,
    injury: true,
  },
  {
    kind: 'low_back_pain',
    variants: [
      { said: /\b(?:ciatic\w*|sciatic\w*)/, detail: 'dor ciática' },
      {
        said: /\b(?:lombalgia|lumbago|dor(?:es)? (?:na |nas |no )?(?:lombar|costas|coluna|lombo)|(?:lombar|coluna|costas) (?:doi|doem|dolorid\w*)|travou a (?:coluna|lombar)|travei a (?:coluna|lombar))/,
        detail: 'lombalgia',
      },
    ],
    injury: true,
  },
  {
    kind: 'knee',
    region: { name: 'joelho', said: /\b(?:j[ou]e?l(?:h|i)os?|patela\w*|patelar)\b/ },
    variants: [
      { said: /\bcondro\s?malac\w*|\bcondro\b/, detail: 'condromalácia' },
      {
        said: /\b(?:lca|lcp|ligamento cruzado|cruzado anterior|cruzado posterior)\b/,
        detail: 'lesão de ligamento cruzado',
      },
      { said: /\bmenisc\w*/, detail: 'menisco' },
      { said: /\b(?:artrose|gonartrose)\b(?=[^.]*\bj[ou]e?l(?:h|i)o)|\bgonartrose\b/, detail: 'artrose' },
    ],
    injury: true,
  },
  {
    kind: 'shoulder',
    region: { name: 'ombro', said: /\b(?:ombros?)\b/ },
    variants: [
      { said: /\b(?:manguito|supra\s?-?espinh\w*|rotador\w*)\b/, detail: 'manguito rotador' },
      { said: /\bsindrome do impacto\b|\bimpacto (?:no|do) ombro\b/, detail: 'síndrome do impacto' },
      { said: /\bluxa\w*|\bdeslo(?:quei|cou|camento)\b|saiu do lugar/, detail: 'luxação' },
      { said: /\bcapsulite\b|ombro congelado/, detail: 'capsulite' },
    ],
    unless: /\b(?:patela|joelho|tornozelo|dedo|cotovelo|quadril|mandibula)\b(?![^.]*ombro)/,
    injury: true,
  },
  {
    kind: 'elbow_wrist',
    region: {
      name: 'cotovelo/punho',
      said: /\b(?:cotovelos?|punhos?|pulsos?|antebracos?|maos?|tunel do carpo|ler|dort)\b/,
    },
    variants: [
      { said: /\bepicondil\w*|cotovelo de tenista|cotovelo de golfista/, detail: 'epicondilite' },
      { said: /\b(?:tunel do carpo|sindrome do tunel)\b/, detail: 'túnel do carpo' },
    ],
    injury: true,
  },
  {
    kind: 'ankle_sprain',
    region: { name: 'tornozelo', said: /\btornozelos?\b/ },
    variants: [
      {
        said: /\b(?:entorse|torci|torcao|torceu|virei o pe|pe virou|rompi o ligamento do tornozelo)\b/,
        detail: 'entorse',
      },
    ],
    unless: /\b(?:joelho|punho|pulso|dedo|cotovelo|ombro|coluna|pescoco)\b(?![^.]*(?:tornozelo|\bpe\b))/,
    injury: true,
  },
  {
    kind: 'plantar_fasciitis',
    variants: [
      {
        said: /\b(?:fasc[ei]?i?te\w*|fascite|esporao|dor (?:na sola do pe|no calcanhar|na planta do pe))/,
        detail: 'fascite plantar',
      },
    ],
  },
  {
    kind: 'hip',
    region: { name: 'quadril', said: /\b(?:quadril|quadris|virilha)\b/ },
    variants: [
      { said: /\bbursite trocanter\w*|\btrocanter\w*/, detail: 'bursite trocantérica' },
      {
        said: /\b(?:coxartrose|protese (?:de|no) quadril|labrum|labral|femoroacetabular)\b/,
        detail: 'quadril',
      },
    ],
    injury: true,
  },
  {
    kind: 'scoliosis',
    variants: [{ said: /\bescoli[oa]?[sz]e\b|\bescolios\w*|\bescoliotic\w*/, detail: 'escoliose' }],
  },
  {
    kind: 'dizziness_falls',
    variants: [
      { said: /\blabirint\w*|\bvertigem|\bvertigo\b|\btontur\w*|\btonteira/, detail: 'labirintite/tontura' },
      { said: /\bmedo de cair\b|\bmedo de queda\b|\binseguranca para andar\b/, detail: 'medo de cair' },
      {
        said: /\b(?:quedas?|tombos?|ja cai|cai (?:na|no|da|de|em) (?:rua|escada|casa|chao|banheiro)|caio (?:com frequencia|muito|as vezes|sempre)|perco o equilibrio|desequilibrio|falta de equilibrio)\b/,
        detail: 'quedas',
      },
    ],
    unless: /\bqueda de (?:cabelo|cabelos|rendimento|energia|desempenho)\b/,
  },
  {
    kind: 'floor_transfer',
    variants: [
      {
        said: /\b(?:nao consigo|nao consegue|nao da pra|(?:tenho |tem )?dificuldade (?:de|para|pra|em))\s+(?:me\s+)?(?:levantar|subir|sair|sentar|deitar|descer)(?: sozinh[oa])? (?:do|no|ate o|para o) chao\b/,
        detail: 'não levanta do chão sozinho',
      },
    ],
  },
  {
    kind: 'fibromyalgia',
    variants: [{ said: /\bfibro\s?m[iy]alg\w*|\bfibro\b/, detail: 'fibromialgia' }],
  },
];

/** A surgery or operation said in a clause; only a recent one is a 'cirurgia recente'. */
export const SURGERY =
  /\b(?:cirurgia|cirurgico|operei|operad[oa]|operou|operacao|pos-?\s?op\w*|pos[- ]?operatorio|pos[- ]?cirurgic\w*|artroscopia|cesarea|cesariana|reconstrucao)\b/;

/** An injury under this many weeks is acute (a sprain, a strain); a surgery under twice that. */
export const ACUTE_INJURY_WEEKS = 6;
export const RECENT_SURGERY_WEEKS = 12;
