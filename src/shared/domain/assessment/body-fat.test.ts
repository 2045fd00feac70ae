import { describe, expect, test } from 'vitest';
import {
  BODY_FAT_BOUNDS,
  BODY_FAT_PROTOCOLS,
  PROTOCOL_FOLDS,
  bodyDensity,
  estimateBodyFat,
  maxSumOfFolds,
  siriBodyFat,
} from './body-fat.ts';
import { seededRandom } from '#shared/testing/seeded-random.ts';
import { ASSESSMENT_SEXES, SKINFOLD_LIMITS, type SkinfoldSite } from './sites.ts';

/**
 * Worked examples (docs/decisions/041-physical-assessment.md names each source). Densities are checked
 * to 6 decimals and percentages to the decimal a report prints.
 */
describe('published worked examples', () => {
  test('Siri (1961): D = 1,0650 g/cm³ → 495/1,0650 − 450 = 14,8 %', () => {
    expect(siriBodyFat(1.065)).toBeCloseTo(14.79, 2);
  });

  test('Jackson & Pollock (1978), men, 3 folds: 30 years, 15 + 18 + 20 mm = 53 mm → D 1,0623372, 16,0 %', () => {
    // 1,10938 − 0,0008267·53 + 0,0000016·2809 − 0,0002574·30
    const density = bodyDensity('jp3', 'Masculino', 53, 30);
    expect(density).toBeCloseTo(1.0623372, 6);
    expect(siriBodyFat(density)).toBeCloseTo(15.95, 2);
  });

  test('Jackson, Pollock & Ward (1980), women, 3 folds: 25 years, 57 mm → D 1,0468895, 22,8 %', () => {
    // 1,0994921 − 0,0565953 + 0,0074727 − 0,00348
    const density = bodyDensity('jp3', 'Feminino', 57, 25);
    expect(density).toBeCloseTo(1.0468895, 7);
    expect(siriBodyFat(density)).toBeCloseTo(22.83, 2);
  });

  test('Jackson & Pollock (1978), men, 7 folds: 35 years, 100 mm → D 1,0639119, 15,3 %', () => {
    // 1,112 − 0,043499 + 0,0055 − 0,0100891
    const density = bodyDensity('jp7', 'Masculino', 100, 35);
    expect(density).toBeCloseTo(1.0639119, 7);
    expect(siriBodyFat(density)).toBeCloseTo(15.26, 2);
  });

  test('Jackson, Pollock & Ward (1980), women, 7 folds: 28 years, 120 mm → D 1,0451070, 23,6 %', () => {
    // 1,097 − 0,0563652 + 0,008064 − 0,00359184
    const density = bodyDensity('jp7', 'Feminino', 120, 28);
    expect(density).toBeCloseTo(1.04510696, 7);
    expect(siriBodyFat(density)).toBeCloseTo(23.64, 2);
  });

  test('Guedes (1985), men: TR + SI + AB = 40 mm → D = 1,17136 − 0,06706·log 40 = 1,0639259, 15,3 %', () => {
    const density = bodyDensity('guedes3', 'Masculino', 40, 99);
    expect(density).toBeCloseTo(1.0639259, 7);
    expect(siriBodyFat(density)).toBeCloseTo(15.26, 2);
  });

  test('Guedes (1985), women: CX + SI + SB = 60 mm → D = 1,16650 − 0,07063·log 60 = 1,0409092, 25,5 %', () => {
    const density = bodyDensity('guedes3', 'Feminino', 60, 20);
    expect(density).toBeCloseTo(1.0409092, 7);
    expect(siriBodyFat(density)).toBeCloseTo(25.55, 2);
  });
});

describe('estimateBodyFat', () => {
  test("sums the protocol's own folds, by sex, and ignores the others", () => {
    const folds = { peitoral: 15, abdominal: 18, coxa: 20, triceps: 40, suprailiaca: 40 };
    const estimate = estimateBodyFat('jp3', 'Masculino', 30, folds);
    expect(estimate).toMatchObject({ status: 'ok', sumOfFolds: 53 });
    const female = estimateBodyFat('jp3', 'Feminino', 30, folds);
    expect(female).toMatchObject({ status: 'ok', sumOfFolds: 100 });
  });

  test('names the missing folds instead of guessing', () => {
    expect(estimateBodyFat('guedes3', 'Feminino', 30, { coxa: 20 })).toEqual({
      status: 'missing_folds',
      missing: ['suprailiaca', 'subescapular'],
    });
  });

  test('a sum past the quadratic turn is out of the equation (more fat would read as less)', () => {
    expect(maxSumOfFolds('jp3', 'Feminino')).toBe(215);
    const folds = { triceps: 75, suprailiaca: 75, coxa: 75 };
    expect(estimateBodyFat('jp3', 'Feminino', 30, folds)).toEqual({
      status: 'out_of_range',
      sumOfFolds: 225,
    });
  });

  test('a lean sum that Guedes would read as negative fat is out of range, not a negative number', () => {
    const folds = { triceps: 3, suprailiaca: 3, abdominal: 3 };
    expect(estimateBodyFat('guedes3', 'Masculino', 30, folds).status).toBe('out_of_range');
  });
});

describe('properties (seeded, 2 000 cases per protocol and sex)', () => {
  for (const protocol of BODY_FAT_PROTOCOLS) {
    for (const sex of ASSESSMENT_SEXES) {
      test(`${protocol} ${sex}: body fat never falls as the sum of folds grows, and stays within bounds`, () => {
        const random = seededRandom(0x41 + protocol.length * 7 + sex.length);
        const sites = PROTOCOL_FOLDS[protocol][sex];
        for (let i = 0; i < 2000; i += 1) {
          const age = 18 + Math.floor(random() * 63);
          const folds: Partial<Record<SkinfoldSite, number>> = {};
          for (const site of sites) {
            folds[site] =
              SKINFOLD_LIMITS.min +
              Math.round(random() * (SKINFOLD_LIMITS.max - SKINFOLD_LIMITS.min) * 10) / 10;
          }
          const bigger = { ...folds };
          const grown = sites[Math.floor(random() * sites.length)]!;
          bigger[grown] = Math.min(SKINFOLD_LIMITS.max, (folds[grown] ?? 0) + random() * 10);
          const before = estimateBodyFat(protocol, sex, age, folds);
          const after = estimateBodyFat(protocol, sex, age, bigger);
          for (const estimate of [before, after]) {
            expect(estimate.status).not.toBe('missing_folds');
            if (estimate.status === 'ok') {
              expect(estimate.bodyFatPercent).toBeGreaterThanOrEqual(BODY_FAT_BOUNDS.min);
              expect(estimate.bodyFatPercent).toBeLessThanOrEqual(BODY_FAT_BOUNDS.max);
            }
          }
          if (before.status === 'ok' && after.status === 'ok') {
            expect(after.bodyFatPercent, `seed case ${i}`).toBeGreaterThanOrEqual(
              before.bodyFatPercent - 1e-9,
            );
          }
        }
      });

      test(`${protocol} ${sex}: density falls strictly as the sum grows, across the whole valid range`, () => {
        const max = maxSumOfFolds(protocol, sex);
        let previous = Infinity;
        for (let sum = 3; sum <= max; sum += 1) {
          const density = bodyDensity(protocol, sex, sum, 40);
          expect(density).toBeLessThan(previous);
          previous = density;
        }
      });
    }
  }

  test('Jackson & Pollock: an older person with the same folds reads as fatter', () => {
    for (const protocol of ['jp3', 'jp7'] as const) {
      for (const sex of ASSESSMENT_SEXES) {
        expect(bodyDensity(protocol, sex, 80, 60)).toBeLessThan(bodyDensity(protocol, sex, 80, 20));
      }
    }
  });
});
