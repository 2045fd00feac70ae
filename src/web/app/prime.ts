import type { QueryClient } from '@tanstack/react-query';
import { studentHomeQuery } from '#web/data/me.ts';
import { sessionQuery } from '#web/data/session.ts';
import { loadStudentPage } from './student-page-module.ts';

/** Longest the first render waits for the data below; after that it renders as usual (spinner, skeleton). */
const PRIME_WAIT_MS = 3_000;

/**
 * At /aluno, before React's first render: who is signed in, the student's home and the student page's
 * code, all already on their way (/early.js, app/early-fetch.ts). With them in the cache, the first render paints
 * the home itself instead of a spinner, then the header, then a skeleton — each of those a render and
 * a paint that a slow phone needs hundreds of ms for (docs/bench.md, web vitals). Never throws; the
 * queries are the screens' own, so they take over whatever is still on its way.
 */
export async function primeFirstScreen(client: QueryClient): Promise<void> {
  if (!window.location.pathname.startsWith('/aluno')) return;
  const primed = Promise.all([
    client.prefetchQuery(sessionQuery).then(() => {
      if (client.getQueryData(sessionQuery.queryKey)?.role === 'student')
        return client.prefetchQuery(studentHomeQuery);
    }),
    loadStudentPage(),
  ]).catch(() => undefined);
  await Promise.race([primed, new Promise((resolve) => setTimeout(resolve, PRIME_WAIT_MS))]);
}
