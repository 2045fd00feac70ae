import type { AssessmentSex } from './sites.ts';

/** IMC (body mass index): kg / m². */
export function bodyMassIndex(weightKg: number, heightCm: number): number {
  const meters = heightCm / 100;
  return weightKg / (meters * meters);
}

export const BMI_BANDS = ['abaixo', 'normal', 'sobrepeso', 'obesidade1', 'obesidade2', 'obesidade3'] as const;
export type BmiBand = (typeof BMI_BANDS)[number];

export const BMI_BAND_LABELS: Record<BmiBand, string> = {
  abaixo: 'Abaixo do peso',
  normal: 'Peso normal',
  sobrepeso: 'Sobrepeso',
  obesidade1: 'Obesidade grau I',
  obesidade2: 'Obesidade grau II',
  obesidade3: 'Obesidade grau III',
};

/** WHO (2000) adult bands: 18,5 · 25 · 30 · 35 · 40. */
export function bmiBand(bmi: number): BmiBand {
  if (bmi < 18.5) return 'abaixo';
  if (bmi < 25) return 'normal';
  if (bmi < 30) return 'sobrepeso';
  if (bmi < 35) return 'obesidade1';
  if (bmi < 40) return 'obesidade2';
  return 'obesidade3';
}

/** Relação cintura-quadril. */
export function waistHipRatio(waistCm: number, hipCm: number): number {
  return waistCm / hipCm;
}

export const WAIST_HIP_RISKS = ['baixo', 'moderado', 'alto', 'muito_alto'] as const;
export type WaistHipRisk = (typeof WAIST_HIP_RISKS)[number];

export const WAIST_HIP_RISK_LABELS: Record<WaistHipRisk, string> = {
  baixo: 'Risco baixo',
  moderado: 'Risco moderado',
  alto: 'Risco alto',
  muito_alto: 'Risco muito alto',
};

/**
 * Bray & Gray (1988), as ACSM's guidelines print it: for each age group, the highest ratio of the low,
 * moderate and high bands (above the last, very high). Ages 20–29, 30–39, 40–49, 50–59, 60–69.
 */
const WHR_TABLE: Record<AssessmentSex, readonly (readonly [number, number, number])[]> = {
  Masculino: [
    [0.82, 0.88, 0.94],
    [0.83, 0.91, 0.96],
    [0.87, 0.95, 1.0],
    [0.89, 0.96, 1.02],
    [0.9, 0.98, 1.03],
  ],
  Feminino: [
    [0.7, 0.77, 0.82],
    [0.71, 0.78, 0.84],
    [0.72, 0.79, 0.87],
    [0.73, 0.81, 0.88],
    [0.75, 0.83, 0.9],
  ],
};

/**
 * The risk band of a waist-hip ratio, read as the table prints it (two decimals). The table covers 20 to
 * 69 years: a younger person is read on the 20–29 row, an older one on the 60–69 row.
 */
export function waistHipRisk(ratio: number, sex: AssessmentSex, age: number): WaistHipRisk {
  const row = Math.min(4, Math.max(0, Math.floor((age - 20) / 10)));
  const [low, moderate, high] = WHR_TABLE[sex][row] as readonly [number, number, number];
  const printed = Math.round(ratio * 100) / 100;
  if (printed <= low) return 'baixo';
  if (printed <= moderate) return 'moderado';
  if (printed <= high) return 'alto';
  return 'muito_alto';
}

/** Fat and lean mass (kg) from the weight and the body fat percentage. */
export function bodyComposition(
  weightKg: number,
  bodyFatPercent: number,
): { fatMassKg: number; leanMassKg: number } {
  const fatMassKg = (weightKg * bodyFatPercent) / 100;
  return { fatMassKg, leanMassKg: weightKg - fatMassKg };
}
