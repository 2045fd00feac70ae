/**
 * Numbers as a Brazilian reads them in the coach's texts (issue 22 §6): thousands with a dot, decimals
 * with a comma, no trailing zeros ('3.435', '42,5', '1.250,75'). One formatter for every analysis,
 * insight and summary; without Intl, so it reads the same on every server.
 */
export function formatNumber(value: number, decimals = 2): string {
  const factor = 10 ** decimals;
  const rounded = Math.round(Math.abs(value) * factor) / factor;
  const [whole = '0', fraction = ''] = String(rounded).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const sign = value < 0 && rounded !== 0 ? '-' : '';
  return `${sign}${grouped}${fraction ? `,${fraction}` : ''}`;
}

/** A load in kilograms: formatKg(42.5) → '42,5 kg'; formatKg(3435) → '3.435 kg'. */
export function formatKg(value: number): string {
  return `${formatNumber(value)} kg`;
}
