import { useId, useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { Trash2 } from 'lucide-react';
import { toast } from '#web/components/ui/toaster.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { errorMessage, t } from '#web/i18n/pt-BR.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useDeleteStudent } from './api.ts';

/** 'Excluir Aluno': asks first, because the student's login and all their data go with it. */
export function DeleteStudentButton({
  studentId,
  name,
  onDeleted,
}: {
  studentId: string;
  name: string;
  onDeleted: () => void;
}) {
  const [open, setOpen] = useState(false);
  const cancelId = useId();
  const remove = useDeleteStudent();

  async function confirm() {
    try {
      await remove.mutateAsync(studentId);
      toast.success(t('dialog.delete.done'));
      setOpen(false);
      onDeleted();
    } catch (failure) {
      toast.error(failure instanceof ApiError ? failure.message : errorMessage('INTERNAL'));
    }
  }

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !remove.isPending && setOpen(next)}
      nested
      trigger={
        <Button variant="danger-secondary">
          <Trash2 aria-hidden="true" className="size-5" />
          {t('dialog.delete')}
        </Button>
      }
      role="alertdialog"
      // An irreversible action: the safe choice has the focus.
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        document.getElementById(cancelId)?.focus();
      }}
      className="inset-x-3 top-1/2 mx-auto max-w-md -translate-y-1/2 rounded-2xl bg-white p-5 shadow-xl"
    >
      <Dialog.Title className="text-xl font-bold text-slate-900">{t('dialog.delete.title')}</Dialog.Title>
      <Dialog.Description className="mt-2 text-slate-700">
        {t('dialog.delete.body', { name })}
      </Dialog.Description>
      <div className="mt-5 grid grid-cols-2 gap-3">
        <Dialog.Close asChild>
          <Button id={cancelId} variant="secondary" disabled={remove.isPending}>
            {t('dialog.delete.cancel')}
          </Button>
        </Dialog.Close>
        <Button variant="danger" onClick={confirm} disabled={remove.isPending}>
          {remove.isPending ? t('dialog.delete.busy') : t('dialog.delete.confirm')}
        </Button>
      </div>
    </Modal>
  );
}
