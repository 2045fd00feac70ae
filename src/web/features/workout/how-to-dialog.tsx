import type { ExerciseInfo } from '#shared/contracts/training.ts';
import { DialogHeader } from '#web/components/ui/dialog-header.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { t } from '#web/i18n/pt-BR.ts';
import '#web/i18n/workout-strings.ts';
import { ExerciseHowTo } from '#web/components/exercise-how-to.tsx';

/** 'Como Fazer?' (product §2): demo media and tutorial of the current exercise. */
export function HowToDialog({
  open,
  onOpenChange,
  info,
  name,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  info: ExerciseInfo | undefined;
  name: string;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      nested
      aria-describedby={undefined}
      className="inset-x-3 top-1/2 mx-auto flex max-h-[90dvh] max-w-lg -translate-y-1/2 flex-col rounded-2xl bg-white shadow-xl"
    >
      <DialogHeader
        title={t('workout.howToDialog.title', { exercise: name })}
        closeLabel={t('workout.close')}
        className="border-b border-slate-200 p-4"
        titleClassName="pt-2 text-lg"
      />
      <div className="overflow-y-auto p-4">
        <ExerciseHowTo info={info} name={name} />
      </div>
    </Modal>
  );
}
