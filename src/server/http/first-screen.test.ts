import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import {
  FIRST_DATA_ID,
  FIRST_SCREEN_END,
  FIRST_SCREEN_START,
  type FirstData,
} from '#shared/contracts/first-screen.ts';
import { localDate } from '#shared/domain/dates/local-date.ts';
import { weekdayOf } from '#shared/domain/plans/weekdays.ts';
import { buildPlan } from '#shared/testing/build-plan.ts';
import { signedInStudent } from '#server/testing/student.ts';
import { signedInTrainer } from '#server/testing/trainer.ts';
import { testApp } from '#server/testing/test-app.ts';
import { withFirstData } from './first-screen.ts';

const SHELL =
  '<!doctype html><html><head><meta name="rumofit:student-modules" content="/assets/student-page-a.js /assets/icon-b.js">' +
  '<title>RumoFit</title><script async src="/early.js"></script>' +
  '<script type="module" crossorigin src="/assets/index-e.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/runtime-r.js">' +
  `<link rel="stylesheet" crossorigin href="/assets/index-s.css"></head><body><div id="root">${FIRST_SCREEN_START}<p>Carregando...</p>${FIRST_SCREEN_END}</div></body></html>`;
const webDir = mkdtempSync(path.join(os.tmpdir(), 'rumofit-first-'));
mkdirSync(path.join(webDir, 'assets'));
writeFileSync(path.join(webDir, 'index.html'), SHELL);
afterAll(() => rmSync(webDir, { recursive: true, force: true }));

const BLOCK = new RegExp(`<script type="application/json" id="${FIRST_DATA_ID}">(.*?)</script>`);
const daysFromToday = (days: number) => localDate(new Date(Date.now() + days * 86_400_000));

/** What the page shows before its code runs: the root's markup without tags. */
const firstScreenText = (html: string) =>
  html
    .slice(html.indexOf(FIRST_SCREEN_START), html.indexOf(FIRST_SCREEN_END))
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ');
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
    // A new student's screen is the anamnesis wizard, whose code loads on demand: not rendered here.
    expect(page.body).toContain('<p>Carregando...</p>');
    expect(page.body).not.toContain('renderToString');
  });

  test("the home comes rendered by the app's components, the day's workout in it", async () => {
    const { app } = await testApp({ webDir });
    const { cookie } = await signedInStudent(app, {
      name: 'Bia Souza',
      plan: buildPlan(),
      planStatus: 'active',
      planExpiryDate: daysFromToday(200),
    });
    // buildPlan's one day is a Monday: the next one from today.
    const monday = [0, 1, 2, 3, 4, 5, 6]
      .map(daysFromToday)
      .find((date) => weekdayOf(date) === 'Segunda-feira');
    const page = await app.inject({ method: 'GET', url: `/aluno?data=${monday}`, headers: { cookie } });
    const text = firstScreenText(page.body);
    expect(text).toContain('Olá, Bia!');
    expect(text).toContain('Treino A');
    expect(text).toContain('Supino Reto');
    expect(text).toContain('4 x 10');
    expect(text).not.toContain('Carregando...');
    expect(page.body).toMatch(/<h1[^>]*>Olá, Bia!<\/h1>/);
    // Ordered for a slow link: the styles before the screen, the data and /early.js after it; the app's
    // code is not in the page, /early.js adds it once the screen has been painted (decision 053).
    const at = (text: string) => page.body.indexOf(text);
    expect(at('/assets/index-s.css')).toBeLessThan(at(FIRST_SCREEN_START));
    expect(at(`id="${FIRST_DATA_ID}"`)).toBeGreaterThan(at(FIRST_SCREEN_END));
    const loader =
      /<script defer src="\/early\.js" data-entry="([^"]*)" data-modules="([^"]*)"><\/script>/.exec(
        page.body,
      );
    expect(at(loader?.[0] ?? '<no loader>')).toBeGreaterThan(at(`id="${FIRST_DATA_ID}"`));
    expect(loader?.[1]).toBe('/assets/index-e.js');
    expect(loader?.[2]?.split(' ')).toEqual([
      '/assets/runtime-r.js',
      '/assets/student-page-a.js',
      '/assets/icon-b.js',
    ]);
    expect(page.body).not.toMatch(/<script type="module"|rel="modulepreload"|async src="\/early\.js"/);
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
  test("a '$' in the data or the screen is text, never a replacement pattern", () => {
    const body = JSON.stringify({ name: "Bia $& $' $` $$" });
    const html = withFirstData(SHELL, { '/api/me': { status: 200, body } }, "<h1>Olá, $&$'!</h1>");
    expect(dataOf(html)!['/api/me']!.body).toBe(body);
    expect(html).toContain(
      `<div id="root">${FIRST_SCREEN_START}<h1>Olá, $&$'!</h1>${FIRST_SCREEN_END}</div>`,
    );
  });

  test('without a rendered screen the placeholder stays', () => {
    expect(withFirstData(SHELL, {})).toContain(
      `${FIRST_SCREEN_START}<p>Carregando...</p>${FIRST_SCREEN_END}`,
    );
  });

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
