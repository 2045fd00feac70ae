import { useEffect, useId, useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { DialogHeader } from '#web/components/ui/dialog-header.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { t } from '#web/i18n/pt-BR.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useAlternatives, useCorrection } from './ai-api.ts';
import { useEditorStudent, usePlanEditor } from './editor-context.ts';

/**
 * 'Trocar Exercício' (product §2): a few fitting alternatives to what the AI suggested. With a reason,
 * the trainer's choice teaches the AI a preference ('IA aprendeu uma nova preferência!'); without one
 * nothing is kept (product §5).
 */
export function SwapDialog({
  dayId,
  suggestedExerciseId,
  onChosen,
  onClose,
}: {
  dayId: string;
  suggestedExerciseId: string;
  onChosen: (exerciseId: string, name: string) => void;
  onClose: () => void;
}) {
  const { dayExerciseIds } = usePlanEditor();
  const studentId = useEditorStudent();
  const alternatives = useAlternatives(studentId);
  const correction = useCorrection(studentId);
  const [reason, setReason] = useState('');
  const reasonId = useId();

  // The choices for the suggestion, asked when the dialog opens.
  const { mutate } = alternatives;
  useEffect(() => {
    mutate({ exerciseId: suggestedExerciseId, dayExerciseIds: dayExerciseIds(dayId) ?? [] });
  }, [mutate, suggestedExerciseId, dayExerciseIds, dayId]);

  async function choose(exerciseId: string, name: string) {
    onChosen(exerciseId, name);
    onClose();
    if (!reason.trim()) return;
    try {
      const answer = await correction.mutateAsync({
        suggestedExerciseId,
        chosenExerciseId: exerciseId,
        reason,
      });
      if (answer.saved) toast.success(t('ai.swap.learned'));
    } catch {
      // The swap stands; only the lesson was lost, and nothing depends on it.
    }
  }

  const options = alternatives.data?.alternatives ?? [];
  return (
    <Modal
      open
      nested
      onOpenChange={(open) => (open ? undefined : onClose())}
      className="inset-x-3 top-1/2 mx-auto max-h-[90dvh] max-w-lg -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-xl"
    >
      <DialogHeader title={t('ai.swap.title')} closeLabel={t('ai.swap.cancel')} titleClassName="pt-2" />
      <Dialog.Description className="mt-1 text-slate-700">{t('ai.swap.description')}</Dialog.Description>
      <label htmlFor={reasonId} className="mt-4 flex flex-col gap-1 text-sm font-medium text-slate-800">
        {t('ai.swap.reason')}
        <input
          id={reasonId}
          value={reason}
          maxLength={300}
          onChange={(event) => setReason(event.target.value)}
          className="min-h-11 rounded-lg border border-slate-300 px-3 text-base"
        />
      </label>
      {alternatives.isPending ? <Spinner label={t('ai.swap.loading')} /> : null}
      {alternatives.isSuccess && options.length === 0 ? (
        <p className="mt-4 text-slate-700">{t('ai.swap.none')}</p>
      ) : null}
      <ul className="mt-4 flex flex-col gap-2">
        {options.map((option) => (
          <li key={option.exerciseId}>
            <button
              type="button"
              onClick={() => void choose(option.exerciseId, option.name)}
              className="flex min-h-11 w-full flex-col rounded-lg px-3 py-2 text-left ring-1 ring-slate-300 hover:bg-slate-50"
            >
              <span className="font-semibold text-slate-900">{option.name}</span>
              <span className="text-sm text-slate-700">{option.reason}</span>
            </button>
          </li>
        ))}
      </ul>
      <div className="mt-4 flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          {t('ai.swap.cancel')}
        </Button>
      </div>
    </Modal>
  );
}
