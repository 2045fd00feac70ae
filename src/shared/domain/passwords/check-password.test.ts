import { describe, expect, test } from 'vitest';

import { checkPassword, PASSWORD_MAX, PASSWORD_MIN } from './check-password.ts';
import { COMMON_PASSWORDS } from './common-passwords.ts';

describe('checkPassword', () => {
  test('aceita uma frase-senha longa', () => {
    expect(checkPassword('cavalo correto bateria grampo')).toBeNull();
  });

  test('recusa senha com 7 caracteres', () => {
    expect(checkPassword('xk7#pq2')).toBe('PASSWORD_TOO_SHORT');
  });

  test('aceita exatamente 8 caracteres incomuns', () => {
    expect(checkPassword('xk7#pq2z')).toBeNull();
  });

  test('recusa senha com 129 caracteres', () => {
    expect(checkPassword('ab'.repeat(64) + 'c')).toBe('PASSWORD_TOO_LONG');
  });

  test('aceita senha com 128 caracteres', () => {
    expect(checkPassword('ab'.repeat(64))).toBeNull();
  });

  test('recusa "Senha123" sem diferenciar maiúsculas de minúsculas', () => {
    expect(checkPassword('Senha123')).toBe('PASSWORD_TOO_COMMON');
    expect(checkPassword('SENHA123')).toBe('PASSWORD_TOO_COMMON');
  });

  test('recusa variações de "password"', () => {
    expect(checkPassword('password')).toBe('PASSWORD_TOO_COMMON');
    expect(checkPassword('Password1')).toBe('PASSWORD_TOO_COMMON');
    expect(checkPassword('P@ssw0rd')).toBe('PASSWORD_TOO_COMMON');
  });

  test('recusa um único caractere repetido', () => {
    expect(checkPassword('aaaaaaaa')).toBe('PASSWORD_TOO_COMMON');
    expect(checkPassword('ZzZzZzZzZz')).toBe('PASSWORD_TOO_COMMON');
    expect(checkPassword('😀'.repeat(8))).toBe('PASSWORD_TOO_COMMON');
  });

  test('recusa a parte local do e-mail, o e-mail inteiro e o nome sem espaços', () => {
    const context = { email: 'Joana.Silva@exemplo.com.br', name: 'Joana Maria Silva' };
    expect(checkPassword('joana.silva', context)).toBe('PASSWORD_TOO_COMMON');
    expect(checkPassword('JOANA.SILVA@EXEMPLO.COM.BR', context)).toBe('PASSWORD_TOO_COMMON');
    expect(checkPassword('JoanaMariaSilva', context)).toBe('PASSWORD_TOO_COMMON');
    expect(checkPassword('joana.silva!2024', context)).toBeNull();
    expect(checkPassword('joana.silva')).toBeNull();
  });

  test('conta cada emoji como um caractere', () => {
    // 7 emojis têm 14 unidades UTF-16, mas são só 7 caracteres
    expect('🏃💪🔥🥗🚴🍎🎯'.length).toBe(14);
    expect(checkPassword('🏃💪🔥🥗🚴🍎🎯')).toBe('PASSWORD_TOO_SHORT');
    expect(checkPassword('🏃💪🔥🥗🚴🍎🎯🏆')).toBeNull();
    expect(checkPassword('🏃'.repeat(PASSWORD_MAX))).toBe('PASSWORD_TOO_COMMON');
    expect(checkPassword('🏃💪'.repeat(64))).toBeNull();
    expect(checkPassword('🏃💪'.repeat(64) + '🔥')).toBe('PASSWORD_TOO_LONG');
  });
});

describe('COMMON_PASSWORDS', () => {
  test('tem pelo menos 400 senhas, todas em minúsculas e com o tamanho mínimo', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThanOrEqual(400);
    for (const p of COMMON_PASSWORDS) {
      expect([...p].length, p).toBeGreaterThanOrEqual(PASSWORD_MIN);
      expect(p, p).toBe(p.toLowerCase());
    }
  });

  test('inclui senhas brasileiras comuns', () => {
    for (const p of ['senha123', 'flamengo', 'corinthians', 'deusefiel', 'mudar123', '12345678a']) {
      expect(COMMON_PASSWORDS.has(p), p).toBe(true);
    }
  });
});
