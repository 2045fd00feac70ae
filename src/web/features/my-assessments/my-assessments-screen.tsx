import { ArrowLeft, Ruler } from 'lucide-react';
import type { Assessment } from '#shared/contracts/assessments.ts';
import { formatBrazilianDate } from '#shared/domain/dates/local-date.ts';
import { formatMeasure } from '#shared/domain/measures/format.ts';
import { AssessmentCharts } from '#web/components/assessment-charts.tsx';
import { DerivedList } from '#web/components/assessment-results.tsx';
import { EvolutionTable } from '#web/components/evolution-table.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useMyAssessments } from '#web/data/assessments.ts';
import { t } from '#web/i18n/pt-BR.ts';
import '#web/i18n/assessment-strings.ts';

/**
 * 'Minhas avaliações' (issue 24 §2, /aluno/avaliacoes): the student's own physical assessments,
 * read-only: the latest one's results, the evolution side by side with the changes, and the charts.
 * Loaded only when opened (the student's first screen does not carry it).
 */
export default function MyAssessmentsScreen({ onBack }: { onBack: () => void }) {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      <div className="flex flex-col items-start gap-2">
        <Button variant="ghost" className="-ml-2" onClick={onBack}>
          <ArrowLeft aria-hidden="true" className="size-5" />
          {t('assessments.mine.back')}
        </Button>
        <h1 className="text-2xl font-bold text-slate-900">{t('assessments.mine.title')}</h1>
      </div>
      <MyAssessmentsBody />
    </div>
  );
}

function MyAssessmentsBody() {
  const query = useMyAssessments();
  if (query.isError)
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p className="text-slate-800">{t('assessments.error')}</p>
        <Button variant="secondary" onClick={() => void query.refetch()} disabled={query.isFetching}>
          {t('assessments.retry')}
        </Button>
      </div>
    );
  if (!query.data) return <Spinner label={t('assessments.loading')} />;
  const items = query.data.items;
  if (items.length === 0)
    return (
      <div className="flex flex-col items-center gap-2 rounded-2xl px-4 py-10 text-center ring-1 ring-slate-200">
        <Ruler aria-hidden="true" className="size-8 text-slate-500" />
        <p className="font-semibold text-slate-900">{t('assessments.mine.empty')}</p>
        <p className="text-sm text-slate-600">{t('assessments.mine.emptyHint')}</p>
      </div>
    );
  return <MyAssessmentsList items={items} />;
}

/** Oldest first, as the server sends them: the last is the latest. */
function MyAssessmentsList({ items }: { items: readonly Assessment[] }) {
  const latest = items.at(-1)!;
  return (
    <>
      <section aria-labelledby="my-assessments-latest" className="flex flex-col gap-2">
        <h2 id="my-assessments-latest" className="text-lg font-bold text-slate-900">
          {t('assessments.mine.latest', { date: formatBrazilianDate(latest.date) })}
        </h2>
        <p className="text-slate-700">
          {t('assessments.mine.body', {
            weight: formatMeasure(latest.weightKg, 'kg'),
            height: formatMeasure(latest.heightCm, 'cm', 0),
          })}
        </p>
        <DerivedList derived={latest.derived} />
      </section>
      <section aria-labelledby="my-assessments-evolution" className="flex min-w-0 flex-col gap-2">
        <h2 id="my-assessments-evolution" className="text-lg font-bold text-slate-900">
          {t('assessments.evolution')}
        </h2>
        <EvolutionTable assessments={items} />
      </section>
      <section aria-labelledby="my-assessments-charts" className="flex flex-col gap-2">
        <h2 id="my-assessments-charts" className="text-lg font-bold text-slate-900">
          {t('assessments.charts')}
        </h2>
        <AssessmentCharts assessments={items} />
      </section>
    </>
  );
}
