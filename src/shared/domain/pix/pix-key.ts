/**
 * PIX keys as the Banco Central's DICT accepts them (Manual de Padrões para Iniciação do Pix): a CPF or
 * CNPJ with valid check digits, an e-mail, a celular in +55 form, or a chave aleatória (a UUID). Each is
 * normalised to the one form that goes into the BR Code, so the student's bank finds the trainer.
 */
export const PIX_KEY_TYPES = ['cpf', 'cnpj', 'email', 'celular', 'aleatoria'] as const;
export type PixKeyType = (typeof PIX_KEY_TYPES)[number];

/** The error code of a key that does not fit its type (messages in contracts/payment-error-messages.ts). */
export const PIX_KEY_ERRORS = {
  cpf: 'INVALID_PIX_CPF',
  cnpj: 'INVALID_PIX_CNPJ',
  email: 'INVALID_PIX_EMAIL',
  celular: 'INVALID_PIX_PHONE',
  aleatoria: 'INVALID_PIX_RANDOM',
} as const satisfies Record<PixKeyType, string>;
export type PixKeyError = (typeof PIX_KEY_ERRORS)[PixKeyType];

export type PixKeyCheck = { ok: true; key: string } | { ok: false; error: PixKeyError };

const digitsOf = (raw: string) => raw.replace(/\D/g, '');

/** Modulo-11 check digit over `digits` with the weights given, as the Receita Federal computes it. */
function checkDigit(digits: string, weights: readonly number[]): number {
  const sum = weights.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** 11 digits, not all the same, whose last two are the check digits of the first nine. */
export function isValidCpf(raw: string): boolean {
  const cpf = digitsOf(raw);
  if (!/^\d{11}$/.test(cpf) || /^(\d)\1{10}$/.test(cpf)) return false;
  const first = checkDigit(cpf, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit(cpf, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return first === Number(cpf[9]) && second === Number(cpf[10]);
}

/** 14 digits, not all the same, whose last two are the check digits of the first twelve. */
export function isValidCnpj(raw: string): boolean {
  const cnpj = digitsOf(raw);
  if (!/^\d{14}$/.test(cnpj) || /^(\d)\1{13}$/.test(cnpj)) return false;
  const first = checkDigit(cnpj, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit(cnpj, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return first === Number(cnpj[12]) && second === Number(cnpj[13]);
}

/** DICT limits an e-mail key to 77 characters; one @, a dotted domain, no spaces. */
const EMAIL = /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/;

/**
 * A Brazilian mobile number as DICT keeps it: +55, a two-digit DDD (11–99) and nine digits starting
 * with 9. Typed with or without +55, with spaces, dashes or parentheses.
 */
function celularKey(raw: string): string | null {
  const trimmed = raw.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return null;
  let digits = digitsOf(trimmed);
  if (digits.length === 11) digits = `55${digits}`;
  if (!/^55[1-9][1-9]9\d{8}$/.test(digits)) return null;
  return `+${digits}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The key in the form the BR Code carries, or the error code of its type. */
export function checkPixKey(type: PixKeyType, raw: string): PixKeyCheck {
  const fail = { ok: false, error: PIX_KEY_ERRORS[type] } as const;
  switch (type) {
    case 'cpf':
      return isValidCpf(raw) && /^[\d\s.-]+$/.test(raw.trim()) ? { ok: true, key: digitsOf(raw) } : fail;
    case 'cnpj':
      return isValidCnpj(raw) && /^[\d\s./-]+$/.test(raw.trim()) ? { ok: true, key: digitsOf(raw) } : fail;
    case 'email': {
      const email = raw.trim().toLowerCase();
      return email.length <= 77 && EMAIL.test(email) ? { ok: true, key: email } : fail;
    }
    case 'celular': {
      const key = celularKey(raw);
      return key ? { ok: true, key } : fail;
    }
    case 'aleatoria': {
      const key = raw.trim().toLowerCase();
      return UUID.test(key) ? { ok: true, key } : fail;
    }
  }
}

/** The key as a person reads it in 'Configurações' and beside the QR (CPF 123.456.789-09, +55 11 91234-5678). */
export function formatPixKey(type: PixKeyType, key: string): string {
  if (type === 'cpf' && /^\d{11}$/.test(key))
    return key.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
  if (type === 'cnpj' && /^\d{14}$/.test(key))
    return key.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
  if (type === 'celular' && /^\+55\d{11}$/.test(key))
    return key.replace(/^\+55(\d{2})(\d{5})(\d{4})$/, '+55 $1 $2-$3');
  return key;
}
