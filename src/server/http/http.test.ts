import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { connect } from '#server/db/client.ts';
import { installErrorHandling } from '#server/http/errors.ts';
import { testDb } from '#server/testing/test-db.ts';
import { signedInStudent } from '#server/testing/student.ts';
import { ANAMNESIS_CONSENT_VERSION } from '#shared/domain/anamnesis/questions.ts';
import { users } from '#server/db/schema.ts';
import { TEST_ORIGIN, registerPersonal, testApp, uniqueEmail } from '#server/testing/test-app.ts';

const json = { 'content-type': 'application/json', origin: TEST_ORIGIN };

function expectErrorShape(body: unknown, code: string) {
  expect(body).toMatchObject({ error: { code, message: expect.any(String) } });
  expect((body as { error: { message: string } }).error.message).toMatch(/[a-zà-ú]/);
}

describe('bad requests get a Portuguese 4xx in one shape and change nothing', () => {
  test('malformed JSON', async () => {
    const { app, database } = await testApp();
    const res = await app.inject({
      method: 'POST',
      url: '/api/register',
      headers: json,
      payload: '{"name": "Ana",',
    });
    expect(res.statusCode).toBe(400);
    expectErrorShape(res.json(), 'INVALID_JSON');
    const [n] = await database.db.select({ n: count() }).from(users);
    expect(n!.n).toBe(0);
  });

  test('wrong types and unknown fields', async () => {
    const { app } = await testApp();
    const wrongType = await app.inject({
      method: 'POST',
      url: '/api/register',
      headers: json,
      payload: { name: 42, email: uniqueEmail(), password: 'uma-senha-boa-mesmo' },
    });
    expect(wrongType.statusCode).toBe(400);
    expectErrorShape(wrongType.json(), 'VALIDATION_FAILED');
    expect(wrongType.json().error.fields).toHaveProperty('name');

    const extra = await app.inject({
      method: 'POST',
      url: '/api/register',
      headers: json,
      payload: { name: 'Ana', email: uniqueEmail(), password: 'uma-senha-boa-mesmo', role: 'admin' },
    });
    expect(extra.statusCode).toBe(400);
    expectErrorShape(extra.json(), 'VALIDATION_FAILED');
  });

  test('oversize bodies', async () => {
    const { app } = await testApp();
    const res = await app.inject({
      method: 'POST',
      url: '/api/session',
      headers: json,
      payload: JSON.stringify({ email: 'a@b.com', password: 'x'.repeat(200_000) }),
    });
    expect(res.statusCode).toBe(413);
    expectErrorShape(res.json(), 'PAYLOAD_TOO_LARGE');
  });

  test('a body that is not JSON', async () => {
    const { app } = await testApp();
    const res = await app.inject({
      method: 'POST',
      url: '/api/session',
      headers: { 'content-type': 'text/plain', origin: TEST_ORIGIN },
      payload: 'email=a@b.com',
    });
    expect(res.statusCode).toBe(415);
    expectErrorShape(res.json(), 'UNSUPPORTED_MEDIA_TYPE');
  });

  test('unknown /api paths and bad query parameters', async () => {
    const { app } = await testApp();
    const missing = await app.inject({ method: 'GET', url: '/api/nada-aqui' });
    expect(missing.statusCode).toBe(404);
    expectErrorShape(missing.json(), 'NOT_FOUND');
    const { cookie } = await registerPersonal(app);
    const badQuery = await app.inject({
      method: 'GET',
      url: '/api/exercises?pageSize=5000',
      headers: { cookie },
    });
    expect(badQuery.statusCode).toBe(400);
    expectErrorShape(badQuery.json(), 'VALIDATION_FAILED');
  });
});

describe('unexpected failures', () => {
  test('an unreachable database answers 503 with a generic message, never the details', async () => {
    const { app } = await testApp();
    const { cookie } = await registerPersonal(app);
    const broken = connect('postgres://nobody:wrong@127.0.0.1:1/nothing', { max: 1 });
    const { app: brokenApp } = await testApp({ database: broken });
    const health = await brokenApp.inject({ method: 'GET', url: '/api/health/ready' });
    expect(health.statusCode).toBe(503);
    expectErrorShape(health.json(), 'DATABASE_UNAVAILABLE');

    const list = await brokenApp.inject({ method: 'GET', url: '/api/exercises', headers: { cookie } });
    // 503, not 500: the phone's outbox keeps a write for as long as the server says "not now".
    expect(list.statusCode).toBe(503);
    expect(list.json()).toEqual({
      error: {
        code: 'DATABASE_UNAVAILABLE',
        message: 'O serviço está indisponível no momento. Tente novamente em instantes.',
      },
    });
    await broken.close();
  });
});

test('a value the database refuses (SQLSTATE class 22) that got past a contract is a 400, not a 500', async () => {
  const { db } = await testDb();
  const app = Fastify();
  installErrorHandling(app);
  // Routes without a contract, so only the last guard stands between these values and a 500.
  app.get('/date/:value', async (request) => {
    await db.execute(sql`select ${(request.params as { value: string }).value}::date`);
    return { ok: true };
  });
  app.post('/text', async (request) => {
    await db.execute(sql`select ${(request.body as { value: string }).value}::text`);
    return { ok: true };
  });
  app.post('/json', async (request) => {
    await db.execute(sql`select ${JSON.stringify(request.body)}::jsonb`);
    return { ok: true };
  });
  const answers = [
    await app.inject({ method: 'GET', url: '/date/0000-01-01' }),
    await app.inject({ method: 'POST', url: '/text', payload: { value: 'a\u0000b' } }),
    await app.inject({ method: 'POST', url: '/json', payload: { value: 'x\ud800' } }),
  ];
  for (const res of answers) {
    expect(res.statusCode).toBe(400);
    expectErrorShape(res.json(), 'VALIDATION_FAILED');
  }
  expect((await app.inject({ method: 'GET', url: '/date/2026-11-23' })).statusCode).toBe(200);
});

describe('health and documentation', () => {
  test('health answers ok when the database answers', async () => {
    const { app } = await testApp();
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.json()).toEqual({ status: 'ok' });
  });

  test('the OpenAPI document is generated from the route schemas', async () => {
    const { app } = await testApp();
    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/register', '/api/session', '/api/exercises']),
    );
    expect(JSON.stringify(doc.paths['/api/register'].post.requestBody)).toContain('password');
  });
});

describe('browser security', () => {
  test('security headers with a CSP that forbids plugins and base tags', async () => {
    const { app } = await testApp();
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  test('HSTS is sent when the request came over HTTPS', async () => {
    const { app } = await testApp({ trustProxy: 1 });
    const res = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  test('state-changing requests from another origin are refused and change nothing', async () => {
    const { app, database } = await testApp();
    const payload = { name: 'Intrusa', email: uniqueEmail(), password: 'uma-senha-boa-mesmo' };
    const foreign = await app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { origin: 'https://evil.example' },
      payload,
    });
    expect(foreign.statusCode).toBe(403);
    expectErrorShape(foreign.json(), 'CROSS_ORIGIN');
    const crossSite = await app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'sec-fetch-site': 'cross-site' },
      payload,
    });
    expect(crossSite.statusCode).toBe(403);
    const [n] = await database.db.select({ n: count() }).from(users);
    expect(n!.n).toBe(0);
  });
});

describe('the browser keeps nothing of an account', () => {
  test('no API answer may be stored by a browser or proxy, whatever its status', async () => {
    const { app } = await testApp();
    const { call, trainer, student } = await signedInStudent(app);
    await call('POST', '/api/me/anamnesis/consent', { textVersion: ANAMNESIS_CONSENT_VERSION });
    await call('PUT', '/api/me/anamnesis', { answers: { healthIssues: 'Asma' } });
    const answers = [
      await call('GET', '/api/me/anamnesis'),
      await trainer.call('GET', `/api/students/${student.id}`),
      await trainer.call('GET', '/api/students'),
      await call('GET', '/api/students'),
      await app.inject({ method: 'GET', url: '/api/me' }),
      await app.inject({ method: 'GET', url: '/api/nada-aqui' }),
      await app.inject({ method: 'GET', url: '/api/health' }),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 403, 401, 404, 200]);
    for (const res of answers) expect(res.headers['cache-control']).toBe('no-store');
  });

  test('signing out tells the browser to drop its HTTP cache and storage', async () => {
    const { app } = await testApp();
    const { cookie } = await signedInStudent(app);
    for (const headers of [{ cookie, origin: TEST_ORIGIN }, { origin: TEST_ORIGIN }]) {
      const out = await app.inject({ method: 'DELETE', url: '/api/session', headers });
      expect(out.statusCode).toBe(204);
      expect(out.headers['clear-site-data']).toBe('"cache", "storage"');
    }
  });
});

test('too many requests from one address get 429 in the same shape, before any session lookup', async () => {
  const { app } = await testApp({ rateLimitPerMinute: 3 });
  const codes: number[] = [];
  for (let i = 0; i < 4; i += 1)
    codes.push((await app.inject({ method: 'GET', url: '/api/exercises' })).statusCode);
  expect(codes).toEqual([401, 401, 401, 429]);
  // A proxy's health checks are never counted, so they never lock the address out.
  expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  expect((await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
  const res = await app.inject({ method: 'GET', url: '/api/session' });
  expect(res.statusCode).toBe(429);
  expect(res.json().error.code).toBe('RATE_LIMITED');
  expect(res.json().error.message).toMatch(/^Muitas requisições em pouco tempo/);
  expect(res.headers['retry-after']).toMatch(/^\d+$/);
});

test('the single-page app: screens get index.html, missing files and unknown paths get 404', async () => {
  const webDir = mkdtempSync(path.join(os.tmpdir(), 'rumofit-web-'));
  mkdirSync(path.join(webDir, 'assets'));
  writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>RumoFit</title>');
  writeFileSync(path.join(webDir, 'assets', 'app-abc.js'), 'console.log(1)');
  try {
    const { app } = await testApp({ webDir });
    const screen = await app.inject({ method: 'GET', url: '/aluno/treino?data=2026-11-23' });
    expect(screen.statusCode).toBe(200);
    expect(screen.body).toContain('<title>RumoFit</title>');
    expect((await app.inject({ method: 'GET', url: '/assets/app-abc.js' })).statusCode).toBe(200);
    const stale = await app.inject({ method: 'GET', url: '/assets/app-old.js' });
    expect(stale.statusCode).toBe(404);
    expect(stale.headers['content-type']).toMatch(/json/);

    // Every screen of the app's router gets the page.
    for (const screen of [
      '/',
      '/entrar',
      '/personal',
      '/personal/alunos/0b7e/plano',
      '/admin',
      '/aluno',
      '/aluno/anamnese',
    ]) {
      const res = await app.inject({ method: 'GET', url: screen });
      expect(res.statusCode, screen).toBe(200);
      expect(res.body, screen).toContain('<title>RumoFit</title>');
    }
    // A file that is not there is not the page.
    for (const file of ['/robots-old.txt', '/sitemap.xml', '/wp-login.php', '/aluno/foto.png', '/.env']) {
      const res = await app.inject({ method: 'GET', url: file });
      expect(res.statusCode, file).toBe(404);
      expect(res.body, file).not.toContain('<title>RumoFit</title>');
    }
    // Any other path: the page (it says 'Página não encontrada'), with 404.
    const elsewhere = await app.inject({ method: 'GET', url: '/wp-admin' });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.body).toContain('<title>RumoFit</title>');
  } finally {
    rmSync(webDir, { recursive: true, force: true });
  }
});
