import type { Insight } from '#shared/contracts/progress.ts';
import { t } from '#web/i18n/pt-BR.ts';

const TONE = {
  warning: 'bg-red-100 text-red-800',
  suggestion: 'bg-amber-100 text-amber-900',
  achievement: 'bg-emerald-100 text-emerald-800',
} as const;

/** An AI insight's kind as a coloured tag ('Alerta', 'Sugestão', 'Conquista'): the radar and 'Progresso'. */
export function InsightTag({ type }: { type: Insight['type'] }) {
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${TONE[type]}`}>
      {t(`radar.insight.${type}`)}
    </span>
  );
}
