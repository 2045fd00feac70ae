import { useId, useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/button.tsx';
import { errorMessage, t } from '#web/i18n/pt-BR.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useDeleteStudent } from '#web/api/students.ts';

// The Button kit has no destructive variant; these share its size and shape.
const DANGER =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-lg px-4 text-base font-semibold transition-colors';

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
    <Dialog.Root open={open} onOpenChange={(next) => !remove.isPending && setOpen(next)}>
      <Dialog.Trigger asChild>
        <button type="button" className={`${DANGER} text-red-700 ring-1 ring-red-200 hover:bg-red-50`}>
          <Trash2 aria-hidden="true" className="size-5" />
          {t('dialog.delete')}
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content
          role="alertdialog"
          // An irreversible action: the safe choice has the focus.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            document.getElementById(cancelId)?.focus();
          }}
          className="fixed inset-x-3 top-1/2 z-50 mx-auto max-w-md -translate-y-1/2 rounded-2xl bg-white p-5 shadow-xl"
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
            <button
              type="button"
              className={`${DANGER} bg-red-700 text-white hover:bg-red-800 disabled:bg-slate-400`}
              onClick={confirm}
              disabled={remove.isPending}
            >
              {remove.isPending ? t('dialog.delete.busy') : t('dialog.delete.confirm')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
