import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect as connectSocket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import type { App } from '#server/app.ts';
import { ERROR_MESSAGES } from '#shared/contracts/errors.ts';
import { STRONG_PASSWORD, TEST_ORIGIN, registerPersonal, testApp } from '#server/testing/test-app.ts';
import { THROTTLE } from '#server/features/account/login-throttle.ts';

const webDir = mkdtempSync(path.join(os.tmpdir(), 'rumofit-edge-'));
mkdirSync(path.join(webDir, 'assets'));
writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>RumoFit</title>');
writeFileSync(path.join(webDir, 'assets', 'app-abc.js'), 'console.log(1)');
writeFileSync(path.join(webDir, 'sw.js'), 'self.addEventListener("install", () => {})');
writeFileSync(path.join(webDir, 'manifest.webmanifest'), '{}');
afterAll(() => rmSync(webDir, { recursive: true, force: true }));

const get = (app: App, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('a gym’s Wi-Fi is one address', () => {
  test('the page’s own files are never counted; the pages and the API are', async () => {
    const { app } = await testApp({ webDir, rateLimitPerMinute: 3 });
    // A phone's first visit: the shell, its code, the service worker and its precache, many times over.
    for (let i = 0; i < 20; i += 1)
      for (const file of ['/assets/app-abc.js', '/sw.js', '/manifest.webmanifest'])
        expect((await get(app, file)).statusCode, file).toBe(200);
    const codes = [];
    for (let i = 0; i < 4; i += 1) codes.push((await get(app, '/entrar')).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
  });

  test('a refused page says so in pt-BR as a page, a refused call in the API’s shape', async () => {
    const { app } = await testApp({ webDir, rateLimitPerMinute: 1 });
    await get(app, '/aluno');
    const page = await get(app, '/aluno', { accept: 'text/html' });
    expect(page.statusCode).toBe(429);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['retry-after']).toMatch(/^\d+$/);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain(ERROR_MESSAGES.RATE_LIMITED);
    expect(page.body).not.toContain('RATE_LIMITED');
    const call = await get(app, '/api/session');
    expect(call.statusCode).toBe(429);
    expect(call.json()).toEqual({ error: { code: 'RATE_LIMITED', message: ERROR_MESSAGES.RATE_LIMITED } });
  });

  test('signed-in people are counted by session, not by the address they share', async () => {
    const { app } = await testApp({ rateLimitPerMinute: 4 });
    const ana = await registerPersonal(app);
    const bia = await registerPersonal(app);
    const profile = (cookie: string) => get(app, '/api/profile', { cookie }).then((res) => res.statusCode);
    // Two registrations used two of the address's four; each session has its own four.
    for (let i = 0; i < 4; i += 1) expect(await profile(ana.cookie)).toBe(200);
    expect(await profile(ana.cookie)).toBe(429);
    for (let i = 0; i < 4; i += 1) expect(await profile(bia.cookie)).toBe(200);
    expect((await get(app, '/api/session')).statusCode).toBe(200);
    // A cookie someone made up is not a session: it is counted by address.
    const forged = 'rumofit.session_token=abc.def';
    expect((await get(app, '/api/session', { cookie: forged })).statusCode).toBe(200);
    expect((await get(app, '/api/session', { cookie: forged })).statusCode).toBe(429);
  });
});

describe('behind a proxy only the proxy’s word counts (TRUST_PROXY)', () => {
  // What the proxy appends is the address it saw; whatever the client wrote comes before it.
  const through = (forged: string) => ({ 'x-forwarded-for': `${forged}, 203.0.113.7` });

  test('a changing X-Forwarded-For does not get round the rate limit', async () => {
    for (const trustProxy of [1, ['127.0.0.1']]) {
      const { app } = await testApp({ rateLimitPerMinute: 3, trustProxy });
      const codes = [];
      for (let i = 0; i < 5; i += 1)
        codes.push((await get(app, '/api/session', through(`198.51.100.${i}`))).statusCode);
      expect(codes, JSON.stringify(trustProxy)).toEqual([200, 200, 200, 429, 429]);
      // Another client behind the same proxy has its own count.
      expect((await get(app, '/api/session', { 'x-forwarded-for': '203.0.113.8' })).statusCode).toBe(200);
    }
  });

  test('a changing X-Forwarded-For does not get round the per-address login limit', async () => {
    const { app } = await testApp({ trustProxy: 1, rateLimitPerMinute: 10_000 });
    const codes = [];
    for (let i = 0; i <= THROTTLE.addressRefuseAt; i += 1) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/session',
        headers: { origin: TEST_ORIGIN, ...through(`198.51.100.${i}`) },
        payload: { email: `ninguem${i}@exemplo.com.br`, password: STRONG_PASSWORD },
      });
      codes.push(res.statusCode);
    }
    expect(codes.at(-1)).toBe(429);
    expect(codes.slice(0, -1).every((code) => code === 401)).toBe(true);
  });
});

/** Sends bytes as they are (no client would build these requests) and reads the whole answer. */
async function raw(app: App, request: string) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const text = await new Promise<string>((resolve, reject) => {
    const socket = connectSocket(port, '127.0.0.1', () =>
      socket.write(request.replace('\r\n\r\n', '\r\nConnection: close\r\n\r\n')),
    );
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('end', () => resolve(answer));
    socket.on('close', () => resolve(answer));
    socket.on('error', (error) => (answer ? resolve(answer) : reject(error)));
  });
  await app.close();
  const [head = '', body = ''] = text.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => [
      line.slice(0, line.indexOf(':')).toLowerCase(),
      line.slice(line.indexOf(':') + 1).trim(),
    ]),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

describe('what the router or the HTTP parser refuses is answered like any other error', () => {
  const path414 = `/api/students/${'a'.repeat(300)}`;
  test.each([
    ['a malformed address', 'GET /api/%E0%A4%A HTTP/1.1\r\nHost: x\r\n\r\n', 400, 'INVALID_URL', '%E0'],
    ['an over-long parameter', `GET ${path414} HTTP/1.1\r\nHost: x\r\n\r\n`, 414, 'URL_TOO_LONG', 'aaaa'],
    [
      'an over-long path',
      `GET /${'b'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
      414,
      'URL_TOO_LONG',
      'bbbb',
    ],
    [
      'oversized headers',
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'c'.repeat(20_000)}\r\n\r\n`,
      431,
      'HEADERS_TOO_LARGE',
      'cccc',
    ],
    ['no HTTP at all', 'NONSENSE\r\n\r\n', 400, 'BAD_REQUEST', 'NONSENSE'],
  ])('%s', async (_, request, status, code, echo) => {
    const { app } = await testApp();
    const res = await raw(app, request);
    expect(res.status).toBe(status);
    expect(JSON.parse(res.body)).toEqual({
      error: { code, message: ERROR_MESSAGES[code as keyof typeof ERROR_MESSAGES] },
    });
    expect(res.body).not.toContain(echo);
    expect(res.body).not.toContain('FST_');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('the Origin check', () => {
  const register = (app: App, headers: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: '/api/register',
      headers,
      payload: { name: 'Intrusa', email: 'intrusa@exemplo.com.br', password: STRONG_PASSWORD },
    });

  test('with PUBLIC_URL, a request whose Origin and Host both name another site is refused', async () => {
    const { app } = await testApp();
    const res = await register(app, { origin: 'http://evil.example', host: 'evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('CROSS_ORIGIN');
    expect((await register(app, { origin: TEST_ORIGIN })).statusCode).toBe(201);
  });

  test('without PUBLIC_URL (development) the app’s own host still works', async () => {
    const { app } = await testApp({ publicUrl: undefined });
    const res = await register(app, { origin: 'http://localhost:3000', host: 'localhost:3000' });
    expect(res.statusCode).toBe(201);
  });
});
