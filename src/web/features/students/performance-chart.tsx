import { shortDate } from '#shared/domain/progress/chart.ts';
import { formatDecimal } from '#shared/domain/training/decimal.ts';
import { LineChart } from '#web/components/line-chart.tsx';
import { t } from '#web/i18n/pt-BR.ts';

interface Load {
  date: string;
  weight: number;
  reps: number;
}

const pointLabel = (point: Load) =>
  t('performance.point', {
    date: shortDate(point.date),
    weight: formatDecimal(point.weight),
    reps: point.reps,
  });

/** One exercise's loads over time: each point shows its date, weight and reps on hover or focus. */
export function PerformanceChart({
  name,
  points,
  index,
}: {
  name: string;
  points: readonly Load[];
  index: number;
}) {
  return (
    <LineChart
      label={t('performance.chart', { exercise: name })}
      points={points}
      valueOf={(point) => point.weight}
      pointLabel={pointLabel}
      index={index}
      insufficient={t('performance.insufficient')}
    />
  );
}
