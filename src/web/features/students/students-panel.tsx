import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { UserPlus } from 'lucide-react';
import type { StudentFilter, StudentSort } from '#shared/contracts/students.ts';
import { localDate } from '#shared/domain/dates/local-date.ts';
import { Button } from '#web/components/ui/button.tsx';
import { errorMessage, t } from '#web/i18n/pt-BR.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useStudentList } from './api.ts';
import { CreateStudentDialog } from './create-student-dialog.tsx';
import { ListChips, ListSearch, ListSort } from './list-controls.tsx';
import { useListQuery } from './list-query.ts';
import { PagedItems } from '#web/components/ui/pagination.tsx';
import { ListEmpty, ListError, ListRows, ListSkeleton } from './list-rows.tsx';
import { useStudentEvents } from '#web/data/student-events.ts';

/**
 * 'Painel do Personal': the trainer's students, searched, filtered, sorted and paged on the server.
 * The list's state lives in the URL, so a reload or the back button returns to the same page.
 */
export function StudentsPanel({ onOpenStudent }: { onOpenStudent: (id: string) => void }) {
  useStudentEvents();
  const headingId = useId();
  const top = useRef<HTMLDivElement>(null);
  const [query, change] = useListQuery();
  const list = useStudentList(query);
  const [creating, setCreating] = useState(false);
  const today = localDate(new Date());

  // Typing replaces the history entry: the back button should not step through every letter.
  const onSearch = useCallback((q: string) => change({ q }, { replace: true }), [change]);
  const onStatus = (status: StudentFilter) => change({ status });
  const onSort = (sort: StudentSort) => change({ sort });
  const onPage = (page: number) => {
    change({ page });
    top.current?.scrollIntoView?.({ block: 'start' });
  };

  // A page that no longer exists (students deleted meanwhile) shows the last one that does.
  const pageCount = list.data?.pageCount;
  useEffect(() => {
    if (pageCount !== undefined && !list.isPlaceholderData && query.page > pageCount)
      change({ page: pageCount }, { replace: true });
  }, [pageCount, list.isPlaceholderData, query.page, change]);

  const filtered = Boolean(query.q) || query.status !== 'all';

  let body;
  if (list.isError) {
    const message = list.error instanceof ApiError ? list.error.message : errorMessage('INTERNAL');
    body = <ListError message={message} onRetry={() => void list.refetch()} />;
  } else if (!list.data) {
    body = <ListSkeleton rows={query.pageSize} />;
  } else if (list.data.items.length === 0) {
    body = <ListEmpty filtered={filtered} />;
  } else {
    body = (
      <PagedItems
        busy={list.isPlaceholderData}
        page={list.data.page}
        pageCount={list.data.pageCount}
        onPage={onPage}
      >
        <ListRows students={list.data.items} today={today} onOpenStudent={onOpenStudent} />
      </PagedItems>
    );
  }

  const total = list.data?.total;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div ref={top} className="flex scroll-mt-20 flex-wrap items-center justify-between gap-3">
        <h1 id={headingId} className="text-2xl font-bold text-slate-900">
          {t('students.title')}
        </h1>
        <Button className="w-full sm:w-auto" onClick={() => setCreating(true)}>
          <UserPlus aria-hidden="true" className="size-5" />
          {t('students.add')}
        </Button>
      </div>

      <div className="flex flex-col gap-3">
        <div className="flex items-center gap-2 sm:gap-3">
          <ListSearch value={query.q ?? ''} onSearch={onSearch} />
          <ListSort value={query.sort} onChange={onSort} />
        </div>
        <ListChips value={query.status} onChange={onStatus} />
      </div>

      <p aria-live="polite" className="min-h-5 text-sm text-slate-600">
        {total === undefined || total === 0
          ? null
          : total === 1
            ? t('students.list.count.one')
            : t('students.list.count.other', { count: total })}
      </p>

      {body}

      <CreateStudentDialog open={creating} onOpenChange={setCreating} />
    </section>
  );
}
