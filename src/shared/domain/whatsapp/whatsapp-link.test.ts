import { describe, expect, test } from 'vitest';
import { maskWhatsapp, normalizeWhatsapp, whatsappLink } from './whatsapp-link.ts';

describe('WhatsApp numbers', () => {
  test('keep digits and add Brazil’s 55 only when it is missing', () => {
    expect(normalizeWhatsapp('(11) 91234-5678')).toBe('5511912345678');
    expect(normalizeWhatsapp('+55 11 91234-5678')).toBe('5511912345678');
    expect(normalizeWhatsapp('5511912345678')).toBe('5511912345678');
    // A DDD of 55 (Rio Grande do Sul) without the country code still gets it.
    expect(normalizeWhatsapp('(55) 99123-4567')).toBe('5555991234567');
    expect(normalizeWhatsapp('')).toBe('');
  });

  test('make a wa.me link with the message encoded, or none without a number', () => {
    expect(whatsappLink('11 91234-5678', 'Olá, tudo bem?')).toBe(
      'https://wa.me/5511912345678?text=Ol%C3%A1%2C%20tudo%20bem%3F',
    );
    expect(whatsappLink(null, 'x')).toBeNull();
    expect(whatsappLink('  ', 'x')).toBeNull();
  });

  test('mask as the person types, up to 11 digits', () => {
    expect(
      ['1', '11', '119', '1191234', '11912345678', '119123456789', '1133334444'].map(maskWhatsapp),
    ).toEqual(['(1', '(11', '(11) 9', '(11) 9123-4', '(11) 91234-5678', '(11) 91234-5678', '(11) 3333-4444']);
  });
});
