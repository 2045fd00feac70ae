import { describe, expect, test } from 'vitest';
import { article, capitalize, inferGender, isPluralName, withArticle } from './articles.ts';
import { formatKg, formatNumber } from './format-number.ts';

describe('articles that agree with the name', () => {
  test.each([
    ['o', 'Flexão de Braços', 'a Flexão de Braços'],
    ['o', 'Supino Reto com Barra', 'o Supino Reto com Barra'],
    ['no', 'Agachamento Livre', 'no Agachamento Livre'],
    ['no', 'Remada Curvada', 'na Remada Curvada'],
    ['no', 'Elevação Pélvica', 'na Elevação Pélvica'],
    ['do', 'Puxada Alta', 'da Puxada Alta'],
    ['do', 'Leg Press 45°', 'do Leg Press 45°'],
    ['ao', 'Prancha Frontal', 'à Prancha Frontal'],
    ['ao', 'Crucifixo com Halteres', 'ao Crucifixo com Halteres'],
    ['pelo', 'Mobilidade de Quadril', 'pela Mobilidade de Quadril'],
    ['pelo', 'Stiff com Barra', 'pelo Stiff com Barra'],
    ['um', 'Ponte de Glúteo', 'uma Ponte de Glúteo'],
    ['um', 'Tríceps na Polia', 'um Tríceps na Polia'],
    ['no', 'Tiros na Esteira (HIIT)', 'nos Tiros na Esteira (HIIT)'],
    ['do', 'Air Bike', 'da Air Bike'],
    ['o', 'Super-Homem (Extensão Lombar no Solo)', 'o Super-Homem (Extensão Lombar no Solo)'],
  ] as const)('%s + %s → %s', (form, name, expected) => {
    expect(withArticle(form, name)).toBe(expected);
  });

  test("the catalogue's gender wins over the inference", () => {
    expect(withArticle('no', 'Pallof Press', 'f')).toBe('na Pallof Press');
    expect(withArticle('do', 'Remada Curvada', 'm')).toBe('do Remada Curvada');
    expect(withArticle('no', 'Remada Curvada', null)).toBe('na Remada Curvada');
  });

  test('every contraction, both genders and plurals', () => {
    expect(['o', 'no', 'do', 'ao', 'pelo', 'um'].map((form) => article(form as 'o', 'm'))).toEqual([
      'o',
      'no',
      'do',
      'ao',
      'pelo',
      'um',
    ]);
    expect(['o', 'no', 'do', 'ao', 'pelo', 'um'].map((form) => article(form as 'o', 'f'))).toEqual([
      'a',
      'na',
      'da',
      'à',
      'pela',
      'uma',
    ]);
    expect(article('no', 'f', true)).toBe('nas');
    expect(article('ao', 'm', true)).toBe('aos');
  });

  test('gender and number come from the head noun, accents or not', () => {
    expect(inferGender('flexao de bracos')).toBe('f');
    expect(inferGender('Mergulho nas Paralelas')).toBe('m');
    expect(inferGender('Abdução de Quadril')).toBe('f');
    expect(inferGender('Burpee')).toBe('m');
    expect(isPluralName('Saltitos na Ponta dos Pés')).toBe(true);
    expect(isPluralName('Tríceps Francês')).toBe(false);
    expect(isPluralName('Leg Press Horizontal')).toBe(false);
    expect(capitalize(withArticle('o', 'Flexão de Braços'))).toBe('A Flexão de Braços');
  });
});

describe('numbers as a Brazilian reads them', () => {
  test.each([
    [3435, '3.435'],
    [42.5, '42,5'],
    [1250.75, '1.250,75'],
    [1_000_000, '1.000.000'],
    [0, '0'],
    [7.999, '8'],
    [-2.5, '-2,5'],
  ])('%d → %s', (value, expected) => {
    expect(formatNumber(value)).toBe(expected);
  });

  test('loads carry their unit', () => {
    expect(formatKg(3435)).toBe('3.435 kg');
    expect(formatKg(42.5)).toBe('42,5 kg');
    expect(formatNumber(8.75, 1)).toBe('8,8');
  });
});
