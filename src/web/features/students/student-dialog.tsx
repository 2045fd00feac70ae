import { useEffect, useEffectEvent, useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import * as Tabs from '@radix-ui/react-tabs';
import { Save } from 'lucide-react';
import { toast, TOAST_AVOID } from '#web/components/ui/toaster.tsx';
import type { StudentDetail } from '#shared/contracts/students.ts';
import { localDate } from '#shared/domain/dates/local-date.ts';
import { Button } from '#web/components/ui/button.tsx';
import { SaveProblem } from '#web/components/ui/save-problem.tsx';
import { DialogHeader } from '#web/components/ui/dialog-header.tsx';
import { DiscardChangesDialog } from '#web/components/ui/discard-changes-dialog.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { errorMessage, t } from '#web/i18n/pt-BR.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { AnamnesisTab } from './anamnesis-tab.tsx';
import { useUpdateStudent } from './api.ts';
import { useStudent } from '#web/data/students.ts';
import { CredentialsDialog } from './credentials-dialog.tsx';
import { expiryWindowWords } from '#shared/domain/students/expiry-window.ts';
import { changedFields, expiryEdit, hasChanges, initialForm } from './management-form.ts';
import { ManagementTab } from './management-tab.tsx';
import { PeriodizationDialog } from './periodization-dialog.tsx';
import { SplitDialog } from './split-dialog.tsx';
import { ProgressTab } from './progress-tab.tsx';
import { PerformanceDialog } from './performance-dialog.tsx';
import { CoachTextDialog } from './coach-text-dialog.tsx';
import { AssessmentsTab } from './assessments-tab.tsx';
import { PaymentsTab } from './payments-tab.tsx';
import '#web/i18n/assessment-strings.ts';

interface Props {
  studentId: string;
  onClose: () => void;
  onEditPlan: (id: string) => void;
}

// Five tabs share a 360 px phone: the words shrink there, and the tabs wrap onto a second row rather
// than hide past the edge; each row's tabs share its width.
const TAB_CLASS =
  'min-h-11 grow rounded-md px-2 text-xs font-semibold sm:px-2 sm:text-sm text-slate-700 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow';

/**
 * The student management dialog (product §2): loads the full student, then edits a local copy of it.
 * Leaving it with edits not saved (the X, Escape, the shade, 'Cancelar', 'Editar Plano') asks first.
 */
export default function StudentDialog({ studentId, onClose, onEditPlan }: Props) {
  const query = useStudent(studentId);
  // Bumped by 'Recarregar': the form starts over from the freshly loaded student.
  const [formKey, setFormKey] = useState(0);
  const [dirty, setDirty] = useState(false);
  // Where the trainer was going when asked whether to drop the edits.
  const [leaving, setLeaving] = useState<{ then: () => void } | null>(null);
  const leave = (then: () => void) => (dirty ? setLeaving({ then }) : then());
  const discard = () => {
    setLeaving(null);
    leaving?.then();
  };

  const failed = useEffectEvent(() => {
    toast.error(t('dialog.loadFailed'), { id: 'student-load-failed' });
    onClose();
  });
  useEffect(() => {
    if (query.isError) failed();
  }, [query.isError]);

  async function reload() {
    const result = await query.refetch();
    if (result.isSuccess) setFormKey((key) => key + 1);
  }

  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : leave(onClose))}
      shade="dark"
      // While loading there is no description yet; the loaded dialog describes itself with the email.
      {...(query.data ? {} : { 'aria-describedby': undefined })}
      className="inset-0 flex flex-col bg-white sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[92dvh] sm:w-[min(56rem,calc(100vw-2rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:shadow-xl"
    >
      {query.data && !query.isError ? (
        <StudentManager
          key={formKey}
          student={query.data}
          onClose={onClose}
          onLeave={leave}
          onDirtyChange={setDirty}
          onEditPlan={onEditPlan}
          onReload={reload}
          reloading={query.isFetching}
        />
      ) : (
        <>
          <Dialog.Title className="sr-only">{t('dialog.loading')}</Dialog.Title>
          <Spinner label={t('dialog.loading')} />
        </>
      )}
      <DiscardChangesDialog
        open={leaving !== null}
        body={t('dialog.discard.body', { name: query.data?.name ?? '' })}
        onKeepEditing={() => setLeaving(null)}
        onDiscard={discard}
      />
    </Modal>
  );
}

interface Problem {
  message: string;
  conflict: boolean;
}

function StudentManager({
  student,
  onClose,
  onLeave,
  onDirtyChange,
  onEditPlan,
  onReload,
  reloading,
}: {
  student: StudentDetail;
  /** Closes at once: after a save or a deletion, nothing is left to lose. */
  onClose: () => void;
  /** Goes on, after asking when there are edits not saved. */
  onLeave: (then: () => void) => void;
  onDirtyChange: (dirty: boolean) => void;
  onEditPlan: (id: string) => void;
  onReload: () => void;
  reloading: boolean;
}) {
  // What was loaded, and the version it carries: a save names that version, so a newer edit made
  // elsewhere (another tab, the admin's renewal, the student's anamnesis) is refused, not overwritten.
  const [loaded, setLoaded] = useState(() => ({ form: initialForm(student), version: student.version }));
  const [form, setForm] = useState(loaded.form);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [sharing, setSharing] = useState(false);
  const [aiDialog, setAiDialog] = useState<
    'split' | 'periodization' | 'performance' | 'weekly' | 'meals' | null
  >(null);
  const update = useUpdateStudent();
  const today = localDate(new Date());
  const body = changedFields(loaded.form, form, loaded.version);
  const dirty = hasChanges(body);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  // The record changed underneath (it follows the server live). Without edits the dialog simply shows
  // the new values; with edits it keeps them and says at once that the student changed elsewhere,
  // rather than showing someone else's change as this form's 'Ainda não salvo'.
  const [seenVersion, setSeenVersion] = useState(student.version);
  // (This dialog's own save brings a new version too: that one is no news.)
  if (student.version !== seenVersion && !update.isPending && !update.isSuccess) {
    setSeenVersion(student.version);
    if (!dirty) {
      const fresh = { form: initialForm(student), version: student.version };
      setLoaded(fresh);
      setForm(fresh.form);
    } else {
      setProblem({ message: t('dialog.changedElsewhere'), conflict: true });
    }
  }

  async function save() {
    setProblem(null);
    if (expiryEdit(form, loaded.form.planExpiryDate || null, today).outside) {
      setProblem({
        message: errorMessage('EXPIRY_OUT_OF_RANGE', expiryWindowWords(today)),
        conflict: false,
      });
      return;
    }
    if (!dirty) return onClose();
    try {
      await update.mutateAsync({ id: student.id, body });
      toast.success(t('dialog.saved'));
      onClose();
    } catch (failure) {
      const known = failure instanceof ApiError;
      setProblem({
        message: known ? failure.message : errorMessage('INTERNAL'),
        conflict: known && failure.code === 'STUDENT_CHANGED',
      });
    }
  }

  return (
    <>
      <header className="shrink-0 border-b border-slate-200 px-4 pt-3 pb-3 sm:px-6">
        <DialogHeader
          title={student.name}
          // A long email is cut to one line; the whole of it shows on hover.
          description={<span title={student.email}>{student.email}</span>}
          closeLabel={t('dialog.close')}
          titleClassName="pt-1"
          descriptionClassName="truncate text-sm text-slate-600"
        />
      </header>

      <Tabs.Root defaultValue="management" className="flex min-h-0 flex-1 flex-col">
        <Tabs.List
          aria-label={t('dialog.tabs.label')}
          className="mx-4 mt-3 flex shrink-0 flex-wrap rounded-lg bg-slate-100 p-1 sm:mx-6"
          {...TOAST_AVOID}
        >
          <Tabs.Trigger value="management" className={TAB_CLASS}>
            {t('dialog.tab.management')}
          </Tabs.Trigger>
          <Tabs.Trigger value="anamnesis" className={TAB_CLASS}>
            {t('dialog.tab.anamnesis')}
          </Tabs.Trigger>
          <Tabs.Trigger value="progress" className={TAB_CLASS}>
            {t('dialog.tab.progress')}
          </Tabs.Trigger>
          <Tabs.Trigger value="assessments" className={TAB_CLASS}>
            {t('assessments.tab')}
          </Tabs.Trigger>
          <Tabs.Trigger value="payments" className={TAB_CLASS}>
            {t('pix.history.tab')}
          </Tabs.Trigger>
        </Tabs.List>
        <div className="min-h-0 flex-1 overflow-y-auto px-4 py-4 sm:px-6">
          <Tabs.Content value="management">
            <ManagementTab
              student={student}
              savedExpiry={loaded.form.planExpiryDate || null}
              form={form}
              onChange={setForm}
              today={today}
              onEditPlan={(id) => onLeave(() => onEditPlan(id))}
              onShare={() => setSharing(true)}
              onDeleted={onClose}
              onGeneratePlan={() => onLeave(() => setAiDialog('split'))}
              onPeriodization={() => setAiDialog('periodization')}
            />
          </Tabs.Content>
          <Tabs.Content value="anamnesis">
            <AnamnesisTab anamnesis={student.anamnesis} withdrawnAt={student.consentWithdrawnAt} />
          </Tabs.Content>
          <Tabs.Content value="progress">
            <ProgressTab studentId={student.id} onOpen={setAiDialog} />
          </Tabs.Content>
          <Tabs.Content value="assessments">
            <AssessmentsTab student={student} />
          </Tabs.Content>
          <Tabs.Content value="payments">
            <PaymentsTab studentId={student.id} />
          </Tabs.Content>
        </div>
      </Tabs.Root>

      <footer className="flex shrink-0 flex-col gap-3 border-t border-slate-200 px-4 py-3 sm:px-6">
        {problem ? (
          <SaveProblem
            message={problem.message}
            conflict={Boolean(problem.conflict)}
            reloadLabel={t('dialog.reload')}
            reloading={reloading}
            onReload={onReload}
          />
        ) : null}
        <div className="grid grid-cols-[auto_1fr] gap-3 sm:flex sm:justify-end">
          <Button variant="secondary" className="whitespace-nowrap" onClick={() => onLeave(onClose)}>
            {t('dialog.cancel')}
          </Button>
          <Button onClick={save} disabled={update.isPending} className="whitespace-nowrap">
            {/* Beside 'Cancelar' on a 360 px phone, the words need the icon's room. */}
            <Save aria-hidden="true" className="hidden size-5 sm:block" />
            {update.isPending ? t('dialog.saving') : t('dialog.save')}
          </Button>
        </div>
      </footer>

      {aiDialog === 'split' ? (
        <SplitDialog
          student={student}
          onClose={() => setAiDialog(null)}
          // The new plan waits for review: the editor opens on it.
          onGenerated={(saved) => onEditPlan(saved.id)}
        />
      ) : null}
      {aiDialog === 'periodization' ? (
        <PeriodizationDialog student={student} onClose={() => setAiDialog(null)} />
      ) : null}
      {aiDialog === 'performance' ? (
        <PerformanceDialog student={student} onClose={() => setAiDialog(null)} />
      ) : null}
      {aiDialog === 'weekly' || aiDialog === 'meals' ? (
        <CoachTextDialog
          kind={aiDialog}
          student={student}
          whatsapp={form.whatsapp}
          onClose={() => setAiDialog(null)}
        />
      ) : null}
      <CredentialsDialog
        open={sharing}
        onOpenChange={setSharing}
        name={student.name}
        email={student.email}
        password={form.newPassword}
        whatsapp={form.whatsapp}
      />
    </>
  );
}
