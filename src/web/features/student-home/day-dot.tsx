import type { MessageKey } from '#web/i18n/pt-BR.ts';
import '#web/i18n/student-dialog-strings.ts';
import type { DayStatus } from '#shared/domain/training/day-status.ts';

export const STATUS_KEYS: Record<DayStatus, MessageKey> = {
  completed: 'calendar.status.completed',
  missed: 'calendar.status.missed',
  planned: 'calendar.status.planned',
  rest: 'calendar.status.rest',
};

// The spec's colours, each with its own shape too, so no one needs to tell red from green.
const SHAPES: Record<DayStatus, string> = {
  completed: 'size-2.5 rounded-full bg-green-600',
  missed: 'size-2.5 rotate-45 rounded-[1px] bg-red-600',
  planned: 'size-2.5 rounded-full border-2 border-blue-600',
  rest: 'h-1 w-2.5 rounded-full bg-slate-400',
};

/** The calendar's dot for a day's status; the words go beside it or in the day's name. */
export function DayDot({ status }: { status: DayStatus }) {
  return <span aria-hidden="true" className={`inline-block shrink-0 ${SHAPES[status]}`} />;
}
