import { lazy, Suspense, type ReactNode } from 'react';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { t } from '#web/i18n/pt-BR.ts';
import { BrowserRouter, Routes, type RouteDef } from '#web/lib/router.tsx';
import { HomeRedirect, NotFoundPage } from '#web/pages/home-redirect.tsx';
import { AppShell } from './app-shell.tsx';
import { loadedStudentPage, loadStudentPage } from './student-page-module.ts';

// Each role's screens load only when that role opens them. The trainer's and admin's strings travel
// with their screens (fetched in parallel with the page), so the student never downloads them.
const loadTrainerStrings = () => import('#web/i18n/trainer-strings.ts');
const withTrainerStrings = async <T,>(page: Promise<T>): Promise<T> =>
  (await Promise.all([page, loadTrainerStrings()]))[0];

const LoginPage = lazy(() => import('#web/pages/login-page.tsx'));
const PersonalPage = lazy(() => withTrainerStrings(import('#web/pages/personal-page.tsx')));
const AdminPage = lazy(() => withTrainerStrings(import('#web/pages/admin-page.tsx')));
// app/early-fetch.ts already asks for it when the app opens at /aluno; once in, it renders without suspending.
const LazyStudentPage = lazy(loadStudentPage);
function StudentPage() {
  return loadedStudentPage() ?? <LazyStudentPage />;
}

const page = (node: ReactNode) => <Suspense fallback={<Spinner label={t('app.loading')} />}>{node}</Suspense>;

const personal = <AppShell roles={['personal', 'admin']}>{page(<PersonalPage />)}</AppShell>;

/**
 * The app's routes, the first that matches wins. The server answers 404 outside them: a new top-level
 * screen goes into src/shared/contracts/app-routes.ts too. The router is the app's own
 * (`#web/lib/router.tsx`, decision 040): react-router was ~14 KB of every first screen.
 */
const ROUTES: readonly RouteDef[] = [
  { path: '/', element: <HomeRedirect /> },
  { path: '/entrar', element: page(<LoginPage />) },
  // The list stays underneath while a student's dialog or plan editor is open, so each has a URL;
  // the three share one tree, so moving between them keeps the page mounted.
  { path: '/personal', element: personal },
  { path: '/personal/alunos/:studentId', element: personal },
  { path: '/personal/alunos/:studentId/plano', element: personal },
  { path: '/personal/modelos/:templateId', element: personal },
  { path: '/admin', element: <AppShell roles={['admin']}>{page(<AdminPage />)}</AppShell> },
  // The student's screens route inside the page (home, workout, anamnesis): one chunk serves them all.
  { path: '/aluno/*', element: <AppShell roles={['student']}>{page(<StudentPage />)}</AppShell> },
  { path: '*', element: <NotFoundPage /> },
];

export function AppRouter() {
  return (
    <BrowserRouter>
      <Routes routes={ROUTES} />
    </BrowserRouter>
  );
}
