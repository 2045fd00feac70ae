import { parseDecimal } from '#shared/domain/training/decimal.ts';

/** Highest price the server accepts (reais). */
export const MAX_PRICE = 100_000;

export type PriceInput = { ok: true; value: number | undefined } | { ok: false };

/**
 * A price as a person types it: '120', '120,5', '1.000,50', '1,000.50' or '1000.5' (an optional 'R$'
 * in front), read by the app's one decimal parser. Empty means "not set". Centavos at most.
 */
export function parsePrice(text: string): PriceInput {
  const value = parseDecimal(text.replace(/^\s*R\$\s*/i, ''));
  if (value === null) return { ok: true, value: undefined };
  if (value === undefined || value > MAX_PRICE || Math.round(value * 100) !== value * 100)
    return { ok: false };
  return { ok: true, value };
}

/** What the field shows for a stored price: '120,00'; nothing when not set. */
export function formatPriceInput(value: number | undefined): string {
  return value === undefined ? '' : value.toFixed(2).replace('.', ',');
}
