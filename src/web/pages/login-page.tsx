import { useEffect } from 'react';
import { Navigate } from '#web/lib/router.tsx';
import { Brand } from '#web/components/ui/brand.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { AuthForm } from '#web/features/auth/auth-form.tsx';
import { homePath, useSession } from '#web/data/session.ts';
import { t } from '#web/i18n/pt-BR.ts';

export default function LoginPage() {
  const { data: user, isPending, error, refetch } = useSession();
  // Opened offline, react-query never saw the connection go, so it does not see it come back either.
  useEffect(() => {
    if (!error) return;
    const askAgain = () => void refetch();
    window.addEventListener('online', askAgain);
    return () => window.removeEventListener('online', askAgain);
  }, [error, refetch]);
  if (isPending) return <Spinner label={t('app.loading')} />;
  if (user) return <Navigate to={homePath(user)} replace />;
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-md flex-col justify-center px-5 py-10">
      <div className="mb-8 text-center">
        <h1>
          <Brand size="lg" />
        </h1>
        <p className="mt-2 text-slate-600">{t('brand.tagline')}</p>
      </div>
      {error ? (
        // Nobody could be asked who is signed in: say why, and the form stays for when it comes back.
        <p
          role="alert"
          className="mb-4 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200"
        >
          {error.message}
        </p>
      ) : null}
      <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <AuthForm />
      </section>
    </main>
  );
}
