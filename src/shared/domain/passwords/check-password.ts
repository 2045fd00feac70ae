import { COMMON_PASSWORDS } from './common-passwords.ts';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export type PasswordProblem = 'PASSWORD_TOO_SHORT' | 'PASSWORD_TOO_LONG' | 'PASSWORD_TOO_COMMON';

/** Dados do usuário que não podem ser usados como senha. */
const CONTEXT_MIN = 4;

/**
 * Verifica a força mínima de uma senha no estilo NIST SP 800-63B: só tamanho
 * e lista de senhas proibidas, sem regras de composição (maiúscula, símbolo…).
 *
 * O tamanho é contado em code points Unicode, então cada emoji conta como um
 * caractere. Retorna o primeiro problema encontrado ou `null` se a senha serve.
 */
export function checkPassword(
  password: string,
  context?: { email?: string; name?: string },
): PasswordProblem | null {
  const chars = [...password];
  if (chars.length < PASSWORD_MIN) return 'PASSWORD_TOO_SHORT';
  if (chars.length > PASSWORD_MAX) return 'PASSWORD_TOO_LONG';

  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) return 'PASSWORD_TOO_COMMON';
  const lowerChars = [...lower];
  if (lowerChars.every((c) => c === lowerChars[0])) return 'PASSWORD_TOO_COMMON';

  for (const forbidden of contextValues(context)) {
    if (lower === forbidden) return 'PASSWORD_TOO_COMMON';
  }
  return null;
}

function contextValues(context?: { email?: string; name?: string }): string[] {
  const values: string[] = [];
  const email = context?.email?.trim().toLowerCase();
  if (email) {
    values.push(email);
    const at = email.lastIndexOf('@');
    if (at > 0) values.push(email.slice(0, at));
  }
  const name = context?.name?.replace(/\s+/g, '').toLowerCase();
  if (name) values.push(name);
  return values.filter((v) => [...v].length >= CONTEXT_MIN);
}
