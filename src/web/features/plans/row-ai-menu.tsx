import { useEffect, useRef, useState } from 'react';
import { Sparkles } from 'lucide-react';
import { MODIFICATION_KINDS, type ModificationKind } from '#shared/contracts/ai.ts';
import { Button } from '#web/components/ui/button.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { errorMessage, t } from '#web/i18n/pt-BR.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useModification } from './ai-api.ts';
import { useEditorStudent, usePlanEditor } from './editor-context.ts';

export interface AiSuggestion {
  /** What the AI put in the row, and the one line of why. */
  exerciseId: string;
  reason: string;
}

/**
 * The row's AI menu (product §2 plan editor): a variation, a progression or a regression of the row's
 * exercise, given the day's other exercises. The row shows a spinner while it runs and a second
 * request cannot start; the answer replaces the exercise and says why.
 */
export function RowAiMenu({
  label,
  dayId,
  exerciseId,
  onApplied,
}: {
  label: string;
  dayId: string;
  exerciseId: string;
  onApplied: (suggestion: AiSuggestion & { name: string }) => void;
}) {
  const { dayExerciseIds } = usePlanEditor();
  const studentId = useEditorStudent();
  const modification = useModification(studentId);
  const [open, setOpen] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === 'Escape'
          : !menuRef.current?.contains(event.target as Node)
      )
        setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  async function run(kind: ModificationKind) {
    setOpen(false);
    if (modification.isPending || !exerciseId) return;
    const day = dayExerciseIds(dayId);
    if (!day) return void toast.error(t('ai.modify.noContext'));
    try {
      const suggestion = await modification.mutateAsync({ kind, exerciseId, dayExerciseIds: day });
      onApplied(suggestion);
      toast.success(t('ai.modify.applied'));
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === 'AI_NO_MODIFICATION')
        toast.error(failure.fields.reason ?? t('ai.modify.invalid'));
      else
        toast.error(
          t('ai.modify.failed', {
            message: failure instanceof ApiError ? failure.message : errorMessage('INTERNAL'),
          }),
        );
    }
  }

  return (
    <div ref={menuRef} className="relative shrink-0">
      <Button
        variant="ghost"
        className="px-2!"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-busy={modification.isPending}
        disabled={modification.isPending || !exerciseId}
        onClick={() => setOpen((current) => !current)}
      >
        {modification.isPending ? (
          <span
            role="status"
            aria-label={t('ai.modify.running')}
            className="size-5 animate-spin rounded-full border-2 border-brand-700 border-t-transparent"
          />
        ) : (
          <Sparkles aria-hidden="true" className="size-5 text-brand-700" />
        )}
      </Button>
      {open ? (
        <div
          role="menu"
          aria-label={label}
          className="absolute right-0 z-10 mt-1 flex w-56 flex-col rounded-lg bg-white py-1 shadow-lg ring-1 ring-slate-200"
        >
          {MODIFICATION_KINDS.map((kind) => (
            <button
              key={kind}
              type="button"
              role="menuitem"
              className="min-h-11 px-3 text-left text-slate-900 hover:bg-slate-100 focus:bg-slate-100"
              onClick={() => void run(kind)}
            >
              {t(`ai.menu.${kind}`)}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
