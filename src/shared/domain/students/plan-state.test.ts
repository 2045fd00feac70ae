import { describe, expect, test } from 'vitest';
import { daysLeft, isExpiringSoon, isPlanExpired, renewExpiry } from './plan-state.ts';
import { studentBadge, studentPriority } from './priority.ts';

const today = '2026-03-10';

describe('renewal', () => {
  test('extends a running plan from its expiry, so no paid day is lost', () => {
    expect(renewExpiry('2026-03-20', 1, today)).toBe('2026-04-20');
    expect(renewExpiry(today, 3, today)).toBe('2026-06-10');
  });

  test('starts from today when the expiry is missing or past, so no day is given away', () => {
    expect(renewExpiry(null, 6, today)).toBe('2026-09-10');
    expect(renewExpiry('2025-01-01', 1, today)).toBe('2026-04-10');
  });
});

describe('plan state', () => {
  test('an inactive plan or one whose expiry is before today is over; no expiry is unlimited', () => {
    expect(isPlanExpired({ planStatus: 'inactive', planExpiryDate: null }, today)).toBe(true);
    expect(isPlanExpired({ planStatus: 'active', planExpiryDate: '2026-03-09' }, today)).toBe(true);
    expect(isPlanExpired({ planStatus: 'active', planExpiryDate: today }, today)).toBe(false);
    expect(isPlanExpired({ planStatus: 'active', planExpiryDate: null }, today)).toBe(false);
    expect(daysLeft(null, today)).toBeNull();
  });

  test('the warning covers today through seven days ahead', () => {
    const soon = (planExpiryDate: string) => isExpiringSoon({ planStatus: 'active', planExpiryDate }, today);
    expect([soon('2026-03-09'), soon(today), soon('2026-03-17'), soon('2026-03-18')]).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });
});

describe('priority and badge', () => {
  const facts = (
    planStatus: 'active' | 'inactive' | 'pending_review' | 'pending_creation',
    planExpiryDate: string | null = null,
    aiAlert: 'warning' | 'suggestion' | null = null,
    hasAnamnesis = true,
  ) => ({
    planStatus,
    planExpiryDate,
    aiAlert,
    hasAnamnesis,
  });

  test('follows the spec’s weights, strongest reason first', () => {
    expect(studentPriority(facts('pending_review', '2020-01-01'), today)).toBe(6);
    expect(studentPriority(facts('active', '2026-03-01', 'warning'), today)).toBe(5);
    // Waiting for the anamnesis or, once it is sent, for a plan: both are the spec's pending_creation.
    expect(studentPriority(facts('pending_creation'), today)).toBe(4);
    expect(studentPriority(facts('pending_creation', null, null, false), today)).toBe(4);
    expect(studentPriority(facts('active', '2026-03-12', 'warning'), today)).toBe(3);
    expect(studentPriority(facts('active', null, 'warning'), today)).toBe(2);
    expect(studentPriority(facts('active', null, 'suggestion'), today)).toBe(1);
    expect(studentPriority(facts('active', '2026-12-01'), today)).toBe(0);
    expect(studentPriority(facts('inactive', '2020-01-01', 'warning'), today)).toBe(-1);
  });

  test('the badge says the same thing in words', () => {
    expect(studentBadge(facts('active', '2026-03-12'), today)).toEqual({ kind: 'expiring', days: 2 });
    expect(studentBadge(facts('active', '2026-03-09'), today)).toEqual({ kind: 'expired' });
    expect(studentBadge(facts('inactive'), today)).toEqual({ kind: 'inactive' });
    expect(studentBadge(facts('pending_creation', null, null, false), today)).toEqual({
      kind: 'waitingAnamnesis',
    });
    expect(studentBadge(facts('pending_creation'), today)).toEqual({ kind: 'anamnesisSent' });
    expect(studentBadge(facts('active'), today)).toEqual({ kind: 'active' });
  });
});
