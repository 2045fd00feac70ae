import { describe, expect, test } from 'vitest';
import { formatCommaList, parseCommaList } from './comma-list.ts';

describe('comma lists', () => {
  test('trims items, drops empty ones and repeats, keeps the order typed', () => {
    expect(parseCommaList(' Peito,  Tríceps ,, peito, Ombros  da frente,')).toEqual([
      'Peito',
      'Tríceps',
      'Ombros da frente',
    ]);
  });

  test('nothing typed is an empty list', () => {
    expect(parseCommaList('')).toEqual([]);
    expect(parseCommaList(' , ,')).toEqual([]);
  });

  test('round-trips through the form', () => {
    const items = ['lesão no ombro', 'hérnia de disco'];
    expect(parseCommaList(formatCommaList(items))).toEqual(items);
  });
});
