import { lazy, Suspense, useState, type ReactNode } from 'react';
import { FileLock, LogOut, Ruler, Settings, ShieldCheck, Users } from 'lucide-react';
import type { Role, SessionUser } from '#shared/contracts/account.ts';
import { Brand } from '#web/components/ui/brand.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { TOAST_AVOID } from '#web/components/ui/toaster.tsx';
import { homePath, useSession } from '#web/data/session.ts';
import { loadSignOutDialog, useSignOut } from '#web/features/offline/use-sign-out.ts';
import { t } from '#web/i18n/pt-BR.ts';
import { Link, Navigate, useLocation, useNavigate } from '#web/lib/router.tsx';

// The dialog library loads the first time someone opens the settings, with the trainer's strings.
const SettingsDialog = lazy(async () => {
  const [dialog] = await Promise.all([
    import('#web/features/settings/settings-dialog.tsx'),
    import('#web/i18n/trainer-strings.ts'),
  ]);
  return dialog;
});
// 'Seus dados': the student's privacy, loaded the first time they open it.
const PrivacyDialog = lazy(() => import('#web/features/anamnesis/privacy-dialog.tsx'));
// 'Sair sem enviar?': only when a student's phone still holds unsent sets.
const SignOutDialog = lazy(loadSignOutDialog);

/** The signed-in frame: header plus the role's screen. Anyone else goes to the login screen. */
export function AppShell({ roles, children }: { roles: readonly Role[]; children: ReactNode }) {
  const { data: user, isPending } = useSession();
  const location = useLocation();
  if (isPending) return <Spinner label={t('app.loading')} />;
  if (!user) return <Navigate to="/entrar" replace state={{ from: location.pathname }} />;
  if (!roles.includes(user.role)) return <Navigate to={homePath(user)} replace />;
  return (
    <div className="min-h-dvh">
      <Header user={user} />
      <main className="mx-auto w-full max-w-6xl px-4 py-6">
        {children}
      </main>
    </div>
  );
}

function Header({ user }: { user: SessionUser }) {
  const role = user.role;
  const { signOut, leave, cancel, unsent, busy } = useSignOut(user);
  const navigate = useNavigate();
  const location = useLocation();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [privacyOpen, setPrivacyOpen] = useState(false);
  const onAdmin = location.pathname.startsWith('/admin');

  return (
    <header
      className="sticky top-0 z-10 border-b border-slate-200 bg-white/95 backdrop-blur"
      {...TOAST_AVOID}
    >
      <div className="mx-auto flex w-full max-w-6xl items-center gap-2 px-4 py-2">
        <Link to="/" className="mr-auto inline-flex min-h-11 items-center rounded-md">
          <Brand />
        </Link>
        {role === 'admin' ? (
          <Button variant="secondary" onClick={() => navigate(onAdmin ? '/personal' : '/admin')}>
            {onAdmin ? (
              <Users aria-hidden="true" className="size-5" />
            ) : (
              <ShieldCheck aria-hidden="true" className="size-5" />
            )}
            <span className="hidden sm:inline">
              {onAdmin ? t('header.viewAsPersonal') : t('header.adminPanel')}
            </span>
            <span className="sr-only sm:hidden">
              {onAdmin ? t('header.viewAsPersonal') : t('header.adminPanel')}
            </span>
          </Button>
        ) : null}
        {role !== 'student' ? (
          <Button
            variant="ghost"
            aria-label={t('header.settings')}
            title={t('header.settings')}
            onClick={() => setSettingsOpen(true)}
          >
            <Settings aria-hidden="true" className="size-5" />
          </Button>
        ) : (
          <>
            <Button
              variant="ghost"
              aria-label={t('header.assessments')}
              title={t('header.assessments')}
              aria-current={location.pathname.startsWith('/aluno/avaliacoes') ? 'page' : undefined}
              onClick={() => navigate('/aluno/avaliacoes')}
            >
              <Ruler aria-hidden="true" className="size-5" />
            </Button>
            <Button
              variant="ghost"
              aria-label={t('header.privacy')}
              title={t('header.privacy')}
              onClick={() => setPrivacyOpen(true)}
            >
              <FileLock aria-hidden="true" className="size-5" />
            </Button>
          </>
        )}
        <Button
          variant="ghost"
          aria-label={t('header.logout')}
          title={t('header.logout')}
          onClick={() => void signOut()}
          disabled={busy}
        >
          <LogOut aria-hidden="true" className="size-5" />
        </Button>
      </div>
      {settingsOpen ? (
        <Suspense fallback={null}>
          <SettingsDialog open onOpenChange={setSettingsOpen} />
        </Suspense>
      ) : null}
      {privacyOpen ? (
        <Suspense fallback={null}>
          <PrivacyDialog onClose={() => setPrivacyOpen(false)} />
        </Suspense>
      ) : null}
      {unsent ? (
        <Suspense fallback={null}>
          <SignOutDialog unsent={unsent} onConfirm={() => void leave()} onCancel={cancel} />
        </Suspense>
      ) : null}
    </header>
  );
}
