import { describe, expect, test } from 'vitest';
import { EVOLUTION_ROWS, rowDelta, rowValue } from './evolution-rows.ts';

const row = (key: string) => EVOLUTION_ROWS.find((candidate) => candidate.key === key)!;

describe('the evolution rows', () => {
  test('values in pt-BR with their unit; IMC and RCQ without one', () => {
    expect(rowValue(row('weightKg'), 72.4)).toBe('72,4 kg');
    expect(rowValue(row('bodyFatPercent'), 18.6)).toBe('18,6 %');
    expect(rowValue(row('waistCm'), 82)).toBe('82 cm');
    expect(rowValue(row('bmi'), 22.86)).toBe('22,9');
    expect(rowValue(row('waistHipRatio'), 0.8512)).toBe('0,85');
    expect(rowValue(row('fatMassKg'), null)).toBe('—');
  });

  test('changes with their sign', () => {
    expect(rowDelta(row('weightKg'), -1.2)).toBe('−1,2 kg');
    expect(rowDelta(row('waistCm'), 0.8)).toBe('+0,8 cm');
    expect(rowDelta(row('waistHipRatio'), -0.02)).toBe('−0,02');
    expect(rowDelta(row('bmi'), 0.4)).toBe('+0,4');
    expect(rowDelta(row('bmi'), null)).toBe('—');
  });
});
