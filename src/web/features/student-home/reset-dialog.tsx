import { useId, useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { toast } from '#web/components/ui/toaster.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { errorMessage, t } from '#web/i18n/pt-BR.ts';
import '#web/i18n/student-dialog-strings.ts';
import { ApiError } from '#web/lib/api-client.ts';

/** 'Reiniciar Treino?' (product §4 Workout run): the safe answer has the focus. Loaded on first use. */
export default function ResetDialog({
  day,
  onReset,
  onClose,
}: {
  /** The day's words when it is not today ('ontem', '20/11/2026'); null for today (the spec's words). */
  day: string | null;
  onReset: () => Promise<void>;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const cancelId = useId();

  async function confirm() {
    setBusy(true);
    try {
      await onReset();
      toast.success(day === null ? t('home.reset.done') : t('home.reset.doneOn', { day }));
      onClose();
    } catch (failure) {
      toast.error(failure instanceof ApiError ? failure.message : errorMessage('INTERNAL'));
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      role="alertdialog"
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        document.getElementById(cancelId)?.focus();
      }}
      className="inset-x-3 top-1/2 mx-auto max-w-md -translate-y-1/2 rounded-2xl bg-white p-5 shadow-xl"
    >
      <Dialog.Title className="text-xl font-bold text-slate-900">{t('home.reset.title')}</Dialog.Title>
      <Dialog.Description className="mt-2 text-slate-700">
        {day === null ? t('home.reset.description') : t('home.reset.descriptionOn', { day })}
      </Dialog.Description>
      <div className="mt-5 grid grid-cols-2 gap-3">
        <Dialog.Close asChild>
          <Button id={cancelId} variant="secondary" disabled={busy}>
            {t('home.reset.cancel')}
          </Button>
        </Dialog.Close>
        <Button variant="danger" onClick={confirm} disabled={busy}>
          {t('home.reset.confirm')}
        </Button>
      </div>
    </Modal>
  );
}
