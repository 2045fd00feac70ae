import * as Dialog from '@radix-ui/react-dialog';
import type { RunStep } from '#shared/domain/workout-run/workout-run.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { t } from '#web/i18n/pt-BR.ts';
import '#web/i18n/workout-strings.ts';

/**
 * 'Séries para depois': at the end of a run with sets left by 'Fazer Depois', before 'Finalizar Treino?'.
 * The student does them now (back to the first of them) or finishes without them.
 */
export function SkippedDialog({
  open,
  skipped,
  nameOf,
  onRedo,
  onFinishWithout,
  onDismiss,
}: {
  open: boolean;
  skipped: RunStep[];
  nameOf: (exerciseId: string) => string;
  onRedo: () => void;
  onFinishWithout: () => void;
  onDismiss: () => void;
}) {
  const n = skipped.length;
  const plural = n === 1 ? 'one' : 'other';
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onDismiss();
      }}
      nested
      className="inset-x-3 top-1/2 mx-auto flex max-h-[90dvh] max-w-md -translate-y-1/2 flex-col rounded-2xl bg-white p-6 shadow-xl"
    >
      <Dialog.Title className="text-xl font-bold text-slate-900">
        {t('workout.skippedReview.title')}
      </Dialog.Title>
      <Dialog.Description className="mt-2 text-slate-700">
        {t(`workout.skippedReview.text.${plural}`, { n })}
      </Dialog.Description>
      <ul className="mt-3 min-h-0 list-disc overflow-y-auto pl-5 text-slate-800">
        {skipped.map((step) => (
          <li key={`${step.blockIndex}-${step.exerciseIndex}-${step.setIndex}`}>
            {t('workout.skippedReview.item', {
              exercise: nameOf(step.exercise.exerciseId),
              n: step.setIndex + 1,
              total: step.totalSets,
            })}
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-col gap-3">
        <Button onClick={onRedo}>{t('workout.skippedReview.redo')}</Button>
        <Button variant="secondary" onClick={onFinishWithout}>
          {t(`workout.skippedReview.finish.${plural}`)}
        </Button>
      </div>
    </Modal>
  );
}
