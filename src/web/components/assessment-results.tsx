import type { DerivedValues } from '#shared/domain/assessment/derive.ts';
import { BMI_BAND_LABELS, WAIST_HIP_RISK_LABELS } from '#shared/domain/assessment/indices.ts';
import { formatMeasure, formatNumber, formatRatio } from '#shared/domain/measures/format.ts';
import { t } from '#web/i18n/pt-BR.ts';
import '#web/i18n/assessment-strings.ts';

function Result({ label, value, hint }: { label: string; value: string; hint?: string | null }) {
  return (
    <div className="flex flex-col rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="text-lg font-bold text-slate-900">{value}</dd>
      {hint ? <dd className="text-xs text-slate-600">{hint}</dd> : null}
    </div>
  );
}

const FAT_STATUS = {
  no_protocol: 'assessments.result.noProtocol',
  missing_folds: 'assessments.result.missingFolds',
  out_of_range: 'assessments.result.outOfRange',
} as const;

/**
 * IMC, body fat, fat and lean mass, waist-hip ratio and its risk band: the trainer's saved values and
 * editor preview, and the student's 'Minhas avaliações'.
 */
export function DerivedList({ derived }: { derived: DerivedValues }) {
  const fat = derived.bodyFatPercent;
  const fatNote = derived.bodyFatStatus === 'ok' ? null : t(FAT_STATUS[derived.bodyFatStatus]);
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
      <Result
        label={t('assessments.result.bmi')}
        value={formatNumber(derived.bmi)}
        hint={BMI_BAND_LABELS[derived.bmiBand]}
      />
      <Result
        label={t('assessments.result.bodyFat')}
        value={fat === null ? '—' : formatMeasure(fat, '%')}
        hint={fatNote ?? (derived.sumOfFolds === null ? null : `${t('assessments.result.sumOfFolds')}: ${formatMeasure(derived.sumOfFolds, 'mm')}`)}
      />
      <Result
        label={t('assessments.result.fatMass')}
        value={derived.fatMassKg === null ? '—' : formatMeasure(derived.fatMassKg, 'kg')}
      />
      <Result
        label={t('assessments.result.leanMass')}
        value={derived.leanMassKg === null ? '—' : formatMeasure(derived.leanMassKg, 'kg')}
      />
      <Result
        label={t('assessments.result.whr')}
        value={derived.waistHipRatio === null ? '—' : formatRatio(derived.waistHipRatio)}
        hint={derived.waistHipRisk ? WAIST_HIP_RISK_LABELS[derived.waistHipRisk] : t('assessments.result.noWhr')}
      />
    </dl>
  );
}
