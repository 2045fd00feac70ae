import { useId } from 'react';
import { AlertCircle, ChevronDown } from 'lucide-react';
import { t } from '#web/i18n/pt-BR.ts';
import { usePlanEditor } from './editor-context.ts';

/**
 * The read-only picker field: shows the exercise's name or 'Selecione...'; a tap opens the picker.
 * Its accessible name reads the label and the value ("Exercício Supino Reto com Barra").
 */
export function ExerciseField({
  label,
  exerciseId,
  invalid,
  onPicked,
  className = '',
}: {
  label: string;
  exerciseId: string;
  invalid: boolean;
  onPicked: (exerciseId: string) => void;
  className?: string;
}) {
  const { names, pickExercise } = usePlanEditor();
  const id = useId();
  const name = exerciseId ? (names[exerciseId] ?? exerciseId) : '';
  return (
    <div className={`flex min-w-0 flex-col gap-1 ${className}`}>
      <span id={`${id}-label`} className="text-sm font-medium text-slate-700">
        {label}
      </span>
      <button
        type="button"
        id={id}
        aria-labelledby={`${id}-label ${id}`}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        aria-haspopup="dialog"
        onClick={() => pickExercise(exerciseId, onPicked)}
        className={`flex min-h-11 w-full min-w-0 items-center justify-between gap-2 rounded-lg border bg-white px-3 py-1.5 text-left text-base ${
          invalid ? 'border-2 border-red-700' : 'border-slate-500'
        }`}
      >
        <span
          className={`line-clamp-2 break-words ${name ? 'font-medium text-slate-900' : 'text-slate-600'}`}
        >
          {name || t('plans.exercise.placeholder')}
        </span>
        <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-slate-600" />
      </button>
      {invalid ? (
        <p id={`${id}-error`} className="flex items-center gap-1 text-sm font-medium text-red-700">
          <AlertCircle aria-hidden="true" className="size-4 shrink-0" />
          {t('plans.validation.rowMissing')}
        </p>
      ) : null}
    </div>
  );
}
