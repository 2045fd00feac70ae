import { useId, useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { Pencil, Plus, Ruler, Trash2 } from 'lucide-react';
import type { Assessment } from '#shared/contracts/assessments.ts';
import type { StudentDetail } from '#shared/contracts/students.ts';
import { formatBrazilianDate, localDate } from '#shared/domain/dates/local-date.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { errorMessage, t } from '#web/i18n/pt-BR.ts';
import '#web/i18n/assessment-strings.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useDeleteAssessment, useStudentAssessments } from '#web/data/assessments.ts';
import { AssessmentEditor } from './assessment-editor.tsx';
import { formOf, newForm } from './assessment-form.ts';
import { DerivedList } from '#web/components/assessment-results.tsx';
import { EvolutionTable } from '#web/components/evolution-table.tsx';

type Editing = { assessment: Assessment | null } | null;

/**
 * The student dialog's 'Avaliações' (issue 24 §2): 'Nova avaliação', the evolution table, and each
 * assessment (newest first) with its results, to edit or delete after a confirmation.
 */
export function AssessmentsTab({ student }: { student: StudentDetail }) {
  const query = useStudentAssessments(student.id);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Assessment | null>(null);
  const today = localDate(new Date());

  if (query.isError)
    return (
      <div role="alert" className="flex flex-col items-start gap-2">
        <p>{t('assessments.error')}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('assessments.retry')}
        </Button>
      </div>
    );
  if (!query.data) return <Spinner label={t('assessments.loading')} />;
  const items = query.data.items;
  const newest = [...items].reverse();

  async function reloadOne(id: string) {
    const result = await query.refetch();
    return result.data?.items.find((item) => item.id === id);
  }

  return (
    <div className="flex flex-col gap-5">
      <Button className="self-start" onClick={() => setEditing({ assessment: null })}>
        <Plus aria-hidden="true" className="size-5" />
        {t('assessments.new')}
      </Button>
      {items.length === 0 ? (
        <div className="flex flex-col items-center gap-2 py-8 text-center">
          <Ruler aria-hidden="true" className="size-8 text-slate-500" />
          <p className="font-semibold text-slate-900">{t('assessments.empty')}</p>
          <p className="text-sm text-slate-600">{t('assessments.emptyHint')}</p>
        </div>
      ) : (
        <>
          <section className="flex flex-col gap-2" aria-labelledby="assessments-evolution">
            <h3 id="assessments-evolution" className="text-base font-bold text-slate-900">
              {t('assessments.evolution')}
            </h3>
            <EvolutionTable assessments={items} />
          </section>
          <section className="flex flex-col gap-2" aria-labelledby="assessments-list">
            <h3 id="assessments-list" className="text-base font-bold text-slate-900">
              {t('assessments.list')}
            </h3>
            <ul className="flex flex-col gap-3">
              {newest.map((assessment) => {
                const date = formatBrazilianDate(assessment.date);
                return (
                  <li key={assessment.id} className="flex flex-col gap-3 rounded-xl p-3 ring-1 ring-slate-200">
                    <div className="flex flex-wrap items-center gap-2">
                      <h4 className="mr-auto font-semibold text-slate-900">{t('assessments.item', { date })}</h4>
                      <Button
                        variant="secondary"
                        aria-label={t('assessments.editLabel', { date })}
                        onClick={() => setEditing({ assessment })}
                      >
                        <Pencil aria-hidden="true" className="size-5" />
                        <span aria-hidden="true">{t('assessments.edit')}</span>
                      </Button>
                      <Button
                        variant="danger-secondary"
                        aria-label={t('assessments.deleteLabel', { date })}
                        onClick={() => setDeleting(assessment)}
                      >
                        <Trash2 aria-hidden="true" className="size-5" />
                        <span aria-hidden="true">{t('assessments.delete')}</span>
                      </Button>
                    </div>
                    <DerivedList derived={assessment.derived} />
                  </li>
                );
              })}
            </ul>
          </section>
        </>
      )}
      {editing ? (
        <AssessmentEditor
          key={editing.assessment?.id ?? 'new'}
          studentId={student.id}
          studentName={student.name}
          assessment={editing.assessment}
          initial={
            editing.assessment ? formOf(editing.assessment) : newForm(today, student.anamnesis, items.at(-1))
          }
          today={today}
          onReload={() => reloadOne(editing.assessment?.id ?? '')}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {deleting ? (
        <DeleteAssessmentDialog studentId={student.id} assessment={deleting} onClose={() => setDeleting(null)} />
      ) : null}
    </div>
  );
}

function DeleteAssessmentDialog({
  studentId,
  assessment,
  onClose,
}: {
  studentId: string;
  assessment: Assessment;
  onClose: () => void;
}) {
  const cancelId = useId();
  const remove = useDeleteAssessment(studentId);
  const date = formatBrazilianDate(assessment.date);

  async function confirm() {
    try {
      await remove.mutateAsync({ assessmentId: assessment.id, version: assessment.version });
      toast.success(t('assessments.deleted'));
      onClose();
    } catch (failure) {
      toast.error(failure instanceof ApiError ? failure.message : errorMessage('INTERNAL'));
      onClose();
    }
  }

  return (
    <Modal
      open
      nested
      onOpenChange={(open) => (open || remove.isPending ? undefined : onClose())}
      role="alertdialog"
      // An irreversible action: the safe choice has the focus.
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        document.getElementById(cancelId)?.focus();
      }}
      className="inset-x-3 top-1/2 mx-auto max-w-md -translate-y-1/2 rounded-2xl bg-white p-5 shadow-xl"
    >
      <Dialog.Title className="text-xl font-bold text-slate-900">
        {t('assessments.delete.title', { date })}
      </Dialog.Title>
      <Dialog.Description className="mt-2 text-slate-700">{t('assessments.delete.body')}</Dialog.Description>
      <div className="mt-5 grid grid-cols-2 gap-3">
        <Button id={cancelId} variant="secondary" disabled={remove.isPending} onClick={onClose}>
          {t('assessments.delete.cancel')}
        </Button>
        <Button variant="danger" onClick={() => void confirm()} disabled={remove.isPending}>
          {t('assessments.delete.confirm')}
        </Button>
      </div>
    </Modal>
  );
}
