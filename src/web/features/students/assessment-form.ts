import {
  AssessmentInputSchema,
  CIRCUMFERENCE_SITES,
  SKINFOLD_SITES,
  type Assessment,
  type AssessmentInput,
  type BodyFatProtocol,
} from '#shared/contracts/assessments.ts';
import type { AnamnesisAnswers } from '#shared/contracts/anamnesis.ts';
import type { AssessmentSex, CircumferenceSite, SkinfoldSite } from '#shared/domain/assessment/sites.ts';
import { formatDecimal, parseDecimal } from '#shared/domain/training/decimal.ts';
import { errorMessage, t } from '#web/i18n/pt-BR.ts';
import '#web/i18n/assessment-strings.ts';

/**
 * The assessment editor's form: every number as typed (a decimal comma or dot, the app's one parser,
 * so an English browser reads '72,4' too), turned into the contract's body, and each refusal on its
 * field in the contract's own pt-BR words.
 */
export interface AssessmentForm {
  date: string;
  sex: AssessmentSex | '';
  age: string;
  weightKg: string;
  heightCm: string;
  restingHeartRate: string;
  systolic: string;
  diastolic: string;
  circumferences: Record<CircumferenceSite, string>;
  skinfolds: Record<SkinfoldSite, string>;
  protocol: BodyFatProtocol | '';
  notes: string;
}

/** Field key → message: 'weightKg', 'circumferences.cintura', 'skinfolds.triceps', 'bloodPressure.systolic'. */
export type FormErrors = Partial<Record<string, string>>;

const blank = <S extends string>(sites: readonly S[]) =>
  Object.fromEntries(sites.map((site) => [site, ''])) as Record<S, string>;
const shown = (value: number | null | undefined) => (value === null || value === undefined ? '' : formatDecimal(value));

/**
 * A new assessment on `today`: sex, age, height and weight start from the anamnesis (the latest
 * assessment's height when there is one), protocol Jackson & Pollock 3 dobras.
 */
export function newForm(today: string, anamnesis: AnamnesisAnswers | null, latest?: Assessment): AssessmentForm {
  return {
    date: today,
    sex: latest?.sex ?? anamnesis?.sex ?? '',
    age: shown(anamnesis?.age ?? latest?.age),
    weightKg: shown(anamnesis?.weight ?? latest?.weightKg),
    heightCm: shown(latest?.heightCm ?? anamnesis?.height),
    restingHeartRate: '',
    systolic: '',
    diastolic: '',
    circumferences: blank(CIRCUMFERENCE_SITES),
    skinfolds: blank(SKINFOLD_SITES),
    protocol: latest ? (latest.protocol ?? '') : 'jp3',
    notes: '',
  };
}

/** An assessment as its editor shows it. */
export function formOf(assessment: Assessment): AssessmentForm {
  const measured = <S extends string>(sites: readonly S[], values: Partial<Record<S, number>>) =>
    Object.fromEntries(sites.map((site) => [site, shown(values[site])])) as Record<S, string>;
  return {
    date: assessment.date,
    sex: assessment.sex,
    age: String(assessment.age),
    weightKg: shown(assessment.weightKg),
    heightCm: shown(assessment.heightCm),
    restingHeartRate: shown(assessment.restingHeartRate),
    systolic: shown(assessment.bloodPressure?.systolic),
    diastolic: shown(assessment.bloodPressure?.diastolic),
    circumferences: measured(CIRCUMFERENCE_SITES, assessment.circumferences),
    skinfolds: measured(SKINFOLD_SITES, assessment.skinfolds),
    protocol: assessment.protocol ?? '',
    notes: assessment.notes,
  };
}

export type FormReading = { input: AssessmentInput; errors: null } | { input: null; errors: FormErrors };

/** The form as the contract's body, or the message of each field that is not right. */
export function readForm(form: AssessmentForm): FormReading {
  const errors: FormErrors = {};
  const number = (key: string, text: string, required: boolean): number | undefined => {
    const value = parseDecimal(text);
    if (value === undefined) errors[key] = t('assessments.field.notNumber');
    else if (value === null && required) errors[key] = t('assessments.field.required');
    return value ?? undefined;
  };
  const measures = <S extends string>(group: string, values: Record<S, string>) => {
    const out: Partial<Record<S, number>> = {};
    for (const [site, text] of Object.entries(values) as [S, string][]) {
      const value = number(`${group}.${site}`, text, false);
      if (value !== undefined) out[site] = value;
    }
    return out;
  };
  const systolic = number('bloodPressure.systolic', form.systolic, false);
  const diastolic = number('bloodPressure.diastolic', form.diastolic, false);
  if ((systolic === undefined) !== (diastolic === undefined)) {
    const missing = systolic === undefined ? 'bloodPressure.systolic' : 'bloodPressure.diastolic';
    errors[missing] ??= t('assessments.field.pressurePair');
  }
  if (!form.sex) errors.sex = t('assessments.field.required');
  const candidate = {
    date: form.date,
    sex: form.sex,
    age: number('age', form.age, true),
    weightKg: number('weightKg', form.weightKg, true),
    heightCm: number('heightCm', form.heightCm, true),
    restingHeartRate: number('restingHeartRate', form.restingHeartRate, false) ?? null,
    bloodPressure: systolic !== undefined && diastolic !== undefined ? { systolic, diastolic } : null,
    circumferences: measures('circumferences', form.circumferences),
    skinfolds: measures('skinfolds', form.skinfolds),
    protocol: form.protocol || null,
    notes: form.notes,
  };
  const parsed = AssessmentInputSchema.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path.join('.');
      // A field's own reading (not a number, required) comes first: it says what to type.
      errors[key] ??= errorMessage(issue.message);
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { input: null, errors };
  return { input: parsed.data, errors: null };
}
