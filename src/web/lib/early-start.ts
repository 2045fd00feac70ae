import { FIRST_DATA_ID, type FirstData } from '#shared/contracts/first-screen.ts';

/*
 * The first screen's GETs, started before the app's code runs: every screen asks who is signed in,
 * and the student's home (/aluno) also needs `GET /api/me` and the day's workout. They start
 * from `src/web/early.ts` (built to /early.js, which index.html loads `async`, so the requests
 * leave as soon as the HTML is read; `lib/early-paths.ts` says which), and `lib/early-responses.ts`
 * hands each answer to the first `api()` GET of its path. `app/early-fetch.ts`, the app's first import,
 * asks for the student page's code. Kept small: early.js runs on a cheap phone before anything else.
 */

/**
 * Set by data/session.ts while someone is signed in on this device: a signed-out visit then asks for
 * nothing that would only answer 401.
 */
export const SIGNED_IN_HINT = 'rumofit.signedIn';

/** Where early.js leaves what it started, for lib/early-responses.ts. */
export const EARLY_GLOBAL = '__rumofitEarly';
export type EarlyRequest = { response: Promise<Response>; at: number };

export function signedInHere(): boolean {
  try {
    return localStorage.getItem(SIGNED_IN_HINT) === '1';
  } catch {
    return false; // storage refused: no head start
  }
}

export const isStudentHome = (pathname: string) => pathname.startsWith('/aluno');

/** A GET as the app's api() makes it, started now; a failure reaches whoever takes the answer. */
export function startGet(path: string): EarlyRequest {
  const response = fetch(path, { credentials: 'same-origin', headers: { accept: 'application/json' } });
  response.catch(() => undefined);
  return { response, at: Date.now() };
}

/**
 * The answers the server wrote into the student's home page (src/server/http/first-screen.ts), as
 * early requests already answered; null when the page has none or they were taken. Taken once.
 */
export function takeFirstData(): Record<string, EarlyRequest> | null {
  const element = document.getElementById(FIRST_DATA_ID);
  if (!element || element.dataset.taken) return null;
  element.dataset.taken = '1';
  try {
    const data = JSON.parse(element.textContent || '{}') as FirstData;
    const early: Record<string, EarlyRequest> = {};
    for (const [path, { status, body }] of Object.entries(data)) {
      const headers = { 'content-type': 'application/json; charset=utf-8' };
      early[path] = { response: Promise.resolve(new Response(body, { status, headers })), at: Date.now() };
    }
    return early;
  } catch {
    return null; // unreadable: the app asks as usual
  }
}

/** Whether the server wrote the first data into this page (a signed-in student's home). */
export const hasFirstData = () => document.getElementById(FIRST_DATA_ID) !== null;
