import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { localDate } from '#shared/domain/dates/local-date.ts';
import { FIRST_DATA_ID, type FirstData } from '#shared/contracts/first-screen.ts';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const STUDENT_MODULES = /<meta name="rumofit:student-modules" content="([^"]*)"\s*\/?>/;

/**
 * The student's home page with its first data inside (issue 23, 'Speed'; decision 040). A signed-in
 * student opening /aluno gets index.html with the answers of `GET /api/session`, `GET /api/me` and
 * the day's `GET /api/me/workouts/:date` in a `<script type="application/json">` (data, never run: the
 * CSP's no-inline-script rule stands) and the student page's code as `<link rel="modulepreload">`.
 * The phone then asks for nothing before its first paint but the code and the styles, where it used
 * to wait for the session, then the page's code, then the home, one slow round trip after another.
 * The answers are the routes' own (`app.inject` with the caller's cookie and address, so access
 * rules, rate limits and shapes are the same); the page is personal, so it is never stored
 * (`no-store`) and the service worker keeps it without the data (src/web/sw/sw.ts).
 * Returns null when the page stays the plain shell (no session, not a student, a route failed).
 */
export function firstScreenPages(app: FastifyInstance, webDir: string) {
  let shell: string | null = null;
  const readShell = () => (shell ??= readFileSync(path.join(webDir, 'index.html'), 'utf8'));

  return async function studentHomePage(request: FastifyRequest): Promise<string | null> {
    const [pathname = '', search = ''] = request.url.split('?');
    if (request.method !== 'GET' || !request.headers.cookie) return null;
    if (!(pathname === '/aluno' || pathname === '/aluno/')) return null;
    const get = async (url: string) => {
      const answer = await app.inject({
        method: 'GET',
        url,
        remoteAddress: request.ip,
        headers: { cookie: request.headers.cookie ?? '', accept: 'application/json' },
      });
      return { status: answer.statusCode, body: answer.body };
    };
    const session = await get('/api/session');
    if (session.status !== 200 || !isStudent(session.body)) return null;
    const asked = new URLSearchParams(search).get('data');
    const date = asked && ISO_DATE.test(asked) ? asked : localDate(new Date());
    const dayPath = `/api/me/workouts/${date}`;
    const [home, day] = await Promise.all([get('/api/me'), get(dayPath)]);
    if (home.status !== 200) return null;
    const data: FirstData = { '/api/session': session, '/api/me': home };
    if (day.status === 200) data[dayPath] = day;
    return withFirstData(readShell(), data);
  };
}

function isStudent(body: string): boolean {
  try {
    return (JSON.parse(body) as { user?: { role?: unknown } | null } | null)?.user?.role === 'student';
  } catch {
    return false;
  }
}

/**
 * The shell with the data block at the top of its head (before /early.js, which looks for it) and the
 * student page's modulepreloads at the end, after the entry and the styles, which the phone needs first.
 */
export function withFirstData(html: string, data: FirstData): string {
  // In a script element only "</script" or "<!--" could end it early: no "<" reaches it as such.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  const modules = STUDENT_MODULES.exec(html)?.[1]?.split(' ').filter(Boolean) ?? [];
  const preloads = modules.map((href) => `<link rel="modulepreload" crossorigin href="${href}" />`).join('');
  return html
    .replace('<head>', `<head><script type="application/json" id="${FIRST_DATA_ID}">${json}</script>`)
    .replace('</head>', `${preloads}</head>`);
}
