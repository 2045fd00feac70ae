import type { ReactNode } from 'react';
import { PROTOCOL_FOLDS, PROTOCOL_LABELS } from '#shared/domain/assessment/body-fat.ts';
import {
  ASSESSMENT_SEXES,
  CIRCUMFERENCE_LABELS,
  CIRCUMFERENCE_SITES,
  SKINFOLD_LABELS,
  SKINFOLD_SITES,
} from '#shared/domain/assessment/sites.ts';
import { BODY_FAT_PROTOCOLS } from '#shared/contracts/assessments.ts';
import { SelectField, TextAreaField, TextField } from '#web/components/ui/text-field.tsx';
import { t } from '#web/i18n/pt-BR.ts';
import '#web/i18n/assessment-strings.ts';
import type { AssessmentForm, FormErrors } from './assessment-form.ts';

interface Props {
  form: AssessmentForm;
  errors: FormErrors;
  onChange: (form: AssessmentForm) => void;
  today: string;
}

// Text fields, never type="number": an English browser's number field drops the comma (decimal.ts).
const decimal = { inputMode: 'decimal', autoComplete: 'off' } as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-base font-bold text-slate-900">{title}</legend>
      {children}
    </fieldset>
  );
}

/** The editor's fields: date and body, vital signs, circumferences (right and left side by side), skinfolds. */
export function MeasureFields({ form, errors, onChange, today }: Props) {
  const set = (patch: Partial<AssessmentForm>) => onChange({ ...form, ...patch });
  const text = (key: 'age' | 'weightKg' | 'heightCm' | 'restingHeartRate', label: string) => (
    <TextField label={label} value={form[key]} error={errors[key]} onChange={(e) => set({ [key]: e.currentTarget.value })} {...decimal} />
  );
  const folds = form.protocol && form.sex ? PROTOCOL_FOLDS[form.protocol][form.sex] : [];
  return (
    <div className="flex flex-col gap-6">
      <Section title={t('assessments.section.general')}>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <TextField
            label={t('assessments.field.date')}
            type="date"
            max={today}
            value={form.date}
            error={errors.date}
            onChange={(e) => set({ date: e.currentTarget.value })}
          />
          <SelectField
            label={t('assessments.field.sex')}
            value={form.sex}
            error={errors.sex}
            onChange={(e) => set({ sex: e.currentTarget.value as AssessmentForm['sex'] })}
          >
            <option value="">{t('assessments.field.sexPick')}</option>
            {ASSESSMENT_SEXES.map((sex) => (
              <option key={sex} value={sex}>
                {sex}
              </option>
            ))}
          </SelectField>
          {text('age', t('assessments.field.age'))}
          {text('weightKg', t('assessments.field.weight'))}
          {text('heightCm', t('assessments.field.height'))}
        </div>
      </Section>
      <Section title={t('assessments.section.vitals')}>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {text('restingHeartRate', t('assessments.field.heartRate'))}
          <TextField
            label={t('assessments.field.systolic')}
            value={form.systolic}
            error={errors['bloodPressure.systolic']}
            onChange={(e) => set({ systolic: e.currentTarget.value })}
            {...decimal}
          />
          <TextField
            label={t('assessments.field.diastolic')}
            value={form.diastolic}
            error={errors['bloodPressure.diastolic']}
            onChange={(e) => set({ diastolic: e.currentTarget.value })}
            {...decimal}
          />
        </div>
      </Section>
      <Section title={t('assessments.section.circumferences')}>
        <div className="grid grid-cols-2 gap-3">
          {CIRCUMFERENCE_SITES.map((site) => (
            <TextField
              key={site}
              label={CIRCUMFERENCE_LABELS[site]}
              value={form.circumferences[site]}
              error={errors[`circumferences.${site}`]}
              onChange={(e) => set({ circumferences: { ...form.circumferences, [site]: e.currentTarget.value } })}
              {...decimal}
            />
          ))}
        </div>
      </Section>
      <Section title={t('assessments.section.skinfolds')}>
        <SelectField
          label={t('assessments.field.protocol')}
          value={form.protocol}
          hint={
            folds.length > 0
              ? t('assessments.field.protocolHint', { folds: folds.map((site) => SKINFOLD_LABELS[site]).join(', ') })
              : undefined
          }
          onChange={(e) => set({ protocol: e.currentTarget.value as AssessmentForm['protocol'] })}
        >
          <option value="">{t('assessments.field.noProtocol')}</option>
          {BODY_FAT_PROTOCOLS.map((protocol) => (
            <option key={protocol} value={protocol}>
              {PROTOCOL_LABELS[protocol]}
            </option>
          ))}
        </SelectField>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {SKINFOLD_SITES.map((site) => (
            <TextField
              key={site}
              label={SKINFOLD_LABELS[site]}
              value={form.skinfolds[site]}
              error={errors[`skinfolds.${site}`]}
              onChange={(e) => set({ skinfolds: { ...form.skinfolds, [site]: e.currentTarget.value } })}
              {...decimal}
            />
          ))}
        </div>
      </Section>
      <TextAreaField
        label={t('assessments.field.notes')}
        value={form.notes}
        error={errors.notes}
        maxLength={1000}
        onChange={(e) => set({ notes: e.currentTarget.value })}
      />
    </div>
  );
}
