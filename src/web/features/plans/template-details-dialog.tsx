import { useState } from 'react';
import { GOALS } from '#shared/domain/anamnesis/questions.ts';
import { TEMPLATE_LEVEL_LABELS, TEMPLATE_LEVELS } from '#shared/contracts/templates.ts';
import { Button } from '#web/components/ui/button.tsx';
import { DialogHeader } from '#web/components/ui/dialog-header.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { SelectField, TextAreaField, TextField } from '#web/components/ui/text-field.tsx';
import { errorMessage, t } from '#web/i18n/pt-BR.ts';
import { ApiError } from '#web/lib/api-client.ts';
import {
  checkDetails,
  DESCRIPTION_MAX,
  MODEL_DAYS_MAX,
  NAME_MAX,
  type DetailsErrors,
  type TemplateDetails,
  type TemplateDetailsValues,
} from './template-details.ts';

/**
 * A model's details — name, description, level, goal — and its number of days, which is the plan's
 * ('Salvar como modelo' from a student's plan; 'Dados do modelo' in the model's editor). Opened over
 * the plan editor, so it sits on the nested layer. Errors show under each field once a save was tried.
 */
export function TemplateDetailsDialog({
  title,
  description,
  submitLabel,
  initial,
  days,
  onSubmit,
  onClose,
}: {
  title: string;
  description: string;
  submitLabel: string;
  initial: TemplateDetailsValues;
  days: number;
  /** Resolves once saved (the dialog closes); rejects with an ApiError shown in the dialog. */
  onSubmit: (details: TemplateDetails) => Promise<void>;
  onClose: () => void;
}) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<DetailsErrors>({});
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const change = (patch: Partial<TemplateDetailsValues>) => {
    const next = { ...values, ...patch };
    setValues(next);
    if (tried) {
      const checked = checkDetails(next, days);
      setErrors(checked.ok ? {} : checked.errors);
    }
  };
  const message = (field: keyof DetailsErrors) => {
    const key = errors[field];
    return key ? t(key, { days }) : null;
  };

  async function submit() {
    setTried(true);
    setFailure(null);
    const checked = checkDetails(values, days);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await onSubmit(checked.details);
      onClose();
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : errorMessage('INTERNAL'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open
      nested
      onOpenChange={(open) => (open ? undefined : onClose())}
      className="inset-x-0 bottom-0 max-h-[92dvh] overflow-y-auto rounded-t-2xl bg-white p-4 shadow-xl sm:inset-x-3 sm:top-1/2 sm:bottom-auto sm:mx-auto sm:max-w-lg sm:-translate-y-1/2 sm:rounded-2xl sm:p-6"
    >
      <DialogHeader title={title} description={description} closeLabel={t('library.editor.close')} />
      <form
        noValidate
        className="mt-4 flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextField
          label={t('library.field.name')}
          placeholder={t('library.field.namePlaceholder')}
          autoComplete="off"
          maxLength={NAME_MAX + 20}
          value={values.name}
          error={message('name')}
          onChange={(event) => change({ name: event.target.value })}
        />
        <TextAreaField
          label={t('library.field.description')}
          hint={t('library.field.descriptionHint')}
          maxLength={DESCRIPTION_MAX + 20}
          value={values.description}
          error={message('description')}
          onChange={(event) => change({ description: event.target.value })}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('library.field.level')}
            value={values.level}
            error={message('level')}
            onChange={(event) => change({ level: event.target.value as TemplateDetailsValues['level'] })}
          >
            <option value="">{t('library.field.choose')}</option>
            {TEMPLATE_LEVELS.map((level) => (
              <option key={level} value={level}>
                {TEMPLATE_LEVEL_LABELS[level]}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('library.field.goal')}
            value={values.goal}
            error={message('goal')}
            onChange={(event) => change({ goal: event.target.value as TemplateDetailsValues['goal'] })}
          >
            <option value="">{t('library.field.choose')}</option>
            {GOALS.map((goal) => (
              <option key={goal} value={goal}>
                {goal}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="flex flex-col gap-1">
          <p className="text-sm font-medium text-slate-700">{t('library.field.days')}</p>
          <p className="text-base text-slate-900">
            {days === 1 ? t('library.field.daysValueOne') : t('library.field.daysValue', { days })}
          </p>
          {days > MODEL_DAYS_MAX || days < 1 ? (
            <p className="text-sm font-medium text-red-700">
              {message('days') ?? t('library.validation.tooManyDays', { days })}
            </p>
          ) : null}
        </div>
        {failure ? (
          <p role="alert" className="rounded-lg bg-red-50 p-3 font-medium text-red-800 ring-1 ring-red-200">
            {failure}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('library.save.cancel')}
          </Button>
          <Button type="submit" disabled={saving || days > MODEL_DAYS_MAX || days < 1}>
            {saving ? t('library.save.saving') : submitLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
