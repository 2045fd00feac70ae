import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { t } from '#web/i18n/pt-BR.ts';
import { useSession } from './session.ts';

/** 'Configurações': the account for now; the trainer's settings join it with the trainer issue. */
export default function SettingsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { data: user } = useSession();
  if (!user) return null;
  const rows: [string, string][] = [
    [t('settings.name'), user.name],
    [t('settings.email'), user.email],
    [t('settings.role'), t(`role.${user.role}`)],
  ];
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-20 bg-slate-900/40" />
        <Dialog.Content className="fixed inset-x-4 top-20 z-30 mx-auto max-w-md rounded-2xl bg-white p-5 shadow-xl">
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-xl font-bold">{t('settings.title')}</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" aria-label={t('settings.close')}>
                <X aria-hidden="true" className="size-5" />
              </Button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 text-slate-600">{t('settings.account')}</Dialog.Description>
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            {rows.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="font-medium text-slate-600">{label}</dt>
                <dd className="break-all">{value}</dd>
              </div>
            ))}
          </dl>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
