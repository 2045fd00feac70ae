import { COMMON_PASSWORDS } from './common-passwords.ts';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export type PasswordProblem =
  'PASSWORD_TOO_SHORT' | 'PASSWORD_TOO_LONG' | 'PASSWORD_TOO_COMMON' | 'PASSWORD_IS_PERSONAL';

/** Who the password is for: it may not be their name or email. */
export interface PasswordOwner {
  email: string;
  name: string;
}

/** Shorter bits of a name ("Ana") are not refused on their own: 8 characters are required anyway. */
const CONTEXT_MIN = 4;

/**
 * Verifica a força mínima de uma senha no estilo NIST SP 800-63B: só tamanho
 * e lista de senhas proibidas, sem regras de composição (maiúscula, símbolo…).
 *
 * O tamanho é contado em code points Unicode, então cada emoji conta como um
 * caractere. Retorna o primeiro problema encontrado ou `null` se a senha serve.
 */
export function checkPassword(password: string, owner?: PasswordOwner): PasswordProblem | null {
  const chars = [...password];
  if (chars.length < PASSWORD_MIN) return 'PASSWORD_TOO_SHORT';
  if (chars.length > PASSWORD_MAX) return 'PASSWORD_TOO_LONG';

  const lower = password.toLowerCase();
  const folded = fold(password);
  if (COMMON_PASSWORDS.has(lower) || COMMON_PASSWORDS.has(folded)) return 'PASSWORD_TOO_COMMON';
  const lowerChars = [...lower];
  if (lowerChars.every((c) => c === lowerChars[0])) return 'PASSWORD_TOO_COMMON';

  if (owner && personalValues(owner).has(folded)) return 'PASSWORD_IS_PERSONAL';
  return null;
}

/**
 * Compares what a person would type for the same words: "Ana Souza", "ana.souza" and "anasouza"
 * are one password, and so are "José" and "jose".
 */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/** The email, its local part, and every run of consecutive words of the name ("Maria Souza" in "Ana Maria Souza"). */
function personalValues(owner: PasswordOwner): Set<string> {
  const values = new Set<string>();
  const email = owner.email.trim();
  values.add(fold(email));
  const at = email.lastIndexOf('@');
  if (at > 0) values.add(fold(email.slice(0, at)));
  const words = owner.name.split(/\s+/).map(fold).filter(Boolean);
  for (let from = 0; from < words.length; from += 1) {
    for (let to = from + 1; to <= words.length; to += 1) values.add(words.slice(from, to).join(''));
  }
  return new Set([...values].filter((v) => [...v].length >= CONTEXT_MIN));
}
