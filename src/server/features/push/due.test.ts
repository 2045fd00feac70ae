import { describe, expect, test } from 'vitest';
import { localTime, remindersDue, type ReminderFacts } from './due.ts';

const plan = [
  { day: 'Segunda-feira', label: 'Treino A — Peito' },
  { day: 'Quarta-feira', label: 'Treino B — Pernas' },
];
const facts = (overrides: Partial<ReminderFacts> = {}): ReminderFacts => ({
  plan,
  planStatus: 'active',
  planExpiry: null,
  time: '07:00',
  doneToday: false,
  ...overrides,
});
const bodies = (now: string, f: ReminderFacts) => remindersDue(new Date(now), f).map((r) => r.payload.body);

describe('what a student is owed', () => {
  test('the time of day is Brazil’s, whatever the server’s zone', () => {
    expect(localTime(new Date('2026-11-23T09:59:00Z'))).toBe('06:59');
    expect(localTime(new Date('2026-11-24T02:30:00Z'))).toBe('23:30');
  });

  test('a training day from the chosen time on; the workout of that weekday; nothing on a day off', () => {
    expect(bodies('2026-11-23T09:59:00Z', facts())).toEqual([]);
    expect(bodies('2026-11-23T10:00:00Z', facts())).toEqual(['Hoje é dia de Treino A — Peito']);
    expect(bodies('2026-11-25T22:00:00Z', facts())).toEqual(['Hoje é dia de Treino B — Pernas']);
    expect(bodies('2026-11-24T12:00:00Z', facts())).toEqual([]);
    // 23:30 on Monday in São Paulo is already Tuesday in UTC: still Monday's workout.
    expect(bodies('2026-11-24T02:30:00Z', facts({ time: '23:00' }))).toEqual([
      'Hoje é dia de Treino A — Peito',
    ]);
  });

  test('nothing once the day is done, on a plan that is not active, or after the expiry', () => {
    expect(bodies('2026-11-23T12:00:00Z', facts({ doneToday: true }))).toEqual([]);
    expect(bodies('2026-11-23T12:00:00Z', facts({ planStatus: 'inactive' }))).toEqual([]);
    expect(bodies('2026-11-23T12:00:00Z', facts({ planExpiry: '2026-11-22' }))).toEqual([]);
    expect(bodies('2026-11-23T12:00:00Z', facts({ plan: null }))).toEqual([]);
  });

  test('seven days and one day before the expiry, and on no other day', () => {
    expect(bodies('2026-11-24T12:00:00Z', facts({ planExpiry: '2026-12-01' }))).toEqual([
      'Seu plano vence em 7 dias',
    ]);
    expect(bodies('2026-11-23T12:00:00Z', facts({ planExpiry: '2026-11-24' }))).toEqual([
      'Hoje é dia de Treino A — Peito',
      'Seu plano vence em 1 dia',
    ]);
    for (const expiry of ['2026-11-23', '2026-11-24', '2026-11-26', '2026-11-30', '2026-12-02'])
      expect(bodies('2026-11-24T12:00:00Z', facts({ planExpiry: expiry }))).toEqual([]);
  });
});
