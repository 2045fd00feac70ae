import { Link, Navigate } from '#web/lib/router.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { homePath, useSession } from '#web/data/session.ts';
import { t } from '#web/i18n/pt-BR.ts';

export function HomeRedirect() {
  const { data: user, isPending } = useSession();
  if (isPending) return <Spinner label={t('app.loading')} />;
  return <Navigate to={user ? homePath(user) : '/entrar'} replace />;
}

export function NotFoundPage() {
  return (
    <main className="mx-auto max-w-md px-5 py-16 text-center">
      <h1 className="text-2xl font-bold">{t('notFound.title')}</h1>
      <Link
        to="/"
        className="mt-4 inline-block min-h-11 rounded-md px-3 py-2 font-semibold text-brand-700 underline"
      >
        {t('notFound.back')}
      </Link>
    </main>
  );
}
