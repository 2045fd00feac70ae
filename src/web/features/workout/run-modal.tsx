import { useCallback, useEffect, useRef, useState } from 'react';
import { CheckCircle2, Flame, ListTodo, Snowflake } from 'lucide-react';
import { toast } from '#web/components/ui/toaster.tsx';
import { currentStep, runTotals, skippedSets } from '#shared/domain/workout-run/workout-run.ts';
import type { WorkoutSessionProps } from './workout-session.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { DialogHeader } from '#web/components/ui/dialog-header.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { t } from '#web/i18n/pt-BR.ts';
import '#web/i18n/workout-strings.ts';
import { beep, primeAudio, releaseAudio } from './beep.ts';
import { ExercisePanel } from './exercise-panel.tsx';
import { FinishDialog } from './finish-dialog.tsx';
import type { LoggedValues } from './log-set-dialog.tsx';
import { RestDialog } from './rest-dialog.tsx';
import { RoutineDialog, type RoutineKind } from './routine-dialog.tsx';
import { RunActions } from './run-actions.tsx';
import { SkippedDialog } from './skipped-dialog.tsx';
import { useRestAlarm } from './use-rest-alarm.ts';
import { useWakeLock } from './use-wake-lock.ts';
import { useWorkoutRun } from './use-workout-run.ts';

/** How long closing waits for the progress write before leaving (the outbox answers at once). */
const CLOSE_WAIT_MS = 1000;

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The workout execution modal (product §2): full screen on a phone, one set at a time, with the rest
 * timer, the routines and the finish confirmation over it. Closing saves the place and calls `onClose`;
 * a confirmed finish calls `onFinished`.
 */
export function RunModal({
  date,
  workout,
  exercises,
  day,
  actions,
  onClose,
  onFinished,
}: WorkoutSessionProps & { onFinished: () => void }) {
  const { state, latest, pending, dispatch, saveProgress, touched, currentNow } = useWorkoutRun(
    workout,
    day,
    actions,
  );
  const audio = useRef<AudioContext | null>(null);
  useEffect(() => {
    // Making an AudioContext takes ~15 ms of main thread (over 100 ms on a slow phone): do it once, just
    // after the run opens (still within the activation of the tap that opened it), not inside a set's tap.
    const timer = window.setTimeout(() => (audio.current = primeAudio(audio.current)), 0);
    return () => {
      window.clearTimeout(timer);
      releaseAudio(audio.current);
      audio.current = null;
    };
  }, []);
  useWakeLock(state.phase !== 'finished');
  const [routine, setRoutine] = useState<RoutineKind | null>(null);
  const [finishing, setFinishing] = useState(false);
  const [closing, setClosing] = useState(false);

  const step = currentStep(workout, state);
  const totals = runTotals(workout, state);
  const skipped = step ? [] : skippedSets(workout, state);
  const nameOf = useCallback((id: string) => exercises[id]?.name ?? id, [exercises]);
  useRestAlarm(workout, state, nameOf);
  const blockId = step?.block.id;
  const exerciseId = step?.exercise.exerciseId;
  const logged = state.logs.filter((log) => log.blockId === blockId && log.exerciseId === exerciseId);
  const lastTime = exerciseId ? day.lastPerformance[exerciseId]?.weight : undefined;
  const previousWeight = logged.at(-1)?.weight ?? lastTime;
  const heaviestWeight = Math.max(0, lastTime ?? 0, ...logged.map((log) => log.weight));

  const onLog = useCallback(
    (values: LoggedValues) => {
      const current = currentNow();
      if (!current) return;
      // This tap is the user gesture mobile browsers need before the rest timer may beep: resume here.
      audio.current = primeAudio(audio.current);
      const entry = {
        id: crypto.randomUUID(),
        blockId: current.block.id,
        exerciseId: current.exercise.exerciseId,
        setIndex: current.setIndex,
        ...values,
      };
      actions
        .logSet({ ...entry, date, workoutId: workout.id, loggedAt: new Date().toISOString() })
        .catch((error: unknown) => toast.error(t('workout.logFailed', { message: errorText(error) })));
      dispatch({ type: 'log', entry });
    },
    [actions, currentNow, date, dispatch, workout.id],
  );

  const onSkip = useCallback(() => {
    const current = currentNow();
    if (!current) return;
    dispatch({ type: 'skip' });
    toast(t('workout.skipped', { exercise: nameOf(current.exercise.exerciseId) }));
  }, [currentNow, dispatch, nameOf]);

  const onRestDone = useCallback(() => {
    beep(audio.current);
    dispatch({ type: 'rest_done' });
  }, [dispatch]);
  const onRestSkip = useCallback(() => dispatch({ type: 'rest_done' }), [dispatch]);

  async function close() {
    if (closing) return;
    setClosing(true);
    if (touched()) {
      const saved = saveProgress(latest.current.position);
      await Promise.race([saved, new Promise((resolve) => setTimeout(resolve, CLOSE_WAIT_MS))]);
    }
    onClose();
  }

  async function finish() {
    setFinishing(true);
    try {
      await pending.current;
      await actions.finish({ workoutId: workout.id });
    } catch (error) {
      setFinishing(false);
      toast.error(t('workout.finishFailed', { message: errorText(error) }));
      return;
    }
    dispatch({ type: 'confirm_finish' });
    toast.success(t('workout.finished'));
    onFinished();
  }

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) void close();
      }}
      aria-describedby={undefined}
      className="inset-0 flex flex-col bg-white sm:inset-auto sm:top-1/2 sm:left-1/2 sm:h-[min(90dvh,46rem)] sm:w-[32rem] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:shadow-xl"
    >
      <DialogHeader
        title={workout.label}
        closeLabel={t('workout.closeRun')}
        className="px-4 pt-3"
        titleClassName="pt-2 text-lg"
      />
      <div className="px-4 pt-2 pb-3">
        <div className="flex justify-between text-sm text-slate-700">
          <span id="run-progress-label">{t('workout.progress')}</span>
          <span className="tabular-nums">{t('workout.progressCount', totals)}</span>
        </div>
        <div
          role="progressbar"
          aria-labelledby="run-progress-label"
          aria-valuemin={0}
          aria-valuemax={totals.total}
          aria-valuenow={totals.done}
          aria-valuetext={t('workout.progressCount', totals)}
          className="mt-1 h-2.5 overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className="h-full rounded-full bg-brand-600 transition-[width]"
            style={{ width: `${totals.total ? (totals.done / totals.total) * 100 : 100}%` }}
          />
        </div>
      </div>

      {/* It scrolls when the exercise says much (a long name, the target load, a note): focusable, so a
          keyboard can scroll it too. */}
      <div
        tabIndex={0}
        role="region"
        aria-label={t('workout.current')}
        className="min-h-0 flex-1 overflow-y-auto border-t border-slate-200 px-4 py-4 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        {step ? (
          <ExercisePanel
            step={step}
            blockCount={workout.blocks.length}
            name={nameOf(step.exercise.exerciseId)}
            last={day.lastPerformance[step.exercise.exerciseId]}
            logged={logged}
          />
        ) : skipped.length > 0 ? (
          <div className="flex flex-col items-center gap-3 py-6 text-center">
            <ListTodo aria-hidden="true" className="size-12 text-brand-700" />
            <h2 className="text-xl font-bold text-slate-900">{t('workout.allDone.skippedTitle')}</h2>
            <p className="text-slate-700">
              {t(`workout.allDone.skippedText.${skipped.length === 1 ? 'one' : 'other'}`, {
                n: skipped.length,
              })}
            </p>
          </div>
        ) : (
          <div className="flex flex-col items-center gap-3 py-6 text-center">
            <CheckCircle2 aria-hidden="true" className="size-12 text-green-700" />
            <h2 className="text-xl font-bold text-slate-900">{t('workout.allDone.title')}</h2>
            <p className="text-slate-700">{t('workout.allDone.text')}</p>
          </div>
        )}
      </div>

      <div className="flex flex-col gap-2 border-t border-slate-200 px-4 pt-4 pb-8">
        {step ? (
          <RunActions
            setKey={`${step.blockIndex}-${step.exerciseIndex}-${step.setIndex}`}
            exercise={step.exercise}
            info={exercises[step.exercise.exerciseId]}
            name={nameOf(step.exercise.exerciseId)}
            previousWeight={previousWeight}
            heaviestWeight={heaviestWeight}
            onLog={onLog}
            onSkip={onSkip}
          />
        ) : (
          <>
            {skipped.length > 0 ? (
              <Button
                className="min-h-14! w-full text-lg!"
                onClick={() => dispatch({ type: 'redo_skipped' })}
              >
                {t('workout.skippedReview.redo')}
              </Button>
            ) : null}
            <Button
              variant={skipped.length > 0 ? 'secondary' : 'primary'}
              className="min-h-14! w-full text-lg!"
              onClick={() => dispatch({ type: 'reopen_finish' })}
            >
              {t('workout.allDone.finish')}
            </Button>
          </>
        )}
        {workout.warmup.length > 0 || workout.cooldown.length > 0 ? (
          <div className="flex gap-2">
            {workout.warmup.length > 0 ? (
              <Button variant="ghost" className="flex-1 text-brand-700!" onClick={() => setRoutine('warmup')}>
                <Flame aria-hidden="true" className="size-5" />
                {t('workout.warmup')}
              </Button>
            ) : null}
            {workout.cooldown.length > 0 ? (
              <Button
                variant="ghost"
                className="flex-1 text-brand-700!"
                onClick={() => setRoutine('cooldown')}
              >
                <Snowflake aria-hidden="true" className="size-5" />
                {t('workout.cooldown')}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>

      {state.phase === 'resting' && state.rest ? (
        <RestDialog
          key={state.rest.startedAt}
          rest={state.rest}
          next={step ? nameOf(step.exercise.exerciseId) : null}
          onSkip={onRestSkip}
          onDone={onRestDone}
        />
      ) : null}
      <SkippedDialog
        open={state.phase === 'review_skipped'}
        skipped={skipped}
        nameOf={nameOf}
        onRedo={() => dispatch({ type: 'redo_skipped' })}
        onFinishWithout={() => dispatch({ type: 'finish_without' })}
        onDismiss={() => dispatch({ type: 'dismiss_finish' })}
      />
      <FinishDialog
        open={state.phase === 'confirm_finish'}
        busy={finishing}
        skipped={skipped.length}
        onConfirm={() => void finish()}
        onDismiss={() => dispatch({ type: 'dismiss_finish' })}
      />
      <RoutineDialog
        kind={routine}
        items={routine === 'cooldown' ? workout.cooldown : workout.warmup}
        exercises={exercises}
        onClose={() => setRoutine(null)}
      />
    </Modal>
  );
}
