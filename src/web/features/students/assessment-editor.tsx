import { useState } from 'react';
import type { Assessment } from '#shared/contracts/assessments.ts';
import { formatBrazilianDate } from '#shared/domain/dates/local-date.ts';
import { Button } from '#web/components/ui/button.tsx';
import { SaveProblem } from '#web/components/ui/save-problem.tsx';
import { DialogHeader } from '#web/components/ui/dialog-header.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { WIDE_NESTED_HEADER, WIDE_NESTED_PANEL } from './nested-panel.ts';
import { errorMessage, t } from '#web/i18n/pt-BR.ts';
import '#web/i18n/assessment-strings.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useSaveAssessment } from '#web/data/assessments.ts';
import { formOf, readForm, type AssessmentForm, type FormErrors } from './assessment-form.ts';
import { AssessmentPreview } from './assessment-preview.tsx';
import { MeasureFields } from './assessment-fields.tsx';

interface Problem {
  message: string;
  conflict: boolean;
}

/**
 * 'Nova avaliação' or an assessment opened to edit, over the student dialog: the measures, the live
 * results, and on saving each refusal on its field. An edit names the version it opened: when
 * someone else changed the assessment meanwhile, nothing is saved and 'Recarregar' brings theirs.
 */
export function AssessmentEditor({
  studentId,
  studentName,
  assessment,
  initial,
  today,
  onReload,
  onClose,
}: {
  studentId: string;
  studentName: string;
  /** The assessment being edited; null for a new one. */
  assessment: Assessment | null;
  initial: AssessmentForm;
  today: string;
  /** The assessment as the server has it now (after a conflict). */
  onReload: () => Promise<Assessment | undefined>;
  onClose: () => void;
}) {
  const [form, setForm] = useState(initial);
  const [version, setVersion] = useState(assessment?.version ?? 0);
  const [errors, setErrors] = useState<FormErrors>({});
  const [problem, setProblem] = useState<Problem | null>(null);
  const save = useSaveAssessment(studentId);

  async function submit() {
    setProblem(null);
    const reading = readForm(form);
    if (!reading.input) {
      setErrors(reading.errors);
      setProblem({ message: t('assessments.editor.fix'), conflict: false });
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync(
        assessment
          ? { assessmentId: assessment.id, body: { ...reading.input, version } }
          : { assessmentId: null, body: reading.input },
      );
      toast.success(t('assessments.saved'));
      onClose();
    } catch (failure) {
      const known = failure instanceof ApiError;
      setProblem({
        message: known ? failure.message : errorMessage('INTERNAL'),
        conflict: known && failure.code === 'ASSESSMENT_CHANGED',
      });
    }
  }

  async function reload() {
    const fresh = await onReload();
    if (!fresh) return onClose();
    setForm(formOf(fresh));
    setVersion(fresh.version);
    setErrors({});
    setProblem(null);
  }

  const title = assessment
    ? t('assessments.editor.edit', { date: formatBrazilianDate(assessment.date) })
    : t('assessments.editor.new', { name: studentName });
  return (
    <Modal
      open
      nested
      onOpenChange={(open) => (open || save.isPending ? undefined : onClose())}
      aria-describedby={undefined}
      className={WIDE_NESTED_PANEL}
    >
      <DialogHeader
        title={title}
        closeLabel={t('assessments.editor.close')}
        className={WIDE_NESTED_HEADER}
        titleClassName="pt-1"
      />
      <form
        id="assessment-form"
        noValidate
        className="flex flex-1 flex-col gap-6 overflow-y-auto px-4 py-4 sm:px-6"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <MeasureFields form={form} errors={errors} onChange={setForm} today={today} />
        <AssessmentPreview form={form} />
      </form>
      <footer className="flex shrink-0 flex-col gap-3 border-t border-slate-200 px-4 py-3 sm:px-6">
        {problem ? (
          <SaveProblem
            message={problem.message}
            conflict={Boolean(problem.conflict)}
            reloadLabel={t('assessments.reload')}
            onReload={() => void reload()}
          />
        ) : null}
        <div className="grid grid-cols-2 gap-3 sm:flex sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            {t('assessments.editor.cancel')}
          </Button>
          <Button type="submit" form="assessment-form" disabled={save.isPending}>
            {save.isPending ? t('assessments.editor.saving') : t('assessments.editor.save')}
          </Button>
        </div>
      </footer>
    </Modal>
  );
}
