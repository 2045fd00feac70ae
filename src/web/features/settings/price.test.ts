import { expect, test } from 'vitest';
import { formatPriceInput, parsePrice } from './price.ts';

test('a decimal comma and a decimal point mean the same price', () => {
  expect(parsePrice('120,50')).toEqual({ ok: true, value: 120.5 });
  expect(parsePrice('120.50')).toEqual({ ok: true, value: 120.5 });
  expect(parsePrice(' 150 ')).toEqual({ ok: true, value: 150 });
  expect(parsePrice('R$ 99,9')).toEqual({ ok: true, value: 99.9 });
  expect(parsePrice('0')).toEqual({ ok: true, value: 0 });
});

test('thousands separators are read, in the Brazilian and the English way', () => {
  expect(parsePrice('1.000,50')).toEqual({ ok: true, value: 1000.5 });
  expect(parsePrice('1,000.50')).toEqual({ ok: true, value: 1000.5 });
  expect(parsePrice('1000.5')).toEqual({ ok: true, value: 1000.5 });
  expect(parsePrice('R$ 12.345,6')).toEqual({ ok: true, value: 12345.6 });
});

test('an empty field is a price not set', () => {
  expect(parsePrice('')).toEqual({ ok: true, value: undefined });
  expect(parsePrice('   ')).toEqual({ ok: true, value: undefined });
});

test('anything else is refused rather than guessed', () => {
  for (const text of [
    'abc',
    '12,345',
    '1.200',
    '12.34.5',
    '1.2000,00',
    '-5',
    '0,125',
    '1e3',
    '100001',
    '100.000,01',
  ]) {
    expect(parsePrice(text), text).toEqual({ ok: false });
  }
});

test('stored prices show with a comma and two decimals', () => {
  expect(formatPriceInput(120)).toBe('120,00');
  expect(formatPriceInput(150.5)).toBe('150,50');
  expect(formatPriceInput(undefined)).toBe('');
});
