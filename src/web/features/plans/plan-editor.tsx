import { firstName } from '#shared/domain/text/first-name.ts';
import { useRef, useState } from 'react';
import { toast } from '#web/components/ui/toaster.tsx';
import { DialogHeader } from '#web/components/ui/dialog-header.tsx';
import { DiscardChangesDialog } from '#web/components/ui/discard-changes-dialog.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { t } from '#web/i18n/pt-BR.ts';
// The brief has the editor load and save through the students feature's hooks (one cache per student).
import { useSavePlan, useStudent } from '#web/data/students.ts';
import type { Plan } from '#shared/contracts/plans.ts';
import { useCreateTemplate } from '#web/data/templates.ts';
import { TemplateDetailsDialog } from './template-details-dialog.tsx';
import { EMPTY_DETAILS } from './template-details.ts';
import { useBackGuard } from './back-guard.ts';
import { PlanForm } from './plan-form.tsx';
import { EditorLoadState } from './editor-load-state.tsx';

/**
 * 'Editar Treino de {first name}': full screen on a phone, a wide dialog on a laptop. Edits stay in
 * the dialog until 'Salvar Plano de Treino'. Every way out with edits not saved — 'Cancelar', the X,
 * Escape, the browser's Back — asks 'Descartar alterações?' as the management dialog does (decision
 * 021); a tap beside the dialog does nothing.
 */
export default function PlanEditor({ studentId, onClose }: { studentId: string; onClose: () => void }) {
  const student = useStudent(studentId);
  const savePlan = useSavePlan();
  const dirty = useRef(false);
  const [edited, setEdited] = useState(false);
  // Where the trainer was going when asked whether to drop the edits.
  const [leaving, setLeaving] = useState<{ then: () => void } | null>(null);
  // 'Salvar como modelo': the draft as it would be saved, while its details are asked.
  const [asTemplate, setAsTemplate] = useState<Plan | null>(null);
  const createTemplate = useCreateTemplate();
  const data = student.data;
  const leave = (then: () => void) => (dirty.current ? setLeaving({ then }) : then());
  const rearmBackGuard = useBackGuard(edited, leave);

  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : leave(onClose))}
      // A stray tap beside the dialog must not throw away (nor ask about) a plan being built.
      onInteractOutside={(event) => event.preventDefault()}
      className="inset-0 flex flex-col bg-slate-100 lg:inset-6 lg:mx-auto lg:max-w-7xl lg:overflow-hidden lg:rounded-2xl lg:shadow-xl"
    >
      <DialogHeader
        title={data ? t('plans.title', { name: firstName(data.name) }) : t('plans.titleLoading')}
        description={t('plans.description')}
        closeLabel={t('plans.close')}
        className="border-b border-slate-300 bg-white px-3 py-2 sm:px-6"
        titleClassName="pt-1 sm:text-2xl"
        descriptionClassName="sr-only text-sm text-slate-700 sm:not-sr-only"
        closeClassName="px-2"
      />

      {data ? (
        <PlanForm
          key={data.version}
          studentId={studentId}
          initialPlan={data.workoutPlan}
          exerciseNames={data.exerciseNames}
          saving={savePlan.isPending}
          reloading={student.isFetching}
          dirtyRef={dirty}
          onDirtyChange={setEdited}
          onCancel={() => leave(onClose)}
          onReload={() => void student.refetch()}
          onSaveAsTemplate={setAsTemplate}
          onSave={async (plan) => {
            await savePlan.mutateAsync({ id: studentId, body: { version: data.version, plan } });
            toast.success(t('plans.saved'));
            dirty.current = false;
            onClose();
          }}
        />
      ) : (
        <EditorLoadState
          error={student.isError ? student.error : null}
          closeLabel={t('plans.close')}
          retryLabel={t('plans.retry')}
          onClose={onClose}
          onRetry={() => void student.refetch()}
        />
      )}
      {asTemplate ? (
        <TemplateDetailsDialog
          title={t('library.save.title')}
          description={t('library.save.description')}
          submitLabel={t('library.save.submit')}
          initial={EMPTY_DETAILS}
          days={asTemplate.length}
          onClose={() => setAsTemplate(null)}
          onSubmit={async (details) => {
            await createTemplate.mutateAsync({ ...details, days: asTemplate.length, plan: asTemplate });
            toast.success(t('library.save.done', { name: details.name }));
          }}
        />
      ) : null}
      <DiscardChangesDialog
        open={leaving !== null}
        body={t('plans.discard.body', { name: data ? firstName(data.name) : '' })}
        onKeepEditing={() => {
          setLeaving(null);
          rearmBackGuard();
        }}
        onDiscard={() => {
          dirty.current = false;
          setLeaving(null);
          leaving?.then();
        }}
      />
    </Modal>
  );
}
