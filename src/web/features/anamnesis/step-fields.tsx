import {
  ANAMNESIS_STEPS,
  ANAMNESIS_TEXT_MAX,
  NUMBER_LIMITS,
  type AnamnesisField,
} from '#shared/domain/anamnesis/questions.ts';
import { maskWhatsapp } from '#shared/domain/whatsapp/whatsapp-link.ts';
import { TextAreaField, TextField } from '#web/components/ui/text-field.tsx';
import { t, type MessageKey } from '#web/i18n/pt-BR.ts';
import { RadioCards, ToggleGroup } from './choice-inputs.tsx';
import {
  CHOICE_OPTIONS,
  MULTI_OPTIONS,
  fieldKind,
  numberInput,
  type AnamnesisForm,
  type ChoiceField,
  type MultiField,
  type NumberField,
  type RequiredField,
  type TextField as TextAnswer,
  type YesNoField,
} from './form.ts';

// Whole numbers get the phone's digit pad; the others may need a decimal comma.
const WHOLE_NUMBERS: readonly NumberField[] = ['age', 'height'];
// Long option lists read better one per row; short ones sit two by two.
const ONE_COLUMN: readonly ChoiceField[] = ['specificGoal', 'nutritionQuality', 'waterIntake'];

const label = (field: AnamnesisField) => t(`dialog.anamnesis.field.${field}`);

// Examples of an answer, for the questions that leave the student wondering what to write.
const PLACEHOLDERS: Partial<Record<AnamnesisField, MessageKey>> = {
  profession: 'anamnesis.placeholder.profession',
  city: 'anamnesis.placeholder.city',
  goalTimeline: 'anamnesis.placeholder.goalTimeline',
  trainingSince: 'anamnesis.placeholder.trainingSince',
  previousTrainingFrequency: 'anamnesis.placeholder.previousTrainingFrequency',
  likedWorkouts: 'anamnesis.placeholder.likedWorkouts',
  dislikedWorkouts: 'anamnesis.placeholder.dislikedWorkouts',
  alcoholIntake: 'anamnesis.placeholder.alcoholIntake',
  smokerInfo: 'anamnesis.placeholder.smokerInfo',
  trainingHours: 'anamnesis.placeholder.trainingHours',
};
const HINTS: Partial<Record<AnamnesisField, MessageKey>> = {
  orthopedicProblems: 'anamnesis.hint.health',
  surgeriesInfo: 'anamnesis.hint.health',
  controlledMedication: 'anamnesis.hint.health',
  healthIssues: 'anamnesis.hint.health',
  observations: 'anamnesis.hint.observations',
  // The two answers the anamnesis cannot be sent without say so, and why.
  specificGoal: 'anamnesis.required.specificGoal',
  availableDays: 'anamnesis.required.availableDays',
};
const MISSING: Record<RequiredField, MessageKey> = {
  specificGoal: 'anamnesis.missing.specificGoal',
  availableDays: 'anamnesis.missing.availableDays',
};
const optional = (key: MessageKey | undefined) => (key ? t(key) : undefined);
const placeholder = (field: AnamnesisField) => optional(PLACEHOLDERS[field]);
const hint = (field: AnamnesisField) => optional(HINTS[field]);

/** The questions of one step (1-based), each drawn as its kind of answer asks. */
export function StepFields({
  step,
  name,
  form,
  invalid,
  missing,
  disabled,
  onChange,
}: {
  step: number;
  name: string;
  form: AnamnesisForm;
  invalid: readonly NumberField[];
  /** Required answers to point out (after a submit that lacked them). */
  missing: readonly RequiredField[];
  disabled: boolean;
  onChange: (form: AnamnesisForm) => void;
}) {
  const set = <K extends keyof AnamnesisForm>(field: K, value: AnamnesisForm[K]) =>
    onChange({ ...form, [field]: value });
  const fields: readonly AnamnesisField[] = ANAMNESIS_STEPS[step - 1]?.fields ?? [];
  const error = (field: AnamnesisField) =>
    (missing as readonly string[]).includes(field) ? t(MISSING[field as RequiredField]) : null;

  // One control per question, in a box that takes no room of its own: `data-field` lets the wizard
  // find a question it must point out.
  const control = (field: AnamnesisField) => {
    switch (fieldKind(field)) {
      case 'number': {
        const numberField = field as NumberField;
        const { min, max } = NUMBER_LIMITS[numberField];
        return (
          <TextField
            key={field}
            label={label(field)}
            inputMode={WHOLE_NUMBERS.includes(numberField) ? 'numeric' : 'decimal'}
            autoComplete="off"
            value={form[numberField]}
            onChange={(event) => set(numberField, numberInput(event.target.value))}
            error={invalid.includes(numberField) ? t('anamnesis.number.range', { min, max }) : null}
            disabled={disabled}
            className="max-w-40"
          />
        );
      }
      case 'yesNo':
        return (
          <RadioCards
            key={field}
            label={label(field)}
            columns={2}
            options={[
              { value: 'yes', label: t('anamnesis.yes') },
              { value: 'no', label: t('anamnesis.no') },
            ]}
            value={form[field as YesNoField] === undefined ? '' : form[field as YesNoField] ? 'yes' : 'no'}
            onChange={(value) => set(field as YesNoField, value === 'yes')}
            disabled={disabled}
          />
        );
      case 'choice': {
        const choice = field as ChoiceField;
        return (
          <RadioCards
            key={field}
            label={label(field)}
            hint={hint(field)}
            error={error(field)}
            columns={ONE_COLUMN.includes(choice) ? 1 : 2}
            options={CHOICE_OPTIONS[choice].map((option) => ({ value: option, label: option }))}
            value={form[choice]}
            onChange={(value) => set(choice, value)}
            disabled={disabled}
          />
        );
      }
      case 'multi':
        return (
          <ToggleGroup
            key={field}
            label={label(field)}
            hint={[hint(field), t('anamnesis.multi.hint')].filter(Boolean).join(' ')}
            error={error(field)}
            options={MULTI_OPTIONS[field as MultiField]}
            value={form[field as MultiField]}
            onChange={(value) => set(field as MultiField, value)}
            disabled={disabled}
          />
        );
      case 'whatsapp':
        return (
          <TextField
            key={field}
            label={label(field)}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder={t('anamnesis.placeholder.whatsapp')}
            value={form.whatsapp}
            onChange={(event) => set('whatsapp', maskWhatsapp(event.target.value))}
            disabled={disabled}
          />
        );
      case 'longText':
        return (
          <TextAreaField
            key={field}
            label={label(field)}
            hint={hint(field)}
            placeholder={placeholder(field)}
            rows={3}
            maxLength={ANAMNESIS_TEXT_MAX}
            value={form[field as TextAnswer]}
            onChange={(event) => set(field as TextAnswer, event.target.value)}
            disabled={disabled}
          />
        );
      default:
        return (
          <TextField
            key={field}
            label={label(field)}
            hint={hint(field)}
            placeholder={placeholder(field)}
            maxLength={ANAMNESIS_TEXT_MAX}
            value={form[field as TextAnswer]}
            onChange={(event) => set(field as TextAnswer, event.target.value)}
            disabled={disabled}
          />
        );
    }
  };

  return (
    <div className="flex flex-col gap-5">
      {step === 1 ? (
        <TextField label={t('anamnesis.field.name')} value={name} readOnly className="bg-slate-100" />
      ) : null}
      {fields.map((field) => (
        <div key={field} data-field={field} className="contents">
          {control(field)}
        </div>
      ))}
    </div>
  );
}
