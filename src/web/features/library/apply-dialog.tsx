import { useEffect, useRef, useState } from 'react';
import { CheckCircle2, CalendarX } from 'lucide-react';
import type { Weekday } from '#shared/contracts/plans.ts';
import type { TemplateApplyResult, TemplatePreview } from '#shared/contracts/templates.ts';
import { Button } from '#web/components/ui/button.tsx';
import { DialogHeader } from '#web/components/ui/dialog-header.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { errorMessage, t } from '#web/i18n/pt-BR.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useApplyTemplate, usePreviewTemplate, useTemplate } from '#web/data/templates.ts';
import { ApplyPreviewStep, type Suggested } from './apply-preview-step.tsx';
import { ApplyStudentsStep, type Chosen } from './apply-students-step.tsx';
import { hasRepeatedDay, moveDay } from './placement.ts';

/** The model being applied: a card of the library, or the closest model a preview offered. */
export interface ApplyTarget {
  id: string;
  name: string;
}

type Step = 'pick' | 'preview' | 'done';

const failureText = (error: unknown) =>
  error instanceof ApiError ? error.message : errorMessage('INTERNAL');

/**
 * 'Aplicar modelo' (issue 24 §1, decision 046): pick one or several students, see for each the
 * model's days on their available days (movable) and the engine's swaps for their anamnesis, then
 * apply. Each student gets their own copy waiting for review; the last step says so, per student.
 */
export function ApplyDialog({
  template,
  initialChosen,
  onClose,
  onOtherTemplate,
}: {
  template: ApplyTarget;
  /** Students already chosen (applying the closest model to those the first one did not fit). */
  initialChosen?: Chosen;
  onClose: () => void;
  onOtherTemplate: (template: ApplyTarget, chosen: Chosen) => void;
}) {
  const detail = useTemplate(template.id);
  const previewing = usePreviewTemplate();
  const applying = useApplyTemplate();
  const [step, setStep] = useState<Step>('pick');
  const [chosen, setChosen] = useState<Chosen>(initialChosen ?? new Map());
  const [preview, setPreview] = useState<TemplatePreview | null>(null);
  const [placements, setPlacements] = useState<Record<string, Weekday[]>>({});
  const [result, setResult] = useState<TemplateApplyResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function runPreview(students: Chosen) {
    setFailure(null);
    try {
      const answer = await previewing.mutateAsync({
        id: template.id,
        body: { studentIds: [...students.keys()] },
      });
      setPreview(answer);
      setPlacements(
        Object.fromEntries(
          answer.students.filter((s) => s.status === 'ready').map((s) => [s.studentId, s.days]),
        ),
      );
      setStep('preview');
    } catch (error) {
      setFailure(failureText(error));
    }
  }

  // Opened for the closest model with its students already chosen: straight to their preview.
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !initialChosen || initialChosen.size === 0) return;
    started.current = true;
    void runPreview(initialChosen);
  });

  const ready = preview?.students.filter((student) => student.status === 'ready') ?? [];
  const repeated = ready.some((student) => hasRepeatedDay(placements[student.studentId] ?? student.days));

  async function apply() {
    if (!preview) return;
    setFailure(null);
    try {
      const answer = await applying.mutateAsync({
        id: template.id,
        body: {
          studentIds: ready.map((student) => student.studentId),
          placements: ready.map((student) => ({
            studentId: student.studentId,
            days: placements[student.studentId] ?? student.days,
          })),
          version: preview.version,
        },
      });
      setResult(answer);
      setStep('done');
      const applied = answer.results.filter((r) => r.status === 'applied').length;
      toast.success(
        applied === 1 ? t('library.apply.toast.one') : t('library.apply.toast.other', { count: applied }),
      );
    } catch (error) {
      if (error instanceof ApiError && error.code === 'TEMPLATE_CHANGED') {
        // The model changed since the preview: show what would be applied now.
        await runPreview(chosen);
        setFailure(t('library.apply.changed'));
        return;
      }
      setFailure(failureText(error));
    }
  }

  const labels = detail.data?.plan.map((workout) => workout.label) ?? [];
  const skipped = preview?.students.filter((student) => student.status !== 'ready') ?? [];

  let body;
  let footer;
  if (step === 'pick') {
    body = <ApplyStudentsStep chosen={chosen} onChange={setChosen} />;
    footer = (
      <>
        <Button variant="secondary" onClick={onClose}>
          {t('library.apply.cancel')}
        </Button>
        <Button disabled={chosen.size === 0 || previewing.isPending} onClick={() => void runPreview(chosen)}>
          {previewing.isPending ? t('library.apply.previewing') : t('library.apply.next')}
        </Button>
      </>
    );
  } else if (step === 'preview' && preview) {
    body = (
      <>
        <p className="mb-3 text-sm text-slate-700">{t('library.apply.previewDescription')}</p>
        <ApplyPreviewStep
          preview={preview}
          labels={labels}
          placements={placements}
          onPlace={(studentId, index, day) =>
            setPlacements((current) => ({
              ...current,
              [studentId]: moveDay(current[studentId] ?? [], index, day),
            }))
          }
          // Switching models loses nothing only when no student could take this one.
          onSuggestion={
            ready.length === 0
              ? (suggested: Suggested, studentId: string) =>
                  onOtherTemplate(suggested, new Map([[studentId, chosen.get(studentId) ?? '']]))
              : null
          }
        />
      </>
    );
    footer = (
      <>
        <Button variant="secondary" onClick={() => setStep('pick')}>
          {t('library.apply.back')}
        </Button>
        <Button disabled={ready.length === 0 || repeated || applying.isPending} onClick={() => void apply()}>
          {applying.isPending
            ? t('library.apply.applying')
            : ready.length === 0
              ? t('library.apply.nothingToApply')
              : ready.length === 1
                ? t('library.apply.confirm.one')
                : t('library.apply.confirm.other', { count: ready.length })}
        </Button>
      </>
    );
  } else if (result) {
    body = (
      <ul className="flex flex-col gap-2">
        {result.results
          .filter((r) => r.status === 'applied')
          .map((r) => (
            <li
              key={r.studentId}
              className="flex gap-2 rounded-lg bg-emerald-50 p-3 text-emerald-950 ring-1 ring-emerald-200"
            >
              <CheckCircle2 aria-hidden="true" className="size-5 shrink-0" />
              {t('library.apply.done', { name: r.name })}
            </li>
          ))}
        {skipped.map((student) => (
          <li
            key={student.studentId}
            className="flex gap-2 rounded-lg bg-amber-50 p-3 text-amber-950 ring-1 ring-amber-200"
          >
            <CalendarX aria-hidden="true" className="size-5 shrink-0" />
            <span className="flex flex-col items-start gap-2">
              {t('library.apply.skipped', { name: student.name })}
              {student.suggestion ? (
                <Button
                  variant="secondary"
                  onClick={() =>
                    student.suggestion &&
                    onOtherTemplate(student.suggestion, new Map([[student.studentId, student.name]]))
                  }
                >
                  {t('library.apply.applyOther', { model: student.suggestion.name, name: student.name })}
                </Button>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    );
    footer = <Button onClick={onClose}>{t('library.editor.close')}</Button>;
  }

  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      onInteractOutside={(event) => event.preventDefault()}
      className="inset-0 flex flex-col bg-slate-100 sm:inset-x-3 sm:inset-y-6 sm:mx-auto sm:max-w-2xl sm:overflow-hidden sm:rounded-2xl sm:shadow-xl"
    >
      <DialogHeader
        title={t('library.apply.title', { name: template.name })}
        description={step === 'pick' ? t('library.apply.pickDescription') : undefined}
        closeLabel={t('library.editor.close')}
        className="border-b border-slate-300 bg-white px-3 py-2 sm:px-6"
      />
      <div className="flex-1 overflow-y-auto px-3 py-4 sm:px-6">
        {body ?? (
          <p role="status" className="text-slate-600">
            {t('library.apply.previewing')}
          </p>
        )}
      </div>
      <div className="border-t border-slate-300 bg-white px-3 py-3 sm:px-6">
        {failure ? (
          <p
            role="alert"
            className="mb-3 rounded-lg bg-red-50 p-3 font-medium text-red-800 ring-1 ring-red-200"
          >
            {failure}
          </p>
        ) : null}
        <div className="grid grid-cols-[auto_1fr] gap-2 sm:flex sm:justify-end">{footer}</div>
      </div>
    </Modal>
  );
}
