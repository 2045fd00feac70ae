import type { AnamnesisAnswers } from '../../contracts/anamnesis.ts';
import type { PersonCorrections } from '../../contracts/coach-reading.ts';
import { WEEKDAYS } from '../plans/weekdays.ts';
import { foldForSearch } from '../text/fold-for-search.ts';
import { clausesOf, negatedAt, type Clause } from './clauses.ts';
import { CONDITION_LABELS } from './condition-labels.ts';
import { LIMIT_LABELS } from './limit-labels.ts';
import { FREEING, SAID_LIMIT_RULES } from './limit-rules.ts';
import type {
  Condition,
  ConditionKind,
  Limit,
  LimitKind,
  Person,
  PersonGoal,
  PersonLevel,
  Sport,
} from './person.ts';
import { exerciseWords, saidInPassing } from './read-likes.ts';
import { readConditions } from './read-conditions.ts';
import { readSports } from './read-sports.ts';
import { sessionMinutesOf } from './session-minutes.ts';
import { SPORT_NAMES } from './sport-names.ts';

export type { PersonCorrections };

const GOALS: Record<string, PersonGoal> = {
  Emagrecimento: 'fat_loss',
  'Hipertrofia (ganho de massa)': 'hypertrophy',
  'Definição muscular': 'hypertrophy',
  'Condicionamento físico': 'conditioning',
  Reabilitação: 'rehab',
  'Melhora da saúde / qualidade de vida': 'health',
};

/** Years of training said in 'treina desde quando' ("2 anos", "desde 2019", "6 meses"), when said. */
function trainingYears(answer: string | undefined, today: string): number | undefined {
  if (!answer) return undefined;
  const text = foldForSearch(answer);
  const since = /\b((?:19|20)\d\d)\b/.exec(text);
  if (since) return Math.max(0, Number(today.slice(0, 4)) - Number(since[1]));
  const span = /\b(\d{1,2}|um|uma|dois|tres|quatro|cinco|seis|meio)\s*(anos?|meses|mes|semanas?)\b/.exec(
    text,
  );
  if (!span) return undefined;
  const count =
    span[1] === 'meio'
      ? 0.5
      : ({ um: 1, uma: 1, dois: 2, tres: 3, quatro: 4, cinco: 5, seis: 6 }[span[1]!] ?? Number(span[1]));
  if (span[2]!.startsWith('ano')) return count;
  if (span[2]!.startsWith('mes')) return count / 12;
  return count / 52;
}

/**
 * Level from training history, condition and the three fitness answers: never trained, 'Fraco' or
 * under six months is a beginner; 'Excelente', or three years in 'Bom' shape, is advanced; two fitness
 * answers of 'não' bring anyone back to beginner, one caps them at intermediate.
 */
function levelOf(answers: AnamnesisAnswers, today: string): PersonLevel {
  const years = trainingYears(answers.trainingSince, today);
  const fails = [answers.canRun5min, answers.canDoPushups, answers.canSquat].filter(
    (said) => said === false,
  ).length;
  let level: PersonLevel;
  if (answers.hasTrainedBefore !== true || answers.currentCondition === 'Fraco') level = 'iniciante';
  else if (years !== undefined && years < 0.5) level = 'iniciante';
  else if (
    answers.currentCondition === 'Excelente' ||
    (answers.currentCondition === 'Bom' && (years ?? 0) >= 3)
  )
    level = 'avancado';
  else if (answers.currentCondition || (years ?? 0) >= 1) level = 'intermediario';
  else level = 'iniciante';
  if (fails >= 2) return 'iniciante';
  if (fails === 1 && level === 'avancado') return 'intermediario';
  return level;
}

function limit(kind: LimitKind, source: Limit['source'] = 'anamnese'): Limit {
  return { kind, label: LIMIT_LABELS[kind], source };
}

/** What each condition asks the plan to avoid (docs/decisions/030, issue 22 §3). */
function limitsFromConditions(
  conditions: readonly Condition[],
  level: PersonLevel,
  ageBand: Person['ageBand'],
): LimitKind[] {
  const kinds: LimitKind[] = [];
  const has = (kind: ConditionKind) => conditions.find((condition) => condition.kind === kind);
  const pregnancy = has('pregnancy');
  if (pregnancy) {
    kinds.push('no_impact', 'no_prone', 'no_head_down', 'no_max_effort');
    // ACOG: lying on the back is avoided after the first trimester; an unknown week is treated as after.
    if (pregnancy.weeks === undefined || pregnancy.weeks >= 13) kinds.push('no_supine');
  }
  if (has('postpartum')) kinds.push('no_impact');
  if (has('osteoporosis')) kinds.push('no_impact', 'no_loaded_spinal_flexion');
  if (has('lumbar_disc')) kinds.push('no_loaded_spinal_flexion');
  if (has('dizziness_falls')) kinds.push('no_single_leg_dynamic');
  if (has('floor_transfer')) kinds.push('no_floor', 'no_single_leg_dynamic');
  const ankle = has('ankle_sprain');
  if (ankle?.acute) kinds.push('no_impact', 'no_single_leg_dynamic');
  const knee = has('knee');
  if (knee && (level === 'iniciante' || knee.acute)) kinds.push('no_impact');
  if (knee?.acute) kinds.push('no_deep_squat', 'no_single_leg_dynamic');
  if (has('shoulder')?.acute) kinds.push('no_overhead');
  if (has('hypertension') || has('heart_disease')) kinds.push('no_max_effort');
  if (has('obesity') && level === 'iniciante') kinds.push('no_impact');
  if (ageBand === 'under18') kinds.push('no_max_effort');
  return kinds;
}

function saidLimits(clauses: readonly Clause[]): LimitKind[] {
  const kinds: LimitKind[] = [];
  for (const { text } of clauses)
    for (const rule of SAID_LIMIT_RULES) {
      if (rule.unless?.test(text)) continue;
      const match = rule.said.exec(text);
      if (match && !FREEING.test(match[0])) kinds.push(rule.kind);
    }
  return kinds;
}

function applyConditionCorrections(
  found: Condition[],
  corrections: PersonCorrections | undefined,
): Condition[] {
  if (!corrections) return found;
  const removed = new Set(corrections.removeConditions);
  const kept = found.filter((condition) => !removed.has(condition.kind));
  for (const kind of corrections.addConditions)
    if (!kept.some((condition) => condition.kind === kind))
      kept.push({
        kind,
        acute: kind === 'recent_surgery',
        label: CONDITION_LABELS[kind],
        source: 'personal',
      });
  return kept;
}

function applySportCorrections(found: Sport[], corrections: PersonCorrections | undefined): Sport[] {
  if (!corrections) return found;
  const removed = new Set(corrections.removeSports);
  const sports = found.filter((sport) => !removed.has(sport.kind));
  for (const added of corrections.addSports) {
    const label = added.label ?? SPORT_NAMES[added.kind];
    const same = sports.findIndex(
      (sport) => sport.kind === added.kind && (added.kind !== 'other' || sport.label === label),
    );
    const base: Sport =
      same >= 0 ? sports[same]! : { kind: added.kind, label, gameDays: [], source: 'personal' };
    const sport: Sport = {
      ...base,
      source: 'personal',
      ...(added.gameDays && { gameDays: WEEKDAYS.filter((day) => added.gameDays!.includes(day)) }),
      ...(added.competitionInWeeks !== undefined && { competitionInWeeks: added.competitionInWeeks }),
    };
    if (same >= 0) sports[same] = sport;
    else sports.push(sport);
  }
  return sports;
}

const CLEARANCE = /\b(?:liberou|liberad[oa]|autoriz\w*|atestado|aval (?:do|da) medic\w*)\b/;

/**
 * The person a plan is for, read from the anamnesis and the trainer's corrections (issue 22 §1,
 * docs/decisions/030). Pure and deterministic: `today` places "há 3 semanas" and "em 2019" in time.
 */
export function readPerson(
  answers: AnamnesisAnswers,
  options: { today: string; corrections?: PersonCorrections },
): Person {
  const { today, corrections } = options;
  const clauses = clausesOf(answers);
  const age = answers.age;
  const ageBand: Person['ageBand'] =
    age !== undefined && age < 18 ? 'under18' : age !== undefined && age >= 60 ? 'senior' : 'adult';
  const heightM = answers.height ? answers.height / 100 : undefined;
  const bmi =
    heightM && answers.weight && heightM > 0.5
      ? Math.round((answers.weight / (heightM * heightM)) * 10) / 10
      : undefined;
  const level = levelOf(answers, today);

  const found = readConditions(clauses, answers as Record<string, string | undefined>, today);
  if (bmi !== undefined && bmi >= 30) {
    const said = found.find((condition) => condition.kind === 'obesity');
    const label = `IMC ${Math.round(bmi)} (obesidade)`;
    if (said) said.label = label;
    else found.push({ kind: 'obesity', acute: false, label, source: 'anamnese' });
  }
  const conditions = applyConditionCorrections(found, corrections);

  const limitKinds = new Set<LimitKind>([
    ...limitsFromConditions(conditions, level, ageBand),
    ...saidLimits(clauses),
  ]);
  if (answers.canDoPushups === false) limitKinds.add('no_pushups');
  if (answers.canRun5min === false) limitKinds.add('no_running');
  for (const kind of corrections?.removeLimits ?? []) limitKinds.delete(kind);
  const limits = [...limitKinds].map((kind) => limit(kind));
  for (const kind of corrections?.addLimits ?? [])
    if (!limitKinds.has(kind)) limits.push(limit(kind, 'personal'));

  const passing = [answers.observations, answers.healthIssues, answers.orthopedicProblems].map(saidInPassing);
  const liked = new Set([...exerciseWords(answers.likedWorkouts), ...passing.flatMap((said) => said.liked)]);
  const disliked = new Set([
    ...exerciseWords(answers.dislikedWorkouts),
    ...passing.flatMap((said) => said.disliked),
  ]);
  for (const word of disliked) liked.delete(word);

  const cleared = clauses.some(({ text }) => {
    const match = CLEARANCE.exec(text);
    return match !== null && !negatedAt(text, match.index);
  });
  return {
    ...(age !== undefined && { age }),
    ageBand,
    ...(answers.sex && { sex: answers.sex }),
    ...(bmi !== undefined && { bmi }),
    level,
    goal: GOALS[answers.specificGoal ?? ''] ?? 'health',
    days: WEEKDAYS.filter((day) => answers.availableDays?.includes(day)),
    sessionMinutes: sessionMinutesOf(answers.trainingHours),
    liked: [...liked],
    disliked: [...disliked],
    conditions,
    limits,
    sports: applySportCorrections(readSports(clauses), corrections),
    fitness: {
      ...(answers.canRun5min !== undefined && { canRun5min: answers.canRun5min }),
      ...(answers.canDoPushups !== undefined && { canDoPushups: answers.canDoPushups }),
      ...(answers.canSquat !== undefined && { canSquat: answers.canSquat }),
    },
    medicalClearance: answers.medicalClearance === true || cleared,
  };
}
