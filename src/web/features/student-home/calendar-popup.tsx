import { useMemo, useState } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { Plan } from '#shared/contracts/plans.ts';
import { Button } from '#web/components/ui/button.tsx';
import { DialogHeader } from '#web/components/ui/dialog-header.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { useOutboxState } from '#web/data/workout.ts';
import { mergeCompletedDates } from '#web/lib/outbox/merge.ts';
import { t, type MessageKey } from '#web/i18n/pt-BR.ts';
import '#web/i18n/student-dialog-strings.ts';
import { useCalendar } from './api.ts';
import { DayDot, STATUS_KEYS } from './day-dot.tsx';
import { DAY_STATUSES, dayStatus, type DayStatus } from '#shared/domain/training/day-status.ts';
import { monthGrid, monthOf, monthRange, shiftMonth, trainingWeekdays } from './calendar-grid.ts';

const WEEKDAY_KEYS = [0, 1, 2, 3, 4, 5, 6].map((i) => `calendar.weekday.${i}` as MessageKey);
const monthName = (month: string) => t(`calendar.month.${Number(month.slice(5, 7))}` as MessageKey);

/**
 * The calendar popup (product §2): a month at a time, each day a button with its dot and its status in
 * words. Choosing a day shows it on the home and closes the popup. Loaded on first use.
 */
export default function CalendarPopup({
  selected,
  today,
  plan,
  planStart,
  planExpiry,
  onSelect,
  onClose,
}: {
  selected: string;
  today: string;
  plan: Plan;
  /** The days the student has this plan: only they can be missed or to train. */
  planStart: string;
  planExpiry: string | null;
  onSelect: (date: string) => void;
  onClose: () => void;
}) {
  const [month, setMonth] = useState(monthOf(selected));
  const { from, to } = monthRange(month);
  const calendar = useCalendar(from, to);
  const trainingDays = useMemo(() => trainingWeekdays(plan), [plan]);
  // A finish made offline shows at once, before the server has it (the outbox's pending writes).
  const { ops } = useOutboxState();
  const completed = useMemo(
    () => mergeCompletedDates(calendar.data?.completed ?? [], ops),
    [calendar.data, ops],
  );
  const monthTitle = t('calendar.monthTitle', { month: monthName(month), year: month.slice(0, 4) });
  const title = monthTitle.charAt(0).toUpperCase() + monthTitle.slice(1);

  const statusOf = (date: string): DayStatus | null =>
    calendar.data ? dayStatus(date, { today, trainingDays, completed, planStart, planExpiry }) : null;

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      aria-describedby={undefined}
      className="inset-x-2 top-1/2 mx-auto max-h-[95dvh] max-w-sm -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-3 shadow-xl"
    >
      <DialogHeader
        title={t('calendar.title')}
        closeLabel={t('home.close')}
        titleClassName="pt-2 pl-1 text-lg"
      />
      <div className="mt-1 flex items-center justify-between">
        <Button
          variant="ghost"
          aria-label={t('calendar.previousMonth')}
          onClick={() => setMonth(shiftMonth(month, -1))}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </Button>
        <p aria-live="polite" className="font-semibold text-slate-900">
          {title}
        </p>
        <Button
          variant="ghost"
          aria-label={t('calendar.nextMonth')}
          onClick={() => setMonth(shiftMonth(month, 1))}
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </Button>
      </div>

      <table className="mt-1 w-full table-fixed border-separate border-spacing-y-0.5" aria-label={title}>
        <thead>
          <tr>
            {WEEKDAY_KEYS.map((key) => (
              <th key={key} scope="col" className="pb-1 text-xs font-semibold text-slate-600">
                {t(key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(month).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((date, index) => (
                <td key={date ?? `blank-${index}`} className="p-0 text-center">
                  {date ? (
                    <DayButton
                      date={date}
                      status={statusOf(date)}
                      isToday={date === today}
                      isSelected={date === selected}
                      onClick={() => onSelect(date)}
                    />
                  ) : null}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>

      <div className="min-h-6 px-1 text-sm" aria-live="polite">
        {calendar.isPending ? <p className="text-slate-600">{t('calendar.loading')}</p> : null}
        {calendar.isError ? <p className="text-red-700">{t('calendar.loadFailed')}</p> : null}
      </div>
      <div className="border-t border-slate-200 px-1 pt-2">
        <p className="sr-only">{t('calendar.legend')}</p>
        <ul className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm text-slate-700">
          {DAY_STATUSES.map((status) => (
            <li key={status} className="flex items-center gap-2">
              <DayDot status={status} />
              {t(STATUS_KEYS[status])}
            </li>
          ))}
        </ul>
      </div>
    </Modal>
  );
}

function DayButton({
  date,
  status,
  isToday,
  isSelected,
  onClick,
}: {
  date: string;
  status: DayStatus | null;
  isToday: boolean;
  isSelected: boolean;
  onClick: () => void;
}) {
  const day = Number(date.slice(8, 10));
  const month = monthName(date.slice(0, 7));
  const name = status
    ? t('calendar.dayWithStatus', { day, month, status: t(STATUS_KEYS[status]) })
    : t('calendar.dayName', { day, month });
  return (
    <button
      type="button"
      aria-label={name}
      aria-pressed={isSelected}
      aria-current={isToday ? 'date' : undefined}
      onClick={onClick}
      className={`mx-auto flex h-12 w-11 flex-col items-center justify-center gap-0.5 rounded-lg text-sm transition-colors hover:bg-slate-100 ${
        isSelected ? 'bg-brand-50 ring-2 ring-brand-700' : ''
      } ${isToday ? 'font-bold text-brand-800' : 'text-slate-900'}`}
    >
      <span aria-hidden="true">{day}</span>
      <span aria-hidden="true" className="flex h-3 items-center">
        {status ? <DayDot status={status} /> : null}
      </span>
    </button>
  );
}
