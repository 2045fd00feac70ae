import type { Assessment } from '#shared/contracts/assessments.ts';
import { formatBrazilianDate } from '#shared/domain/dates/local-date.ts';
import { t } from '#web/i18n/pt-BR.ts';
import '#web/i18n/assessment-strings.ts';
import { rowDelta, rowsMeasured, rowValue } from './evolution-rows.ts';

/**
 * The evolution (issue 24 §2): the assessments side by side, oldest on the left; under each value its
 * change since the previous assessment, and a last column with the change since the first. Wider than
 * a phone with many assessments: it scrolls sideways, the measure's name staying in view.
 */
export function EvolutionTable({ assessments }: { assessments: readonly Assessment[] }) {
  const rows = rowsMeasured(assessments);
  const latest = assessments.at(-1);
  const sinceFirst = assessments.length > 1 ? latest?.changeSinceFirst : null;
  return (
    <div className="overflow-x-auto rounded-xl ring-1 ring-slate-200" tabIndex={0} role="region" aria-label={t('assessments.evolution')}>
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{t('assessments.evolution.caption')}</caption>
        <thead>
          <tr className="bg-slate-50 text-left text-slate-700">
            <th scope="col" className="sticky left-0 bg-slate-50 px-3 py-2 font-semibold">
              {t('assessments.evolution.measure')}
            </th>
            {assessments.map((assessment) => (
              <th key={assessment.id} scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                {formatBrazilianDate(assessment.date)}
              </th>
            ))}
            {sinceFirst ? (
              <th scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                {t('assessments.evolution.sinceFirst')}
                <span className="block text-xs font-normal text-slate-600">
                  {t('assessments.days', { days: sinceFirst.days })}
                </span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-t border-slate-200">
              <th scope="row" className="sticky left-0 bg-white px-3 py-2 text-left font-medium text-slate-700">
                {t(row.label)}
              </th>
              {assessments.map((assessment) => {
                const change = assessment.changeSincePrevious;
                return (
                  <td key={assessment.id} className="px-3 py-2 align-top whitespace-nowrap">
                    <span className="block font-semibold text-slate-900">{rowValue(row, row.value(assessment))}</span>
                    {change ? (
                      <span
                        className="block text-xs text-slate-600"
                        title={t('assessments.evolution.sincePrevious')}
                      >
                        <span className="sr-only">{t('assessments.evolution.sincePrevious')}: </span>
                        {rowDelta(row, change.values[row.key])}
                      </span>
                    ) : null}
                  </td>
                );
              })}
              {sinceFirst ? (
                <td className="px-3 py-2 align-top font-semibold whitespace-nowrap text-slate-900">
                  {rowDelta(row, sinceFirst.values[row.key])}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
