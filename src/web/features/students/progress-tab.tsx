import type { ReactNode } from 'react';
import { LineChart, NotebookPen, Salad } from 'lucide-react';
import type { Insight, RecentWorkout } from '#shared/contracts/progress.ts';
import { formatBrazilianDate } from '#shared/domain/dates/local-date.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { InsightTag } from '#web/components/insight-tag.tsx';
import { t } from '#web/i18n/pt-BR.ts';
import { useStudentProgress } from './progress-api.ts';

const STATUS_TONE = {
  completed: 'bg-emerald-100 text-emerald-800',
  missed: 'bg-red-100 text-red-800',
  started: 'bg-sky-100 text-sky-800',
} as const;

function Heading({ children }: { children: ReactNode }) {
  return <h3 className="text-base font-bold text-slate-900">{children}</h3>;
}

function Workout({ day }: { day: RecentWorkout }) {
  const feedback = day.feedback;
  return (
    <li className="flex flex-col gap-1 rounded-lg p-3 ring-1 ring-slate-200">
      <span className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-slate-900">{formatBrazilianDate(day.date)}</span>
        {day.label ? <span className="text-slate-700">{day.label}</span> : null}
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_TONE[day.status]}`}>
          {t(`progress.status.${day.status}`)}
        </span>
      </span>
      {day.status !== 'missed' ? (
        <span className="text-sm text-slate-700">
          {day.setsPlanned
            ? t('progress.sets', { logged: day.setsLogged, planned: day.setsPlanned })
            : t('progress.setsOnly', { logged: day.setsLogged })}
        </span>
      ) : null}
      {feedback ? (
        <>
          <span className="text-sm text-slate-700">
            {t('progress.feedback', {
              difficulty: feedback.difficulty,
              rpe: feedback.overallRPE,
              energy: feedback.energyLevel.toLowerCase(),
              sleep: feedback.sleepQuality.toLowerCase(),
            })}
          </span>
          {feedback.painPoints ? (
            <span className="text-sm font-medium break-words text-red-800">
              {t('progress.pain', { text: feedback.painPoints })}
            </span>
          ) : null}
          {feedback.comments ? (
            <span className="text-sm break-words text-slate-700">
              {t('progress.comment', { text: feedback.comments })}
            </span>
          ) : null}
        </>
      ) : null}
    </li>
  );
}

function InsightRow({ insight }: { insight: Insight }) {
  return (
    <li className="flex flex-col gap-1 rounded-lg p-3 ring-1 ring-slate-200">
      <span className="flex flex-wrap items-center gap-2">
        <InsightTag type={insight.type} />
        {insight.date ? (
          <span className="text-xs text-slate-600">{formatBrazilianDate(insight.date)}</span>
        ) : null}
      </span>
      <span className="text-sm break-words text-slate-800">{insight.message}</span>
    </li>
  );
}

/**
 * The student dialog's 'Progresso' (issue 15): what the student did where the trainer already looks —
 * adherence over 7, 30 and 90 days, the last workouts with their feedback (pain in red), the AI's
 * insights, and the way to the performance review, the weekly summary and the meals.
 */
export function ProgressTab({
  studentId,
  onOpen,
}: {
  studentId: string;
  onOpen: (what: 'performance' | 'weekly' | 'meals') => void;
}) {
  const query = useStudentProgress(studentId);
  const actions = (
    <div className="grid gap-2 sm:grid-cols-3">
      <Button variant="secondary" onClick={() => onOpen('performance')}>
        <LineChart aria-hidden="true" className="size-5" />
        {t('progress.performance')}
      </Button>
      <Button variant="secondary" onClick={() => onOpen('weekly')}>
        <NotebookPen aria-hidden="true" className="size-5" />
        {t('progress.weekly')}
      </Button>
      <Button variant="secondary" onClick={() => onOpen('meals')}>
        <Salad aria-hidden="true" className="size-5" />
        {t('progress.meals')}
      </Button>
    </div>
  );
  if (query.isError)
    return (
      <div className="flex flex-col gap-4">
        {actions}
        <p role="alert">{t('progress.error')}</p>
      </div>
    );
  if (!query.data) return <Spinner label={t('progress.loading')} />;
  const { adherence, recent, insights, lastTrainedOn } = query.data;
  return (
    <div className="flex flex-col gap-5">
      {actions}
      <section className="flex flex-col gap-2">
        <Heading>{t('progress.adherence')}</Heading>
        <div className="grid grid-cols-3 gap-2">
          {([7, 30, 90] as const).map((days) => {
            const value = adherence[`d${days}`];
            return (
              <div key={days} className="rounded-lg bg-slate-50 p-2 text-center ring-1 ring-slate-200">
                <p className="text-xl font-bold text-slate-900">
                  {value === null ? t('progress.adherence.none') : `${value}%`}
                </p>
                <p className="text-xs text-slate-600">{t('progress.adherence.window', { days })}</p>
              </div>
            );
          })}
        </div>
        <p className="text-xs text-slate-600">{t('progress.adherence.hint')}</p>
        <p className="text-sm text-slate-700">
          {lastTrainedOn
            ? t('progress.lastTrained', { date: formatBrazilianDate(lastTrainedOn) })
            : t('progress.neverTrained')}
        </p>
      </section>
      <section className="flex flex-col gap-2">
        <Heading>{t('progress.recent')}</Heading>
        {recent.length ? (
          <ul className="flex flex-col gap-2">
            {recent.map((day) => (
              <Workout key={day.date} day={day} />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600">{t('progress.recent.empty')}</p>
        )}
      </section>
      <section className="flex flex-col gap-2">
        <Heading>{t('progress.insights')}</Heading>
        {insights.length ? (
          <ul className="flex flex-col gap-2">
            {insights.map((insight) => (
              <InsightRow key={insight.message} insight={insight} />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600">{t('progress.insights.empty')}</p>
        )}
      </section>
    </div>
  );
}
