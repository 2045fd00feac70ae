import { Navigate } from 'react-router';
import { Brand } from '#web/components/ui/brand.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { AuthForm } from '#web/features/auth/auth-form.tsx';
import { homePath, useSession } from '#web/features/auth/session.ts';
import { t } from '#web/i18n/pt-BR.ts';

export default function LoginPage() {
  const { data: user, isPending } = useSession();
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
      <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <AuthForm />
      </section>
    </main>
  );
}
