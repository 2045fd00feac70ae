import { addDays } from '#shared/domain/dates/local-date.ts';

/** Sets may arrive late from a phone that was offline, but not from years ago. */
export const OLDEST_WRITE_DAYS = 366;
/** Tomorrow is allowed: a phone whose clock runs ahead, or a student past midnight, is not refused. */
export const NEWEST_WRITE_DAYS = 1;

/**
 * Whether a training write (a set, the position, finishing, feedback, a reset) may be for `date`,
 * given today's local date: from a year back to tomorrow. Both are `YYYY-MM-DD`, so they compare as text.
 */
export function isWritableDate(date: string, today: string): boolean {
  return date <= addDays(today, NEWEST_WRITE_DAYS) && date >= addDays(today, -OLDEST_WRITE_DAYS);
}
