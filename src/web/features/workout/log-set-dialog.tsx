import { memo, useCallback, useImperativeHandle, useState, type FormEvent, type Ref } from 'react';
import type { ExerciseInstance } from '#shared/contracts/plans.ts';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { t } from '#web/i18n/pt-BR.ts';
import { isTimed, wholeNumber } from './format.ts';
import { LightDialog } from './light-dialog.tsx';

export interface LoggedValues {
  weight: number;
  reps: number;
}

/**
 * What the fields start with: the plan's targets (spec §2), else the weight of this exercise's last set
 * today, else its last time; reps from the target or the planned reps when they are a plain number.
 */
export function logDefaults(
  exercise: ExerciseInstance,
  previous: { weight: number } | undefined,
): { weight: string; reps: string } {
  const weight = isTimed(exercise) ? undefined : (exercise.targetWeight ?? previous?.weight);
  const reps = wholeNumber(exercise.targetReps) ?? wholeNumber(exercise.reps);
  return {
    weight: weight === undefined || weight === 0 ? '' : String(weight),
    reps: reps === null ? '' : String(reps),
  };
}

function parseDecimal(text: string): number {
  return text.trim() === '' ? 0 : Number(text.trim().replace(',', '.'));
}

/** Opens the 'Registrar Série' dialog from its button (RunActions). */
export interface LogSetDialogControl {
  open: () => void;
}

/**
 * 'Registrar Série': 'Carga (kg)' (step 0.1, off for timed exercises) and 'Repetições' or 'Tempo (s)'.
 * Rendered with the run, hidden until the tap: opening it is the interaction that must feel instant, so
 * its open state lives here (a tap re-renders this dialog's frame only, never the run or the form) and
 * the button opens it through `control`. Give it a `key` per set, so each set's fields start from that
 * set's defaults.
 */
export function LogSetDialog({
  control,
  exercise,
  previousWeight,
  onSave,
}: {
  control: Ref<LogSetDialogControl>;
  exercise: ExerciseInstance;
  previousWeight: number | undefined;
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
  onSave,
  onCancel,
}: {
  exercise: ExerciseInstance;
  previousWeight: number | undefined;
  onSave: (values: LoggedValues) => void;
  onCancel: () => void;
}) {
  const timed = isTimed(exercise);
  const [values, setValues] = useState(() =>
    logDefaults(exercise, previousWeight === undefined ? undefined : { weight: previousWeight }),
  );
  const [errors, setErrors] = useState<{ weight?: string; reps?: string }>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const weight = timed ? 0 : parseDecimal(values.weight);
    const reps = Number(values.reps.trim());
    const next: typeof errors = {};
    if (!Number.isFinite(weight) || weight < 0 || weight > 1000)
      next.weight = t('workout.logDialog.weightInvalid');
    if (values.reps.trim() === '')
      next.reps = t(timed ? 'workout.logDialog.timeMissing' : 'workout.logDialog.repsMissing');
    else if (!Number.isInteger(reps) || reps < 0 || reps > 10_000)
      next.reps = t('workout.logDialog.repsInvalid');
    setErrors(next);
    if (next.weight || next.reps) return;
    onSave({ weight, reps });
  }

  return (
    <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={t('workout.logDialog.weight')}
          type="number"
          inputMode="decimal"
          step="0.1"
          min="0"
          max="1000"
          disabled={timed}
          hint={timed ? t('workout.logDialog.weightTimed') : undefined}
          error={errors.weight}
          value={values.weight}
          onChange={(event) => setValues((v) => ({ ...v, weight: event.target.value }))}
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
      <div className="grid grid-cols-2 gap-3">
        <Button variant="secondary" onClick={onCancel}>
          {t('workout.cancel')}
        </Button>
        <Button type="submit">{t('workout.logDialog.save')}</Button>
      </div>
    </form>
  );
});
