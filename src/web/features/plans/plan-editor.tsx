import { firstName } from '#shared/domain/text/first-name.ts';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from '#web/lib/router.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { DialogHeader } from '#web/components/ui/dialog-header.tsx';
import { DiscardChangesDialog } from '#web/components/ui/discard-changes-dialog.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { errorMessage, t } from '#web/i18n/pt-BR.ts';
import { ApiError } from '#web/lib/api-client.ts';
// The brief has the editor load and save through the students feature's hooks (one cache per student).
import { useSavePlan, useStudent } from '#web/data/students.ts';
import { PlanForm } from './plan-form.tsx';

/** The history entry pushed over the editor's own while it has edits: the browser's Back pops it. */
interface GuardState {
  planEditorGuard: true;
}
const isGuard = (state: unknown) => (state as GuardState | null)?.planEditorGuard === true;

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
          onSave={async (plan) => {
            await savePlan.mutateAsync({ id: studentId, body: { version: data.version, plan } });
            toast.success(t('plans.saved'));
            dirty.current = false;
            onClose();
          }}
        />
      ) : student.isError ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-4 p-6 text-center">
          <p role="alert" className="font-medium text-red-700">
            {student.error instanceof ApiError ? student.error.message : errorMessage('INTERNAL')}
          </p>
          <div className="flex gap-2">
            <Button variant="secondary" onClick={onClose}>
              {t('plans.close')}
            </Button>
            <Button onClick={() => void student.refetch()}>{t('plans.retry')}</Button>
          </div>
        </div>
      ) : (
        <div className="flex-1">
          <Spinner label={t('plans.loading')} />
        </div>
      )}
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

/**
 * The browser's Back while there are edits: an entry of the same address is pushed over the editor's
 * own, so Back only pops it and the editor stays; `ask` is then called with the way to go back for
 * real. The function returned pushes the entry again (kept editing). The app's declarative router
 * has no navigation blocker (decision 021), hence the entry.
 */
function useBackGuard(edited: boolean, ask: (back: () => void) => void) {
  const location = useLocation();
  const navigate = useNavigate();
  const guarded = useRef(false);
  const here = `${location.pathname}${location.search}`;
  const push = () => {
    if (guarded.current) return;
    guarded.current = true;
    void navigate(here, { state: { planEditorGuard: true } satisfies GuardState });
  };
  const onPop = useRef({ ask, push, edited });
  useEffect(() => {
    onPop.current = { ask, push, edited };
  });

  useEffect(() => {
    const guardHere = isGuard(location.state);
    if (guarded.current && !guardHere) {
      // Back popped the guard: ask, going back for real only if the edits are dropped.
      guarded.current = false;
      onPop.current.ask(() => void navigate(-1));
      return;
    }
    // An entry left over from an earlier visit (Back and Forward) guards nothing of this one.
    if (!guarded.current && guardHere) void navigate(here, { replace: true, state: null });
    else if (edited && !guarded.current) onPop.current.push();
  }, [location, edited, navigate, here]);

  return () => {
    if (onPop.current.edited) onPop.current.push();
  };
}
