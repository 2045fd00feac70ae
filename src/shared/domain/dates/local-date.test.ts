import { describe, expect, test } from 'vitest';
import { addDays, addMonths, daysBetween, formatBrazilianDate, localDate } from './local-date.ts';

describe('Brazilian calendar dates', () => {
  test('late evening in São Paulo is still that day there, although UTC has moved on', () => {
    expect(localDate(new Date('2026-03-11T02:30:00Z'))).toBe('2026-03-10');
    expect(localDate(new Date('2026-03-11T03:00:00Z'))).toBe('2026-03-11');
  });

  test('adding months keeps the day, or the month’s last day when it has none', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15');
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
  });

  test('counts and moves whole days across month and year ends', () => {
    expect(daysBetween('2026-12-30', '2027-01-02')).toBe(3);
    expect(daysBetween('2026-03-10', '2026-03-09')).toBe(-1);
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(formatBrazilianDate('2026-03-09')).toBe('09/03/2026');
  });
});
