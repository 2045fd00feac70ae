import type { ReactNode } from 'react';
import { LineChart } from 'lucide-react';
import type { StudentDetail } from '#shared/contracts/students.ts';
import { formatBrazilianDate } from '#shared/domain/dates/local-date.ts';
import { formatKg, formatPercent, formatTons, totalProgress } from '#shared/domain/progress/stats.ts';
import { formatDecimal } from '#shared/domain/training/decimal.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { firstName } from '#shared/domain/text/first-name.ts';
import { t } from '#web/i18n/pt-BR.ts';
import { WideNestedDialog } from './wide-nested-dialog.tsx';
import { PerformanceChart } from './performance-chart.tsx';
import { usePerformance } from './progress-api.ts';
import { AssessmentCharts } from '#web/components/assessment-charts.tsx';
import { useStudentAssessments } from '#web/data/assessments.ts';
import '#web/i18n/assessment-strings.ts';

function Stat({ label, value, hint }: { label: string; value: string; hint: string }) {
  return (
    <div className="flex flex-col gap-1 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
      <span className="text-sm font-medium text-slate-600">{label}</span>
      <span className="text-2xl font-bold text-slate-900">{value}</span>
      <span className="text-xs text-slate-600">{hint}</span>
    </div>
  );
}

/**
 * 'Revisão de Performance de {first name}' (product §2, §9): the three stat cards and one line chart per
 * exercise, each with its record and estimated 1RM (Epley); below them, once the student has an
 * assessment, weight, body fat and waist over the assessments (issue 24 §2), drawn by the same chart.
 */
export function PerformanceDialog({ student, onClose }: { student: StudentDetail; onClose: () => void }) {
  const query = usePerformance(student.id);
  const assessments = useStudentAssessments(student.id).data?.items ?? [];
  let body: ReactNode;
  if (query.isError) body = <p role="alert">{t('performance.error')}</p>;
  else if (!query.data) body = <Spinner label={t('performance.loading')} />;
  else if (query.data.exercises.length === 0)
    body = (
      <div className="flex flex-col items-center gap-2 py-10 text-center">
        <LineChart aria-hidden="true" className="size-8 text-slate-500" />
        <p className="font-semibold text-slate-900">{t('performance.empty')}</p>
        <p className="text-sm text-slate-600">{t('performance.emptyHint')}</p>
      </div>
    );
  else {
    const review = query.data;
    const progress = totalProgress(review.exercises.map((exercise) => exercise.points));
    body = (
      <div className="flex flex-col gap-4">
        <div className="grid gap-3 sm:grid-cols-3">
          <Stat
            label={t('performance.maxWeight')}
            value={formatKg(review.maxWeight)}
            hint={t('performance.maxWeightHint')}
          />
          <Stat
            label={t('performance.progress')}
            value={formatPercent(progress.percent)}
            hint={
              progress.exercises === 0
                ? t('performance.progressHint.none')
                : progress.exercises === 1
                  ? t('performance.progressHint.one')
                  : t('performance.progressHint.other', { count: progress.exercises })
            }
          />
          <Stat
            label={t('performance.volume')}
            value={formatTons(review.volumeKg)}
            hint={t('performance.volumeHint')}
          />
        </div>
        <ul className="grid gap-4 lg:grid-cols-2">
          {review.exercises.map((exercise, index) => (
            <li
              key={exercise.exerciseId}
              className="flex flex-col gap-2 rounded-xl p-3 ring-1 ring-slate-200"
            >
              <h3 className="font-semibold text-slate-900">{exercise.name}</h3>
              {exercise.record ? (
                <p className="text-xs text-slate-600">
                  {t('performance.record', {
                    weight: formatDecimal(exercise.record.weight),
                    reps: exercise.record.reps,
                    date: formatBrazilianDate(exercise.record.date),
                    e1rm: formatDecimal(exercise.record.e1rm),
                  })}
                </p>
              ) : null}
              <PerformanceChart name={exercise.name} points={exercise.points} index={index} />
            </li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    <WideNestedDialog
      title={t('performance.title', { name: firstName(student.name) })}
      closeLabel={t('performance.close')}
      onClose={onClose}
      footer={
        <Button variant="secondary" className="col-span-2" onClick={onClose}>
          {t('performance.close')}
        </Button>
      }
    >
      {body}
      {assessments.length > 0 ? (
        <section className="mt-6 flex flex-col gap-3" aria-labelledby="performance-body">
          <h3 id="performance-body" className="text-base font-bold text-slate-900">
            {t('assessments.charts')}
          </h3>
          <AssessmentCharts assessments={assessments} />
        </section>
      ) : null}
    </WideNestedDialog>
  );
}
