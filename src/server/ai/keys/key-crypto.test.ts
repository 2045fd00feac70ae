import { describe, expect, test } from 'vitest';
import { keyHint, openKey, sealKey } from './key-crypto.ts';

const SECRET = 'a-test-secret-a-test-secret-0123456789';
const KEY = 'AIzaSyExampleKey-1234abcd';

describe('sealed AI keys', () => {
  test('round trip, with a fresh IV each time and nothing of the key readable', () => {
    const a = sealKey(KEY, SECRET);
    const b = sealKey(KEY, SECRET);
    expect(a).not.toBe(b);
    expect(a).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(a).not.toContain('AIza');
    expect(openKey(a, SECRET)).toBe(KEY);
  });

  test('a tampered seal or another secret is refused', () => {
    const sealed = sealKey(KEY, SECRET);
    const [v, iv, tag, data] = sealed.split('.');
    // The second-to-last character carries only data bits (the last may carry padding): change it.
    const changed = data!.at(-2) === 'A' ? 'B' : 'A';
    const flipped = `${v}.${iv}.${tag}.${data!.slice(0, -2)}${changed}${data!.slice(-1)}`;
    expect(flipped).not.toBe(sealed);
    expect(() => openKey(flipped, SECRET)).toThrow();
    expect(() => openKey(sealed, `${SECRET}x`)).toThrow();
    expect(() => openKey('v2.a.b.c', SECRET)).toThrow();
  });

  test('the hint is the last four characters', () => {
    expect(keyHint(KEY)).toBe('…abcd');
  });
});
