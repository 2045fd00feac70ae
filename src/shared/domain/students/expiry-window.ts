import { addMonths, formatBrazilianDate } from '../dates/local-date.ts';

/** How far from today an expiry may be: a plan that lapsed up to a year ago, one paid up to five years on. */
export const EXPIRY_WINDOW_MONTHS = { back: 12, ahead: 60 } as const;

/** The first and last expiry dates (yyyy-mm-dd) a plan may be given on `today`. */
export function expiryWindow(today: string): { min: string; max: string } {
  return {
    min: addMonths(today, -EXPIRY_WINDOW_MONTHS.back),
    max: addMonths(today, EXPIRY_WINDOW_MONTHS.ahead),
  };
}

/** Whether `expiry` is a date a person means for a plan (31/12/9999 and 01/01/1900 are typing slips). */
export function isExpiryInWindow(expiry: string, today: string): boolean {
  const { min, max } = expiryWindow(today);
  return expiry >= min && expiry <= max;
}

/** The window in dd/mm/aaaa, for the message that names it. */
export function expiryWindowWords(today: string): { min: string; max: string } {
  const { min, max } = expiryWindow(today);
  return { min: formatBrazilianDate(min), max: formatBrazilianDate(max) };
}
