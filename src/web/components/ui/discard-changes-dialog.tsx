import { useId } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { Button } from './button.tsx';
import { Modal } from './modal.tsx';
import { t } from '#web/i18n/pt-BR.ts';

/**
 * 'Descartar alterações?', asked before a dialog with edits not saved is left (the management dialog,
 * the plan editor: decisions 021 and 037). Keeping them is the safe answer: it has the focus, and
 * Escape or a click on the shade gives it too. `body` says what would be lost.
 */
export function DiscardChangesDialog({
  open,
  body,
  onKeepEditing,
  onDiscard,
}: {
  open: boolean;
  body: string;
  onKeepEditing: () => void;
  onDiscard: () => void;
}) {
  const keepId = useId();
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? undefined : onKeepEditing())}
      nested
      role="alertdialog"
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        document.getElementById(keepId)?.focus();
      }}
      className="inset-x-3 top-1/2 mx-auto max-w-md -translate-y-1/2 rounded-2xl bg-white p-5 shadow-xl"
    >
      <Dialog.Title className="text-xl font-bold text-slate-900">{t('dialog.discard.title')}</Dialog.Title>
      <Dialog.Description className="mt-2 text-slate-700">{body}</Dialog.Description>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:justify-end">
        <Button id={keepId} variant="secondary" onClick={onKeepEditing}>
          {t('dialog.discard.keep')}
        </Button>
        <Button variant="danger" onClick={onDiscard}>
          {t('dialog.discard.confirm')}
        </Button>
      </div>
    </Modal>
  );
}
