import type { AnamnesisAnswers } from '../../contracts/anamnesis.ts';
import { foldForSearch } from '../text/fold-for-search.ts';

/** The free-text answers the reader looks into, in the order the wizard asks them. */
export const READ_FIELDS = [
  'orthopedicProblems',
  'surgeriesInfo',
  'healthIssues',
  'controlledMedication',
  'observations',
  'likedWorkouts',
  'dislikedWorkouts',
  'trainingSince',
  'previousTrainingFrequency',
  'goalTimeline',
] as const;
export type ReadField = (typeof READ_FIELDS)[number];

/** Answers to a health question, where a bare body region ("joelho direito") already names a problem. */
export const HEALTH_FIELDS: ReadonlySet<ReadField> = new Set([
  'orthopedicProblems',
  'surgeriesInfo',
  'healthIssues',
]);

export interface Clause {
  field: ReadField;
  /** Folded (lower case, no accents), with "pós-op" style hyphens kept. */
  text: string;
}

const AFFIRMING =
  'tenho|tive|sinto|senti|sou|estou|fiz|faco|operei|uso|tomo|jogo|corro|pratico|treino|pedalo|nado|luto|machuquei|torci|quebrei|rompi|descobri|tenho';

/**
 * Sentences, cut again where the polarity may turn: before "mas", "porém", "só", "exceto", and before
 * "e"/"," followed by a verb that affirms ("não tenho pressão alta e tenho diabetes"). A comma before a
 * noun stays inside the clause, so "não tenho pressão alta, diabetes nem asma" keeps its negation.
 */
const BOUNDARY = new RegExp(
  [
    String.raw`[.;!?\n()]+`,
    String.raw`,?\s+(?:mas|porem|entretanto|contudo|todavia|exceto|so que|apesar de que)\s+`,
    String.raw`,\s*(?:so|apenas|somente|menos)\s+`,
    String.raw`(?:,|\s+e)\s+(?=(?:${AFFIRMING})\b)`,
    String.raw`,\s+(?=(?:eu|ja|hoje|atualmente|agora)\s+(?:${AFFIRMING})\b)`,
  ].join('|'),
  'g',
);

export function splitClauses(text: string): string[] {
  return text
    .split(BOUNDARY)
    .map((part) => part.trim())
    .filter(Boolean);
}

export function clausesOf(answers: AnamnesisAnswers): Clause[] {
  const clauses: Clause[] = [];
  for (const field of READ_FIELDS) {
    const answer = answers[field];
    if (!answer) continue;
    for (const text of splitClauses(foldForSearch(answer))) clauses.push({ field, text });
  }
  return clauses;
}

/** Words that deny what follows them in the same clause ("não tenho", "nunca tive", "sem dores"). */
const NEGATION = /\b(?:nao|n|nunca|sem|nenhum|nenhuma|nem|jamais|nega|negou|negativo|zero)\b/;
const NEGATION_WINDOW = 6;

/** Whether a negation stands within a few words before `index` in the clause. */
export function negatedAt(clause: string, index: number): boolean {
  const before = clause.slice(0, index).split(/\s+/).filter(Boolean).slice(-NEGATION_WINDOW).join(' ');
  return NEGATION.test(before);
}

const NUMBER_WORDS: Record<string, number> = {
  um: 1,
  uma: 1,
  dois: 2,
  duas: 2,
  tres: 3,
  quatro: 4,
  cinco: 5,
  seis: 6,
  sete: 7,
  oito: 8,
  nove: 9,
  dez: 10,
  onze: 11,
  doze: 12,
  quinze: 15,
  vinte: 20,
};
export const NUMBER = String.raw`(\d{1,3}|um|uma|dois|duas|tres|quatro|cinco|seis|sete|oito|nove|dez|onze|doze|quinze|vinte)`;

export function numberOf(word: string): number {
  return NUMBER_WORDS[word] ?? Number(word);
}

const UNIT_WEEKS: Record<string, number> = { dia: 1 / 7, semana: 1, mes: 4.3, ano: 52 };

function unitWeeks(unit: string): number {
  if (unit.startsWith('dia')) return UNIT_WEEKS.dia!;
  if (unit.startsWith('semana')) return UNIT_WEEKS.semana!;
  if (unit.startsWith('mes')) return UNIT_WEEKS.mes!;
  return UNIT_WEEKS.ano!;
}

const AGO = new RegExp(
  String.raw`\b(?:ha|(?<!\d )a|faz|fazem|tem)\s+(?:uns\s+|umas\s+|cerca de\s+|quase\s+|mais de\s+)?${NUMBER}\s+(dias?|semanas?|meses|mes|anos?)\b|\b${NUMBER}\s+(dias?|semanas?|meses|mes|anos?)\s+atras\b`,
);
/** "recente", "pós-op": recent without a date; labelled 'recente', counted as two weeks. */
export const RECENT_UNDATED = 2.5;
const YEAR = /\b(?:em|de|no ano de)\s+((?:19|20)\d\d)\b|\b((?:19|20)\d\d)\b/;

/**
 * How many weeks ago the clause says the thing happened, or undefined when it does not say. "há 3
 * semanas" is 3, "mês passado" 4, "em 2019" counts from the year, "quando era criança" is long ago.
 */
export function weeksAgo(clause: string, today: string): number | undefined {
  const ago = AGO.exec(clause);
  if (ago) {
    const count = numberOf(ago[1] ?? ago[3]!);
    return Math.round(count * unitWeeks(ago[2] ?? ago[4]!) * 10) / 10;
  }
  if (/\b(?:ontem|anteontem|hoje|esta semana|essa semana|nesta semana)\b/.test(clause)) return 0;
  if (/\bsemana passada\b/.test(clause)) return 1;
  if (/\b(?:mes passado|ultimo mes)\b/.test(clause)) return 4;
  if (
    /\b(?:recente|recentemente|ha pouco|faz pouco|acabei de|pos-?op\b|pos[- ]?operatorio|pos[- ]?cirurgic)/.test(
      clause,
    )
  )
    return RECENT_UNDATED;
  if (/\bano passado\b/.test(clause)) return 52;
  if (
    /\b(?:quando (?:era )?(?:crianca|adolescente|jovem|pequen[oa])|antiga|antigo|muitos anos|ha anos)\b/.test(
      clause,
    )
  )
    return 520;
  const year = YEAR.exec(clause);
  if (year) {
    const said = Number(year[1] ?? year[2]);
    const now = Number(today.slice(0, 4));
    // A year alone does not say the month: this year is left open, an earlier one is long enough ago.
    if (said < now) return (now - said) * 52;
  }
  return undefined;
}

/** The side a clause names ("joelho direito", "os dois ombros"). */
export function sideOf(clause: string): 'esquerdo' | 'direito' | 'ambos' | undefined {
  const right = /\bdireit[oa]s?\b/.test(clause);
  const left = /\besquerd[oa]s?\b/.test(clause);
  if (
    (right && left) ||
    /\b(?:ambos|ambas|os dois|as duas|bilateral|dois joelhos|dois ombros)\b/.test(clause)
  )
    return 'ambos';
  if (right) return 'direito';
  if (left) return 'esquerdo';
  return undefined;
}
