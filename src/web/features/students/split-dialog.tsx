import { useEffect, useId, useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { Sparkles } from 'lucide-react';
import type { Split } from '#shared/contracts/ai.ts';
import { MUSCLE_GROUPS, type MuscleGroup } from '#shared/contracts/exercises.ts';
import { WEEKDAYS } from '#shared/contracts/plans.ts';
import type { StudentDetail } from '#shared/contracts/students.ts';
import { CoachReadingPanel } from '#web/components/coach-reading-panel.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { DialogHeader } from '#web/components/ui/dialog-header.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { t } from '#web/i18n/pt-BR.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useCoachReadingPanel } from '#web/data/coach-reading.ts';
import { useGeneratePlan, useSuggestSplit } from './api.ts';
import { WIDE_NESTED_HEADER, WIDE_NESTED_PANEL } from './nested-panel.ts';

/**
 * 'Gerar Novo Plano' → 'Definir Divisão de Treino' (product §2): the coach suggests the muscle groups of
 * each available day, the trainer adjusts them, and 'Gerar Plano' writes the plan, which replaces the
 * old one and waits for review in the editor.
 */
export function SplitDialog({
  student,
  onClose,
  onGenerated,
}: {
  student: StudentDetail;
  onClose: () => void;
  onGenerated: (student: StudentDetail) => void;
}) {
  const suggest = useSuggestSplit();
  const reading = useCoachReadingPanel(student.id, {
    saved: () => toast.success(t('coachReading.saved')),
    failed: () => toast.error(t('coachReading.saveFailed')),
  });
  const generate = useGeneratePlan();
  // The trainer's edits of the suggestion; until the first one, the suggestion itself.
  const [edited, setEdited] = useState<Split | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const hintId = useId();
  const split = edited ?? suggest.data?.split ?? null;
  const reason = suggest.data?.reason ?? '';
  const failure = suggest.error;
  // The spec's words for any failure; the server's own when it says why (no available days).
  const noDays = failure instanceof ApiError && failure.code === 'AI_NO_DAYS';
  const problem = conflict ?? (failure ? (noDays ? failure.message : t('ai.split.failed')) : null);

  const ask = () =>
    suggest.mutate(student.id, {
      onSuccess: () => toast.success(t('ai.split.suggested')),
      onError: (error) => {
        if (!(error instanceof ApiError && error.code === 'AI_NO_DAYS')) toast.error(t('ai.split.failed'));
      },
    });
  // Asked once, when the dialog opens.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(ask, []);

  const days = WEEKDAYS.filter((day) => split?.[day]);
  const complete = days.length > 0 && days.every((day) => (split?.[day]?.length ?? 0) > 0);

  function toggle(day: (typeof WEEKDAYS)[number], group: MuscleGroup) {
    const groups = split?.[day] ?? [];
    const next = groups.includes(group) ? groups.filter((g) => g !== group) : [...groups, group];
    setEdited({ ...split, [day]: next });
  }

  async function confirm() {
    if (!split || !complete || generate.isPending) return;
    try {
      const saved = await generate.mutateAsync({ id: student.id, body: { version: student.version, split } });
      toast.success(t('ai.plan.generated', { student: student.name }));
      onGenerated(saved);
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === 'STUDENT_CHANGED') setConflict(failure.message);
      else toast.error(t('ai.plan.failed'));
    }
  }

  return (
    <Modal open nested onOpenChange={(open) => (open ? undefined : onClose())} className={WIDE_NESTED_PANEL}>
      <DialogHeader
        title={t('ai.split.title')}
        closeLabel={t('ai.split.cancel')}
        className={WIDE_NESTED_HEADER}
        titleClassName="pt-1"
      />
      <div className="flex-1 overflow-y-auto px-4 py-4 sm:px-6">
        <Dialog.Description className="text-slate-700">{t('ai.split.description')}</Dialog.Description>
        <CoachReadingPanel {...reading} className="mt-3" />
        {suggest.isPending ? <Spinner label={t('ai.split.loading')} /> : null}
        {problem ? (
          <div
            role="alert"
            className="mt-4 flex flex-col gap-3 rounded-lg bg-red-50 p-3 font-medium text-red-800 ring-1 ring-red-200"
          >
            <p>{problem}</p>
            {split ? null : (
              <Button variant="secondary" className="self-start" onClick={ask}>
                {t('ai.split.retry')}
              </Button>
            )}
          </div>
        ) : null}
        {reason ? (
          <p className="mt-3 flex gap-2 text-sm text-slate-700">
            <Sparkles aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
            {reason}
          </p>
        ) : null}
        <ul className="mt-4 flex flex-col gap-4">
          {days.map((day) => (
            <li key={day}>
              <fieldset>
                <legend className="font-semibold text-slate-900">{day}</legend>
                <div
                  role="group"
                  aria-label={t('ai.split.groups', { day })}
                  className="mt-2 flex flex-wrap gap-2"
                >
                  {MUSCLE_GROUPS.map((group) => {
                    const on = split?.[day]?.includes(group) ?? false;
                    return (
                      <button
                        key={group}
                        type="button"
                        aria-pressed={on}
                        onClick={() => toggle(day, group)}
                        className={`min-h-11 rounded-full px-3 text-sm font-medium ring-1 ${
                          on
                            ? 'bg-brand-700 text-white ring-brand-700'
                            : 'bg-white text-slate-800 ring-slate-300'
                        }`}
                      >
                        {group}
                      </button>
                    );
                  })}
                </div>
              </fieldset>
            </li>
          ))}
        </ul>
      </div>
      <footer className="flex shrink-0 flex-col gap-2 border-t border-slate-200 px-4 py-3 sm:px-6">
        {split && !complete ? (
          <p id={hintId} className="text-sm font-medium text-red-800">
            {t('ai.split.emptyDay')}
          </p>
        ) : null}
        <div className="grid grid-cols-2 gap-3 sm:flex sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('ai.split.cancel')}
          </Button>
          <Button
            onClick={() => void confirm()}
            disabled={!complete || generate.isPending}
            aria-describedby={split && !complete ? hintId : undefined}
            className="whitespace-nowrap"
          >
            <Sparkles aria-hidden="true" className="hidden size-5 sm:block" />
            {generate.isPending ? t('ai.split.generating') : t('ai.split.generate')}
          </Button>
        </div>
      </footer>
    </Modal>
  );
}
