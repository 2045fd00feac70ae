import type { MessageKey } from '#web/i18n/pt-BR.ts';

/** The seven motivational quotes of the home (product §2: chosen by day of year modulo 7). */
export const QUOTE_KEYS = [
  'home.quote.0',
  'home.quote.1',
  'home.quote.2',
  'home.quote.3',
  'home.quote.4',
  'home.quote.5',
  'home.quote.6',
] as const satisfies readonly MessageKey[];

/** Day of the year of a yyyy-mm-dd date: 1 on 1 January, 365 (or 366) on 31 December. */
export function dayOfYear(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Math.round((Date.UTC(y, m - 1, d) - Date.UTC(y, 0, 0)) / 86_400_000);
}

/** The quote of a Brazil calendar date. */
export function quoteOfTheDay(date: string): (typeof QUOTE_KEYS)[number] {
  return QUOTE_KEYS[dayOfYear(date) % QUOTE_KEYS.length]!;
}
