import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter } from 'react-router';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { t } from '#web/i18n/pt-BR.ts';
import { HomeRedirect, NotFoundPage } from '#web/pages/home-redirect.tsx';
import { AppShell } from './app-shell.tsx';

// Each role's screens load only when that role opens them.
const LoginPage = lazy(() => import('#web/pages/login-page.tsx'));
const PersonalPage = lazy(() => import('#web/pages/personal-page.tsx'));
const AdminPage = lazy(() => import('#web/pages/admin-page.tsx'));
const StudentPage = lazy(() => import('#web/pages/student-page.tsx'));

const page = (node: ReactNode) => <Suspense fallback={<Spinner label={t('app.loading')} />}>{node}</Suspense>;

export const router = createBrowserRouter([
  { path: '/', element: <HomeRedirect /> },
  { path: '/entrar', element: page(<LoginPage />) },
  {
    element: <AppShell roles={['personal', 'admin']} />,
    // The list stays underneath while a student's dialog or plan editor is open, so each has a URL.
    children: [
      { path: '/personal', element: page(<PersonalPage />) },
      { path: '/personal/alunos/:studentId', element: page(<PersonalPage />) },
      { path: '/personal/alunos/:studentId/plano', element: page(<PersonalPage />) },
    ],
  },
  { element: <AppShell roles={['admin']} />, children: [{ path: '/admin', element: page(<AdminPage />) }] },
  {
    element: <AppShell roles={['student']} />,
    children: [{ path: '/aluno', element: page(<StudentPage />) }],
  },
  { path: '*', element: <NotFoundPage /> },
]);
