import { useId } from 'react';
import {
  BALANCE_DEMANDS,
  BODY_POSITIONS,
  IMPACTS,
  MOVEMENT_PATTERNS,
  NAME_GENDERS,
  type ExerciseTraits,
} from '#shared/contracts/exercises.ts';
import { SelectField } from '#web/components/ui/text-field.tsx';
import { t, type MessageKey } from '#web/i18n/pt-BR.ts';

type Flag = 'floor' | 'axialLoad' | 'spinalFlexion' | 'mainLift';
const FLAGS: readonly Flag[] = ['floor', 'axialLoad', 'spinalFlexion', 'mainLift'];

function FlagField({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 size-6 shrink-0 accent-brand-700"
      />
      <div className="flex flex-col">
        <label htmlFor={id} className="font-medium text-slate-900">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      </div>
    </div>
  );
}

/**
 * What the exercise asks of the body (decision 031), one field per trait: the coach's rules for people
 * (pregnancy, bone health, falls, injuries) read these, so the admin sees and corrects each one.
 */
export function ExerciseTraitsFields({
  traits,
  inferred,
  onChange,
}: {
  traits: ExerciseTraits;
  /** Still read from the name as the admin types (a new exercise whose traits nobody has touched). */
  inferred: boolean;
  onChange: (traits: ExerciseTraits) => void;
}) {
  const set = <K extends keyof ExerciseTraits>(key: K, value: ExerciseTraits[K]) =>
    onChange({ ...traits, [key]: value });
  const select = <K extends 'pattern' | 'position' | 'impact' | 'balance' | 'gender'>(
    key: K,
    values: readonly ExerciseTraits[K][],
  ) => (
    <SelectField
      label={t(`admin.exerciseForm.${key}`)}
      value={traits[key]}
      onChange={(event) => set(key, event.target.value as ExerciseTraits[K])}
    >
      {values.map((value) => (
        <option key={value} value={value}>
          {t(`traits.${key}.${value}` as MessageKey)}
        </option>
      ))}
    </SelectField>
  );
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3">
      <legend className="px-1 font-semibold text-slate-900">{t('admin.exerciseForm.traits')}</legend>
      <p className="text-sm text-slate-600">
        {inferred ? t('admin.exerciseForm.traitsInferred') : t('admin.exerciseForm.traitsHint')}
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        {select('pattern', MOVEMENT_PATTERNS)}
        {select('position', BODY_POSITIONS)}
        {select('impact', IMPACTS)}
        {select('balance', BALANCE_DEMANDS)}
        {select('gender', NAME_GENDERS)}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {FLAGS.map((flag) => (
          <FlagField
            key={flag}
            label={t(`admin.exerciseForm.${flag}`)}
            hint={t(`admin.exerciseForm.${flag}Hint`)}
            checked={traits[flag]}
            onChange={(checked) => set(flag, checked)}
          />
        ))}
      </div>
    </fieldset>
  );
}
