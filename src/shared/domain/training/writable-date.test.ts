import { describe, expect, test } from 'vitest';
import { isWritableDate } from './writable-date.ts';

describe('which dates a training write may name', () => {
  const today = '2026-03-01';

  test('today and every day of the year before are writable', () => {
    expect(isWritableDate('2026-03-01', today)).toBe(true);
    expect(isWritableDate('2026-02-28', today)).toBe(true);
    // 366 days back, across a year end and February.
    expect(isWritableDate('2025-02-28', today)).toBe(true);
  });

  test('tomorrow, any later day and anything more than 366 days back are not', () => {
    expect(isWritableDate('2026-03-02', today)).toBe(false);
    expect(isWritableDate('2026-03-03', today)).toBe(false);
    expect(isWritableDate('2025-02-27', today)).toBe(false);
    expect(isWritableDate('1999-03-01', today)).toBe(false);
    expect(isWritableDate('2999-12-31', today)).toBe(false);
  });

  test('the window moves with today across a month end', () => {
    expect(isWritableDate('2026-01-31', '2026-01-31')).toBe(true);
    expect(isWritableDate('2026-02-01', '2026-01-31')).toBe(false);
    expect(isWritableDate('2026-02-01', '2026-02-01')).toBe(true);
  });
});
