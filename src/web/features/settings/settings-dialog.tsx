import type { Profile } from '#shared/contracts/profile.ts';
import { Button } from '#web/components/ui/button.tsx';
import { DialogHeader } from '#web/components/ui/dialog-header.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { errorMessage, t } from '#web/i18n/pt-BR.ts';
import { PixSettingsSection } from './pix-settings.tsx';
import { AlertsSection } from './alerts-section.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useProfile } from './api.ts';
import { LearnedPreferences } from './learned-preferences.tsx';
import { SettingsForm } from './settings-form.tsx';

/** 'Configurações' for a personal or an admin: the account (read-only), then the trainer's settings. */
export default function SettingsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const profile = useProfile();

  let body;
  if (profile.data) {
    body = (
      <>
        <Account profile={profile.data} />
        <hr className="my-5 border-slate-200" />
        {/* A reload brings a new version: the form starts again from what the server holds. */}
        <SettingsForm
          key={profile.data.version}
          profile={profile.data}
          onReload={() => void profile.refetch()}
          onSaved={() => onOpenChange(false)}
        />
        <hr className="my-5 border-slate-200" />
        <PixSettingsSection />
        <hr className="my-5 border-slate-200" />
        <AlertsSection />
        <hr className="my-5 border-slate-200" />
        <LearnedPreferences />
      </>
    );
  } else if (profile.isError) {
    body = (
      <div role="alert" className="flex flex-col items-start gap-3 pb-5">
        <p className="font-semibold text-red-800">{t('settings.loadError')}</p>
        <p className="text-sm text-red-800">
          {profile.error instanceof ApiError ? profile.error.message : errorMessage('INTERNAL')}
        </p>
        <Button variant="secondary" onClick={() => void profile.refetch()}>
          {t('settings.retry')}
        </Button>
      </div>
    );
  } else {
    body = <Spinner label={t('settings.loading')} />;
  }

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      aria-describedby={undefined}
      className="inset-x-3 top-3 mx-auto flex max-h-[calc(100dvh-1.5rem)] max-w-lg flex-col rounded-2xl bg-white shadow-xl sm:top-10 sm:max-h-[calc(100dvh-5rem)]"
    >
      <DialogHeader
        title={t('settings.title')}
        closeLabel={t('settings.close')}
        className="border-b border-slate-200 py-2 pr-3 pl-5"
        titleClassName="pt-2"
      />
      <div className="overflow-y-auto px-5 pt-4">{body}</div>
    </Modal>
  );
}

function Account({ profile }: { profile: Profile }) {
  const rows: [string, string][] = [
    [t('settings.name'), profile.name],
    [t('settings.email'), profile.email],
    [t('settings.role'), t(`role.${profile.role}`)],
  ];
  return (
    <section>
      <h3 className="font-semibold text-slate-900">{t('settings.account')}</h3>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-600">{label}</dt>
            <dd className="break-all text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
