import { useId, useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { ChevronDown, ChevronUp, Timer } from 'lucide-react';
import type { RoutineItem } from '#shared/contracts/plans.ts';
import type { ExerciseInfo } from '#shared/contracts/training.ts';
import { Button } from '#web/components/ui/button.tsx';
import { DialogHeader } from '#web/components/ui/dialog-header.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { t } from '#web/i18n/pt-BR.ts';
import '#web/i18n/workout-strings.ts';
import { ExerciseHowTo } from '#web/components/exercise-how-to.tsx';

export type RoutineKind = 'warmup' | 'cooldown';

/**
 * The routine modal (product §2): 'Aquecimento Geral' or 'Alongamento / Volta à Calma', each item with its
 * duration and a 'Como fazer?' that opens its detail in place (no third dialog on a phone).
 */
export function RoutineDialog({
  kind,
  items,
  exercises,
  onClose,
}: {
  kind: RoutineKind | null;
  items: RoutineItem[];
  exercises: Record<string, ExerciseInfo>;
  onClose: () => void;
}) {
  const [expanded, setExpanded] = useState<number | null>(null);
  const baseId = useId();
  return (
    <Modal
      open={kind !== null}
      onOpenChange={(open) => {
        if (!open) {
          setExpanded(null);
          onClose();
        }
      }}
      nested
      className="inset-x-3 top-1/2 mx-auto flex max-h-[90dvh] max-w-lg -translate-y-1/2 flex-col rounded-2xl bg-white shadow-xl"
    >
      <DialogHeader
        title={t(kind === 'cooldown' ? 'workout.routine.cooldownTitle' : 'workout.routine.warmupTitle')}
        closeLabel={t('workout.close')}
        className="border-b border-slate-200 p-4"
        titleClassName="pt-2 text-lg"
      />
      <Dialog.Description className="px-4 pt-3 text-sm text-slate-600">
        {t('workout.routine.description')}
      </Dialog.Description>
      <ul className="flex flex-col gap-3 overflow-y-auto p-4">
        {items.map((item, i) => {
          const name = exercises[item.exerciseId]?.name ?? item.exerciseId;
          const open = expanded === i;
          const detailId = `${baseId}-${i}`;
          return (
            <li key={`${item.exerciseId}-${i}`} className="rounded-xl ring-1 ring-slate-200">
              <div className="flex items-center gap-3 p-3">
                <div className="min-w-0 flex-1">
                  <p className="font-semibold break-words text-slate-900">{name}</p>
                  <p className="flex items-center gap-1 text-sm text-slate-700">
                    <Timer aria-hidden="true" className="size-4" />
                    {item.duration}
                  </p>
                </div>
                <Button
                  variant="ghost"
                  className="shrink-0 px-3! text-sm! text-brand-700!"
                  aria-expanded={open}
                  aria-controls={open ? detailId : undefined}
                  aria-label={`${t(open ? 'workout.routine.hide' : 'workout.routine.howTo')} ${name}`}
                  onClick={() => setExpanded(open ? null : i)}
                >
                  {t(open ? 'workout.routine.hide' : 'workout.routine.howTo')}
                  {open ? (
                    <ChevronUp aria-hidden="true" className="size-4" />
                  ) : (
                    <ChevronDown aria-hidden="true" className="size-4" />
                  )}
                </Button>
              </div>
              {open ? (
                <div id={detailId} className="border-t border-slate-200 p-3">
                  <ExerciseHowTo info={exercises[item.exerciseId]} name={name} />
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </Modal>
  );
}
