import { describe, expect, test } from 'vitest';
import { bmiBand, bodyComposition, bodyMassIndex, waistHipRatio, waistHipRisk } from './indices.ts';

describe('IMC (WHO 2000)', () => {
  test('70 kg and 1,75 m → 22,9 kg/m², normal', () => {
    expect(bodyMassIndex(70, 175)).toBeCloseTo(22.86, 2);
    expect(bmiBand(bodyMassIndex(70, 175))).toBe('normal');
  });

  test('the bands start at 18,5 · 25 · 30 · 35 · 40', () => {
    expect([18.4, 18.5, 24.9, 25, 29.9, 30, 34.9, 35, 39.9, 40].map(bmiBand)).toEqual([
      'abaixo',
      'normal',
      'normal',
      'sobrepeso',
      'sobrepeso',
      'obesidade1',
      'obesidade1',
      'obesidade2',
      'obesidade2',
      'obesidade3',
    ]);
  });
});

describe('waist-hip ratio (Bray & Gray 1988, ACSM)', () => {
  test('a 45-year-old man: 0,88 low band top is 0,87 → moderado; 0,96 alto; 1,01 muito alto', () => {
    expect(waistHipRisk(0.87, 'Masculino', 45)).toBe('baixo');
    expect(waistHipRisk(0.88, 'Masculino', 45)).toBe('moderado');
    expect(waistHipRisk(0.95, 'Masculino', 45)).toBe('moderado');
    expect(waistHipRisk(0.96, 'Masculino', 45)).toBe('alto');
    expect(waistHipRisk(1.0, 'Masculino', 45)).toBe('alto');
    expect(waistHipRisk(1.01, 'Masculino', 45)).toBe('muito_alto');
  });

  test('a 25-year-old woman: < 0,71 baixo, 0,71–0,77 moderado, 0,78–0,82 alto, > 0,82 muito alto', () => {
    expect(waistHipRisk(0.7, 'Feminino', 25)).toBe('baixo');
    expect(waistHipRisk(0.71, 'Feminino', 25)).toBe('moderado');
    expect(waistHipRisk(0.78, 'Feminino', 25)).toBe('alto');
    expect(waistHipRisk(0.83, 'Feminino', 25)).toBe('muito_alto');
  });

  test('the ratio is read at the two decimals the table prints (60–69 years, women: low up to 0,75)', () => {
    // 75,4 / 100 = 0,754 reads 0,75 (baixo); 76 / 100,4 = 0,757 reads 0,76 (moderado).
    expect(waistHipRisk(waistHipRatio(75.4, 100), 'Feminino', 65)).toBe('baixo');
    expect(waistHipRatio(76, 100.4)).toBeCloseTo(0.757, 3);
    expect(waistHipRisk(waistHipRatio(76, 100.4), 'Feminino', 65)).toBe('moderado');
  });

  test('ages outside 20–69 read the nearest row', () => {
    expect(waistHipRisk(0.83, 'Masculino', 16)).toBe(waistHipRisk(0.83, 'Masculino', 20));
    expect(waistHipRisk(0.99, 'Masculino', 80)).toBe('alto');
  });

  test('the band never falls as the ratio grows, for every sex and age', () => {
    const order = ['baixo', 'moderado', 'alto', 'muito_alto'];
    for (const sex of ['Masculino', 'Feminino'] as const) {
      for (let age = 10; age <= 100; age += 1) {
        let last = 0;
        for (let ratio = 0.5; ratio <= 1.3; ratio += 0.005) {
          const band = order.indexOf(waistHipRisk(ratio, sex, age));
          expect(band).toBeGreaterThanOrEqual(last);
          last = band;
        }
      }
    }
  });
});

test('fat and lean mass: 80 kg at 20 % → 16 kg fat, 64 kg lean', () => {
  expect(bodyComposition(80, 20)).toEqual({ fatMassKg: 16, leanMassKg: 64 });
});
