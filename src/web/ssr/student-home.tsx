import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { SessionUser } from '#shared/contracts/account.ts';
import type { StudentHome, WorkoutDay } from '#shared/contracts/training.ts';
import { AppShell } from '#web/app/app-shell.tsx';
import { meKeys } from '#web/data/me.ts';
import { sessionKey } from '#web/data/session.ts';
import { MemoryRouter } from '#web/lib/router.tsx';
import StudentPage from '#web/pages/student-page.tsx';

export interface FirstScreen {
  user: SessionUser;
  home: StudentHome;
  /** The day the address names (today unless `?data=`), when its answer came. */
  day: WorkoutDay | null;
  /** The page's path and query, as the browser asked for it. */
  url: string;
}

/**
 * The student's first screen as HTML (null for a screen not rendered here), rendered on the server by the app's own components from the
 * answers the page carries (src/server/http/first-screen.ts, decision 052). A phone paints it as soon as
 * the HTML and the styles are in, before any of the app's code has arrived or run; the app then
 * renders the same screen in its place (main.tsx), with the writes the phone still holds laid over it.
 * Nothing runs here but the render: no effect, no request, no storage (those are the browser's).
 * Until the app's code has run, the screen is shown but `inert` (and hidden from assistive technology,
 * as inert content is): a tap on it would do nothing, so nothing offers itself to be tapped.
 */
export function renderStudentHome({ user, home, day, url }: FirstScreen): string | null {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(sessionKey, user);
  client.setQueryData(meKeys.home(), home);
  if (day) client.setQueryData(meKeys.day(day.date), day);
  const html = renderToString(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <AppShell roles={['student']}>
          <StudentPage />
        </AppShell>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  client.clear();
  // A screen whose code loads on demand (the anamnesis wizard, the waiting screen) would come out as
  // its fallback, marked '<!--$!-->': the page then keeps its placeholder and the app renders it.
  if (html.includes('<!--$!-->')) return null;
  return `<div inert aria-hidden="true">${html}</div>`;
}
