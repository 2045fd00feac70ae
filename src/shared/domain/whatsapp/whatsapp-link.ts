/** Digits only, with Brazil's country code 55 added when the number lacks it (product §5). */
export function normalizeWhatsapp(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  if (!digits) return '';
  return digits.startsWith('55') && digits.length >= 12 ? digits : `55${digits}`;
}

/** A wa.me link with a prefilled message, or null when there is no number to send to. */
export function whatsappLink(phone: string | null | undefined, text: string): string | null {
  const number = normalizeWhatsapp(phone ?? '');
  if (!number) return null;
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

/** Spec §5 mask '(XX) XXXXX-XXXX' over at most 11 digits, applied while typing. */
export function maskWhatsapp(raw: string): string {
  const d = raw.replace(/\D/g, '').slice(0, 11);
  if (d.length === 0) return '';
  if (d.length <= 2) return `(${d}`;
  const rest = d.slice(2);
  const split = d.length === 11 ? 5 : 4;
  if (rest.length <= split) return `(${d.slice(0, 2)}) ${rest}`;
  return `(${d.slice(0, 2)}) ${rest.slice(0, split)}-${rest.slice(split)}`;
}
