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
    expect(checkPassword('joana.silva', context)).toBe('PASSWORD_IS_PERSONAL');
    expect(checkPassword('JOANA.SILVA@EXEMPLO.COM.BR', context)).toBe('PASSWORD_IS_PERSONAL');
    expect(checkPassword('JoanaMariaSilva', context)).toBe('PASSWORD_IS_PERSONAL');
    expect(checkPassword('joana.silva!2024', context)).toBeNull();
    expect(checkPassword('joana.silva')).toBeNull();
  });

  test.each([
    'Ana Souza',
    'ana souza',
    'anasouza',
    'ANA  SOUZA',
    'ana.souza',
    'ana-souza',
    'Aná Souza',
    'Ana Souza!',
    ' Ana Souza ',
    'Souza Lima',
    'Ana Souza Lima',
  ])('recusa "%s" para "Ana Souza Lima" (o nome, com ou sem espaços, acentos e pontuação)', (password) => {
    expect(checkPassword(password, { name: 'Ana Souza Lima', email: 'aluna@exemplo.com' })).toBe(
      'PASSWORD_IS_PERSONAL',
    );
  });

  test('recusa o e-mail e a parte local com outra pontuação ou acentos', () => {
    const owner = { name: 'Bia', email: 'jose.carlos@exemplo.com' };
    expect(checkPassword('José Carlos', owner)).toBe('PASSWORD_IS_PERSONAL');
    expect(checkPassword('jose_carlos@exemplo.com', owner)).toBe('PASSWORD_IS_PERSONAL');
  });

  test('aceita uma frase que só contém o nome no meio de outras palavras', () => {
    const owner = { name: 'Ana Souza', email: 'ana@exemplo.com' };
    expect(checkPassword('ana souza corre na praia', owner)).toBeNull();
    expect(checkPassword('anasouza1989', owner)).toBeNull();
  });

  test('recusa senhas comuns escritas com espaços ou pontuação', () => {
    expect(checkPassword('Senha 123')).toBe('PASSWORD_TOO_COMMON');
    expect(checkPassword('flamen.go')).toBe('PASSWORD_TOO_COMMON');
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
