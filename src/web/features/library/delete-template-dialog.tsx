import { useId } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { Button } from '#web/components/ui/button.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { t } from '#web/i18n/pt-BR.ts';

/** 'Excluir modelo?': keeping it is the safe answer (focused; Escape and the shade give it too). */
export function DeleteTemplateDialog({
  name,
  deleting,
  onKeep,
  onDelete,
}: {
  name: string;
  deleting: boolean;
  onKeep: () => void;
  onDelete: () => void;
}) {
  const keepId = useId();
  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onKeep())}
      role="alertdialog"
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        document.getElementById(keepId)?.focus();
      }}
      className="inset-x-3 top-1/2 mx-auto max-w-md -translate-y-1/2 rounded-2xl bg-white p-5 shadow-xl"
    >
      <Dialog.Title className="text-xl font-bold text-slate-900">{t('library.delete.title')}</Dialog.Title>
      <Dialog.Description className="mt-2 text-slate-700">
        {t('library.delete.body', { name })}
      </Dialog.Description>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:justify-end">
        <Button id={keepId} variant="secondary" onClick={onKeep}>
          {t('library.delete.keep')}
        </Button>
        <Button variant="danger" disabled={deleting} onClick={onDelete}>
          {deleting ? t('library.delete.deleting') : t('library.delete.confirm')}
        </Button>
      </div>
    </Modal>
  );
}
