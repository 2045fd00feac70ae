import { deriveAssessment, type DerivedValues } from '#shared/domain/assessment/derive.ts';
import { BODY_LIMITS } from '#shared/domain/assessment/sites.ts';
import { DerivedList } from '#web/components/assessment-results.tsx';
import { parseDecimal } from '#shared/domain/training/decimal.ts';
import { t } from '#web/i18n/pt-BR.ts';
import '#web/i18n/assessment-strings.ts';
import type { AssessmentForm } from './assessment-form.ts';

const within = (value: number | null | undefined, { min, max }: { min: number; max: number }) =>
  typeof value === 'number' && value >= min && value <= max;

/** What the form gives so far, through the server's own formulas; null until sex, age, weight and height read. */
export function previewOf(form: AssessmentForm): DerivedValues | null {
  const age = parseDecimal(form.age);
  const weightKg = parseDecimal(form.weightKg);
  const heightCm = parseDecimal(form.heightCm);
  if (!form.sex || !within(age, BODY_LIMITS.age) || !within(weightKg, BODY_LIMITS.weightKg)) return null;
  if (!within(heightCm, BODY_LIMITS.heightCm)) return null;
  const numbers = (values: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(values).flatMap(([site, text]) => {
        const value = parseDecimal(text);
        return typeof value === 'number' && value > 0 ? [[site, value]] : [];
      }),
    );
  return deriveAssessment({
    sex: form.sex,
    age: Math.round(age!),
    weightKg: weightKg!,
    heightCm: heightCm!,
    protocol: form.protocol || null,
    circumferences: numbers(form.circumferences),
    skinfolds: numbers(form.skinfolds),
  });
}

/** The editor's 'Resultados', recomputed at each keystroke. */
export function AssessmentPreview({ form }: { form: AssessmentForm }) {
  const derived = previewOf(form);
  return (
    <section aria-labelledby="assessment-results" aria-live="polite" className="flex flex-col gap-2">
      <h3 id="assessment-results" className="text-base font-bold text-slate-900">
        {t('assessments.section.results')}
      </h3>
      {derived ? <DerivedList derived={derived} /> : <p className="text-sm text-slate-600">{t('assessments.result.pending')}</p>}
    </section>
  );
}
