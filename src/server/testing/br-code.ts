import { crc16ccitt } from 'crc';
import jsQRModule from 'jsqr';
import { PNG } from 'pngjs';
import { expect } from 'vitest';

// jsqr is a webpack UMD bundle whose types say `export default`: under Node its module is the function.
type JsQr = typeof jsQRModule.default;
const jsQR: JsQr = typeof jsQRModule === 'function' ? (jsQRModule as JsQr) : jsQRModule.default;

/** An EMV TLV reader written here, independent of pix-utils: two-digit id, two-digit length, value. */
function readTlv(text: string): Map<string, string> {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < text.length) {
    const id = text.slice(at, at + 2);
    const length = Number(text.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(id) || !Number.isInteger(length)) throw new Error(`bad TLV at ${at}`);
    const value = text.slice(at + 4, at + 4 + length);
    if (value.length !== length) throw new Error(`short field ${id}`);
    fields.set(id, value);
    at += 4 + length;
  }
  return fields;
}

/** Checks a BR Code field by field and its CRC16-CCITT (the `crc` package, not pix-utils). */
export function expectBrCode(
  payload: string,
  want: { key: string; amount: string; name: string; city: string; txid: string },
) {
  const top = readTlv(payload);
  expect(top.get('00')).toBe('01');
  const account = readTlv(top.get('26')!);
  expect(account.get('00')).toBe('br.gov.bcb.pix');
  expect(account.get('01')).toBe(want.key);
  expect(top.get('53')).toBe('986');
  expect(top.get('54')).toBe(want.amount);
  expect(top.get('58')).toBe('BR');
  expect(top.get('59')).toBe(want.name);
  expect(top.get('60')).toBe(want.city);
  expect(readTlv(top.get('62')!).get('05')).toBe(want.txid);
  expect(payload.slice(-8, -4)).toBe('6304');
  const crc = crc16ccitt(Buffer.from(payload.slice(0, -4), 'utf8')).toString(16).toUpperCase().padStart(4, '0');
  expect(top.get('63')).toBe(crc);
}

/** The QR image, decoded back to its text as a phone's camera would. */
export function decodeQr(dataUrl: string): string | undefined {
  const png = PNG.sync.read(Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64'));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}

