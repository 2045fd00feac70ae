import type { PlanCheck } from '../../contracts/ai.ts';
import { MUSCLE_GROUPS } from '../../contracts/exercises.ts';
import type { Block } from '../../contracts/plans.ts';
import { WEEKDAYS } from '../plans/weekdays.ts';
import { isEnduranceAthlete } from './sport-rules.ts';
import {
  dayFinding,
  isResistance,
  planFinding,
  workingSets,
  type ReviewDay,
  type ReviewInput,
  type Rule,
  type RuleFinding,
} from './review-context.ts';
import {
  BIG_GROUPS,
  HARD_GROUP_SETS,
  SESSION_CEILING_SETS,
  SESSION_FLOOR_SETS,
  weeklyRange,
} from './weekly-volume.ts';

/** Volume and logistics (issue 22 §4): sets a session, sets a week per muscle, recovery, length. */

const formatSets = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1).replace('.', ','));

/** Working sets of resistance work in a session's blocks. */
function sessionSets(day: ReviewDay): number {
  return day.main
    .filter((row) => isResistance(row.exercise))
    .reduce((sum, row) => sum + workingSets(row.instance!), 0);
}

/** The weighted sets per group over the week, the groups in the order of product §9. */
export function weeklySets(input: ReviewInput): PlanCheck['weeklySets'] {
  const weekly = new Map<string, number>();
  for (const day of input.days)
    for (const row of day.main) {
      if (!isResistance(row.exercise)) continue;
      const sets = workingSets(row.instance!);
      for (const group of row.exercise.primary) weekly.set(group, (weekly.get(group) ?? 0) + sets);
      for (const group of row.exercise.secondary) weekly.set(group, (weekly.get(group) ?? 0) + sets / 2);
    }
  const hasWork = input.days.some((day) => day.main.length > 0);
  const endurance = isEnduranceAthlete(input);
  return MUSCLE_GROUPS.filter((group) => group !== 'Cardio')
    .filter((group) => (weekly.get(group) ?? 0) > 0 || (hasWork && BIG_GROUPS.includes(group)))
    .map((group) => ({
      group,
      sets: weekly.get(group) ?? 0,
      ...weeklyRange(input.person.goal, input.person.level, group, endurance),
    }));
}

const VOLUME = 'Schoenfeld 2017; ACSM 2009';
/** One finding for each group the weekly table shows out of its range, and only for those. */
export function weeklyFindings(table: PlanCheck['weeklySets'], endurance: boolean): RuleFinding[] {
  return table.flatMap(({ group, sets, min, max }): RuleFinding[] => {
    if (sets > max)
      return [
        planFinding(
          { rule: 'volume.weekly_high', kind: 'volume_high', safety: false },
          endurance && max <= 10
            ? `Atleta de resistência: volume moderado de pernas, até ${max} séries por semana (${VOLUME})`
            : `Acima de ${max} séries por semana não há ganho e a recuperação sofre (${VOLUME})`,
          `${group}: ${formatSets(sets)} séries por semana, acima do indicado (${min}–${max}) para o objetivo e o nível do aluno (${VOLUME}).`,
          { group },
        ),
      ];
    if (sets < min)
      return [
        planFinding(
          { rule: 'volume.weekly_low', kind: 'volume_low', safety: false },
          `Abaixo de ${min} séries por semana o grupo pouco progride (${VOLUME})`,
          `${group}: ${formatSets(sets)} séries por semana, abaixo do indicado (${min}–${max}) para o objetivo e o nível do aluno (${VOLUME}).`,
          { group },
        ),
      ];
    return [];
  });
}

const sessionFloor: Rule = (input) =>
  input.days.flatMap((day) => {
    const sets = sessionSets(day);
    if (sets === 0 || sets >= SESSION_FLOOR_SETS) return [];
    return [
      dayFinding(
        day,
        { rule: 'volume.session_floor', kind: 'session_too_short', safety: false },
        `Uma sessão tem ao menos ${SESSION_FLOOR_SETS} séries de trabalho (ACSM 2009: 8–10 exercícios para os grandes grupos)`,
        `${sets} séries de trabalho, abaixo do mínimo de ${SESSION_FLOOR_SETS} por sessão (ACSM 2009: 8–10 exercícios para os grandes grupos).`,
      ),
    ];
  });

/** Seconds one set of a row takes: its time when timed ("30", "45s"), else ~40 s of reps. */
function workSeconds(reps: string, timed: boolean): number {
  const n = Number(/\d+/.exec(reps)?.[0] ?? 0);
  return timed && n > 0 ? n : 40;
}

/** Minutes a block takes: rounds of its rows' work, with the rests the plan gives. */
function blockMinutes(block: Block): number {
  const rows = block.exercises;
  if (rows.length === 1) {
    const row = rows[0]!;
    const sets = workingSets(row);
    return (
      (sets * workSeconds(row.reps, row.durationType === 'time') + Math.max(0, sets - 1) * row.rest) / 60
    );
  }
  const rounds = Math.max(...rows.map(workingSets));
  const round =
    rows.reduce((sum, row) => sum + workSeconds(row.reps, row.durationType === 'time') + row.rest, 0) +
    block.restAfterBlock;
  return (rounds * round) / 60;
}

/** How long a session takes: warm-up and cool-down items (1 min when they say no time), blocks, changes. */
export function sessionMinutes(day: ReviewDay): number {
  const routines = day.rows
    .filter((row) => row.part !== 'main')
    .reduce((sum, row) => sum + (row.minutes ?? 1), 0);
  const blocks = day.workout.blocks.reduce((sum, block) => sum + blockMinutes(block) + 1, 0);
  return routines + blocks;
}

const sessionSize: Rule = (input) =>
  input.days.flatMap((day) => {
    const sets = sessionSets(day);
    const minutes = Math.round(sessionMinutes(day));
    const allowed = input.person.sessionMinutes;
    if (sets > SESSION_CEILING_SETS)
      return [
        dayFinding(
          day,
          { rule: 'volume.session_long', kind: 'session_too_long', safety: false },
          `Uma sessão passa de ${SESSION_CEILING_SETS} séries de trabalho só em casos raros`,
          `${sets} séries no treino, acima do máximo de ${SESSION_CEILING_SETS} em uma sessão.`,
        ),
      ];
    // A tenth over the time the person has is the margin of the estimate.
    if (minutes > allowed * 1.1 + 5)
      return [
        dayFinding(
          day,
          { rule: 'volume.session_long', kind: 'session_too_long', safety: false },
          `O treino cabe no tempo que o aluno tem (${allowed} min)`,
          `cerca de ${minutes} min de treino, mais que os ${allowed} min que o aluno tem.`,
        ),
      ];
    return [];
  });

/** Direct sets per big group in each session. */
function directSets(day: ReviewDay): Map<string, number> {
  const sets = new Map<string, number>();
  for (const row of day.main)
    for (const group of row.exercise.primary)
      if (BIG_GROUPS.includes(group)) sets.set(group, (sets.get(group) ?? 0) + workingSets(row.instance!));
  return sets;
}

const recovery: Rule = (input) => {
  const findings: RuleFinding[] = [];
  const byDay = input.days.map((day) => ({ day, sets: directSets(day) }));
  for (const first of byDay)
    for (const second of byDay) {
      const gap =
        (WEEKDAYS.indexOf(second.day.workout.day) - WEEKDAYS.indexOf(first.day.workout.day) + 7) % 7;
      if (gap !== 1) continue;
      for (const [group, n] of first.sets)
        if (n >= HARD_GROUP_SETS && (second.sets.get(group) ?? 0) >= HARD_GROUP_SETS)
          findings.push(
            planFinding(
              { rule: 'volume.recovery', kind: 'consecutive_days', safety: false },
              'Ao menos 48 h entre sessões pesadas do mesmo grupo (ACSM 2009)',
              `${group}: treino pesado em dias seguidos (${first.day.workout.day} e ${second.day.workout.day}). Ao menos 48 h entre sessões pesadas do mesmo grupo (ACSM 2009).`,
              { workoutId: second.day.workout.id },
              `${group}:${second.day.workout.id}`,
            ),
          );
    }
  return findings;
};

export const VOLUME_RULES: readonly Rule[] = [sessionFloor, sessionSize, recovery];
