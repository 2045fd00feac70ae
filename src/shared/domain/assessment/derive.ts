import { estimateBodyFat, type BodyFatProtocol } from './body-fat.ts';
import {
  bmiBand,
  bodyComposition,
  bodyMassIndex,
  waistHipRatio,
  waistHipRisk,
  type BmiBand,
  type WaistHipRisk,
} from './indices.ts';
import type { AssessmentSex, CircumferenceSite, SkinfoldSite } from './sites.ts';

/** What the derived values are computed from: the measures of one assessment. */
export interface AssessmentMeasures {
  sex: AssessmentSex;
  age: number;
  weightKg: number;
  heightCm: number;
  protocol: BodyFatProtocol | null;
  circumferences: Partial<Record<CircumferenceSite, number>>;
  skinfolds: Partial<Record<SkinfoldSite, number>>;
}

export type BodyFatStatus = 'ok' | 'no_protocol' | 'missing_folds' | 'out_of_range';

export interface DerivedValues {
  bmi: number;
  bmiBand: BmiBand;
  bodyFatStatus: BodyFatStatus;
  sumOfFolds: number | null;
  bodyDensity: number | null;
  bodyFatPercent: number | null;
  fatMassKg: number | null;
  leanMassKg: number | null;
  waistHipRatio: number | null;
  waistHipRisk: WaistHipRisk | null;
}

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** Every derived value of one assessment, rounded as it is shown (the same on the server and the preview). */
export function deriveAssessment(measures: AssessmentMeasures): DerivedValues {
  const bmi = bodyMassIndex(measures.weightKg, measures.heightCm);
  const { cintura, quadril } = measures.circumferences;
  const ratio = cintura !== undefined && quadril !== undefined ? waistHipRatio(cintura, quadril) : null;
  const estimate = measures.protocol
    ? estimateBodyFat(measures.protocol, measures.sex, measures.age, measures.skinfolds)
    : null;
  const fat = estimate?.status === 'ok' ? estimate : null;
  const composition = fat ? bodyComposition(measures.weightKg, fat.bodyFatPercent) : null;
  return {
    bmi: round(bmi, 1),
    bmiBand: bmiBand(bmi),
    bodyFatStatus: estimate?.status ?? 'no_protocol',
    sumOfFolds: estimate && 'sumOfFolds' in estimate ? round(estimate.sumOfFolds, 1) : null,
    bodyDensity: fat ? round(fat.density, 5) : null,
    bodyFatPercent: fat ? round(fat.bodyFatPercent, 1) : null,
    fatMassKg: composition ? round(composition.fatMassKg, 1) : null,
    leanMassKg: composition ? round(composition.leanMassKg, 1) : null,
    waistHipRatio: ratio === null ? null : round(ratio, 2),
    waistHipRisk: ratio === null ? null : waistHipRisk(ratio, measures.sex, measures.age),
  };
}

/** The values whose change the evolution table shows. */
export const CHANGE_KEYS = [
  'weightKg',
  'bmi',
  'bodyFatPercent',
  'fatMassKg',
  'leanMassKg',
  'sumOfFolds',
  'waistCm',
  'hipCm',
  'waistHipRatio',
] as const;
export type ChangeKey = (typeof CHANGE_KEYS)[number];

/** One assessment as the evolution compares it. */
export interface EvolutionPoint {
  date: string;
  weightKg: number;
  circumferences: Partial<Record<CircumferenceSite, number>>;
  derived: DerivedValues;
}

export interface AssessmentChange {
  fromDate: string;
  days: number;
  /** Later minus earlier; null when either side lacks the value. */
  values: Record<ChangeKey, number | null>;
}

function valuesOf(point: EvolutionPoint): Record<ChangeKey, number | null> {
  return {
    weightKg: point.weightKg,
    bmi: point.derived.bmi,
    bodyFatPercent: point.derived.bodyFatPercent,
    fatMassKg: point.derived.fatMassKg,
    leanMassKg: point.derived.leanMassKg,
    sumOfFolds: point.derived.sumOfFolds,
    waistCm: point.circumferences.cintura ?? null,
    hipCm: point.circumferences.quadril ?? null,
    waistHipRatio: point.derived.waistHipRatio,
  };
}

const DAY_MS = 86_400_000;

/** The change from an earlier assessment to a later one. */
export function assessmentChange(earlier: EvolutionPoint, later: EvolutionPoint): AssessmentChange {
  const from = valuesOf(earlier);
  const to = valuesOf(later);
  const values = {} as Record<ChangeKey, number | null>;
  for (const key of CHANGE_KEYS) {
    const a = from[key];
    const b = to[key];
    values[key] = a === null || b === null ? null : round(b - a, key === 'waistHipRatio' ? 2 : 1);
  }
  const days = Math.round(
    (Date.parse(`${later.date}T00:00:00Z`) - Date.parse(`${earlier.date}T00:00:00Z`)) / DAY_MS,
  );
  return { fromDate: earlier.date, days, values };
}
