import { GOALS } from '#shared/domain/anamnesis/questions.ts';
import { WEEKDAYS } from '#shared/contracts/plans.ts';
import { TEMPLATE_LEVELS, type TemplateGoal, type TemplateLevel } from '#shared/contracts/templates.ts';
import type { MessageKey } from '#web/i18n/pt-BR.ts';

/** What 'Salvar como modelo' asks: the form's values as typed (level and goal '' until chosen). */
export interface TemplateDetailsValues {
  name: string;
  description: string;
  level: TemplateLevel | '';
  goal: TemplateGoal | '';
}

export interface TemplateDetails {
  name: string;
  description: string;
  level: TemplateLevel;
  goal: TemplateGoal;
}

export const EMPTY_DETAILS: TemplateDetailsValues = { name: '', description: '', level: '', goal: '' };
export const NAME_MAX = 80;
export const DESCRIPTION_MAX = 1000;
/** A model has one to seven training days (one week). */
export const MODEL_DAYS_MAX = WEEKDAYS.length;

export type DetailsErrors = Partial<Record<keyof TemplateDetailsValues | 'days', MessageKey>>;

const isLevel = (value: string): value is TemplateLevel =>
  (TEMPLATE_LEVELS as readonly string[]).includes(value);
const isGoal = (value: string): value is TemplateGoal => (GOALS as readonly string[]).includes(value);

/**
 * Checks the form as the server would (decision 046): the details ready to send, or the message of
 * each field that stops them. `days` is the plan's number of days, which the model takes.
 */
export function checkDetails(
  values: TemplateDetailsValues,
  days: number,
): { ok: true; details: TemplateDetails } | { ok: false; errors: DetailsErrors } {
  const errors: DetailsErrors = {};
  const name = values.name.trim();
  const description = values.description.trim();
  if (!name) errors.name = 'library.validation.name';
  else if (name.length > NAME_MAX) errors.name = 'library.validation.nameLong';
  if (description.length > DESCRIPTION_MAX) errors.description = 'library.validation.descriptionLong';
  if (!isLevel(values.level)) errors.level = 'library.validation.level';
  if (!isGoal(values.goal)) errors.goal = 'library.validation.goal';
  if (days < 1 || days > MODEL_DAYS_MAX) errors.days = 'library.validation.tooManyDays';
  if (Object.keys(errors).length > 0 || !isLevel(values.level) || !isGoal(values.goal))
    return { ok: false, errors };
  return { ok: true, details: { name, description, level: values.level, goal: values.goal } };
}
