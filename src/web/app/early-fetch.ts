import { startEarly } from '#web/lib/early-responses.ts';
import { loadStudentPage } from './student-page-module.ts';

// Imported first by main.tsx, so this runs before React and the rest of the app start: on a slow
// phone that start-up takes a second or more, and the first screen's data comes down meanwhile
// (docs/bench.md, web vitals). Every screen asks who is signed in; the student's home (/aluno) also
// needs `GET /api/me` and the day's workout, and its code. public/early.js usually started the GETs
// already, as soon as the HTML was read; startEarly only starts what it did not.
const paths = ['/api/session'];
if (window.location.pathname.startsWith('/aluno') && signedInHere()) {
  paths.push('/api/me');
  const asked = new URLSearchParams(window.location.search).get('data');
  // Brazil's date without Intl, whose first use costs ~50 ms of start-up on a slow phone: UTC−3, no
  // daylight saving since 2019. A wrong guess only costs a request nobody takes.
  const today = new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10);
  paths.push(`/api/me/workouts/${asked && /^\d{4}-\d{2}-\d{2}$/.test(asked) ? asked : today}`);
  void loadStudentPage().catch(() => undefined);
}
startEarly(paths);

/** Kept by data/session.ts: nobody signed in here means /api/me would only answer 401. */
function signedInHere(): boolean {
  try {
    return localStorage.getItem('rumofit.signedIn') === '1';
  } catch {
    return false;
  }
}
