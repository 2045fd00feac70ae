import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import { DURATION_TYPES, PLAN_LIMITS, type ExerciseInstance } from '#shared/contracts/plans.ts';
import { Button } from '#web/components/ui/button.tsx';
import { t } from '#web/i18n/pt-BR.ts';
import { usePlanEditor } from './editor-context.ts';
import { RowAiMenu, type AiSuggestion } from './row-ai-menu.tsx';
import { SwapDialog } from './swap-dialog.tsx';
import { ExerciseField } from './exercise-field.tsx';
import { DecimalField, Field, SecondsField, SelectField } from './fields.tsx';

const MAX_TARGET_WEIGHT = 1000;

/**
 * One exercise of a block. On a phone the fields stack two by two; on a laptop they share one row
 * (picker, séries, valor, unidade, descanso, carga, reps alvo, observação, remover).
 */
export function ExerciseRow({
  dayId,
  blockId,
  blockNumber,
  number,
  row,
}: {
  dayId: string;
  blockId: string;
  blockNumber: number;
  number: number;
  row: ExerciseInstance;
}) {
  const { dispatch, missing, nameExercise, studentId } = usePlanEditor();
  const [suggestion, setSuggestion] = useState<AiSuggestion | null>(null);
  const [swapping, setSwapping] = useState(false);
  const update = (patch: Partial<Omit<ExerciseInstance, 'id'>>) =>
    dispatch({ type: 'updateExercise', dayId, blockId, rowId: row.id, patch });
  const invalid = missing.has(row.id);

  return (
    <div
      role="group"
      aria-label={t('plans.exercise.row', { block: blockNumber, n: number })}
      className={`grid grid-cols-2 items-end gap-x-2 gap-y-3 rounded-lg p-2 sm:grid-cols-3 lg:grid-cols-[minmax(0,2.2fr)_4rem_7rem_6rem_6.25rem_6.75rem_5.5rem_minmax(0,1.4fr)_2.75rem] ${
        invalid ? 'bg-red-50 ring-2 ring-red-700' : 'bg-slate-50'
      }`}
    >
      <div className="col-span-2 flex items-start gap-2 sm:col-span-3 lg:contents">
        <ExerciseField
          label={t('plans.exercise.exercise')}
          exerciseId={row.exerciseId}
          invalid={invalid}
          onPicked={(exerciseId) => {
            setSuggestion(null);
            update({ exerciseId });
          }}
          className="flex-1"
        />
        {/* The AI menu reads the student's anamnesis: a model has no student. */}
        {studentId ? (
          <div className="mt-6 lg:order-last lg:mt-0">
            <RowAiMenu
              label={t('ai.menu.label', { n: number, block: blockNumber })}
              dayId={dayId}
              exerciseId={row.exerciseId}
              onApplied={({ exerciseId, name, reason }) => {
                nameExercise(exerciseId, name);
                update({ exerciseId });
                setSuggestion({ exerciseId, reason });
              }}
            />
          </div>
        ) : null}
        <Button
          variant="danger-ghost"
          className="mt-6 shrink-0 px-0! lg:order-last lg:mt-0"
          aria-label={t('plans.exercise.remove', { n: number, block: blockNumber })}
          onClick={() => dispatch({ type: 'removeExercise', dayId, blockId, rowId: row.id })}
        >
          <Trash2 aria-hidden="true" className="size-5 shrink-0" />
        </Button>
      </div>
      <Field
        label={t('plans.exercise.sets')}
        inputMode="numeric"
        autoComplete="off"
        value={row.sets}
        onChange={(event) => update({ sets: event.target.value.replace(/\D/g, '').slice(0, 2) })}
      />
      <Field
        label={t('plans.exercise.value')}
        inputMode={row.durationType === 'time' ? 'numeric' : 'text'}
        autoComplete="off"
        maxLength={12}
        value={row.reps}
        onChange={(event) => update({ reps: event.target.value })}
      />
      <SelectField
        label={t('plans.exercise.unit')}
        value={row.durationType}
        onChange={(event) => update({ durationType: event.target.value as ExerciseInstance['durationType'] })}
      >
        {DURATION_TYPES.map((unit) => (
          <option key={unit} value={unit}>
            {t(`plans.exercise.unit.${unit}`)}
          </option>
        ))}
      </SelectField>
      <SecondsField
        label={t('plans.exercise.rest')}
        value={row.rest}
        max={PLAN_LIMITS.restSeconds}
        onValue={(rest) => update({ rest })}
      />
      <DecimalField
        label={t('plans.exercise.targetWeight')}
        value={row.targetWeight}
        max={MAX_TARGET_WEIGHT}
        onValue={(targetWeight) => update({ targetWeight })}
      />
      <Field
        label={t('plans.exercise.targetReps')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={12}
        value={row.targetReps ?? ''}
        onChange={(event) => update({ targetReps: event.target.value })}
      />
      <Field
        label={t('plans.exercise.observation')}
        className="col-span-2 sm:col-span-3 lg:col-span-1"
        autoComplete="off"
        maxLength={500}
        value={row.observation ?? ''}
        onChange={(event) => update({ observation: event.target.value })}
      />
      {suggestion && suggestion.exerciseId === row.exerciseId ? (
        <p className="col-span-2 flex flex-wrap items-center gap-x-2 text-sm text-brand-900 sm:col-span-3 lg:col-span-full">
          <span>{t('ai.reason', { reason: suggestion.reason })}</span>
          <Button variant="ghost" className="px-2! text-sm" onClick={() => setSwapping(true)}>
            {t('ai.correct')}
          </Button>
        </p>
      ) : null}
      {swapping && suggestion ? (
        <SwapDialog
          dayId={dayId}
          suggestedExerciseId={suggestion.exerciseId}
          onClose={() => setSwapping(false)}
          onChosen={(exerciseId, name) => {
            nameExercise(exerciseId, name);
            update({ exerciseId });
            setSuggestion(null);
          }}
        />
      ) : null}
    </div>
  );
}
