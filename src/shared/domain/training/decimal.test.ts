import { describe, expect, test } from 'vitest';
import { formatDecimal, isFarAbove, parseDecimal } from './decimal.ts';

describe('parseDecimal', () => {
  test.each([
    ['40,5', 40.5],
    ['40.5', 40.5],
    [' 42,25 ', 42.25],
    ['40', 40],
    ['40,', 40],
    [',5', 0.5],
    ['.5', 0.5],
    ['0', 0],
    ['0,125', 0.125],
    ['1.000,50', 1000.5],
    ['1,000.50', 1000.5],
    ['1000.5', 1000.5],
    ['1.000.000', 1000000],
    ['12.345,', 12345],
  ])('%j reads as %d, with a comma or a dot alike', (text, value) => {
    expect(parseDecimal(text)).toBe(value);
  });

  test("a lone mark before three digits is refused: '1.200' is 1200 to a Brazilian and 1.2 in English", () => {
    for (const text of ['1.200', '1,200', '42.500']) expect(parseDecimal(text), text).toBeUndefined();
  });

  test('empty is null, and anything else is unreadable', () => {
    expect(parseDecimal('  ')).toBeNull();
    for (const text of ['4,0,5', 'abc', '-5', '5kg', '1e3', ',', '.', '1.00,5', '1,000,5.0', '1.000.00'])
      expect(parseDecimal(text), text).toBeUndefined();
  });
});

describe('formatDecimal', () => {
  test('shows a comma and at most two decimals, without a thousands separator', () => {
    expect(formatDecimal(42.5)).toBe('42,5');
    expect(formatDecimal(40)).toBe('40');
    expect(formatDecimal(1000)).toBe('1000');
    expect(formatDecimal(0.125)).toBe('0,13');
  });

  test('what it shows reads back as the same number', () => {
    for (const value of [0, 0.5, 2.25, 42.5, 100, 999.99])
      expect(parseDecimal(formatDecimal(value))).toBe(value);
  });
});

describe('isFarAbove', () => {
  test('more than twice the heaviest load of the history is far above', () => {
    expect(isFarAbove(405, [40])).toBe(true);
    expect(isFarAbove(81, [40])).toBe(true);
    expect(isFarAbove(80, [40])).toBe(false);
    expect(isFarAbove(81, [40, 42.5])).toBe(false);
  });

  test('without history (or only zeros) nothing is far above', () => {
    expect(isFarAbove(405, [])).toBe(false);
    expect(isFarAbove(405, [0])).toBe(false);
  });
});
