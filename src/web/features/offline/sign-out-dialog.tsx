import { useId } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { Button } from '#web/components/ui/button.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { t } from '#web/i18n/pt-BR.ts';
import '#web/i18n/student-dialog-strings.ts';
import type { Unsent } from './sign-out.ts';

/** 'Sair sem enviar?': signing out now loses what the phone has not sent. The safe answer has the focus. */
export default function SignOutDialog({
  unsent,
  onConfirm,
  onCancel,
}: {
  unsent: Unsent;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const cancelId = useId();
  const description =
    unsent.sets === 0
      ? t('offline.signOut.other')
      : unsent.sets === 1
        ? t('offline.signOut.sets.one')
        : t('offline.signOut.sets.many', { n: unsent.sets });
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onCancel()}
      role="alertdialog"
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        document.getElementById(cancelId)?.focus();
      }}
      className="inset-x-3 top-1/2 mx-auto max-w-md -translate-y-1/2 rounded-2xl bg-white p-5 shadow-xl"
    >
      <Dialog.Title className="text-xl font-bold text-slate-900">{t('offline.signOut.title')}</Dialog.Title>
      <Dialog.Description className="mt-2 text-slate-700">{description}</Dialog.Description>
      <p className="mt-2 text-sm text-slate-600">{t('offline.signOut.hint')}</p>
      <div className="mt-5 grid grid-cols-2 gap-3">
        <Dialog.Close asChild>
          <Button id={cancelId} variant="secondary">
            {t('offline.signOut.cancel')}
          </Button>
        </Dialog.Close>
        <Button variant="danger" onClick={onConfirm}>
          {t('offline.signOut.confirm')}
        </Button>
      </div>
    </Modal>
  );
}
