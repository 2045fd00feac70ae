import { memo, useCallback, useImperativeHandle, useState, type FormEvent, type Ref } from 'react';
import type { ExerciseInstance } from '#shared/contracts/plans.ts';
import { secondsValue } from '#shared/domain/plans/seconds-value.ts';
import { formatDecimal, isFarAbove, parseDecimal } from '#shared/domain/training/decimal.ts';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { t } from '#web/i18n/pt-BR.ts';
import '#web/i18n/workout-strings.ts';
import { isTimed, targetRepsValue, wholeNumber } from './format.ts';
import { LightDialog } from './light-dialog.tsx';

export interface LoggedValues {
  weight: number;
  reps: number;
}

/**
 * What the fields start with: the plan's targets (product §2), else the weight of this exercise's last set
 * today, else its last time; reps from the target or the planned reps, a range ('8-10') by its low end.
 */
export function logDefaults(
  exercise: ExerciseInstance,
  previous: { weight: number } | undefined,
): { weight: string; reps: string } {
  const weight = isTimed(exercise) ? undefined : (exercise.targetWeight ?? previous?.weight);
  const reps =
    targetRepsValue(exercise.targetReps) ??
    (isTimed(exercise) ? wholeNumber(secondsValue(exercise.reps)) : targetRepsValue(exercise.reps));
  return {
    weight: weight === undefined || weight === 0 ? '' : formatDecimal(weight),
    reps: reps === null ? '' : String(reps),
  };
}

/** Opens the 'Registrar Série' dialog from its button (RunActions). */
export interface LogSetDialogControl {
  open: () => void;
}

/**
 * 'Registrar Série': 'Carga (kg)' (a decimal comma or dot, off for timed exercises) and 'Repetições' or
 * 'Tempo (s)'. A load far above the heaviest this exercise has seen (`heaviestWeight`: the last time and
 * today's sets) is logged only once confirmed, so a slip ("405" for "40,5") does not become history.
 * Rendered with the run, hidden until the tap: opening it is the interaction that must feel instant, so
 * its open state lives here (a tap re-renders this dialog's frame only, never the run or the form) and
 * the button opens it through `control`. Give it a `key` per set, so each set's fields start from that
 * set's defaults.
 */
export function LogSetDialog({
  control,
  exercise,
  previousWeight,
  heaviestWeight,
  onSave,
}: {
  control: Ref<LogSetDialogControl>;
  exercise: ExerciseInstance;
  previousWeight: number | undefined;
  heaviestWeight: number;
  onSave: (values: LoggedValues) => void;
}) {
  const [open, setOpen] = useState(false);
  // A cancelled edit is forgotten: the form starts over after each close.
  const [round, setRound] = useState(0);
  useImperativeHandle(control, () => ({ open: () => setOpen(true) }), []);
  const cancel = useCallback(() => {
    setOpen(false);
    setRound((n) => n + 1);
  }, []);
  const save = useCallback(
    (values: LoggedValues) => {
      setOpen(false);
      onSave(values);
    },
    [onSave],
  );
  return (
    <LightDialog
      open={open}
      onClose={cancel}
      title={t('workout.logDialog.title')}
      // Most sets are logged as planned: focus on 'Salvar Série', so no keyboard covers the form.
      initialFocus='button[type="submit"]'
      className="bottom-3 sm:top-1/2 sm:bottom-auto sm:-translate-y-1/2"
    >
      <LogSetForm
        key={round}
        exercise={exercise}
        previousWeight={previousWeight}
        heaviestWeight={heaviestWeight}
        onSave={save}
        onCancel={cancel}
      />
    </LightDialog>
  );
}

// Memoised: opening and closing the dialog leave the form as it is.
const LogSetForm = memo(function LogSetForm({
  exercise,
  previousWeight,
  heaviestWeight,
  onSave,
  onCancel,
}: {
  exercise: ExerciseInstance;
  previousWeight: number | undefined;
  heaviestWeight: number;
  onSave: (values: LoggedValues) => void;
  onCancel: () => void;
}) {
  const timed = isTimed(exercise);
  const [values, setValues] = useState(() =>
    logDefaults(exercise, previousWeight === undefined ? undefined : { weight: previousWeight }),
  );
  const [errors, setErrors] = useState<{ weight?: string; reps?: string }>({});
  /** The far-above load the student was asked about: saving it again confirms it. */
  const [asked, setAsked] = useState<number | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = timed ? 0 : parseDecimal(values.weight);
    // An empty weight field is a set without load (body weight); an unreadable one is refused.
    const weight = parsed === null ? 0 : parsed;
    const reps = Number(values.reps.trim());
    const next: typeof errors = {};
    if (weight === undefined || weight > 1000) next.weight = t('workout.logDialog.weightInvalid');
    if (values.reps.trim() === '')
      next.reps = t(timed ? 'workout.logDialog.timeMissing' : 'workout.logDialog.repsMissing');
    else if (!Number.isInteger(reps) || reps < 0 || reps > 10_000)
      next.reps = t('workout.logDialog.repsInvalid');
    setErrors(next);
    if (weight === undefined || next.weight || next.reps) return;
    if (weight !== asked && isFarAbove(weight, [heaviestWeight])) return setAsked(weight);
    onSave({ weight, reps });
  }

  return (
    <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={t('workout.logDialog.weight')}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          maxLength={7}
          disabled={timed}
          hint={timed ? t('workout.logDialog.weightTimed') : undefined}
          error={errors.weight}
          value={values.weight}
          onChange={(event) => {
            setAsked(null);
            setValues((v) => ({ ...v, weight: event.target.value }));
          }}
          className="text-lg disabled:bg-slate-100"
        />
        <TextField
          label={t(timed ? 'workout.logDialog.time' : 'workout.logDialog.reps')}
          type="number"
          inputMode="numeric"
          step="1"
          min="0"
          error={errors.reps}
          value={values.reps}
          onChange={(event) => setValues((v) => ({ ...v, reps: event.target.value }))}
          className="text-lg"
        />
      </div>
      {asked !== null ? (
        <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm font-medium text-amber-900">
          {t('workout.logDialog.farAbove', {
            weight: formatDecimal(asked),
            heaviest: formatDecimal(heaviestWeight),
          })}
        </p>
      ) : null}
      <div className="grid grid-cols-2 gap-3">
        <Button variant="secondary" onClick={onCancel}>
          {t('workout.cancel')}
        </Button>
        <Button type="submit">
          {asked !== null
            ? t('workout.logDialog.confirmSave', { weight: formatDecimal(asked) })
            : t('workout.logDialog.save')}
        </Button>
      </div>
    </form>
  );
});
