import { addDays } from '../dates/local-date.ts';
import { weekdayOf, type Weekday } from '../plans/weekdays.ts';

/** The windows the trainer sees adherence over (issue 15). */
export const ADHERENCE_WINDOWS = [7, 30, 90] as const;
/** A fall of this many points from the 90-day to the 30-day adherence puts the student under attention. */
export const ADHERENCE_DROP_POINTS = 20;

/**
 * The dates the plan expected a workout between `from` and `to` (inclusive): its weekdays, from the
 * day the plan started.
 */
export function scheduledDates(
  weekdays: readonly Weekday[],
  planStart: string | null,
  from: string,
  to: string,
): string[] {
  if (!planStart || weekdays.length === 0) return [];
  const start = planStart > from ? planStart : from;
  const days = new Set(weekdays);
  const dates: string[] = [];
  for (let date = start; date <= to; date = addDays(date, 1)) if (days.has(weekdayOf(date))) dates.push(date);
  return dates;
}

/**
 * Completed ÷ scheduled training days over the `days` days ending today, in whole percent; null when
 * nothing was scheduled. Today counts only once it is done (the day is not over), and a workout done on
 * an unscheduled day makes up for a missed one, never above 100 %.
 */
export function adherence(
  weekdays: readonly Weekday[],
  planStart: string | null,
  completed: readonly string[],
  today: string,
  days: number,
): number | null {
  const from = addDays(today, -(days - 1));
  const done = new Set(completed.filter((date) => date >= from && date <= today));
  const scheduled = scheduledDates(weekdays, planStart, from, today).filter(
    (date) => date !== today || done.has(date),
  );
  if (scheduled.length === 0) return null;
  return Math.round((Math.min(done.size, scheduled.length) / scheduled.length) * 100);
}

/** The scheduled dates of the last `days` days before today that have no completed workout. */
export function missedDates(
  weekdays: readonly Weekday[],
  planStart: string | null,
  completed: readonly string[],
  today: string,
  days: number,
): string[] {
  const done = new Set(completed);
  return scheduledDates(weekdays, planStart, addDays(today, -days), addDays(today, -1)).filter(
    (date) => !done.has(date),
  );
}

/** Whether adherence fell enough to worry about: the last 30 days against the last 90. */
export function adherenceDropped(d30: number | null, d90: number | null): boolean {
  return d30 !== null && d90 !== null && d90 - d30 >= ADHERENCE_DROP_POINTS;
}
