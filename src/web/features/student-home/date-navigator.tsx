import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import { addDays } from '#shared/domain/dates/local-date.ts';
import { t } from '#web/i18n/pt-BR.ts';
import { dateLabel } from './home-text.ts';

const ARROW =
  'flex size-12 shrink-0 items-center justify-center rounded-xl bg-white text-slate-800 shadow-sm ring-1 ring-slate-200 hover:bg-slate-50';

/** Previous day, the selected day (a tap opens the calendar), next day. */
export function DateNavigator({
  date,
  today,
  onChange,
  onOpenCalendar,
}: {
  date: string;
  today: string;
  onChange: (date: string) => void;
  onOpenCalendar: () => void;
}) {
  const label = dateLabel(date, today);
  return (
    <nav aria-label={t('home.nav.label')} className="flex h-14 items-center gap-2">
      <button
        type="button"
        className={ARROW}
        aria-label={t('home.nav.previous')}
        onClick={() => onChange(addDays(date, -1))}
      >
        <ChevronLeft aria-hidden="true" className="size-6" />
      </button>
      <button
        type="button"
        onClick={onOpenCalendar}
        aria-haspopup="dialog"
        aria-label={`${label.date}, ${label.weekday}, ${t('home.nav.openCalendar')}`}
        className="flex h-12 min-w-0 flex-1 items-center justify-center gap-3 rounded-xl bg-white px-3 shadow-sm ring-1 ring-slate-200 hover:bg-slate-50"
      >
        <CalendarDays aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
        <span className="flex min-w-0 flex-col items-start leading-tight">
          <span className="font-bold text-slate-900">{label.date}</span>{' '}
          <span className="truncate text-sm text-slate-600">{label.weekday}</span>
        </span>
      </button>
      <button
        type="button"
        className={ARROW}
        aria-label={t('home.nav.next')}
        onClick={() => onChange(addDays(date, 1))}
      >
        <ChevronRight aria-hidden="true" className="size-6" />
      </button>
    </nav>
  );
}
