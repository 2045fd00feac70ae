import {
  HEALTH_FIELDS,
  negatedAt,
  numberOf,
  RECENT_UNDATED,
  sideOf,
  weeksAgo,
  type Clause,
} from './clauses.ts';
import {
  ACUTE_INJURY_WEEKS,
  CONDITION_RULES,
  PROBLEM,
  RECENT_SURGERY_WEEKS,
  SURGERY,
  type ConditionRule,
} from './condition-rules.ts';
import type { Condition, ConditionKind } from './person.ts';

const TRIMESTER = /\b(1|2|3|primeiro|segundo|terceiro)\s*(?:o|º|°)?\s*trimestre\b/;
const TRIMESTER_WEEKS: Record<string, number> = {
  '1': 1,
  primeiro: 1,
  '2': 14,
  segundo: 14,
  '3': 28,
  terceiro: 28,
};
const TRIMESTER_NAMES: Record<number, string> = { 1: '1º', 14: '2º', 28: '3º' };
const GESTATION_WEEKS = /\b(\d{1,2})\s*(?:semanas?|sem)\b(?!\s+atras)/;
const GESTATION_MONTHS =
  /\b(\d|um|uma|dois|tres|quatro|cinco|seis|sete|oito|nove)\s*mes(?:es)?\b(?!\s+atras)/;

/** Gestation weeks from the clause or the answer it is in ("grávida de 22 semanas", "2º trimestre"). */
function gestation(clause: string, answer: string): { weeks?: number; trimester?: string } {
  for (const text of [clause, answer]) {
    const weeks = GESTATION_WEEKS.exec(text);
    if (weeks && !/\b(?:ha|faz)\s*$/.test(text.slice(0, weeks.index))) {
      const count = Number(weeks[1]);
      if (count >= 1 && count <= 42) return { weeks: count };
    }
    const trimester = TRIMESTER.exec(text);
    if (trimester) {
      const start = TRIMESTER_WEEKS[trimester[1]!]!;
      return { weeks: start, trimester: TRIMESTER_NAMES[start] };
    }
    const months = GESTATION_MONTHS.exec(text);
    if (months && !/\b(?:ha|faz)\s*$/.test(text.slice(0, months.index))) {
      const count = numberOf(months[1]!);
      if (count >= 1 && count <= 9) return { weeks: Math.round(count * 4.3) };
    }
  }
  return {};
}

const PROBLEM_NAMES: readonly [RegExp, string][] = [
  [/^(?:dor|dores|doi|doem|dolorid)/, 'dor'],
  [/^(?:lesao|lesoes|lesion|machuc)/, 'lesão'],
  [/^(?:cirurgia|operei|operad)/, 'cirurgia'],
  [/^(?:torci|torcao)/, 'torção'],
  [/^(?:fratur|quebrei)/, 'fratura'],
  [/^luxa/, 'luxação'],
  [/^inflam/, 'inflamação'],
  [/^(?:tendinite|tendinose|bursite|artrose|instabilidade|desgaste)$/, ''],
];

/** The problem word as the trainer reads it ("operei" is a 'cirurgia'); anything vaguer is a 'queixa'. */
function problemName(word: string): string {
  for (const [said, name] of PROBLEM_NAMES) if (said.test(word)) return name || word;
  return 'queixa';
}

/** Someone else's condition: "minha mãe tem diabetes", "pressão alta na família". */
const RELATIVE_BEFORE =
  /\b(?:mae|pai|pais|avo|avos|irma|irmao|irmaos|tia|tio|esposa|marido|parentes?|sogra|sogro)\b/;
const FAMILY_ANYWHERE =
  /\b(?:na familia|da familia|historico familiar|familiares?|hereditari\w*|genetic\w*)\b/;

function aboutSomeoneElse(clause: string, index: number): boolean {
  return RELATIVE_BEFORE.test(clause.slice(0, index)) || FAMILY_ANYWHERE.test(clause);
}

interface Found {
  rule: ConditionRule;
  detail: string;
  index: number;
}

/** The rule's first variant the clause says, else its bare region where that names a problem. */
function find(rule: ConditionRule, clause: Clause): Found | undefined {
  const found = findSaid(rule, clause);
  return found && rule.unless?.test(clause.text) ? undefined : found;
}

function findSaid(rule: ConditionRule, clause: Clause): Found | undefined {
  for (const variant of rule.variants) {
    const match = variant.said.exec(clause.text);
    if (match) return { rule, detail: variant.detail, index: match.index };
  }
  if (!rule.region) return undefined;
  const region = rule.region.said.exec(clause.text);
  if (!region) return undefined;
  const problem = PROBLEM.exec(clause.text);
  if (!HEALTH_FIELDS.has(clause.field) && !problem) return undefined;
  const detail = problem ? problemName(problem[0]) : 'queixa';
  // The negation that counts is the one before the first word that says the problem.
  return { rule, detail, index: Math.min(region.index, problem?.index ?? region.index) };
}

function timeLabel(weeks: number | undefined): string {
  if (weeks === undefined || weeks === RECENT_UNDATED) return 'recente';
  if (weeks < 1) return 'há poucos dias';
  if (weeks < 8) return `há ${Math.round(weeks)} semana${Math.round(weeks) === 1 ? '' : 's'}`;
  const months = Math.round(weeks / 4.3);
  return `há ${months} ${months === 1 ? 'mês' : 'meses'}`;
}

function labelOf(found: Found, side: Condition['side'], acute: boolean, weeks: number | undefined): string {
  const region = found.rule.region;
  const sideName = side === 'ambos' ? ' (ambos os lados)' : side ? ` ${side}` : '';
  const base = region
    ? found.detail === 'queixa'
      ? `${region.name}${sideName}`
      : `${region.name}${sideName}: ${found.detail}`
    : found.detail;
  return acute ? `${base} ${timeLabel(weeks)}` : base;
}

/**
 * The conditions the clauses say, each once (the first clause that says it wins, later ones may add a
 * side or make it acute). Negated mentions ("não tenho pressão alta", "nunca tive lesão") are dropped.
 */
export function readConditions(
  clauses: readonly Clause[],
  answers: Record<string, string | undefined>,
  today: string,
): Condition[] {
  const found = new Map<ConditionKind, Condition>();
  let surgery: { weeks: number; region?: string } | undefined;
  for (const clause of clauses) {
    const surgeryMatch = SURGERY.exec(clause.text);
    const operated = surgeryMatch !== null && !negatedAt(clause.text, surgeryMatch.index);
    // Most clauses name nothing: their time is read only when something is found or operated on.
    let read = false;
    let weeks: number | undefined;
    const timeOf = () => {
      if (!read) [read, weeks] = [true, weeksAgo(clause.text, today)];
      return weeks;
    };
    if (operated) timeOf();
    for (const rule of CONDITION_RULES) {
      const hit = find(rule, clause);
      if (!hit || negatedAt(clause.text, hit.index) || aboutSomeoneElse(clause.text, hit.index)) continue;
      timeOf();
      if (rule.maxWeeksAgo !== undefined && weeks !== undefined && weeks > rule.maxWeeksAgo) continue;
      const side = rule.region ? sideOf(clause.text) : undefined;
      const limit = operated ? RECENT_SURGERY_WEEKS : ACUTE_INJURY_WEEKS;
      const acute = rule.injury === true && weeks !== undefined && weeks <= limit;
      const condition: Condition = {
        kind: rule.kind,
        acute,
        ...(side && { side }),
        label: '',
        source: 'anamnese',
      };
      if (rule.kind === 'pregnancy') {
        const { weeks: gestationWeeks, trimester } = gestation(clause.text, answers[clause.field] ?? '');
        if (gestationWeeks !== undefined) condition.weeks = gestationWeeks;
        condition.label = trimester
          ? `gestante (${trimester} trimestre)`
          : gestationWeeks !== undefined
            ? `gestante de ${gestationWeeks} semanas`
            : 'gestante';
      } else {
        const grade = rule.kind === 'ankle_sprain' ? /\bgrau\s*(\d|i{1,3})\b/.exec(clause.text) : null;
        const detail = grade ? `${hit.detail} grau ${grade[1]!.toUpperCase()}` : hit.detail;
        condition.label = labelOf({ ...hit, detail }, side, acute, weeks);
      }
      const earlier = found.get(rule.kind);
      if (!earlier || (!earlier.acute && acute))
        found.set(rule.kind, earlier ? { ...condition, side: condition.side ?? earlier.side } : condition);
      if (operated && weeks !== undefined && weeks <= RECENT_SURGERY_WEEKS && rule.region)
        surgery = { weeks, region: rule.region.name };
    }
    if (operated && weeks !== undefined && weeks <= RECENT_SURGERY_WEEKS) surgery ??= { weeks };
  }
  if (surgery) {
    const where = surgery.region ? ` no ${surgery.region}` : '';
    found.set('recent_surgery', {
      kind: 'recent_surgery',
      acute: true,
      label: `cirurgia${where} ${timeLabel(surgery.weeks)}`,
      source: 'anamnese',
    });
  }
  return [...found.values()];
}
