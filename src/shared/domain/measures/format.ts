/**
 * Body measures as a Brazilian reads them (issue 24 §2): a decimal comma, a space before the unit,
 * '72,4 kg', '18,6 %', '82 cm'; a change with its sign, '−1,2 kg' (the typographic minus) or '+0,8 cm'.
 * The same text whatever the browser's language: no Intl, whose output follows the installed locales.
 */

export type MeasureUnit = 'kg' | '%' | 'cm' | 'mm' | 'bpm' | 'mmHg' | 'kg/m²';

/** The typographic minus sign (U+2212), wider than a hyphen and read as 'menos' by screen readers. */
export const MINUS = '\u2212';

/** 72.44 → '72,4'; 82 → '82'; 82.04 → '82' (at most `decimals`, trailing zeros dropped); −0 → '0'. */
export function formatNumber(value: number, decimals = 1): string {
  const factor = 10 ** decimals;
  const rounded = Math.round(Math.abs(value) * factor) / factor;
  const fixed = rounded.toFixed(decimals);
  const text = (fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed).replace('.', ',');
  return value < 0 && rounded !== 0 ? `${MINUS}${text}` : text;
}

/** 72.4, 'kg' → '72,4 kg'; 18.6, '%' → '18,6 %'. */
export function formatMeasure(value: number, unit: MeasureUnit, decimals = 1): string {
  return `${formatNumber(value, decimals)} ${unit}`;
}

/** A change: −1.2, 'kg' → '−1,2 kg'; 0.8 → '+0,8 kg'; a change that rounds to nothing → '0 kg'. */
export function formatDelta(delta: number, unit: MeasureUnit, decimals = 1): string {
  const text = formatNumber(delta, decimals);
  return `${delta > 0 && text !== '0' ? '+' : ''}${text} ${unit}`;
}

/** Waist-hip ratio and the like: 0.8512 → '0,85'. */
export const formatRatio = (value: number) => formatNumber(value, 2);

/** Blood pressure: 120, 80 → '120/80 mmHg'. */
export const formatBloodPressure = (systolic: number, diastolic: number) =>
  `${Math.round(systolic)}/${Math.round(diastolic)} mmHg`;
