import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { localDate } from '#shared/domain/dates/local-date.ts';
import type { SessionUser } from '#shared/contracts/account.ts';
import {
  CODE_ENTRY_ATTRIBUTE,
  CODE_MODULES_ATTRIBUTE,
  FIRST_DATA_ID,
  FIRST_SCREEN_END,
  FIRST_SCREEN_START,
  type FirstData,
} from '#shared/contracts/first-screen.ts';
import type { StudentHome, WorkoutDay } from '#shared/contracts/training.ts';
import type { FirstScreen } from '#web/ssr/student-home.tsx';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const STUDENT_MODULES = /<meta name="rumofit:student-modules" content="([^"]*)"\s*\/?>/;

/**
 * The student's home page with its first data inside (issue 23, 'Speed'; decision 040). A signed-in
 * student opening /aluno gets index.html with the answers of `GET /api/session`, `GET /api/me` and
 * the day's `GET /api/me/workouts/:date` in a `<script type="application/json">` (data, never run: the
 * CSP's no-inline-script rule stands), where it used to wait for the session, then the page's code,
 * then the home, one slow round trip after another. The home itself comes rendered in the page, by the
 * app's own components (src/web/ssr, decision 052): the phone paints it once the HTML and the styles
 * are in, and /early.js asks for the app's code after that paint (decision 053).
 * The answers are the routes' own (`app.inject` with the caller's cookie and address, so access
 * rules, rate limits and shapes are the same); the page is personal, so it is never stored
 * (`no-store`) and the service worker keeps it without the data (src/web/sw/sw.ts).
 * Returns null when the page stays the plain shell (no session, not a student, a route failed).
 */
export function firstScreenPages(app: FastifyInstance, webDir: string) {
  let shell: string | null = null;
  const readShell = () => (shell ??= readFileSync(path.join(webDir, 'index.html'), 'utf8'));
  // The web's components and React's server renderer load once, for the first student's page: an
  // instance that starts (and every test that builds an app) does not compile them unless asked.
  let renderer: Promise<((screen: FirstScreen) => string | null) | null> | undefined;
  const loadRenderer = () =>
    (renderer ??= import('#web/ssr/student-home.tsx').then(
      (module) => module.renderStudentHome,
      (error: unknown) => {
        app.log.warn({ err: error }, 'first screen: the student home will not be rendered on the server');
        return null;
      },
    ));

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
    const screen: FirstScreen = {
      user: (JSON.parse(session.body) as { user: SessionUser }).user,
      home: JSON.parse(home.body) as StudentHome,
      day: day.status === 200 ? (JSON.parse(day.body) as WorkoutDay) : null,
      url: request.url,
    };
    return withFirstData(readShell(), data, renderedHome(await loadRenderer(), screen));
  };

  function renderedHome(render: ((screen: FirstScreen) => string | null) | null, screen: FirstScreen) {
    try {
      return render?.(screen) ?? null;
    } catch (error) {
      // Only what failed, never the student's data: the page then comes with its loading placeholder.
      app.log.warn(
        { error: error instanceof Error ? error.name : typeof error },
        'first screen: not rendered',
      );
      return null;
    }
  }
}

function isStudent(body: string): boolean {
  try {
    return (JSON.parse(body) as { user?: { role?: unknown } | null } | null)?.user?.role === 'student';
  } catch {
    return false;
  }
}

/** The shell's /early.js. */
const EARLY_SCRIPT = /<script async src="(\/early\.js)"><\/script>\s*/;
/** The shell's code: its entry and the modules the entry imports. */
const CODE_TAGS = /<script type="module"[^>]*><\/script>\s*|<link rel="modulepreload"[^>]*>\s*/g;
const ENTRY = /<script type="module"[^>]*\ssrc="[^"]+"[^>]*><\/script>/;
const SOURCE = /\s(?:src|href)="([^"]+)"/;

/**
 * The shell with the first data and the student page's modulepreloads; with `screen`, the screen
 * rendered on the server in place of the loading placeholder.
 *
 * Without a screen, the data block goes at the top of the head (before /early.js, which looks for it)
 * and the preloads at the end of the head, after the entry and the styles, which the phone needs first.
 * With one, the page is ordered for its first paint on a slow link: the head keeps the styles only, and
 * the data and /early.js follow the rendered screen at the end of the body. The app's code is not in the
 * page: /early.js carries its entry and modules and adds them once the screen has been painted (decision
 * 053). In the page, the phone spent the time to its first paint starting twelve downloads and compiling
 * what arrived (in the HTML's head, the body came in last, ~1.6 s in, behind them: decision 052).
 */
export function withFirstData(html: string, data: FirstData, screen: string | null = null): string {
  // In a script element only "</script" or "<!--" could end it early: no "<" reaches it as such.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  const block = `<script type="application/json" id="${FIRST_DATA_ID}">${json}</script>`;
  const modules = STUDENT_MODULES.exec(html)?.[1]?.split(' ').filter(Boolean) ?? [];
  const preloads = modules.map((href) => `<link rel="modulepreload" crossorigin href="${href}" />`).join('');
  const start = html.indexOf(FIRST_SCREEN_START);
  const end = html.indexOf(FIRST_SCREEN_END, start);
  const early = EARLY_SCRIPT.exec(html)?.[1];
  // Functions, not strings: a '$&' or "$'" in a student's data is text, not a replacement pattern.
  if (screen === null || start < 0 || end < 0 || !early || !ENTRY.test(html))
    return html.replace('<head>', () => `<head>${block}`).replace('</head>', () => `${preloads}</head>`);
  let entry = '';
  const code: string[] = [];
  const before = html
    .slice(0, start + FIRST_SCREEN_START.length)
    .replace(EARLY_SCRIPT, '')
    .replace(CODE_TAGS, (tag) => {
      const source = SOURCE.exec(tag)?.[1] ?? '';
      if (tag.startsWith('<script')) entry = source;
      else code.push(source);
      return '';
    });
  const loader =
    `<script defer src="${early}" ${CODE_ENTRY_ATTRIBUTE}="${entry}" ` +
    `${CODE_MODULES_ATTRIBUTE}="${[...code, ...modules].join(' ')}"></script>`;
  const after = html.slice(end).replace('</body>', () => `${block}${loader}</body>`);
  return `${before}${screen}${after}`;
}
