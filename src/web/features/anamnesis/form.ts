import type { AnamnesisAnswers } from '#shared/contracts/anamnesis.ts';
import {
  ANAMNESIS_REQUIRED,
  ANAMNESIS_STEPS,
  CONDITIONS,
  EQUIPMENT_OPTIONS,
  GOALS,
  NUMBER_LIMITS,
  NUTRITION_QUALITIES,
  SEXES,
  TRAINING_LOCATIONS,
  WATER_INTAKES,
  YES_NO_FIELDS,
  type AnamnesisField,
} from '#shared/domain/anamnesis/questions.ts';
import { maskWhatsapp } from '#shared/domain/whatsapp/whatsapp-link.ts';
import { WEEKDAYS } from '#shared/domain/plans/weekdays.ts';

/** The wizard's form: what the inputs hold while the student types, turned into answers to save. */

export const CHOICE_OPTIONS = {
  sex: SEXES,
  specificGoal: GOALS,
  nutritionQuality: NUTRITION_QUALITIES,
  waterIntake: WATER_INTAKES,
  currentCondition: CONDITIONS,
  trainingLocation: TRAINING_LOCATIONS,
} as const;

export const MULTI_OPTIONS = { availableDays: WEEKDAYS, equipment: EQUIPMENT_OPTIONS } as const;

export type NumberField = keyof typeof NUMBER_LIMITS;
export type YesNoField = (typeof YES_NO_FIELDS)[number];
export type ChoiceField = keyof typeof CHOICE_OPTIONS;
export type MultiField = keyof typeof MULTI_OPTIONS;
export type TextField = Exclude<AnamnesisField, NumberField | YesNoField | ChoiceField | MultiField>;

/** Free-text answers that get a few lines to write in. */
const LONG_TEXT_FIELDS: readonly TextField[] = [
  'likedWorkouts',
  'dislikedWorkouts',
  'orthopedicProblems',
  'surgeriesInfo',
  'controlledMedication',
  'healthIssues',
  'observations',
];

export type FieldKind = 'number' | 'yesNo' | 'choice' | 'multi' | 'whatsapp' | 'text' | 'longText';

export function fieldKind(field: AnamnesisField): FieldKind {
  if (field in NUMBER_LIMITS) return 'number';
  if ((YES_NO_FIELDS as readonly string[]).includes(field)) return 'yesNo';
  if (field in CHOICE_OPTIONS) return 'choice';
  if (field in MULTI_OPTIONS) return 'multi';
  if (field === 'whatsapp') return 'whatsapp';
  return (LONG_TEXT_FIELDS as readonly string[]).includes(field) ? 'longText' : 'text';
}

/**
 * Numbers stay text as typed ('1,75' halfway through is '1,'), choices are '' until picked, yes/no is
 * undefined until answered, the WhatsApp number is kept masked.
 */
export type AnamnesisForm = Record<NumberField | TextField | ChoiceField, string> &
  Record<YesNoField, boolean | undefined> &
  Record<MultiField, string[]>;

const ALL_FIELDS: readonly AnamnesisField[] = ANAMNESIS_STEPS.flatMap((step) => step.fields);

/** The form for stored answers (a draft, or the last submitted anamnesis when editing it); null is blank. */
export function answersToForm(answers: AnamnesisAnswers | null | undefined): AnamnesisForm {
  const source = (answers ?? {}) as Record<string, unknown>;
  const form: Record<string, unknown> = {};
  for (const field of ALL_FIELDS) {
    const value = source[field];
    switch (fieldKind(field)) {
      case 'number':
        form[field] = typeof value === 'number' && Number.isFinite(value) ? formatNumber(value) : '';
        break;
      case 'yesNo':
        form[field] = typeof value === 'boolean' ? value : undefined;
        break;
      case 'multi':
        form[field] = Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
        break;
      case 'whatsapp':
        form[field] = typeof value === 'string' ? maskWhatsapp(value) : '';
        break;
      default:
        form[field] = typeof value === 'string' ? value : '';
    }
  }
  return form as AnamnesisForm;
}

export interface FormAnswers {
  answers: AnamnesisAnswers;
  /** Number fields whose text is not a number the server takes; they are left out of `answers`. */
  invalid: NumberField[];
}

/**
 * The answers to store: empty fields are absent (never '' or 0), numbers parsed with a comma or a
 * dot, WhatsApp as digits only.
 */
export function formToAnswers(form: AnamnesisForm): FormAnswers {
  const answers: Record<string, unknown> = {};
  const invalid: NumberField[] = [];
  for (const field of ALL_FIELDS) {
    const kind = fieldKind(field);
    if (kind === 'number') {
      const parsed = parseNumber(form[field as NumberField], NUMBER_LIMITS[field as NumberField]);
      if (!parsed.ok) invalid.push(field as NumberField);
      else if (parsed.value !== undefined) answers[field] = parsed.value;
    } else if (kind === 'yesNo') {
      const value = form[field as YesNoField];
      if (value !== undefined) answers[field] = value;
    } else if (kind === 'multi') {
      const options: readonly string[] = MULTI_OPTIONS[field as MultiField];
      const chosen = options.filter((option) => form[field as MultiField].includes(option));
      if (chosen.length) answers[field] = chosen;
    } else if (kind === 'whatsapp') {
      const digits = whatsappDigits(form.whatsapp);
      if (digits) answers[field] = digits;
    } else {
      const text = form[field as TextField | ChoiceField].trim();
      if (text) answers[field] = text;
    }
  }
  return { answers: answers as AnamnesisAnswers, invalid };
}

export type RequiredField = (typeof ANAMNESIS_REQUIRED)[number];

/** The required answers (the goal, the available days) still missing: the anamnesis cannot be sent without them. */
export function missingRequired(answers: AnamnesisAnswers): RequiredField[] {
  return ANAMNESIS_REQUIRED.filter((field) => {
    const value = answers[field];
    return value === undefined || (Array.isArray(value) && value.length === 0);
  });
}

export type ParsedNumber = { ok: true; value: number | undefined } | { ok: false };

/** '72', '72,5' or '72.5' → 72.5; '' → absent; anything else, or outside `limits`, is not a number we take. */
export function parseNumber(text: string, limits: { min: number; max: number }): ParsedNumber {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: undefined };
  const match = /^(\d*)(?:[.,](\d*))?$/.exec(trimmed);
  if (!match || (match[1] === '' && !match[2])) return { ok: false };
  const value = Number(`${match[1] || '0'}.${match[2] || '0'}`);
  return Number.isFinite(value) && value >= limits.min && value <= limits.max
    ? { ok: true, value }
    : { ok: false };
}

/** Keeps what a number can be made of while typing: digits and one decimal comma (a dot becomes one). */
export function numberInput(text: string): string {
  const cleaned = text.replace(/\./g, ',').replace(/[^\d,]/g, '');
  const comma = cleaned.indexOf(',');
  const whole =
    comma === -1 ? cleaned : `${cleaned.slice(0, comma + 1)}${cleaned.slice(comma + 1).replace(/,/g, '')}`;
  return whole.slice(0, 7);
}

/** 72.5 → '72,5', as a Brazilian writes it. */
export function formatNumber(value: number): string {
  return String(value).replace('.', ',');
}

/** The digits of a (masked) WhatsApp number, at most 11: DDD and number, without the country code. */
export function whatsappDigits(text: string): string {
  return text.replace(/\D/g, '').slice(0, 11);
}

/** The step (1-based) that asks `field`. */
export function stepOf(field: AnamnesisField): number {
  return ANAMNESIS_STEPS.findIndex((step) => (step.fields as readonly string[]).includes(field)) + 1;
}
