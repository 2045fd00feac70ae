/** Highest price the server accepts (reais). */
export const MAX_PRICE = 100_000;

export type PriceInput = { ok: true; value: number | undefined } | { ok: false };

/**
 * A price as a Brazilian types it: '120', '120,5', '120,50' or '120.50' (an optional 'R$' in front).
 * Empty means "not set". Thousands separators are refused: '1.200' could mean either.
 */
export function parsePrice(text: string): PriceInput {
  const trimmed = text.replace(/^\s*R\$\s*/i, '').trim();
  if (trimmed === '') return { ok: true, value: undefined };
  const match = /^(\d{1,6})(?:[.,](\d{1,2}))?$/.exec(trimmed);
  if (!match) return { ok: false };
  const value = Number(`${match[1]}.${match[2] ?? '0'}`);
  return value <= MAX_PRICE ? { ok: true, value } : { ok: false };
}

/** What the field shows for a stored price: '120,00'; nothing when not set. */
export function formatPriceInput(value: number | undefined): string {
  return value === undefined ? '' : value.toFixed(2).replace('.', ',');
}
