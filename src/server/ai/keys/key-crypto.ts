import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const INFO = 'rumofit ai keys v1';

/** A 256-bit key for sealing, derived from the app secret (HKDF-SHA256), never the secret itself. */
function keyFrom(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'rumofit', INFO, 32));
}

/** Seals an AI key with AES-256-GCM: `v1.<iv>.<tag>.<ciphertext>`, base64url parts, a fresh IV each time. */
export function sealKey(plain: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(secret), iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** Opens a sealed key; throws if it was tampered with or sealed under another secret. */
export function openKey(sealed: string, secret: string): string {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('Unreadable sealed key');
  const decipher = createDecipheriv('aes-256-gcm', keyFrom(secret), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}

/** All the admin panel ever shows of a key (spec: '…XXXX'). */
export function keyHint(plain: string): string {
  return `…${plain.slice(-4)}`;
}
