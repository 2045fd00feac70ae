import { describe, expect, test } from 'vitest';
import type { Weekday } from '../plans/weekdays.ts';
import { dayStatus, type DayFacts } from './day-status.ts';

// Thursday 20 November 2025; the plan trains on Mondays and Saturdays.
const facts: DayFacts = {
  today: '2025-11-20',
  trainingDays: new Set<Weekday>(['Segunda-feira', 'Sábado']),
  completed: new Set(['2025-11-10', '2025-11-12']),
  planStart: '2025-11-01',
  planExpiry: null,
};

describe('a day in the calendar', () => {
  test('is done, missed, to train or rest while the student has the plan', () => {
    expect(dayStatus('2025-11-10', facts)).toBe('completed'); // a Monday done
    expect(dayStatus('2025-11-12', facts)).toBe('completed'); // done on a rest day still counts
    expect(dayStatus('2025-11-17', facts)).toBe('missed'); // a past Monday not done
    expect(dayStatus('2025-11-22', facts)).toBe('planned'); // next Saturday
    expect(dayStatus('2025-11-20', { ...facts, trainingDays: new Set<Weekday>(['Quinta-feira']) })).toBe(
      'planned',
    ); // today, not done yet
    expect(dayStatus('2025-11-19', facts)).toBe('rest'); // a Wednesday
  });

  test('before the plan started, no day is missed, rest or anything else; the first day counts', () => {
    const fresh = { ...facts, planStart: '2025-11-17', completed: new Set<string>() };
    // Every day of the weeks before the student had the plan, training day or not.
    for (let day = 1; day <= 16; day++) {
      const date = `2025-11-${String(day).padStart(2, '0')}`;
      expect(dayStatus(date, fresh), date).toBeNull();
    }
    expect(dayStatus('2025-11-17', fresh)).toBe('missed'); // the Monday it started, not done
    expect(dayStatus('2025-11-18', fresh)).toBe('rest');
  });

  test('after the expiry nothing is to train; the expiry day itself still is', () => {
    const ending = { ...facts, planExpiry: '2025-11-22' };
    expect(dayStatus('2025-11-22', ending)).toBe('planned'); // last day, a Saturday
    for (const date of ['2025-11-23', '2025-11-24', '2025-11-29', '2025-12-01']) {
      expect(dayStatus(date, ending), date).toBeNull();
    }
  });

  test('a day done outside the plan still shows as done', () => {
    const outside = { ...facts, planStart: '2025-11-15', planExpiry: '2025-11-30' };
    expect(dayStatus('2025-11-10', outside)).toBe('completed');
    expect(dayStatus('2025-12-01', { ...outside, completed: new Set(['2025-12-01']) })).toBe('completed');
  });
});
