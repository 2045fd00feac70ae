import { addDays } from '#shared/domain/dates/local-date.ts';

/** Sets may arrive late from a phone that was offline, but not from years ago. */
export const OLDEST_WRITE_DAYS = 366;
/**
 * Nothing is logged for a day that has not come: tomorrow's workout is trained tomorrow (issue 23).
 * Today is Brazil's (`localDate`), so a phone whose clock runs ahead gains nothing.
 */
export const NEWEST_WRITE_DAYS = 0;

/**
 * Whether a training write (a set, the position, finishing, feedback, a reset) may be for `date`,
 * given today's local date: from a year back to today. Both are `YYYY-MM-DD`, so they compare as text.
 */
export function isWritableDate(date: string, today: string): boolean {
  return date <= addDays(today, NEWEST_WRITE_DAYS) && date >= addDays(today, -OLDEST_WRITE_DAYS);
}
