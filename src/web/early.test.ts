import { afterEach, expect, test, vi } from 'vitest';
import { localDate } from '#shared/domain/dates/local-date.ts';
import { FIRST_DATA_ID } from '#shared/contracts/first-screen.ts';
import { api } from '#web/lib/api-client.ts';
import { dropEarly } from '#web/lib/early-responses.ts';
import { EARLY_GLOBAL, hasFirstData, SIGNED_IN_HINT } from '#web/lib/early-start.ts';
import { fakeFetch, json } from '#web/testing/fake-fetch.ts';

/** Runs /early.js's code as the page does: once, on load. */
async function runEarlyJs() {
  vi.resetModules();
  await import('./early.ts');
}

afterEach(() => {
  localStorage.clear();
  document.head.innerHTML = '';
  window.history.replaceState(null, '', '/');
  (globalThis as Record<string, unknown>)[EARLY_GLOBAL] = undefined;
  dropEarly();
});

test('at the student’s home, signed in: the three GETs leave at once, and the page’s code is preloaded', async () => {
  const fetch = fakeFetch(() => json({}));
  localStorage.setItem(SIGNED_IN_HINT, '1');
  window.history.replaceState(null, '', '/aluno');
  document.head.innerHTML =
    '<meta name="rumofit:student-modules" content="/assets/student-page-x.js /assets/y.js">';
  await runEarlyJs();

  const today = localDate(new Date());
  expect(fetch.mock.calls.map(([path]) => path)).toEqual([
    '/api/session',
    '/api/me',
    `/api/me/workouts/${today}`,
  ]);
  expect(Object.keys((globalThis as unknown as Record<string, object>)[EARLY_GLOBAL]!)).toEqual([
    '/api/session',
    '/api/me',
    `/api/me/workouts/${today}`,
  ]);
  const preloads = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
  expect(preloads.map((link) => link.getAttribute('href'))).toEqual([
    '/assets/student-page-x.js',
    '/assets/y.js',
  ]);
});

test('signed out, or on another screen: only who is signed in, and no code', async () => {
  const fetch = fakeFetch(() => json({ user: null }));
  window.history.replaceState(null, '', '/aluno');
  await runEarlyJs();
  expect(fetch.mock.calls.map(([path]) => path)).toEqual(['/api/session']);
  expect(document.head.querySelector('link[rel="modulepreload"]')).toBeNull();
});

test('a page the server wrote the first answers into: nothing leaves, the answers wait for the app', async () => {
  const fetch = fakeFetch(() => json({}));
  window.history.replaceState(null, '', '/aluno');
  const data = {
    '/api/session': { status: 200, body: '{"user":{"role":"student"}}' },
    '/api/me': { status: 200, body: '{"name":"Bia"}' },
  };
  document.head.innerHTML =
    `<script type="application/json" id="${FIRST_DATA_ID}">${JSON.stringify(data)}</script>` +
    '<meta name="rumofit:student-modules" content="/assets/student-page-x.js">';
  await runEarlyJs();

  expect(fetch).not.toHaveBeenCalled();
  // The server's page preloads the code itself.
  expect(document.head.querySelector('link[rel="modulepreload"]')).toBeNull();
  expect(hasFirstData()).toBe(true);
  expect(await api('GET /api/me')).toEqual({ name: 'Bia' });
  expect(await api('GET /api/session')).toEqual({ user: { role: 'student' } });
  expect(fetch).not.toHaveBeenCalled();
});

test('the app, started before /early.js, takes the server’s answers itself, and /early.js asks for nothing', async () => {
  const fetch = fakeFetch(() => json({ name: 'da rede' }));
  window.history.replaceState(null, '', '/aluno');
  const data = { '/api/me': { status: 200, body: '{"name":"Bia"}' } };
  document.head.innerHTML = `<script type="application/json" id="${FIRST_DATA_ID}">${JSON.stringify(data)}</script>`;
  expect(await api('GET /api/me')).toEqual({ name: 'Bia' });
  await runEarlyJs();
  expect(fetch).not.toHaveBeenCalled();
  expect(await api('GET /api/me')).toEqual({ name: 'da rede' });
});
