/**
 * The receiver's name and city as the BR Code carries them (EMV QRCPS fields 59 and 60, BCB Manual de
 * Padrões para Iniciação do Pix): at most 25 and 15 characters. Banks show and compare them without
 * accents, so letters (accents allowed, they are removed in the code), digits, spaces and . , ' - & /
 * are accepted; emoji, symbols and line breaks are not.
 */
export const PIX_NAME_MAX = 25;
export const PIX_CITY_MAX = 15;

const ALLOWED = /^[\p{L}\d .,'&/-]+$/u;

export type ReceiverCheck<E extends string> = { ok: true; value: string } | { ok: false; error: E };

/** Spaces trimmed and runs of spaces made one, as the bank would print it. */
export function tidyReceiverText(raw: string): string {
  return raw.trim().replace(/\s+/g, ' ');
}

/** Letters without their accents, as pix-utils writes them into the code (the length is of this form). */
export function withoutAccents(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

function check<E extends string>(raw: string, max: number, error: E): ReceiverCheck<E> {
  const value = tidyReceiverText(raw);
  if (value === '' || !ALLOWED.test(value)) return { ok: false, error };
  const plain = withoutAccents(value);
  // A letter with no plain form (ß, æ) would change length or vanish in the code.
  if (!/^[A-Za-z\d .,'&/-]+$/.test(plain) || plain.length > max) return { ok: false, error };
  return { ok: true, value };
}

export const checkReceiverName = (raw: string) => check(raw, PIX_NAME_MAX, 'INVALID_PIX_NAME');
export const checkReceiverCity = (raw: string) => check(raw, PIX_CITY_MAX, 'INVALID_PIX_CITY');
