import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { ChevronRight, SearchX, UserPlus } from 'lucide-react';
import type { StudentListItem } from '#shared/contracts/students.ts';
import { studentBadge } from '#shared/domain/students/priority.ts';
import { formatBrazilianDate } from '#shared/domain/dates/local-date.ts';
import { Button } from '#web/components/ui/button.tsx';
import { t } from '#web/i18n/pt-BR.ts';
import { StudentBadges } from './student-badge.tsx';

export function ListRows({
  students,
  today,
  onOpenStudent,
}: {
  students: StudentListItem[];
  today: string;
  onOpenStudent: (id: string) => void;
}) {
  return (
    <ul aria-label={t('students.list.label')} className="flex flex-col gap-2">
      {students.map((student) => (
        <li key={student.id}>
          <button
            type="button"
            onClick={() => onOpenStudent(student.id)}
            className="flex min-h-16 w-full items-center gap-3 rounded-xl bg-white px-4 py-3 text-left shadow-sm ring-1 ring-slate-200 transition-colors hover:bg-slate-50 hover:ring-brand-600"
          >
            <span className="flex min-w-0 flex-1 flex-col gap-1.5 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
              <span className="flex min-w-0 flex-col">
                <span className="font-semibold break-words text-slate-900">{student.name}</span>
                <span className="text-xs text-slate-600">
                  {student.lastTrainedOn
                    ? t('list.lastTrained', { date: formatBrazilianDate(student.lastTrainedOn) })
                    : t('list.neverTrained')}
                </span>
              </span>
              <StudentBadges student={student} badge={studentBadge(student, today)} />
            </span>
            <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Placeholders with the rows' shape while the first page loads. */
export function ListSkeleton({ rows }: { rows: number }) {
  return (
    <div role="status">
      <span className="sr-only">{t('students.list.loading')}</span>
      <ul aria-hidden="true" className="flex flex-col gap-2">
        {Array.from({ length: rows }, (_, index) => (
          <li
            key={index}
            className="flex min-h-16 items-center gap-3 rounded-xl bg-white px-4 py-3 shadow-sm ring-1 ring-slate-200"
          >
            <span className="h-4 w-2/5 animate-pulse rounded bg-slate-200" />
            <span className="ml-auto h-5 w-16 animate-pulse rounded-full bg-slate-200" />
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ListError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-xl bg-red-50 p-5 text-center ring-1 ring-red-200">
      <p className="font-semibold text-red-800">{t('students.list.error')}</p>
      <p className="mt-1 text-sm text-red-800">{message}</p>
      <Button variant="secondary" className="mt-4" onClick={onRetry}>
        {t('students.list.retry')}
      </Button>
    </div>
  );
}

/** An empty list says what to do next: add the first student, or search for something else. */
export function ListEmpty({ filtered }: { filtered: boolean }) {
  return (
    <EmptyState
      icon={filtered ? SearchX : UserPlus}
      title={filtered ? t('students.list.noMatchTitle') : t('students.list.emptyTitle')}
      hint={filtered ? t('students.list.noMatchHint') : t('students.list.emptyHint')}
    />
  );
}
