/**
 * Decimal numbers typed by people (a weight in kg, a price): Brazilians write a comma, browsers and keyboards in
 * other languages a dot. Both are read as the decimal separator, and numbers are shown with a comma.
 * Text fields, never `type="number"`: a number field in an English browser drops the comma ("40,5"
 * becomes 405) and shows "42.5".
 */

const DIGITS = /^\d*$/;
/** Thousands grouped by `separator`: '1.000', '12.345.678' (at least one group). */
const grouped = (text: string, separator: string) =>
  new RegExp(`^\\d{1,3}(?:\\${separator}\\d{3})+$`).test(text);

/**
 * '40,5', '40.5', ' 40 ', ',5' → the number; '1.000,50', '1,000.50', '1.000.000' → with thousands
 * separators; empty → null; anything else (letters, a sign, groups not of three) → undefined.
 *
 * With both marks, the last one is the decimal separator. A lone mark is the decimal separator, except
 * that a lone mark followed by exactly three digits after a whole part of 1–999 ('1.200') is refused:
 * a Brazilian means 1200 and an English keyboard 1.2, and guessing wrong is worse than asking.
 */
export function parseDecimal(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const comma = trimmed.lastIndexOf(',');
  const dot = trimmed.lastIndexOf('.');
  if (comma >= 0 && dot >= 0) {
    const [decimalMark, groupMark] = comma > dot ? [',', '.'] : ['.', ','];
    const [whole = '', fraction = '', ...more] = trimmed.split(decimalMark);
    if (more.length > 0 || !grouped(whole, groupMark) || !DIGITS.test(fraction)) return undefined;
    return Number(`${whole.replaceAll(groupMark, '')}.${fraction || '0'}`);
  }
  const mark = comma >= 0 ? ',' : dot >= 0 ? '.' : null;
  if (mark === null) return DIGITS.test(trimmed) ? Number(trimmed) : undefined;
  const parts = trimmed.split(mark);
  if (parts.length > 2) return grouped(trimmed, mark) ? Number(parts.join('')) : undefined;
  const [whole = '', fraction = ''] = parts;
  if (!DIGITS.test(whole) || !DIGITS.test(fraction) || whole + fraction === '') return undefined;
  if (fraction.length === 3 && /^[1-9]\d{0,2}$/.test(whole)) return undefined;
  return Number(`${whole || '0'}.${fraction || '0'}`);
}

/** 42.5 → '42,5'; at most two decimals, no thousands separator (it goes back into a field). */
export function formatDecimal(value: number): string {
  return String(Math.round(value * 100) / 100).replace('.', ',');
}

/** How many times the student's last load a new one may be before the app asks whether it is right. */
export const FAR_ABOVE_FACTOR = 2;

/**
 * Whether a load is far above what the student lifted on this exercise before (`history`: the last
 * time's weight and today's sets): more than twice the heaviest. Without history nothing is far above.
 */
export function isFarAbove(weight: number, history: readonly number[]): boolean {
  const heaviest = Math.max(0, ...history);
  return heaviest > 0 && weight > heaviest * FAR_ABOVE_FACTOR;
}
