import type { Assessment } from '#shared/contracts/assessments.ts';
import { shortDate } from '#shared/domain/progress/chart.ts';
import { formatMeasure, type MeasureUnit } from '#shared/domain/measures/format.ts';
import { LineChart } from '#web/components/line-chart.tsx';
import { t, type MessageKey } from '#web/i18n/pt-BR.ts';
import '#web/i18n/assessment-strings.ts';

interface Measure {
  title: MessageKey;
  unit: MeasureUnit;
  value: (assessment: Assessment) => number | null;
}

const MEASURES: readonly Measure[] = [
  { title: 'assessments.chart.weight', unit: 'kg', value: (a) => a.weightKg },
  { title: 'assessments.chart.bodyFat', unit: '%', value: (a) => a.derived.bodyFatPercent },
  { title: 'assessments.chart.waist', unit: 'cm', value: (a) => a.circumferences.cintura ?? null },
];

/**
 * Weight, body fat and waist over the assessments, with the chart of the loads (components/line-chart.tsx):
 * one chart per measure, drawn from the assessments that measured it.
 */
export function AssessmentCharts({ assessments }: { assessments: readonly Assessment[] }) {
  return (
    <ul className="grid gap-4 lg:grid-cols-3">
      {MEASURES.map((measure, index) => {
        const name = t(measure.title);
        const points = assessments.flatMap((assessment) => {
          const value = measure.value(assessment);
          return value === null ? [] : [{ date: assessment.date, value }];
        });
        return (
          <li key={measure.title} className="flex flex-col gap-2 rounded-xl p-3 ring-1 ring-slate-200">
            <h4 className="font-semibold text-slate-900">{name}</h4>
            <LineChart
              label={t('assessments.chart.label', { measure: name.toLowerCase() })}
              points={points}
              valueOf={(point) => point.value}
              pointLabel={(point) =>
                t('assessments.chart.point', {
                  date: shortDate(point.date),
                  value: formatMeasure(point.value, measure.unit),
                })
              }
              index={index}
              insufficient={t('assessments.chart.insufficient')}
            />
          </li>
        );
      })}
    </ul>
  );
}
