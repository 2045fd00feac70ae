import type { ConditionKind } from '../person/person.ts';
import { WEEKDAYS } from '../plans/weekdays.ts';
import { INJURY_RULES } from './injury-rules.ts';
import {
  LEG_GROUPS,
  dayFinding,
  effortOf,
  foldedName,
  hitsGroup,
  isDynamicSingleLeg,
  isResistance,
  lowestReps,
  planFinding,
  restAfter,
  rowsBreaking,
  workingSets,
  type ReviewDay,
  type ReviewExercise,
  type ReviewInput,
  type ReviewRow,
  type Rule,
  type RuleFinding,
} from './review-context.ts';

/**
 * Rules by population (issue 22 §3), written from the published guidelines; each names its source in
 * its reason. docs/decisions/032-coach-review.md lists them.
 */

const repsBelow = (min: number) => (row: ReviewRow) => {
  if (!row.instance || !isResistance(row.exercise)) return false;
  const reps = lowestReps(row.instance);
  return reps !== undefined && reps < min;
};
const effortAbove = (max: number) => (row: ReviewRow) => {
  if (!row.instance) return false;
  const effort = effortOf(row.instance);
  return effort !== undefined && effort > max;
};
const highImpact = (row: ReviewRow) => row.exercise.traits.impact === 'alto';
const advanced = (row: ReviewRow) => row.exercise.difficulty === 'avancado';

const has = (input: ReviewInput, ...kinds: ConditionKind[]) =>
  kinds.some((kind) => input.conditions.has(kind));

const ACOG = 'ACOG 2020';
const pregnancy: Rule = (input) => {
  if (!input.conditions.has('pregnancy')) return [];
  const weeks = input.person.conditions.find((c) => c.kind === 'pregnancy')?.weeks;
  // The first trimester ends at week 13; not knowing the week, the reviewer assumes it is past.
  const pastFirstTrimester = weeks === undefined || weeks > 13;
  const findings = [
    ...rowsBreaking(input, {
      rule: 'pregnancy.impact',
      concern: 'impact',
      breaks: highImpact,
      reason: `Gestante: sem impacto nem saltos (${ACOG})`,
    }),
    ...(pastFirstTrimester
      ? rowsBreaking(input, {
          rule: 'pregnancy.supine',
          concern: 'supine',
          breaks: (row) => row.exercise.traits.position === 'deitado_costas',
          reason: `Gestante após o 1º trimestre: evitar exercícios deitada de costas (${ACOG})`,
        })
      : []),
    ...rowsBreaking(input, {
      rule: 'pregnancy.prone',
      concern: 'prone',
      breaks: (row) => row.exercise.traits.position === 'deitado_bruços',
      reason: `Gestante: evitar exercícios deitada de bruços (${ACOG})`,
    }),
    ...rowsBreaking(input, {
      rule: 'pregnancy.head_down',
      concern: 'head_down',
      breaks: (row) => row.exercise.traits.position === 'cabeca_para_baixo',
      reason: `Gestante: evitar posições de cabeça para baixo (${ACOG})`,
    }),
    ...rowsBreaking(input, {
      rule: 'pregnancy.fall_risk',
      concern: 'advanced',
      breaks: (row) => advanced(row) || row.exercise.traits.balance === 'alto',
      reason: `Gestante: evitar exercícios avançados ou com risco de queda (${ACOG})`,
    }),
    ...rowsBreaking(input, {
      rule: 'pregnancy.reps',
      concern: 'reps',
      kind: 'effort',
      mainOnly: true,
      breaks: repsBelow(8),
      reason: `Gestante: esforço moderado, ao menos 8 repetições por série (${ACOG})`,
    }),
    ...rowsBreaking(input, {
      rule: 'pregnancy.effort',
      concern: 'effort',
      kind: 'effort',
      mainOnly: true,
      breaks: effortAbove(7),
      reason: `Gestante: esforço moderado, no máximo RPE 7 e sem prender a respiração (${ACOG})`,
    }),
  ];
  if (!input.person.medicalClearance)
    findings.push(
      planFinding(
        { rule: 'pregnancy.clearance', kind: 'population', safety: true },
        `Gestante sem liberação médica registrada: peça a liberação do obstetra antes de treinar (${ACOG})`,
      ),
    );
  return findings;
};

const TFTF = 'Too Fit To Fracture, Giangregorio 2014';
/** The big groups Too Fit To Fracture asks to train twice a week, as regions of the body. */
const BONE_REGIONS: readonly { name: string; groups: readonly string[] }[] = [
  { name: 'pernas e glúteos', groups: ['Pernas (Quadríceps)', 'Pernas (Posterior)', 'Glúteos'] },
  { name: 'costas', groups: ['Costas'] },
  { name: 'peito e ombros', groups: ['Peito', 'Ombros'] },
];
const isBalanceWork = (exercise: ReviewExercise) => exercise.traits.balance !== 'baixo';
const isPostureWork = (exercise: ReviewExercise) =>
  exercise.traits.pattern === 'puxar_horizontal' || exercise.traits.pattern === 'core_anti';

const osteoporosis: Rule = (input) => {
  if (!input.conditions.has('osteoporosis')) return [];
  const findings = [
    ...rowsBreaking(input, {
      rule: 'osteoporosis.impact',
      concern: 'impact',
      breaks: highImpact,
      reason: `Osteoporose/osteopenia: sem impacto alto (${TFTF})`,
    }),
    ...rowsBreaking(input, {
      rule: 'osteoporosis.spinal_flexion',
      concern: 'spinal_flexion',
      breaks: (row) => row.exercise.traits.spinalFlexion,
      reason: `Osteoporose/osteopenia: sem flexão ou rotação da coluna com carga (${TFTF})`,
    }),
  ];
  for (const region of BONE_REGIONS) {
    const days = input.days.filter((day) => day.main.some((row) => hitsGroup(row.exercise, region.groups)));
    if (days.length < 2)
      findings.push(
        planFinding(
          { rule: 'osteoporosis.strength_twice', kind: 'population', safety: true },
          `Osteoporose/osteopenia: força para os grandes grupos ao menos 2 vezes por semana (${TFTF})`,
          `Força para ${region.name} em ${days.length} dia(s) da semana. Osteoporose/osteopenia: ao menos 2 vezes por semana (${TFTF})`,
          {},
          region.name,
        ),
      );
  }
  const all = input.days.flatMap((day) => day.rows);
  if (!all.some((row) => isBalanceWork(row.exercise)))
    findings.push(
      planFinding(
        { rule: 'osteoporosis.balance', kind: 'population', safety: true },
        `Osteoporose/osteopenia: incluir exercícios de equilíbrio toda semana (${TFTF})`,
      ),
    );
  if (!all.some((row) => isPostureWork(row.exercise)))
    findings.push(
      planFinding(
        { rule: 'osteoporosis.posture', kind: 'population', safety: true },
        `Osteoporose/osteopenia: incluir exercícios de postura (remadas, estabilização do tronco) (${TFTF})`,
      ),
    );
  return findings;
};

const falls: Rule = (input) => {
  const fallRisk = has(input, 'dizziness_falls', 'floor_transfer');
  if (!fallRisk) return [];
  return [
    ...rowsBreaking(input, {
      rule: 'falls.floor',
      concern: 'floor',
      breaks: (row) => row.exercise.traits.floor,
      reason: `Risco de queda ou dificuldade para levantar do chão: nada de exercícios no chão (${TFTF})`,
    }),
    ...rowsBreaking(input, {
      rule: 'falls.single_leg',
      concern: 'single_leg',
      breaks: (row) => isDynamicSingleLeg(row.exercise),
      reason: `Risco de queda: nada de exercícios dinâmicos em uma perna só (${TFTF})`,
    }),
    ...rowsBreaking(input, {
      rule: 'falls.supported',
      concern: 'supported',
      breaks: ({ exercise }) =>
        exercise.traits.balance === 'alto' ||
        (exercise.traits.position === 'em_pe' && exercise.equipment === 'barra' && exercise.traits.axialLoad),
      reason: `Risco de queda: versões com apoio ou em máquina primeiro (${TFTF})`,
    }),
  ];
};

const ACSM_AHA = 'ACSM/AHA, Pescatello 2004; ACSM 2019';
const hypertension: Rule = (input) => {
  if (!input.conditions.has('hypertension')) return [];
  const findings = [
    ...rowsBreaking(input, {
      rule: 'hypertension.reps',
      concern: 'reps',
      kind: 'effort',
      mainOnly: true,
      breaks: repsBelow(8),
      reason: `Hipertensão: carga moderada, ao menos 8 repetições, nada de séries máximas (${ACSM_AHA})`,
    }),
    ...rowsBreaking(input, {
      rule: 'hypertension.effort',
      concern: 'effort',
      kind: 'effort',
      mainOnly: true,
      breaks: effortAbove(8),
      reason: `Hipertensão: esforço moderado, sem ir à falha nem prender a respiração (${ACSM_AHA})`,
    }),
    ...rowsBreaking(input, {
      rule: 'hypertension.rest',
      concern: 'rest',
      kind: 'effort',
      mainOnly: true,
      breaks: (row) => {
        const rest = restAfter(row);
        return isResistance(row.exercise) && rest !== undefined && rest < 60;
      },
      reason: `Hipertensão: descanso de ao menos 60 s entre as séries (${ACSM_AHA})`,
    }),
  ];
  for (const day of input.days) {
    if (day.main.length === 0) continue;
    const aerobic = day.rows.some(
      (row) => row.exercise.traits.pattern === 'cardio' && (row.part === 'main' || (row.minutes ?? 0) >= 10),
    );
    if (!aerobic)
      findings.push(
        dayFinding(
          day,
          { rule: 'hypertension.aerobic', kind: 'population', safety: true, repairable: true },
          `Hipertensão: trabalho aeróbio em toda sessão (${ACSM_AHA})`,
        ),
      );
  }
  return findings;
};

const WHO = 'OMS 2020; ACSM, Diretrizes 11ª ed.';
const FUNCTIONAL = new Set(['agachamento', 'dobradica_quadril', 'unilateral_pernas', 'carregar']);
const senior: Rule = (input) => {
  if (input.person.ageBand !== 'senior') return [];
  const findings = rowsBreaking(input, {
    rule: 'senior.advanced',
    concern: 'advanced',
    breaks: advanced,
    reason: `60 anos ou mais: nada de exercícios avançados; com apoio antes de livre (${WHO})`,
  });
  const all = input.days.flatMap((day) => day.rows);
  if (!all.some((row) => isBalanceWork(row.exercise)))
    findings.push(
      planFinding(
        { rule: 'senior.balance', kind: 'population', safety: true },
        `60 anos ou mais: incluir exercícios de equilíbrio toda semana (${WHO})`,
      ),
    );
  if (!input.days.some((day) => day.main.some((row) => FUNCTIONAL.has(row.exercise.traits.pattern))))
    findings.push(
      planFinding(
        { rule: 'senior.functional', kind: 'population', safety: true },
        `60 anos ou mais: incluir força funcional (agachar, levantar, carregar) (${WHO})`,
      ),
    );
  return findings;
};

const NSCA = 'NSCA, Faigenbaum 2009';
const youth: Rule = (input) => {
  if (input.person.ageBand !== 'under18') return [];
  return [
    ...rowsBreaking(input, {
      rule: 'youth.reps',
      concern: 'reps',
      kind: 'effort',
      mainOnly: true,
      breaks: repsBelow(6),
      reason: `Menor de 18 anos: técnica antes de carga, nada de séries máximas (ao menos 6 repetições) (${NSCA})`,
    }),
    ...rowsBreaking(input, {
      rule: 'youth.advanced',
      concern: 'advanced',
      breaks: advanced,
      reason: `Menor de 18 anos: nada de exercícios avançados; técnica primeiro (${NSCA})`,
    }),
  ];
};

/** Direct sets of leg work in a session from which the legs are not fresh the next day. */
export const HARD_LEG_SETS = 6;
const legSets = (day: ReviewDay) =>
  day.main
    .filter((row) => hitsGroup(row.exercise, LEG_GROUPS))
    .reduce((sum, row) => sum + workingSets(row.instance!), 0);

const gameEve: Rule = (input) =>
  input.person.sports.flatMap((sport) =>
    sport.gameDays.flatMap((gameDay) => {
      const eve = WEEKDAYS[(WEEKDAYS.indexOf(gameDay) + 6) % 7]!;
      return input.days
        .filter((day) => day.workout.day === eve && legSets(day) >= HARD_LEG_SETS)
        .map((day) =>
          dayFinding(
            day,
            { rule: 'sport.game_eve', kind: 'population', safety: true },
            `Jogo ou prova na ${gameDay.toLowerCase()}: nada de treino pesado de pernas na véspera (${NSCA})`,
            `${legSets(day)} séries de pernas na véspera do jogo (${gameDay.toLowerCase()}). Nada de treino pesado de pernas na véspera (${NSCA})`,
          ),
        );
    }),
  );

const PAINFUL_JOINTS: readonly ConditionKind[] = [
  'obesity',
  'knee',
  'hip',
  'ankle_sprain',
  'plantar_fasciitis',
  'low_back_pain',
  'lumbar_disc',
];
const ACSM = 'ACSM, Diretrizes 11ª ed.';
const SUPPORTED_SQUAT = /\b(banco|caixa|box|apoio|cadeira|sentar)\b/;
const beginnerJoints: Rule = (input) => {
  const findings: RuleFinding[] = [];
  if (input.person.level === 'iniciante' && has(input, ...PAINFUL_JOINTS))
    findings.push(
      ...rowsBreaking(input, {
        rule: 'beginner_joints.impact',
        concern: 'impact',
        breaks: highImpact,
        reason: `Iniciante com obesidade ou dor articular: sem impacto (${ACSM})`,
      }),
    );
  if (input.person.fitness.canDoPushups === false)
    findings.push(
      ...rowsBreaking(input, {
        rule: 'fitness.pushups',
        concern: 'pushups',
        breaks: ({ exercise }) =>
          exercise.traits.pattern === 'empurrar_horizontal' &&
          exercise.equipment === 'peso corporal' &&
          exercise.traits.floor,
        reason: 'Ainda não faz flexão de braços no chão: use a versão inclinada (regressão)',
      }),
    );
  if (input.person.fitness.canSquat === false)
    findings.push(
      ...rowsBreaking(input, {
        rule: 'fitness.squat',
        concern: 'squat',
        breaks: ({ exercise }) =>
          exercise.traits.pattern === 'agachamento' &&
          exercise.traits.position === 'em_pe' &&
          exercise.equipment !== 'maquina' &&
          !SUPPORTED_SQUAT.test(foldedName(exercise)),
        reason: 'Ainda não agacha sem apoio: use o agachamento no banco ou uma máquina (regressão)',
      }),
    );
  return findings;
};

/** In order: the more specific reason wins when two rules find the same row and problem. */
export const POPULATION_RULES: readonly Rule[] = [
  pregnancy,
  ...INJURY_RULES,
  osteoporosis,
  falls,
  hypertension,
  youth,
  senior,
  gameEve,
  beginnerJoints,
];
