import * as Dialog from '@radix-ui/react-dialog';
import { Button } from '#web/components/ui/button.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { t } from '#web/i18n/pt-BR.ts';
import '#web/i18n/workout-strings.ts';

/** 'Finalizar Treino?' (product §2), asked after the last set; it says how many sets were left undone. */
export function FinishDialog({
  open,
  busy,
  skipped,
  onConfirm,
  onDismiss,
}: {
  open: boolean;
  busy: boolean;
  skipped: number;
  onConfirm: () => void;
  onDismiss: () => void;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onDismiss();
      }}
      nested
      className="inset-x-3 top-1/2 mx-auto max-w-md -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl"
    >
      <Dialog.Title className="text-xl font-bold text-slate-900">{t('workout.finish.title')}</Dialog.Title>
      <Dialog.Description className="mt-2 text-slate-700">
        {skipped === 0
          ? t('workout.finish.text')
          : t(`workout.finish.textSkipped.${skipped === 1 ? 'one' : 'other'}`, { n: skipped })}
      </Dialog.Description>
      <div className="mt-6 flex flex-col gap-3">
        <Button onClick={onConfirm} disabled={busy} aria-busy={busy}>
          {busy ? t('workout.finish.busy') : t('workout.finish.yes')}
        </Button>
        <Button variant="secondary" onClick={onDismiss} disabled={busy}>
          {t('workout.finish.no')}
        </Button>
      </div>
    </Modal>
  );
}
