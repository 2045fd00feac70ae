import type { Finding, PlanCheck } from '../../contracts/ai.ts';
import { MUSCLE_GROUPS } from '../../contracts/exercises.ts';
import type { Plan, Workout } from '../../contracts/plans.ts';
import { WEEKDAYS, type Weekday } from '../plans/weekdays.ts';
import { contraindicationHit, unfitReason, type Athlete, type CoachExercise } from './athlete.ts';
import {
  HARD_DAY_SETS,
  MAJOR_GROUPS,
  MAX_WEEKLY_SETS,
  SESSION_SETS,
  WEEKLY_SETS,
  daySets,
} from './volume.ts';

export type Catalog = ReadonlyMap<string, CoachExercise>;

/** How the coach names each kind of equipment in a sentence. */
export const EQUIPMENT_NAMES: Record<string, string> = {
  maquina: 'máquina',
  barra: 'barra',
  halteres: 'halteres',
  'peso corporal': 'peso corporal',
  kettlebell: 'kettlebell',
  elastico: 'elástico',
};

const formatSets = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1).replace('.', ','));

/** The weekly range of sets for a group, for this student's goal and level. */
export function weeklyRange(athlete: Pick<Athlete, 'goal' | 'level'>) {
  const range = WEEKLY_SETS[athlete.goal][athlete.level];
  return { min: range.min, max: Math.min(range.max, MAX_WEEKLY_SETS) };
}

/** Whether two weekdays follow each other (Domingo is followed by Segunda-feira). */
export function consecutive(a: Weekday, b: Weekday): boolean {
  const diff = (WEEKDAYS.indexOf(b) - WEEKDAYS.indexOf(a) + 7) % 7;
  return diff === 1;
}

function exerciseFindings(day: Workout, athlete: Athlete, catalog: Catalog): Finding[] {
  const findings: Finding[] = [];
  const seen = new Set<string>();
  const rows = [
    ...day.warmup.map((item) => item.exerciseId),
    ...day.blocks.flatMap((block) => block.exercises.map((row) => row.exerciseId)),
    ...day.cooldown.map((item) => item.exerciseId),
  ];
  for (const exerciseId of rows) {
    const exercise = catalog.get(exerciseId);
    if (!exercise || seen.has(exerciseId)) continue;
    seen.add(exerciseId);
    const at = { workoutId: day.id, exerciseId };
    const why = unfitReason(athlete, exercise);
    if (why === 'contraindicated')
      findings.push({
        kind: 'contraindicated',
        message: `${day.day}: "${exercise.name}" é contraindicado em caso de ${contraindicationHit(athlete, exercise)!.toLowerCase()}, e a anamnese relata um problema nessa região.`,
        ...at,
      });
    else if (why === 'equipment_missing')
      findings.push({
        kind: 'equipment_missing',
        message: `${day.day}: "${exercise.name}" usa ${EQUIPMENT_NAMES[exercise.equipment]}, que o aluno não tem onde treina.`,
        ...at,
      });
    else if (why === 'too_advanced')
      findings.push({
        kind: 'too_advanced',
        message: `${day.day}: "${exercise.name}" é avançado para um aluno iniciante.`,
        ...at,
      });
  }
  return findings;
}

/** Weighted sets per group over the week (see daySets), the groups in the order of product §9. */
export function weeklySetsOf(
  plan: Plan,
  athlete: Pick<Athlete, 'goal' | 'level'>,
  catalog: Catalog,
): PlanCheck['weeklySets'] {
  const range = weeklyRange(athlete);
  const weekly = new Map<string, number>();
  for (const day of plan)
    for (const [group, n] of daySets(day, catalog).weighted) weekly.set(group, (weekly.get(group) ?? 0) + n);
  const hasWork = plan.some((day) => day.blocks.length > 0);
  return MUSCLE_GROUPS.filter((group) => group !== 'Cardio')
    .filter(
      (group) =>
        (weekly.get(group) ?? 0) > 0 || (hasWork && (MAJOR_GROUPS as readonly string[]).includes(group)),
    )
    .map((group) => ({ group, sets: weekly.get(group) ?? 0, ...range }));
}

/**
 * The coach's check (issue 13): reads a plan with the exercise database and the student's anamnesis
 * and says, in pt-BR, what an experienced trainer would object to. Pure, so the server runs it on every
 * generated plan and the editor on every edit.
 */
export function checkPlan(plan: Plan, athlete: Athlete, catalog: Catalog): PlanCheck {
  const findings: Finding[] = [];
  const range = weeklyRange(athlete);
  const directByDay = new Map<Weekday, Map<string, number>>();

  for (const day of plan) {
    if (athlete.days.length > 0 && !athlete.days.includes(day.day))
      findings.push({
        kind: 'day_unavailable',
        message: `${day.day}: o aluno não informou este dia como disponível na anamnese.`,
        workoutId: day.id,
      });
    findings.push(...exerciseFindings(day, athlete, catalog));
    const sets = daySets(day, catalog);
    if (sets.total > SESSION_SETS.max)
      findings.push({
        kind: 'session_too_long',
        message: `${day.day}: ${sets.total} séries no treino, acima do máximo de ${SESSION_SETS.max} em uma sessão.`,
        workoutId: day.id,
      });
    const direct = directByDay.get(day.day) ?? new Map<string, number>();
    for (const [group, n] of sets.direct) direct.set(group, (direct.get(group) ?? 0) + n);
    directByDay.set(day.day, direct);
  }

  for (const [first, firstSets] of directByDay) {
    for (const [second, secondSets] of directByDay) {
      if (!consecutive(first, second)) continue;
      for (const [group, n] of firstSets) {
        if (n >= HARD_DAY_SETS && (secondSets.get(group) ?? 0) >= HARD_DAY_SETS)
          findings.push({
            kind: 'consecutive_days',
            message: `${group}: treino pesado em dias seguidos (${first} e ${second}). Deixe ao menos um dia de recuperação.`,
          });
      }
    }
  }

  const weeklySets = weeklySetsOf(plan, athlete, catalog);
  for (const { group, sets } of weeklySets) {
    if (sets > range.max)
      findings.push({
        kind: 'volume_high',
        message: `${group}: ${formatSets(sets)} séries por semana, acima do indicado (${range.min}–${range.max}) para o objetivo e o nível do aluno.`,
      });
    else if (sets < range.min && (MAJOR_GROUPS as readonly string[]).includes(group))
      findings.push({
        kind: 'volume_low',
        message: `${group}: ${formatSets(sets)} séries por semana, abaixo do indicado (${range.min}–${range.max}) para o objetivo e o nível do aluno.`,
      });
  }
  return { findings, weeklySets };
}
