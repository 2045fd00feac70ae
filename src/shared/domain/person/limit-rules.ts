import type { LimitKind } from './person.ts';

/**
 * A limit said in the text: a restriction ("nada de", "sem", "evitar", "não posso", "não consigo",
 * "proibido") followed within a few words by what is restricted. The restriction is part of the
 * rule, so these are never negated away.
 */
const RESTRICTION = String.raw`\b(?:nada de|sem|evit\w*|nao (?:posso|pode|podem|devo|deve|consigo|consegue|da pra|faco|faz|aguento)|proib\w*|restri\w*|contraindicad\w*|vetad\w*|nem pensar em)\b`;
const GAP = String.raw`(?:\s+[a-z0-9-]+){0,4}?\s+`;

function restricted(object: string): RegExp {
  return new RegExp(`${RESTRICTION}${GAP}(?:${object})`);
}

/** "sem dor para correr", "sem problema para pular": a restriction word that frees instead of limiting. */
export const FREEING = /\bsem (?:dor|dores|problemas?|dificuldades?|restric\w*|limitac\w*|medo)\b/;

export interface SaidLimitRule {
  kind: LimitKind;
  said: RegExp;
  unless?: RegExp;
}

export const SAID_LIMIT_RULES: readonly SaidLimitRule[] = [
  {
    kind: 'no_impact',
    said: restricted(
      String.raw`impactos?\b|pulos?\b|pular\b|saltos?\b|saltar\b|pulinhos?\b|polichinelos?\b|barulho\b`,
    ),
    unless: /\bsindrome do impacto\b|\bimpacto (?:no|do|nos|dos) ombros?\b/,
  },
  // "moro em apartamento" with jumps or noise in the same answer: the downstairs neighbour decides.
  {
    kind: 'no_impact',
    said: /\b(?:apartamento|apto|predio)\b[^\n]*\b(?:pul\w*|salt\w*|barulho)\b|\b(?:pul\w*|salt\w*|barulho)\b[^\n]*\b(?:apartamento|apto|vizinh\w*)\b/,
  },
  { kind: 'no_impact', said: /\bbaixo impacto\b|\bsem impacto\b/ },
  {
    kind: 'no_supine',
    said: restricted(
      String.raw`(?:ficar |fazer )?deitad[ao]s? de (?:barriga (?:para|pra) cima|costas)|deitar de (?:barriga (?:para|pra) cima|costas)|barriga (?:para|pra) cima|decubito dorsal|de costas no chao`,
    ),
  },
  {
    kind: 'no_prone',
    said: restricted(
      String.raw`(?:ficar |fazer )?deitad[ao]s? de (?:brucos|barriga (?:para|pra) baixo)|deitar de (?:brucos|barriga)|de brucos|barriga (?:para|pra) baixo|decubito ventral`,
    ),
  },
  {
    kind: 'no_head_down',
    said: restricted(
      String.raw`cabeca (?:para|pra) baixo|declinad\w*|inclinad[oa] para baixo|inversao|invertid\w*`,
    ),
  },
  {
    kind: 'no_floor',
    said: restricted(
      String.raw`(?:exercicios? )?no chao|deitar no chao|ir ao chao|descer ao chao|solo|colchonete`,
    ),
  },
  {
    kind: 'no_single_leg_dynamic',
    said: restricted(
      String.raw`afundos?|avancos?|passadas?|unilatera\w*|(?:numa|em uma|uma) perna so|pistol|bulgaro`,
    ),
  },
  {
    kind: 'no_deep_squat',
    said: restricted(
      String.raw`agachamentos? (?:profundos?|completos?|fundos?|livres? profundos?)|agachar (?:muito )?(?:fundo|baixo|tudo)|agachar\b|agachamento abaixo|dobrar (?:muito )?o joelho`,
    ),
  },
  {
    kind: 'no_overhead',
    said: restricted(
      String.raw`acima da cabeca|bracos? (?:para|pra) cima|elevar (?:os )?bracos?|levantar (?:o |os )?bracos?|overhead|desenvolvimento`,
    ),
  },
  {
    kind: 'no_axial_load',
    said: restricted(
      String.raw`carga (?:na|sobre a) coluna|peso (?:nas costas|na coluna|sobre a coluna)|barra nas costas|carga axial|compressao (?:na|da) coluna`,
    ),
  },
  {
    kind: 'no_loaded_spinal_flexion',
    said: restricted(
      String.raw`abdomina(?:l|is)(?: (?:supra|tradicional|crunch|remador))?\b|flexao (?:de|da) (?:tronco|coluna)|torcao (?:de|do|da) (?:tronco|coluna)|rotacao (?:de|do|da) (?:tronco|coluna)|girar o tronco|dobrar a coluna`,
    ),
  },
  {
    kind: 'no_pushups',
    said: restricted(
      String.raw`(?:fazer )?(?:uma )?flex(?:ao|oes)(?! (?:de|da) (?:tronco|coluna|joelho|quadril))(?: de bracos?)?|apoio de frente`,
    ),
  },
  {
    kind: 'no_running',
    said: restricted(String.raw`correr|corrida|corro|trotar|trote`),
  },
  {
    kind: 'no_max_effort',
    said: restricted(
      String.raw`esforco (?:maximo|intenso|muito intenso)|carga (?:maxima|muito alta|alta)|peso maximo|muito peso|1 ?rm|prender a respiracao|valsalva|forca maxima`,
    ),
  },
];
