import type { RadarItem } from '#shared/contracts/progress.ts';
import { formatBrazilianDate } from '#shared/domain/dates/local-date.ts';
import { formatDecimal } from '#shared/domain/training/decimal.ts';
import { InsightTag } from '#web/components/insight-tag.tsx';
import { t } from '#web/i18n/pt-BR.ts';

/** What one radar entry says under the student's name. */
function details(item: RadarItem): { lines: string[] } {
  switch (item.kind) {
    case 'insight':
      return { lines: [item.insight.message] };
    case 'feedback':
      return {
        lines: [
          t('radar.feedback', { difficulty: item.difficulty, date: formatBrazilianDate(item.date) }),
          ...(item.painPoints ? [t('radar.pain', { text: item.painPoints })] : []),
          ...(item.comments ? [t('radar.comment', { text: item.comments })] : []),
        ],
      };
    case 'adherence':
      return { lines: [t('radar.adherence', { d30: item.d30, d90: item.d90 })] };
    case 'rpe':
      return { lines: [t('radar.rpe', { label: item.label || '—', rpes: item.rpes.join(' → ') })] };
    case 'skipped':
      return { lines: [t('radar.skipped', { exercise: item.exerciseName, times: item.times })] };
    case 'missed':
      return {
        lines: [
          item.missed === 1 ? t('radar.missed.one') : t('radar.missed.other', { count: item.missed }),
          item.lastTrainedOn
            ? t('radar.lastTrained', { date: formatBrazilianDate(item.lastTrainedOn) })
            : t('radar.neverTrained'),
        ],
      };
    case 'lift':
      return {
        lines: [
          t('radar.lift', {
            exercise: item.exerciseName,
            weight: formatDecimal(item.weight),
            reps: item.reps,
          }),
        ],
      };
    case 'progress':
      return { lines: [t('radar.progress', { exercise: item.exerciseName, percent: item.percent })] };
    case 'plan':
      return { lines: [t('radar.pending.plan')] };
    case 'review':
      return { lines: [t('radar.pending.review')] };
    case 'expiring':
      return { lines: [t('radar.pending.expiring', { date: formatBrazilianDate(item.date) })] };
  }
}

/** One entry of a radar card: the student's name and what the card noticed; opens the student. */
export function RadarEntry({ item, onOpen }: { item: RadarItem; onOpen: (id: string) => void }) {
  const { lines } = details(item);
  return (
    <li>
      <button
        type="button"
        onClick={() => onOpen(item.studentId)}
        className="flex w-full flex-col gap-1 rounded-lg px-3 py-2 text-left ring-1 ring-slate-200 transition-colors hover:bg-slate-50 hover:ring-brand-600"
      >
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-slate-900">{item.name}</span>
          {item.kind === 'insight' ? <InsightTag type={item.insight.type} /> : null}
        </span>
        {lines.map((line) => (
          <span key={line} className="text-sm break-words text-slate-700">
            {line}
          </span>
        ))}
      </button>
    </li>
  );
}
