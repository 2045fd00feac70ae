import { lazy, Suspense, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { t } from '#web/i18n/pt-BR.ts';
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

/**
 * The app's routes. The server answers 404 outside them: a new top-level screen goes into
 * src/shared/contracts/app-routes.ts too. Declarative `<BrowserRouter>`: the app uses no loaders, actions or fetchers, and
 * react-router's data router costs ~16 KB more gzipped JavaScript on every first screen.
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/" element={<HomeRedirect />} />
        <Route path="/entrar" element={page(<LoginPage />)} />
        {/* The list stays underneath while a student's dialog or plan editor is open, so each has a URL. */}
        <Route element={<AppShell roles={['personal', 'admin']} />}>
          <Route path="/personal" element={page(<PersonalPage />)} />
          <Route path="/personal/alunos/:studentId" element={page(<PersonalPage />)} />
          <Route path="/personal/alunos/:studentId/plano" element={page(<PersonalPage />)} />
          <Route path="/personal/modelos/:templateId" element={page(<PersonalPage />)} />
        </Route>
        <Route element={<AppShell roles={['admin']} />}>
          <Route path="/admin" element={page(<AdminPage />)} />
        </Route>
        {/* The student's screens route inside the page (home, workout, anamnesis): one chunk serves them all. */}
        <Route element={<AppShell roles={['student']} />}>
          <Route path="/aluno/*" element={page(<StudentPage />)} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </BrowserRouter>
  );
}
