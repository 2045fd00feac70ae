import { memo, useRef, useState } from 'react';
import { BookOpen, Dumbbell, SkipForward } from 'lucide-react';
import type { ExerciseInstance } from '#shared/contracts/plans.ts';
import type { ExerciseInfo } from '#shared/contracts/training.ts';
import { Button } from '#web/components/ui/button.tsx';
import { t } from '#web/i18n/pt-BR.ts';
import '#web/i18n/workout-strings.ts';
import { HowToDialog } from './how-to-dialog.tsx';
import { LogSetDialog, type LogSetDialogControl, type LoggedValues } from './log-set-dialog.tsx';

/**
 * 'Registrar Série', 'Fazer Depois' and 'Como Fazer?'. The log dialog keeps its own open state, so the
 * tap renders that dialog's frame only, not this row nor the run (spec INP budget: ≤ 200 ms on a slow
 * phone); 'Como Fazer?' keeps its state here.
 */
export const RunActions = memo(function RunActions({
  setKey,
  exercise,
  info,
  name,
  previousWeight,
  heaviestWeight,
  onLog,
  onSkip,
}: {
  /** Names the set on screen; the log dialog starts afresh for each one. */
  setKey: string;
  exercise: ExerciseInstance;
  info: ExerciseInfo | undefined;
  name: string;
  previousWeight: number | undefined;
  /** The heaviest load of this exercise so far (last time, today's sets); 0 when there is none. */
  heaviestWeight: number;
  onLog: (values: LoggedValues) => void;
  onSkip: () => void;
}) {
  const logDialog = useRef<LogSetDialogControl>(null);
  const [howTo, setHowTo] = useState(false);
  return (
    <div className="flex flex-col gap-2">
      <Button className="min-h-14! w-full text-lg!" onClick={() => logDialog.current?.open()}>
        <Dumbbell aria-hidden="true" className="size-5" />
        {t('workout.log')}
      </Button>
      <div className="grid grid-cols-2 gap-2">
        <Button variant="secondary" className="gap-1.5! px-2! whitespace-nowrap" onClick={onSkip}>
          <SkipForward aria-hidden="true" className="size-5 shrink-0" />
          {t('workout.skip')}
        </Button>
        <Button
          variant="secondary"
          className="gap-1.5! px-2! whitespace-nowrap"
          onClick={() => setHowTo(true)}
        >
          <BookOpen aria-hidden="true" className="size-5 shrink-0" />
          {t('workout.howTo')}
        </Button>
      </div>
      <LogSetDialog
        key={setKey}
        control={logDialog}
        exercise={exercise}
        previousWeight={previousWeight}
        heaviestWeight={heaviestWeight}
        onSave={onLog}
      />
      <HowToDialog open={howTo} onOpenChange={setHowTo} info={info} name={name} />
    </div>
  );
});
