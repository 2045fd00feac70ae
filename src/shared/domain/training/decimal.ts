/**
 * Decimal numbers typed by people (a weight in kg): Brazilians write a comma, browsers and keyboards in
 * other languages a dot. Both are read as the decimal separator, and numbers are shown with a comma.
 * Text fields, never `type="number"`: a number field in an English browser drops the comma ("40,5"
 * becomes 405) and shows "42.5".
 */

const DECIMAL = /^(\d+)(?:[.,](\d*))?$|^[.,](\d+)$/;

/** '40,5', '40.5', ' 40 ', ',5' → the number; empty → null; anything else (two separators, letters) → undefined. */
export function parseDecimal(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const match = DECIMAL.exec(trimmed);
  if (!match) return undefined;
  const whole = match[1] ?? '0';
  const fraction = match[2] ?? match[3] ?? '';
  return Number(fraction ? `${whole}.${fraction}` : whole);
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
