import { useEffect, useRef, useState } from 'react';
import { Copy, SlidersHorizontal } from 'lucide-react';
import { TEMPLATE_LEVEL_LABELS, type TemplateDetail } from '#shared/contracts/templates.ts';
import { Button } from '#web/components/ui/button.tsx';
import { DialogHeader } from '#web/components/ui/dialog-header.tsx';
import { DiscardChangesDialog } from '#web/components/ui/discard-changes-dialog.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { useBackGuard } from './back-guard.ts';
import { PlanForm } from './plan-form.tsx';
import { EditorLoadState } from './editor-load-state.tsx';
import { errorMessage, t } from '#web/i18n/pt-BR.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useDuplicateTemplate, useTemplate, useUpdateTemplate } from '#web/data/templates.ts';
import { TemplateDetailsDialog } from './template-details-dialog.tsx';
import { MODEL_DAYS_MAX, type TemplateDetails } from './template-details.ts';
import { TemplatePlanView } from './template-plan-view.tsx';

/**
 * A model of the library in the plan editor (decision 046): the same days, blocks and rows as a
 * student's plan, without what needs a student (the AI menu, the coach's reading and check: those
 * run when the model is applied, against each student's anamnesis). 'Dados do modelo' changes its
 * name, description, level and goal, saved with the plan. A starter model opens read-only, with
 * 'Duplicar para editar'.
 */
export default function TemplateEditor({
  templateId,
  onClose,
  onOpenTemplate,
}: {
  templateId: string;
  onClose: () => void;
  /** Opens another model (the copy 'Duplicar para editar' made). */
  onOpenTemplate: (id: string) => void;
}) {
  const template = useTemplate(templateId);
  const data = template.data;
  const dirty = useRef(false);
  const [edited, setEdited] = useState(false);
  const [leaving, setLeaving] = useState<{ then: () => void } | null>(null);
  const leave = (then: () => void) => (dirty.current ? setLeaving({ then }) : then());
  const rearmBackGuard = useBackGuard(edited, leave);

  const title = data
    ? t(data.starter ? 'library.editor.viewTitle' : 'library.editor.title', { name: data.name })
    : t('library.editor.titleLoading');

  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : leave(onClose))}
      onInteractOutside={(event) => event.preventDefault()}
      className="inset-0 flex flex-col bg-slate-100 lg:inset-6 lg:mx-auto lg:max-w-7xl lg:overflow-hidden lg:rounded-2xl lg:shadow-xl"
    >
      <DialogHeader
        title={title}
        description={t('library.editor.description')}
        closeLabel={t('library.editor.close')}
        className="border-b border-slate-300 bg-white px-3 py-2 sm:px-6"
        titleClassName="pt-1 sm:text-2xl"
        descriptionClassName="sr-only text-sm text-slate-700 sm:not-sr-only"
        closeClassName="px-2"
      />
      {data ? (
        data.starter ? (
          <StarterView template={data} onClose={onClose} onOpenTemplate={onOpenTemplate} />
        ) : (
          <ModelForm
            key={data.version}
            template={data}
            reloading={template.isFetching}
            dirtyRef={dirty}
            onDirtyChange={setEdited}
            onCancel={() => leave(onClose)}
            onReload={() => void template.refetch()}
            onSaved={() => {
              dirty.current = false;
              onClose();
            }}
          />
        )
      ) : (
        <EditorLoadState
          error={template.isError ? template.error : null}
          closeLabel={t('library.editor.close')}
          retryLabel={t('library.list.retry')}
          onClose={onClose}
          onRetry={() => void template.refetch()}
        />
      )}
      <DiscardChangesDialog
        open={leaving !== null}
        body={t('library.editor.discard', { name: data?.name ?? '' })}
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

/** A trainer's own model: the plan editor over its plan, and its details. */
function ModelForm({
  template,
  reloading,
  dirtyRef,
  onDirtyChange,
  onCancel,
  onReload,
  onSaved,
}: {
  template: TemplateDetail;
  reloading: boolean;
  dirtyRef: { current: boolean };
  onDirtyChange: (dirty: boolean) => void;
  onCancel: () => void;
  onReload: () => void;
  onSaved: () => void;
}) {
  const update = useUpdateTemplate();
  const [details, setDetails] = useState<TemplateDetails>({
    name: template.name,
    description: template.description,
    level: template.level,
    goal: template.goal,
  });
  const [editingDetails, setEditingDetails] = useState(false);
  const detailsChanged =
    details.name !== template.name ||
    details.description !== template.description ||
    details.level !== template.level ||
    details.goal !== template.goal;
  const [planDirty, setPlanDirty] = useState(false);
  const planDirtyRef = useRef(false);
  // Leaving asks when the plan or the details changed.
  const dirty = planDirty || detailsChanged;
  useEffect(() => {
    dirtyRef.current = dirty;
    onDirtyChange(dirty);
  }, [dirty, dirtyRef, onDirtyChange]);

  return (
    <>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-slate-200 bg-white px-3 py-2 text-sm text-slate-700 sm:px-6">
        <span className="font-semibold text-slate-900">{details.name}</span>
        <span>{TEMPLATE_LEVEL_LABELS[details.level]}</span>
        <span>{details.goal}</span>
        <Button variant="ghost" className="ml-auto px-2! text-sm" onClick={() => setEditingDetails(true)}>
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          {t('library.editor.details')}
        </Button>
      </div>
      <PlanForm
        studentId={null}
        initialPlan={template.plan}
        exerciseNames={template.exerciseNames}
        saving={update.isPending}
        reloading={reloading}
        dirtyRef={planDirtyRef}
        onDirtyChange={setPlanDirty}
        saveLabel={t('library.editor.save')}
        onCancel={onCancel}
        onReload={onReload}
        onSave={async (plan) => {
          if (plan.length > MODEL_DAYS_MAX)
            throw new ApiError(
              400,
              'VALIDATION_FAILED',
              t('library.validation.tooManyDays', { days: plan.length }),
            );
          await update.mutateAsync({
            id: template.id,
            body: { ...details, days: plan.length, plan, version: template.version },
          });
          toast.success(t('library.editor.saved'));
          onSaved();
        }}
      />
      {editingDetails ? (
        <TemplateDetailsDialog
          title={t('library.editor.details')}
          description={t('library.editor.description')}
          submitLabel={t('library.editor.details')}
          initial={details}
          days={template.days}
          onClose={() => setEditingDetails(false)}
          onSubmit={(next) => {
            setDetails(next);
            return Promise.resolve();
          }}
        />
      ) : null}
    </>
  );
}

/** A starter model: read-only, with the way to a copy of one's own. */
function StarterView({
  template,
  onClose,
  onOpenTemplate,
}: {
  template: TemplateDetail;
  onClose: () => void;
  onOpenTemplate: (id: string) => void;
}) {
  const duplicate = useDuplicateTemplate();
  return (
    <>
      <div className="flex-1 overflow-y-auto px-3 py-4 sm:px-6">
        <p className="mb-3 rounded-lg bg-brand-50 p-3 text-sm text-brand-900 ring-1 ring-brand-200">
          {t('library.editor.readOnly')}
        </p>
        <TemplatePlanView template={template} />
      </div>
      <div className="flex flex-col-reverse gap-2 border-t border-slate-300 bg-white px-2 py-3 sm:flex-row sm:justify-end sm:px-6">
        <Button variant="secondary" onClick={onClose}>
          {t('library.editor.close')}
        </Button>
        <Button
          disabled={duplicate.isPending}
          onClick={() =>
            duplicate.mutate(template.id, {
              onSuccess: (copy) => {
                toast.success(t('library.duplicated', { name: copy.name }));
                onOpenTemplate(copy.id);
              },
              onError: (error) =>
                toast.error(error instanceof ApiError ? error.message : errorMessage('INTERNAL')),
            })
          }
        >
          <Copy aria-hidden="true" className="size-5" />
          {t('library.editor.duplicateToEdit')}
        </Button>
      </div>
    </>
  );
}
