import type { Condition, ConditionKind } from '../person/person.ts';
import { foldForSearch } from '../text/fold-for-search.ts';
import {
  isDynamicSingleLeg,
  rowsBreaking,
  type ReviewExercise,
  type ReviewInput,
  type Rule,
} from './review-context.ts';

/**
 * Injuries and painful joints (issue 22 §3 'Acute injury'): a recent sprain, injury or surgery keeps
 * load off the injured region; a chronic joint condition keeps off what aggravates it (ACSM Guidelines
 * 11th ed., chapters on arthritis, low back pain and musculoskeletal injury).
 */

type Region = 'ankle' | 'knee' | 'shoulder' | 'elbow_wrist' | 'hip' | 'lumbar' | 'cervical' | 'unknown';
const REGION_OF: Partial<Record<ConditionKind, Region>> = {
  ankle_sprain: 'ankle',
  plantar_fasciitis: 'ankle',
  knee: 'knee',
  shoulder: 'shoulder',
  elbow_wrist: 'elbow_wrist',
  hip: 'hip',
  lumbar_disc: 'lumbar',
  low_back_pain: 'lumbar',
  cervical_disc: 'cervical',
};
const SURGERY_REGIONS: readonly [RegExp, Region][] = [
  [/tornozelo|\bpe\b|aquiles/, 'ankle'],
  [/joelho|menisco|lca|patela/, 'knee'],
  [/ombro|manguito/, 'shoulder'],
  [/cotovelo|punho|mao/, 'elbow_wrist'],
  [/quadril/, 'hip'],
  [/lombar|coluna|hernia/, 'lumbar'],
  [/cervical|pescoco/, 'cervical'],
];
function regionOf(condition: Condition): Region | null {
  const region = REGION_OF[condition.kind];
  if (region) return region;
  if (condition.kind !== 'recent_surgery') return null;
  const label = foldForSearch(condition.label);
  return SURGERY_REGIONS.find(([words]) => words.test(label))?.[1] ?? 'unknown';
}
const standingCalfRaise = (exercise: ReviewExercise) =>
  exercise.primary.includes('Panturrilhas') && exercise.traits.position === 'em_pe';
/** What loads each injured region, by pattern, position and muscle group. */
const LOADS: Record<Region, (exercise: ReviewExercise) => boolean> = {
  ankle: (e) => e.traits.impact === 'alto' || standingCalfRaise(e) || isDynamicSingleLeg(e),
  knee: (e) =>
    e.traits.impact === 'alto' ||
    e.traits.pattern === 'agachamento' ||
    e.traits.pattern === 'unilateral_pernas' ||
    e.primary.includes('Pernas (Quadríceps)'),
  shoulder: (e) =>
    ['empurrar_vertical', 'empurrar_horizontal', 'puxar_vertical'].includes(e.traits.pattern) ||
    e.primary.includes('Ombros'),
  elbow_wrist: (e) =>
    ['empurrar_vertical', 'empurrar_horizontal', 'carregar'].includes(e.traits.pattern) ||
    e.primary.includes('Bíceps') ||
    e.primary.includes('Tríceps'),
  hip: (e) =>
    e.traits.impact === 'alto' ||
    ['agachamento', 'dobradica_quadril', 'unilateral_pernas'].includes(e.traits.pattern) ||
    e.primary.includes('Glúteos'),
  lumbar: (e) => e.traits.axialLoad || e.traits.spinalFlexion || e.traits.pattern === 'dobradica_quadril',
  cervical: (e) => e.traits.axialLoad || e.traits.pattern === 'empurrar_vertical',
  unknown: (e) => e.traits.impact === 'alto' || e.difficulty === 'avancado',
};

const acute: Rule = (input) =>
  input.person.conditions
    .filter((condition) => condition.acute)
    .flatMap((condition) => {
      const region = regionOf(condition);
      if (!region) return [];
      return rowsBreaking(input, {
        rule: `injury.${region}`,
        concern: `injury.${region}`,
        breaks: (row) => LOADS[region](row.exercise),
        reason: `${capitalised(condition.label)}: nada que carregue a região lesionada nas primeiras semanas (ACSM, Diretrizes 11ª ed.)`,
      });
    });

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A chronic (not acute) joint condition: whether high impact aggravates it, what else does, and the
 * words that say why.
 */
const CHRONIC: readonly {
  kinds: readonly ConditionKind[];
  rule: string;
  impact: boolean;
  breaks: (exercise: ReviewExercise) => boolean;
  reason: string;
}[] = [
  {
    kinds: ['knee'],
    rule: 'joint.knee',
    impact: true,
    breaks: (e) => e.traits.pattern === 'agachamento' && e.traits.axialLoad && e.traits.position === 'em_pe',
    reason:
      'Dor ou lesão no joelho: sem impacto alto nem agachamento livre com carga; prefira máquina ou amplitude parcial',
  },
  {
    kinds: ['lumbar_disc', 'low_back_pain'],
    rule: 'joint.lumbar',
    impact: false,
    breaks: (e) => e.traits.spinalFlexion || e.traits.axialLoad,
    reason: 'Hérnia de disco ou lombalgia: sem carga no eixo da coluna nem flexão ou rotação com carga',
  },
  {
    kinds: ['cervical_disc'],
    rule: 'joint.cervical',
    impact: false,
    breaks: (e) => e.traits.axialLoad,
    reason: 'Hérnia cervical: sem carga no eixo da coluna',
  },
  {
    kinds: ['shoulder'],
    rule: 'joint.shoulder',
    impact: false,
    breaks: (e) => e.traits.pattern === 'empurrar_vertical' && e.equipment !== 'maquina',
    reason:
      'Dor ou lesão no ombro: nada de desenvolvimento livre acima da cabeça; prefira máquina e amplitude sem dor',
  },
  {
    kinds: ['ankle_sprain', 'plantar_fasciitis', 'hip'],
    rule: 'joint.impact',
    impact: true,
    breaks: () => false,
    reason: 'Tornozelo, pé ou quadril com histórico de lesão: sem impacto alto',
  },
];

const chronic: Rule = (input: ReviewInput) =>
  CHRONIC.filter((joint) =>
    input.person.conditions.some((c) => !c.acute && joint.kinds.includes(c.kind)),
  ).flatMap((joint) => {
    const reason = `${joint.reason} (ACSM, Diretrizes 11ª ed.)`;
    return [
      // High impact is one concern with the other rules that forbid it: one finding per row.
      ...(joint.impact
        ? rowsBreaking(input, {
            rule: joint.rule,
            concern: 'impact',
            breaks: (row) => row.exercise.traits.impact === 'alto',
            reason,
          })
        : []),
      ...rowsBreaking(input, {
        rule: joint.rule,
        concern: joint.rule,
        breaks: (row) => joint.breaks(row.exercise),
        reason,
      }),
    ];
  });

export const INJURY_RULES: readonly Rule[] = [acute, chronic];
