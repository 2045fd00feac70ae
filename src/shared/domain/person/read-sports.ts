import { WEEKDAYS, type Weekday } from '../plans/weekdays.ts';
import { negatedAt, NUMBER, numberOf, type Clause } from './clauses.ts';
import type { Sport, SportKind } from './person.ts';

interface SportRule {
  kind: SportKind;
  label: string;
  said: RegExp;
}

/**
 * Sports as people say they practise them. Running needs a practice word ("corro", "corrida de rua",
 * "maratona", a distance): "gosto de correr na esteira" is a liked exercise, not a sport.
 */
const SPORT_RULES: readonly SportRule[] = [
  {
    kind: 'powerlifting',
    label: 'powerlifting',
    said: /\b(?:power\s?-?lifting|powerlifter|levantamento (?:de peso )?basico|supino[^.]{0,20}\bterra\b[^.]{0,10}\d|agachamento\s+(?:de\s+)?\d{2,3}\b[^.]{0,40}\bsupino\s+(?:de\s+)?\d{2,3})/,
  },
  {
    kind: 'running',
    label: 'corrida',
    said: /\b(?:corro|corri(?:da)? de rua|corredor\w*|maratona\w*|meia[- ]maratona|triat\w*|trail run\w*|treinos? de corrida|assessoria de corrida|\d{1,3} ?km (?:por|na|\/) ?semana|corridas? (?:de|na) (?:rua|montanha|trilha)|provas? de corrida)\b/,
  },
  {
    kind: 'football',
    label: 'futebol',
    said: /\b(?:futebol|futsal|fut\b|pelada|society|jogo bola|bater uma bola|bola com os amigos)\b/,
  },
  {
    kind: 'cycling',
    label: 'ciclismo',
    said: /\b(?:ciclismo|ciclista|pedal(?:o|ar|ada|adas)?|mtb|mountain bike|speed)\b/,
  },
  { kind: 'swimming', label: 'natação', said: /\b(?:natacao|nado|nadar|nadador\w*|nadadora)\b/ },
  {
    kind: 'other',
    label: '',
    said: /\b(volei|voleibol|basquete|beach tennis|(?<=(?:jogo|pratico|faco|aulas? de|treino)\s(?:de\s)?)tenis|jiu[- ]?jitsu|judo|muay thai|boxe|crossfit|handebol|surf|escalada|remo|danca|ballet|bale|karate|capoeira|hyrox|futevolei)\b/,
  },
];

const OTHER_LABELS: Record<string, string> = {
  volei: 'vôlei',
  voleibol: 'vôlei',
  tenis: 'tênis',
  judo: 'judô',
  danca: 'dança',
  bale: 'balé',
  karate: 'caratê',
  futevolei: 'futevôlei',
};

const DAY_WORDS: readonly [RegExp, Weekday[]][] = [
  [/\bsegundas?\b/, ['Segunda-feira']],
  [/\btercas?\b/, ['Terça-feira']],
  [/\bquartas?\b/, ['Quarta-feira']],
  [/\bquintas?\b/, ['Quinta-feira']],
  [/\bsextas?\b/, ['Sexta-feira']],
  [/\bsabados?\b/, ['Sábado']],
  [/\bdomingos?\b/, ['Domingo']],
  [/\b(?:fins? de semana|finais de semana|final de semana)\b/, ['Sábado', 'Domingo']],
];

function gameDaysOf(text: string): Weekday[] {
  const days = new Set<Weekday>();
  for (const [said, named] of DAY_WORDS) if (said.test(text)) for (const day of named) days.add(day);
  return WEEKDAYS.filter((day) => days.has(day));
}

const COMPETITION = new RegExp(
  String.raw`\b(?:campeonato|competicao|competir|torneio|prova|meet|maratona|copa|estadual|nacional|mundial)\b[^.]{0,40}?\b(?:daqui a|em|dentro de|faltam|falta|daqui)\s+(?:uns\s+|umas\s+)?${NUMBER}\s+(semanas?|meses|mes|dias)\b|\b(?:faltam\s+)?${NUMBER}\s+(semanas?|meses|mes|dias)\s+(?:para|pra|ate)\s+(?:o |a |meu |minha )?(?:campeonato|competicao|prova|torneio|meet|maratona)\b`,
);

function competitionWeeks(text: string): number | undefined {
  const match = COMPETITION.exec(text);
  if (!match) return undefined;
  const count = numberOf(match[1] ?? match[3]!);
  const unit = match[2] ?? match[4]!;
  if (unit.startsWith('semana')) return count;
  if (unit.startsWith('dia')) return Math.max(0, Math.round(count / 7));
  return Math.round(count * 4.3);
}

const WEEKLY_KM = /\b(\d{1,3})\s?(?:km|quilometros|kms)\b(?:[^.]{0,15}\b(?:semana|semanais|semanal))?/;

function liftsOf(text: string): Sport['lifts'] {
  const lift = (name: string) => {
    const match = new RegExp(String.raw`\b(?:${name})\s*(?:de\s*|com\s*|:\s*)?(\d{2,3})\b`).exec(text);
    return match ? Number(match[1]) : undefined;
  };
  const squat = lift('agachamento|agacho|squat');
  const bench = lift('supino|bench');
  const deadlift = lift('terra|levantamento terra|deadlift');
  if (squat === undefined && bench === undefined && deadlift === undefined) return undefined;
  return {
    ...(squat !== undefined && { squat }),
    ...(bench !== undefined && { bench }),
    ...(deadlift !== undefined && { deadlift }),
  };
}

/**
 * The sports in the clauses (never in what the student dislikes), with game days, weekly distance, a
 * competition date and best lifts when the same answer says them. A competition with no sport named
 * goes to the first sport found.
 */
export function readSports(clauses: readonly Clause[]): Sport[] {
  const sports = new Map<SportKind | string, Sport>();
  let orphanCompetition: number | undefined;
  for (const { field, text } of clauses) {
    if (field === 'dislikedWorkouts') continue;
    let named = false;
    for (const rule of SPORT_RULES) {
      const match = rule.said.exec(text);
      if (!match || negatedAt(text, match.index)) continue;
      named = true;
      const label = rule.kind === 'other' ? (OTHER_LABELS[match[1]!] ?? match[1]!) : rule.label;
      const key = rule.kind === 'other' ? `other:${label}` : rule.kind;
      const sport = sports.get(key) ?? { kind: rule.kind, label, gameDays: [], source: 'anamnese' as const };
      const days = gameDaysOf(text);
      if (days.length)
        sport.gameDays = WEEKDAYS.filter((day) => sport.gameDays.includes(day) || days.includes(day));
      const km = rule.kind === 'running' ? WEEKLY_KM.exec(text) : null;
      if (km) sport.weeklyKm = Number(km[1]);
      const weeks = competitionWeeks(text);
      if (weeks !== undefined) sport.competitionInWeeks = weeks;
      const lifts = rule.kind === 'powerlifting' ? liftsOf(text) : undefined;
      if (lifts) sport.lifts = { ...sport.lifts, ...lifts };
      sports.set(key, sport);
    }
    if (!named) orphanCompetition ??= competitionWeeks(text);
  }
  const list = [...sports.values()];
  if (orphanCompetition !== undefined && list[0] && list[0].competitionInWeeks === undefined)
    list[0].competitionInWeeks = orphanCompetition;
  return list;
}
