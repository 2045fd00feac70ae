import type { Assessment } from '#shared/contracts/assessments.ts';
import type { ChangeKey } from '#shared/domain/assessment/derive.ts';
import {
  formatDelta,
  formatMeasure,
  formatNumber,
  formatRatio,
  type MeasureUnit,
} from '#shared/domain/measures/format.ts';
import type { MessageKey } from '#web/i18n/pt-BR.ts';
import '#web/i18n/assessment-strings.ts';

/** One line of the evolution table: a value of each assessment and its change (the server's `CHANGE_KEYS`). */
export interface EvolutionRow {
  key: ChangeKey;
  label: MessageKey;
  unit: MeasureUnit | null;
  value: (assessment: Assessment) => number | null;
}

export const EVOLUTION_ROWS: readonly EvolutionRow[] = [
  { key: 'weightKg', label: 'assessments.row.weight', unit: 'kg', value: (a) => a.weightKg },
  { key: 'bmi', label: 'assessments.row.bmi', unit: null, value: (a) => a.derived.bmi },
  { key: 'bodyFatPercent', label: 'assessments.row.bodyFat', unit: '%', value: (a) => a.derived.bodyFatPercent },
  { key: 'fatMassKg', label: 'assessments.row.fatMass', unit: 'kg', value: (a) => a.derived.fatMassKg },
  { key: 'leanMassKg', label: 'assessments.row.leanMass', unit: 'kg', value: (a) => a.derived.leanMassKg },
  { key: 'sumOfFolds', label: 'assessments.row.sumOfFolds', unit: 'mm', value: (a) => a.derived.sumOfFolds },
  { key: 'waistCm', label: 'assessments.row.waist', unit: 'cm', value: (a) => a.circumferences.cintura ?? null },
  { key: 'hipCm', label: 'assessments.row.hip', unit: 'cm', value: (a) => a.circumferences.quadril ?? null },
  { key: 'waistHipRatio', label: 'assessments.row.whr', unit: null, value: (a) => a.derived.waistHipRatio },
];

/** A value as the table shows it: '72,4 kg', '23,4' (IMC), '0,85' (RCQ); '—' when not measured. */
export function rowValue(row: EvolutionRow, value: number | null): string {
  if (value === null) return '—';
  if (row.key === 'waistHipRatio') return formatRatio(value);
  return row.unit ? formatMeasure(value, row.unit) : formatNumber(value);
}

/** A change: '−1,2 kg', '+0,8 cm', '−0,02' (RCQ); '—' when either side was not measured. */
export function rowDelta(row: EvolutionRow, delta: number | null): string {
  if (delta === null) return '—';
  const decimals = row.key === 'waistHipRatio' ? 2 : 1;
  if (row.unit) return formatDelta(delta, row.unit, decimals);
  const text = formatNumber(delta, decimals);
  return delta > 0 && text !== '0' ? `+${text}` : text;
}

/** The rows worth a line: those measured in at least one assessment (no skinfolds, no 'Soma das dobras'). */
export function rowsMeasured(assessments: readonly Assessment[]): EvolutionRow[] {
  return EVOLUTION_ROWS.filter((row) => assessments.some((assessment) => row.value(assessment) !== null));
}
