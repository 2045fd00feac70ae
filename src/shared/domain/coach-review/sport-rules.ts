import {
  dayFinding,
  isResistance,
  lowestReps,
  planFinding,
  rowFinding,
  type ReviewExercise,
  type ReviewInput,
  type Rule,
  type RuleFinding,
  rowsBreaking,
} from './review-context.ts';

/** Rules for people who train for a sport (issue 22 §3): endurance athletes and powerlifters. */

const ENDURANCE = new Set(['running', 'cycling', 'swimming']);
export const isEnduranceAthlete = (input: Pick<ReviewInput, 'person'>) =>
  input.person.sports.some((sport) => ENDURANCE.has(sport.kind));

const ENDURANCE_SOURCE = 'ACSM, Diretrizes 11ª ed.; treino concorrente';
const endurance: Rule = (input) => {
  if (!isEnduranceAthlete(input)) return [];
  const findings = rowsBreaking(input, {
    rule: 'endurance.conditioning',
    concern: 'conditioning',
    safety: false,
    breaks: (row) => row.part === 'main' && row.exercise.traits.pattern === 'cardio',
    reason: `Atleta de resistência: sem condicionamento extra nos blocos principais; o esporte já é o aeróbio (${ENDURANCE_SOURCE})`,
  });
  const strengthDays = input.days.filter((day) => day.main.some((row) => isResistance(row.exercise))).length;
  // Twice a week, or three times when the person gave three or more days.
  const most = Math.min(3, Math.max(2, input.person.days.length));
  if (strengthDays > most)
    findings.push(
      planFinding(
        { rule: 'endurance.sessions', kind: 'population', safety: false },
        `Atleta de resistência: força 2 vezes por semana, até ${most} (${ENDURANCE_SOURCE})`,
        `${strengthDays} sessões de força por semana. Atleta de resistência: força 2 vezes por semana, até ${most} (${ENDURANCE_SOURCE})`,
      ),
    );
  return findings;
};

/** The competition lifts, by what they ask of the body (a barbell main lift of each pattern). */
export type CompetitionLift = 'squat' | 'bench' | 'deadlift';
export function competitionLift(exercise: ReviewExercise): CompetitionLift | null {
  const { traits } = exercise;
  if (!traits.mainLift || exercise.equipment !== 'barra') return null;
  if (traits.pattern === 'agachamento' && traits.axialLoad) return 'squat';
  if (traits.pattern === 'empurrar_horizontal' && traits.position === 'deitado_costas') return 'bench';
  if (traits.pattern === 'dobradica_quadril') return 'deadlift';
  return null;
}

const LIFT_NAMES: Record<CompetitionLift, string> = {
  squat: 'agachamento',
  bench: 'supino',
  deadlift: 'levantamento terra',
};
const WEEKLY_LIFTS: Record<CompetitionLift, number> = { squat: 2, bench: 2, deadlift: 1 };
const PL = 'prática do powerlifting; especificidade (ACSM 2009)';

const powerlifting: Rule = (input) => {
  if (!input.person.sports.some((sport) => sport.kind === 'powerlifting')) return [];
  const findings: RuleFinding[] = [];
  const daysWith: Record<CompetitionLift, number> = { squat: 0, bench: 0, deadlift: 0 };
  for (const day of input.days) {
    if (day.main.length === 0) continue;
    const lifts = day.main.map((row) => competitionLift(row.exercise));
    for (const lift of new Set(lifts)) if (lift) daysWith[lift] += 1;
    const lastLift = lifts.findLastIndex((lift) => lift !== null);
    if (lastLift < 0)
      findings.push(
        dayFinding(
          day,
          { rule: 'powerlifting.opener', kind: 'population', safety: false, repairable: true },
          `Powerlifting: agachamento, supino ou terra abrem a sessão (${PL})`,
          `nenhum levantamento de competição na sessão. Powerlifting: agachamento, supino ou terra abrem a sessão (${PL})`,
        ),
      );
    day.main.forEach((row, i) => {
      const lift = lifts[i];
      const rule = { kind: 'population' as const, safety: false };
      if (!lift && i < lastLift)
        findings.push(
          rowFinding(
            day,
            row,
            { ...rule, rule: 'powerlifting.order', concern: 'order', repairable: false },
            `Powerlifting: os levantamentos de competição abrem a sessão; acessórios depois (${PL})`,
          ),
        );
      if (lift && i > lifts.indexOf(lift))
        findings.push(
          rowFinding(
            day,
            row,
            { ...rule, rule: 'powerlifting.same_lift', concern: 'family' },
            `Powerlifting: um só ${LIFT_NAMES[lift]} por sessão (terra e terra sumo não no mesmo dia) (${PL})`,
          ),
        );
      const reps = lift && row.instance ? lowestReps(row.instance) : undefined;
      if (lift && reps !== undefined && reps > 6)
        findings.push(
          rowFinding(
            day,
            row,
            { ...rule, rule: 'powerlifting.reps', kind: 'effort', concern: 'reps' },
            `Powerlifting: de 1 a 6 repetições nos levantamentos de competição (${PL})`,
          ),
        );
    });
  }
  for (const lift of ['squat', 'bench', 'deadlift'] as const)
    if (daysWith[lift] < WEEKLY_LIFTS[lift])
      findings.push(
        planFinding(
          { rule: 'powerlifting.frequency', kind: 'population', safety: false },
          `Powerlifting: agachamento e supino ao menos 2 vezes por semana, terra ao menos 1 (${PL})`,
          `${capital(LIFT_NAMES[lift])} em ${daysWith[lift]} dia(s) da semana. Powerlifting: agachamento e supino ao menos 2 vezes por semana, terra ao menos 1 (${PL})`,
          {},
          lift,
        ),
      );
  return findings;
};

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const SPORT_RULES: readonly Rule[] = [endurance, powerlifting];
