import { lazy, Suspense, useState } from 'react';
import { Link, Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { LogOut, Settings, ShieldCheck, Users } from 'lucide-react';
import type { Role } from '#shared/contracts/account.ts';
import { Brand } from '#web/components/ui/brand.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { homePath, useLogout, useSession } from '#web/features/auth/session.ts';
import { t } from '#web/i18n/pt-BR.ts';

// The dialog library loads the first time someone opens the settings.
const SettingsDialog = lazy(() => import('#web/features/settings/settings-dialog.tsx'));

/** The signed-in frame: header plus the role's screen. Anyone else goes to the login screen. */
export function AppShell({ roles }: { roles: readonly Role[] }) {
  const { data: user, isPending } = useSession();
  const location = useLocation();
  if (isPending) return <Spinner label={t('app.loading')} />;
  if (!user) return <Navigate to="/entrar" replace state={{ from: location.pathname }} />;
  if (!roles.includes(user.role)) return <Navigate to={homePath(user)} replace />;
  return (
    <div className="min-h-dvh">
      <Header role={user.role} />
      <main className="mx-auto w-full max-w-6xl px-4 py-6">
        <Outlet />
      </main>
    </div>
  );
}

function Header({ role }: { role: Role }) {
  const logout = useLogout();
  const navigate = useNavigate();
  const location = useLocation();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const onAdmin = location.pathname.startsWith('/admin');

  async function signOut() {
    await logout.mutateAsync().catch(() => undefined);
    navigate('/entrar', { replace: true });
  }

  return (
    <header className="sticky top-0 z-10 border-b border-slate-200 bg-white/95 backdrop-blur">
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
        ) : null}
        <Button
          variant="ghost"
          aria-label={t('header.logout')}
          title={t('header.logout')}
          onClick={signOut}
          disabled={logout.isPending}
        >
          <LogOut aria-hidden="true" className="size-5" />
        </Button>
      </div>
      {settingsOpen ? (
        <Suspense fallback={null}>
          <SettingsDialog open onOpenChange={setSettingsOpen} />
        </Suspense>
      ) : null}
    </header>
  );
}
