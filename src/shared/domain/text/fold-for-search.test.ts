import { expect, test } from 'vitest';
import { foldForSearch } from './fold-for-search.ts';

test('strips accents and case so a search without accents matches', () => {
  expect(foldForSearch('  João Conceição ')).toBe('joao conceicao');
  expect(foldForSearch('Bíceps Martelo')).toBe('biceps martelo');
  expect(foldForSearch('Elevação Pélvica')).toBe('elevacao pelvica');
});
