import zlib from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, test } from 'vitest';
import { chooseEncoding, COMPRESS_MIN_BYTES, installCompression } from './compression.ts';

async function appWith(body: unknown) {
  const app = Fastify();
  installCompression(app);
  app.get('/big', async () => body);
  app.get('/text', async (_request, reply) =>
    reply.type('text/plain').send('x'.repeat(COMPRESS_MIN_BYTES * 2)),
  );
  await app.ready();
  return app;
}

const exercises = Array.from({ length: 40 }, (_, i) => ({
  id: `ex-${i}`,
  name: `Agachamento ${i}`,
  tutorial:
    'Pés na largura dos ombros, desça até a coxa ficar paralela ao chão e suba sem travar os joelhos.',
}));

describe('chooseEncoding', () => {
  test.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['BR', 'br'],
    ['gzip;q=0, br;q=0', null],
    ['identity', null],
    [undefined, null],
  ])('%s → %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe('large JSON answers are compressed for clients that accept it', () => {
  test('brotli when accepted: the body decodes to the same JSON and is much smaller', async () => {
    const app = await appWith({ exercises });
    const res = await app.inject({ url: '/big', headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('accept-encoding');
    const plain = JSON.stringify({ exercises });
    expect(res.rawPayload.length).toBeLessThan(plain.length / 3);
    expect(JSON.parse(zlib.brotliDecompressSync(res.rawPayload).toString())).toEqual({ exercises });
  });

  test('gzip when only gzip is accepted', async () => {
    const app = await appWith({ exercises });
    const res = await app.inject({ url: '/big', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(res.rawPayload).toString())).toEqual({ exercises });
  });

  test('as they are without an accepted encoding, when small, or when not JSON', async () => {
    const app = await appWith({ exercises });
    const none = await app.inject({ url: '/big' });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.json()).toEqual({ exercises });

    const small = await appWith({ ok: true });
    const tiny = await small.inject({ url: '/big', headers: { 'accept-encoding': 'br' } });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.json()).toEqual({ ok: true });

    const text = await app.inject({ url: '/text', headers: { 'accept-encoding': 'br' } });
    expect(text.headers['content-encoding']).toBeUndefined();
  });
});
