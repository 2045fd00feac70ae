import { describe, expect, test } from 'vitest';
import {
  assessmentChange,
  deriveAssessment,
  type AssessmentMeasures,
  type EvolutionPoint,
} from './derive.ts';

const base: AssessmentMeasures = {
  sex: 'Masculino',
  age: 30,
  weightKg: 80,
  heightCm: 180,
  protocol: 'jp3',
  circumferences: { cintura: 86, quadril: 100 },
  skinfolds: { peitoral: 15, abdominal: 18, coxa: 20 },
};

describe('deriveAssessment', () => {
  test('IMC, body fat, fat and lean mass and waist-hip ratio, rounded as shown', () => {
    expect(deriveAssessment(base)).toEqual({
      bmi: 24.7,
      bmiBand: 'normal',
      bodyFatStatus: 'ok',
      sumOfFolds: 53,
      bodyDensity: 1.06234,
      bodyFatPercent: 16,
      // 80 · 15,9537 % = 12,76 kg
      fatMassKg: 12.8,
      leanMassKg: 67.2,
      waistHipRatio: 0.86,
      waistHipRisk: 'moderado',
    });
  });

  test('without a protocol or a hip, those values are null and say why', () => {
    const derived = deriveAssessment({ ...base, protocol: null, circumferences: { cintura: 86 } });
    expect(derived).toMatchObject({
      bodyFatStatus: 'no_protocol',
      bodyFatPercent: null,
      fatMassKg: null,
      leanMassKg: null,
      sumOfFolds: null,
      waistHipRatio: null,
      waistHipRisk: null,
    });
  });
});

function point(date: string, weightKg: number, cintura: number, peitoral: number): EvolutionPoint {
  const measures = {
    ...base,
    weightKg,
    circumferences: { cintura, quadril: 100 },
    skinfolds: { ...base.skinfolds, peitoral },
  };
  return { date, weightKg, circumferences: measures.circumferences, derived: deriveAssessment(measures) };
}

describe('assessmentChange', () => {
  test('later minus earlier, with the days between', () => {
    const first = point('2026-01-10', 80, 90, 15);
    const later = point('2026-03-11', 77.6, 86, 10);
    const change = assessmentChange(first, later);
    expect(change.fromDate).toBe('2026-01-10');
    expect(change.days).toBe(60);
    expect(change.values.weightKg).toBe(-2.4);
    expect(change.values.waistCm).toBe(-4);
    expect(change.values.sumOfFolds).toBe(-5);
    expect(change.values.waistHipRatio).toBe(-0.04);
    expect(change.values.bodyFatPercent).toBeLessThan(0);
  });

  test('a value missing on either side changes to null', () => {
    const first = { ...point('2026-01-10', 80, 90, 15), circumferences: {} };
    const change = assessmentChange(first, point('2026-02-10', 79, 88, 15));
    expect(change.values.waistCm).toBeNull();
    expect(change.values.hipCm).toBeNull();
    expect(change.values.weightKg).toBe(-1);
  });
});
