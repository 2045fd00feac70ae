import {
  dayFinding,
  foldedName,
  isMultiJoint,
  isResistance,
  rowFinding,
  rowsBreaking,
  type ReviewExercise,
  type Rule,
  type RuleFinding,
} from './review-context.ts';

/**
 * How every session is built (issue 22 §4), whoever the person is. The sources: ACSM 2009 position
 * stand on progression models (multi-joint before single-joint, large before small groups); NSCA
 * Essentials (exercise order, paired sets of antagonists); ACSM Guidelines 11th ed. (a warm-up that
 * rehearses the session's movements at low intensity).
 */

const ORDER = 'ACSM 2009: multiarticulares antes de monoarticulares';
const opener: Rule = (input) =>
  input.days.flatMap((day) => {
    const first = day.main[0];
    if (!first || isMultiJoint(first.exercise) || !isResistance(first.exercise)) return [];
    if (!day.main.some((row) => isMultiJoint(row.exercise))) return [];
    return [
      rowFinding(
        day,
        first,
        { rule: 'structure.opener', kind: 'structure', concern: 'opener', safety: false, repairable: false },
        `Um exercício multiarticular abre a sessão, nunca um isolado (${ORDER})`,
      ),
    ];
  });

/** Bench angles and raise directions: two of them in one family are two angles, for hypertrophy. */
const ANGLES = ['reto', 'inclinado', 'declinado', 'lateral', 'frontal'] as const;
const angleOf = (exercise: ReviewExercise) =>
  ANGLES.find((angle) => new RegExp(`\\b${angle}[ao]?s?\\b`).test(foldedName(exercise))) ?? null;

/** A movement family: the same pattern, for the same muscles, in the same position. */
const familyOf = (exercise: ReviewExercise) =>
  `${exercise.traits.pattern}|${[...exercise.primary].sort().join('+')}|${exercise.traits.position}`;

const FAMILY = 'NSCA, Essentials: variedade de padrões na sessão';
const sameFamily: Rule = (input) => {
  const hypertrophy = input.person.goal === 'hypertrophy';
  return input.days.flatMap((day) => {
    const findings: RuleFinding[] = [];
    const seen = new Map<string, ReviewExercise[]>();
    for (const row of day.main) {
      const { pattern } = row.exercise.traits;
      if (pattern === 'cardio' || pattern === 'mobilidade') continue;
      const family = familyOf(row.exercise);
      const before = seen.get(family) ?? [];
      const angle = angleOf(row.exercise);
      const otherAngle =
        hypertrophy && angle !== null && before.every((other) => (angleOf(other) ?? angle) !== angle);
      if (before.length > 0 && !otherAngle)
        findings.push(
          rowFinding(
            day,
            row,
            { rule: 'structure.same_family', kind: 'structure', concern: 'family', safety: false },
            hypertrophy
              ? `Repete "${before[0]!.name}": um exercício por movimento na sessão, salvo ângulos diferentes (${FAMILY})`
              : `Repete "${before[0]!.name}": um exercício por movimento na sessão (${FAMILY})`,
          ),
        );
      seen.set(family, [...before, row.exercise]);
    }
    return findings;
  });
};

const PAIRS = 'NSCA, Essentials: séries combinadas de antagonistas ou grupos não relacionados';
const pairs: Rule = (input) => {
  if (input.person.goal === 'hypertrophy') return [];
  return input.days.flatMap((day) =>
    day.workout.blocks
      .filter((block) => block.exercises.length > 1)
      .flatMap((block) => {
        const rows = day.main.filter((row) => row.block === block);
        const second = rows.find((row, i) =>
          rows
            .slice(0, i)
            .some((earlier) =>
              earlier.exercise.primary.some((group) => row.exercise.primary.includes(group)),
            ),
        );
        if (!second) return [];
        return [
          rowFinding(
            day,
            second,
            { rule: 'structure.pair', kind: 'structure', concern: 'pair', safety: false },
            `Bi-set ou tri-set do mesmo grupo fora da hipertrofia: combine antagonistas ou grupos não relacionados (${PAIRS})`,
          ),
        ];
      }),
  );
};

const WARMUP = 'ACSM, Diretrizes 11ª ed.: aquecimento de baixa intensidade com os movimentos da sessão';
const warmupImpact: Rule = (input) =>
  rowsBreaking(input, {
    rule: 'structure.warmup_impact',
    concern: 'warmup_impact',
    kind: 'structure',
    safety: false,
    breaks: (row) => row.part === 'warmup' && row.exercise.traits.impact === 'alto',
    reason: `Aquecimento sem cardio de impacto por padrão: prefira mobilidade e séries leves do treino (${WARMUP})`,
  });

const warmupSpecific: Rule = (input) =>
  input.days.flatMap((day) => {
    const warmup = day.rows.filter((row) => row.part === 'warmup');
    const groups = new Set(
      day.main.filter((row) => isResistance(row.exercise)).flatMap((row) => row.exercise.primary),
    );
    if (warmup.length === 0 || groups.size === 0) return [];
    const specific = warmup.some((row) =>
      [...row.exercise.primary, ...row.exercise.secondary].some((group) => groups.has(group)),
    );
    if (specific) return [];
    return [
      dayFinding(
        day,
        { rule: 'structure.warmup_specific', kind: 'structure', safety: false, repairable: true },
        `O aquecimento deve preparar os grupos do treino (${WARMUP})`,
        `o aquecimento não trabalha nenhum dos grupos do treino (${[...groups].join(', ')}). O aquecimento deve preparar os grupos do treino (${WARMUP})`,
      ),
    ];
  });

export const STRUCTURE_RULES: readonly Rule[] = [opener, sameFamily, pairs, warmupImpact, warmupSpecific];
