import { describe, expect, it } from 'vitest';
import { checkPixKey, formatPixKey, isValidCnpj, isValidCpf } from './pix-key.ts';
import { checkReceiverCity, checkReceiverName } from './receiver.ts';

describe('PIX keys', () => {
  it('accepts a CPF with right check digits, typed with or without its dots', () => {
    expect(checkPixKey('cpf', '529.982.247-25')).toEqual({ ok: true, key: '52998224725' });
    expect(checkPixKey('cpf', '52998224725')).toEqual({ ok: true, key: '52998224725' });
    expect(isValidCpf('111.444.777-35')).toBe(true);
  });

  it('refuses a CPF whose either check digit is wrong, a repeated one, a short one or letters', () => {
    expect(checkPixKey('cpf', '529.982.247-24')).toEqual({ ok: false, error: 'INVALID_PIX_CPF' });
    expect(isValidCpf('529.982.247-15')).toBe(false);
    expect(isValidCpf('111.111.111-11')).toBe(false);
    expect(isValidCpf('5299822472')).toBe(false);
    expect(checkPixKey('cpf', '529a98224725').ok).toBe(false);
  });

  it('accepts a CNPJ with right check digits and refuses a wrong one', () => {
    expect(checkPixKey('cnpj', '11.222.333/0001-81')).toEqual({ ok: true, key: '11222333000181' });
    expect(isValidCnpj('11222333000182')).toBe(false);
    expect(isValidCnpj('11222333000191')).toBe(false);
    expect(isValidCnpj('00000000000000')).toBe(false);
    expect(checkPixKey('cnpj', '52998224725')).toEqual({ ok: false, error: 'INVALID_PIX_CNPJ' });
  });

  it('keeps an e-mail lower-cased and refuses one without a domain or too long', () => {
    expect(checkPixKey('email', ' Ana.Souza@Exemplo.com.br ')).toEqual({
      ok: true,
      key: 'ana.souza@exemplo.com.br',
    });
    expect(checkPixKey('email', 'ana@exemplo').ok).toBe(false);
    expect(checkPixKey('email', 'ana souza@exemplo.com').ok).toBe(false);
    expect(checkPixKey('email', `${'a'.repeat(70)}@exemplo.com`)).toEqual({
      ok: false,
      error: 'INVALID_PIX_EMAIL',
    });
  });

  it('writes a celular in +55 form, with or without the country code', () => {
    expect(checkPixKey('celular', '(11) 91234-5678')).toEqual({ ok: true, key: '+5511912345678' });
    expect(checkPixKey('celular', '+55 21 98765-4321')).toEqual({ ok: true, key: '+5521987654321' });
    expect(checkPixKey('celular', '5511912345678')).toEqual({ ok: true, key: '+5511912345678' });
  });

  it('refuses a landline, a foreign number, a DDD starting with 0 and letters', () => {
    expect(checkPixKey('celular', '(11) 3123-4567')).toEqual({ ok: false, error: 'INVALID_PIX_PHONE' });
    expect(checkPixKey('celular', '+1 415 555 0100').ok).toBe(false);
    expect(checkPixKey('celular', '(01) 91234-5678').ok).toBe(false);
    expect(checkPixKey('celular', '11 9123a-5678').ok).toBe(false);
  });

  it('accepts a chave aleatória as a UUID and refuses anything else', () => {
    expect(checkPixKey('aleatoria', '123E4567-E89B-12D3-A456-426614174000')).toEqual({
      ok: true,
      key: '123e4567-e89b-12d3-a456-426614174000',
    });
    expect(checkPixKey('aleatoria', '123e4567e89b12d3a456426614174000')).toEqual({
      ok: false,
      error: 'INVALID_PIX_RANDOM',
    });
  });

  it('formats keys as people read them', () => {
    expect(formatPixKey('cpf', '52998224725')).toBe('529.982.247-25');
    expect(formatPixKey('cnpj', '11222333000181')).toBe('11.222.333/0001-81');
    expect(formatPixKey('celular', '+5511912345678')).toBe('+55 11 91234-5678');
    expect(formatPixKey('email', 'a@b.com')).toBe('a@b.com');
  });
});

describe('receiver name and city', () => {
  it('accepts accented names up to 25 characters and tidies spaces', () => {
    expect(checkReceiverName('  João   da Silva ')).toEqual({ ok: true, value: 'João da Silva' });
    expect(checkReceiverName('A'.repeat(25)).ok).toBe(true);
    expect(checkReceiverName("Estúdio D'Ávila & Cia.").ok).toBe(true);
  });

  it('refuses an empty name, one over 25 characters, emoji and line breaks', () => {
    expect(checkReceiverName('   ')).toEqual({ ok: false, error: 'INVALID_PIX_NAME' });
    expect(checkReceiverName('A'.repeat(26)).ok).toBe(false);
    expect(checkReceiverName('Ana 💪').ok).toBe(false);
    expect(checkReceiverName('Ana\u0000Souza').ok).toBe(false);
    expect(checkReceiverName('Straße').ok).toBe(false);
  });

  it('accepts a city up to 15 characters and refuses a longer one', () => {
    expect(checkReceiverCity('São Paulo')).toEqual({ ok: true, value: 'São Paulo' });
    expect(checkReceiverCity('Florianópolis').ok).toBe(true);
    expect(checkReceiverCity('São José dos Campos')).toEqual({ ok: false, error: 'INVALID_PIX_CITY' });
    expect(checkReceiverCity('Rio <b>').ok).toBe(false);
  });
});
