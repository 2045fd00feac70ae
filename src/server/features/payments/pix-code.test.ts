import { describe, expect, it } from 'vitest';
import { decodeQr, expectBrCode } from '#server/testing/br-code.ts';
import { newTxid, pixCode } from './pix-code.ts';

describe('BR Code and QR', () => {
  it('makes 25-character txids of letters and digits, different each time', () => {
    const ids = new Set(Array.from({ length: 200 }, newTxid));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{25}$/);
  });

  it.each([
    ['+5511912345678', 25000, 'João da Silva', 'São Paulo', '250.00', 'JOAO DA SILVA', 'SAO PAULO'],
    ['52998224725', 12050, "Estúdio D'Ávila", 'Goiânia', '120.50', "ESTUDIO D'AVILA", 'GOIANIA'],
    ['ana.souza@exemplo.com.br', 5, 'A'.repeat(25), 'Florianópolis', '0.05', 'A'.repeat(25), 'FLORIANOPOLIS'],
    ['123e4567-e89b-12d3-a456-426614174000', 60000, 'Ana', 'Rio', '600.00', 'ANA', 'RIO'],
  ])('key %s: fields, CRC and the QR read back', async (key, amountCents, name, city, amount, codeName, codeCity) => {
    const txid = newTxid();
    const code = await pixCode({ key, receiverName: name, receiverCity: city, amountCents, txid });
    expectBrCode(code.payload, { key, amount, name: codeName, city: codeCity, txid });
    expect(code.qrDataUrl).toMatch(/^data:image\/png;base64,/);
    expect(decodeQr(code.qrDataUrl)).toBe(code.payload);
  });

  it('the CRC check fails a payload changed by one character', async () => {
    const code = await pixCode({ key: '+5511912345678', receiverName: 'Ana', receiverCity: 'Rio', amountCents: 100, txid: 'ABC' });
    const tampered = code.payload.replace('1.00', '9.00');
    expect(() =>
      expectBrCode(tampered, { key: '+5511912345678', amount: '9.00', name: 'ANA', city: 'RIO', txid: 'ABC' }),
    ).toThrow();
  });
});
