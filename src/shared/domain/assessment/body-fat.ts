import type { AssessmentSex, SkinfoldSite } from './sites.ts';

/**
 * Body density from skinfolds and body fat from density (docs/decisions/041-physical-assessment.md
 * lists each equation's source and the worked examples the tests check):
 * - Jackson & Pollock (1978) men and Jackson, Pollock & Ward (1980) women, 3 and 7 folds, by age;
 * - Guedes (1985), Brazilian university adults, 3 folds, by sex;
 * - Siri (1961): %G = 495 / D − 450.
 */

export const BODY_FAT_PROTOCOLS = ['jp3', 'jp7', 'guedes3'] as const;
export type BodyFatProtocol = (typeof BODY_FAT_PROTOCOLS)[number];

export const PROTOCOL_LABELS: Record<BodyFatProtocol, string> = {
  jp3: 'Jackson & Pollock 3 dobras',
  jp7: 'Jackson & Pollock 7 dobras',
  guedes3: 'Guedes 3 dobras',
};

const JP7_FOLDS: readonly SkinfoldSite[] = [
  'peitoral',
  'axilarMedia',
  'triceps',
  'subescapular',
  'abdominal',
  'suprailiaca',
  'coxa',
];

/** The folds each protocol adds, by sex. */
export const PROTOCOL_FOLDS: Record<BodyFatProtocol, Record<AssessmentSex, readonly SkinfoldSite[]>> = {
  jp3: { Masculino: ['peitoral', 'abdominal', 'coxa'], Feminino: ['triceps', 'suprailiaca', 'coxa'] },
  jp7: { Masculino: JP7_FOLDS, Feminino: JP7_FOLDS },
  guedes3: {
    Masculino: ['triceps', 'suprailiaca', 'abdominal'],
    Feminino: ['coxa', 'suprailiaca', 'subescapular'],
  },
};

interface Quadratic {
  a: number;
  b: number;
  c: number;
  age: number;
}

/** D = a − b·S + c·S² − age·years (the generalized equations' form). */
const JP: Record<'jp3' | 'jp7', Record<AssessmentSex, Quadratic>> = {
  jp3: {
    Masculino: { a: 1.10938, b: 0.0008267, c: 0.0000016, age: 0.0002574 },
    Feminino: { a: 1.0994921, b: 0.0009929, c: 0.0000023, age: 0.0001392 },
  },
  jp7: {
    Masculino: { a: 1.112, b: 0.00043499, c: 0.00000055, age: 0.00028826 },
    Feminino: { a: 1.097, b: 0.00046971, c: 0.00000056, age: 0.00012828 },
  },
};

/** D = a − b·log10(S). */
const GUEDES: Record<AssessmentSex, { a: number; b: number }> = {
  Masculino: { a: 1.17136, b: 0.06706 },
  Feminino: { a: 1.1665, b: 0.07063 },
};

/**
 * The largest sum of folds each equation answers. A quadratic turns at S = b / 2c: past it, more fat
 * would read as less, so the equation is outside what it was fitted on (the samples' sums stayed far
 * below it). Guedes' logarithm has no turn; 3 folds of 80 mm bound it.
 */
export function maxSumOfFolds(protocol: BodyFatProtocol, sex: AssessmentSex): number {
  if (protocol === 'guedes3') return 3 * 80;
  const { b, c } = JP[protocol][sex];
  return Math.floor(b / (2 * c));
}

/** Body density (g/cm³) for a sum of folds in mm; age in years is used by Jackson & Pollock only. */
export function bodyDensity(
  protocol: BodyFatProtocol,
  sex: AssessmentSex,
  sumOfFolds: number,
  age: number,
): number {
  if (protocol === 'guedes3') {
    const { a, b } = GUEDES[sex];
    return a - b * Math.log10(sumOfFolds);
  }
  const { a, b, c, age: perYear } = JP[protocol][sex];
  return a - b * sumOfFolds + c * sumOfFolds ** 2 - perYear * age;
}

/** Siri (1961): body fat percentage from body density. */
export function siriBodyFat(density: number): number {
  return 495 / density - 450;
}

/** The body fat an equation may answer: below it is a lean athlete outside the sample, above it obesity past it. */
export const BODY_FAT_BOUNDS = { min: 2, max: 60 } as const;

export type BodyFatEstimate =
  | { status: 'ok'; sumOfFolds: number; density: number; bodyFatPercent: number }
  | { status: 'missing_folds'; missing: SkinfoldSite[] }
  | { status: 'out_of_range'; sumOfFolds: number };

/**
 * The protocol's estimate from the folds measured. Missing folds, a sum past the equation's turn, or a
 * result outside BODY_FAT_BOUNDS answer no percentage: the screen says why instead of showing a number
 * the equation cannot vouch for.
 */
export function estimateBodyFat(
  protocol: BodyFatProtocol,
  sex: AssessmentSex,
  age: number,
  folds: Partial<Record<SkinfoldSite, number>>,
): BodyFatEstimate {
  const sites = PROTOCOL_FOLDS[protocol][sex];
  const missing = sites.filter((site) => folds[site] === undefined);
  if (missing.length > 0) return { status: 'missing_folds', missing };
  const sumOfFolds = sites.reduce((sum, site) => sum + (folds[site] ?? 0), 0);
  if (sumOfFolds > maxSumOfFolds(protocol, sex)) return { status: 'out_of_range', sumOfFolds };
  const density = bodyDensity(protocol, sex, sumOfFolds, age);
  const bodyFatPercent = siriBodyFat(density);
  if (bodyFatPercent < BODY_FAT_BOUNDS.min || bodyFatPercent > BODY_FAT_BOUNDS.max) {
    return { status: 'out_of_range', sumOfFolds };
  }
  return { status: 'ok', sumOfFolds, density, bodyFatPercent };
}
