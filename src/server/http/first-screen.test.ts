import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { FIRST_DATA_ID, type FirstData } from '#shared/contracts/first-screen.ts';
import { localDate } from '#shared/domain/dates/local-date.ts';
import { signedInStudent } from '#server/testing/student.ts';
import { signedInTrainer } from '#server/testing/trainer.ts';
import { testApp } from '#server/testing/test-app.ts';
import { withFirstData } from './first-screen.ts';

const SHELL =
  '<!doctype html><html><head><meta name="rumofit:student-modules" content="/assets/student-page-a.js /assets/icon-b.js">' +
  '<title>RumoFit</title></head><body><div id="root"></div></body></html>';
const webDir = mkdtempSync(path.join(os.tmpdir(), 'rumofit-first-'));
mkdirSync(path.join(webDir, 'assets'));
writeFileSync(path.join(webDir, 'index.html'), SHELL);
afterAll(() => rmSync(webDir, { recursive: true, force: true }));

const BLOCK = new RegExp(`<script type="application/json" id="${FIRST_DATA_ID}">(.*?)</script>`);
const dataOf = (html: string) => {
  const json = BLOCK.exec(html)?.[1];
  return json === undefined ? null : (JSON.parse(json) as FirstData);
};

describe("the student's home page carries its first data (issue 23, 'Speed')", () => {
  test('a signed-in student gets the answers of the session, the home and the day, never stored', async () => {
    const { app } = await testApp({ webDir });
    const { cookie, call } = await signedInStudent(app, { name: 'Bia Souza' });
    const page = await app.inject({ method: 'GET', url: '/aluno', headers: { cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers.vary).toContain('cookie');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const data = dataOf(page.body);
    const day = `/api/me/workouts/${localDate(new Date())}`;
    expect(Object.keys(data ?? {}).sort()).toEqual(['/api/me', '/api/session', day].sort());
    // The routes' own answers, as the app would have got them.
    expect(JSON.parse(data!['/api/me']!.body)).toEqual((await call('GET', '/api/me')).json());
    expect(JSON.parse(data!['/api/session']!.body)).toMatchObject({ user: { role: 'student' } });
    expect(page.body).toContain('<link rel="modulepreload" crossorigin href="/assets/student-page-a.js" />');
    expect(page.body).toContain('<link rel="modulepreload" crossorigin href="/assets/icon-b.js" />');
  });

  test('the day the address names', async () => {
    const { app } = await testApp({ webDir });
    const { cookie } = await signedInStudent(app);
    const page = await app.inject({ method: 'GET', url: '/aluno?data=2026-03-02', headers: { cookie } });
    expect(Object.keys(dataOf(page.body) ?? {})).toContain('/api/me/workouts/2026-03-02');
  });

  test('no session, a trainer, another screen or a HEAD: the plain shell', async () => {
    const { app } = await testApp({ webDir });
    const trainer = await signedInTrainer(app);
    const { cookie } = await signedInStudent(app);
    const pages = [
      await app.inject({ method: 'GET', url: '/aluno' }),
      await app.inject({ method: 'GET', url: '/aluno', headers: { cookie: 'rumofit_session=inventado' } }),
      await app.inject({ method: 'GET', url: '/aluno', headers: { cookie: trainer.cookie } }),
      await app.inject({ method: 'GET', url: '/aluno/treino', headers: { cookie } }),
    ];
    for (const page of pages) {
      expect(page.statusCode).toBe(200);
      expect(page.body).toBe(SHELL);
      expect(page.headers['cache-control']).toBe('no-cache');
    }
    const head = await app.inject({ method: 'HEAD', url: '/aluno', headers: { cookie } });
    expect(head.body).toBe('');
    expect(head.headers['cache-control']).toBe('no-cache');
  });
});

describe('withFirstData', () => {
  test('no "<" of the data reaches the page as such', () => {
    const html = withFirstData(SHELL, {
      '/api/me': { status: 200, body: '{"name":"</script><script>alert(1)</script>"}' },
    });
    expect(html).not.toContain('</script><script>alert');
    expect(JSON.parse(dataOf(html)!['/api/me']!.body)).toEqual({
      name: '</script><script>alert(1)</script>',
    });
  });
});
