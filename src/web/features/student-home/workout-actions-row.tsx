import { Play, RotateCcw } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { WorkoutDay } from '#shared/contracts/training.ts';
import { Button } from '#web/components/ui/button.tsx';
import { t } from '#web/i18n/pt-BR.ts';

/**
 * The card's buttons. Their row keeps one height while the day loads, so nothing below it moves.
 * A completed day offers its analysis and, through the reset, a fresh start.
 */
export function WorkoutActionsRow({
  day,
  notYet,
  onStart,
  onReset,
  onAnalysis,
}: {
  day: UseQueryResult<WorkoutDay>;
  /** For a day still to come, what says when it opens, in place of a start. */
  notYet: string | null;
  onStart: () => void;
  onReset: () => void;
  onAnalysis: () => void;
}) {
  if (notYet !== null)
    return (
      <p className="mt-4 flex min-h-12 items-center justify-center rounded-lg bg-slate-100 px-3 text-center font-semibold text-slate-700">
        {notYet}
      </p>
    );
  if (day.isPending)
    return (
      <div className="mt-4 h-12" aria-hidden="true">
        <div className="h-12 animate-pulse rounded-lg bg-slate-200" />
      </div>
    );
  if (day.isError)
    return (
      <div role="alert" className="mt-4 flex min-h-12 items-center gap-3">
        <p className="flex-1 text-sm text-red-800">{t('home.card.dayFailed')}</p>
        <Button variant="secondary" onClick={() => void day.refetch()}>
          {t('student.retry')}
        </Button>
      </div>
    );

  const { completed, progress, sets } = day.data;
  const started = progress !== null || sets.length > 0;
  const reset = (
    <Button
      variant="danger-secondary"
      className="h-12 w-12 px-0"
      aria-label={t('home.card.reset')}
      title={t('home.card.reset')}
      onClick={onReset}
    >
      <RotateCcw aria-hidden="true" className="size-5" />
    </Button>
  );

  return (
    <div className="mt-4 flex h-12 gap-2">
      {completed ? (
        <Button variant="secondary" className="h-12 flex-1 px-2" onClick={onAnalysis}>
          {t('home.card.analysis')}
        </Button>
      ) : (
        <Button className="h-12 flex-1 text-lg" onClick={onStart}>
          <Play aria-hidden="true" className="size-5" />
          {started ? t('home.card.continue') : t('home.card.start')}
        </Button>
      )}
      {started || completed ? reset : null}
    </div>
  );
}
