import type { Plan } from '#shared/contracts/plans.ts';
import { addDays } from '#shared/domain/dates/local-date.ts';
import type { Weekday } from '#shared/domain/plans/weekdays.ts';

/** yyyy-mm of a yyyy-mm-dd date. */
export function monthOf(date: string): string {
  return date.slice(0, 7);
}

/** The month `delta` months after `month` (yyyy-mm). */
export function shiftMonth(month: string, delta: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(y, m - 1 + delta, 1));
  return first.toISOString().slice(0, 7);
}

/** First and last date of a month: the range the calendar asks the server about. */
export function monthRange(month: string): { from: string; to: string } {
  const from = `${month}-01`;
  return { from, to: addDays(`${shiftMonth(month, 1)}-01`, -1) };
}

/**
 * The month as weeks of seven cells, Sunday first (Dom..Sáb); cells outside the month are null.
 */
export function monthGrid(month: string): (string | null)[][] {
  const { from, to } = monthRange(month);
  const lead = new Date(`${from}T12:00:00Z`).getUTCDay();
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let date = from; date <= to; date = addDays(date, 1)) cells.push(date);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** The weekdays the plan trains on. */
export function trainingWeekdays(plan: Plan): Set<Weekday> {
  return new Set(plan.map((workout) => workout.day));
}
