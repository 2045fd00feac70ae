import { describe, expect, test } from 'vitest';
import {
  MINUS,
  formatBloodPressure,
  formatDelta,
  formatMeasure,
  formatNumber,
  formatRatio,
} from './format.ts';

describe('measures in pt-BR', () => {
  test('a decimal comma, a space before the unit, at most one decimal, no trailing zero', () => {
    expect(formatMeasure(72.4, 'kg')).toBe('72,4 kg');
    expect(formatMeasure(18.6, '%')).toBe('18,6 %');
    expect(formatMeasure(82, 'cm')).toBe('82 cm');
    expect(formatMeasure(82.04, 'cm')).toBe('82 cm');
    expect(formatMeasure(72.45, 'kg')).toBe('72,5 kg');
    expect(formatMeasure(23.456, 'kg/m²')).toBe('23,5 kg/m²');
    expect(formatMeasure(100, 'kg')).toBe('100 kg');
    expect(formatMeasure(100, 'bpm', 0)).toBe('100 bpm');
    expect(formatMeasure(60.4, 'bpm', 0)).toBe('60 bpm');
  });

  test('changes carry their sign: the typographic minus, a plus, nothing for no change', () => {
    expect(formatDelta(-1.2, 'kg')).toBe(`${MINUS}1,2 kg`);
    expect(formatDelta(-1.2, 'kg')).toBe('−1,2 kg');
    expect(formatDelta(0.8, 'cm')).toBe('+0,8 cm');
    expect(formatDelta(0, 'kg')).toBe('0 kg');
    expect(formatDelta(0.04, '%')).toBe('0 %');
    expect(formatDelta(-0.04, '%')).toBe('0 %');
    expect(formatDelta(-10, 'cm')).toBe('−10 cm');
  });

  test('ratios with two decimals, blood pressure as systolic/diastolic', () => {
    expect(formatRatio(0.8512)).toBe('0,85');
    expect(formatRatio(0.9)).toBe('0,9');
    expect(formatNumber(-0.001, 2)).toBe('0');
    expect(formatBloodPressure(120, 80)).toBe('120/80 mmHg');
  });
});
