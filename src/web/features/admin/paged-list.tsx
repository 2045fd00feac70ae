import { useEffect, useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Page } from '#shared/contracts/pagination.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { t } from '#web/i18n/pt-BR.ts';

/** Typing waits this long for a pause before the list asks the server. */
const SEARCH_PAUSE_MS = 250;

/**
 * What is typed in a list's search, and the search the server is asked for once typing pauses;
 * `onSearch` runs then (a list goes back to its first page).
 */
export function usePausedSearch(onSearch: () => void) {
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    if (typed.trim() === q) return;
    const timer = setTimeout(() => {
      setQ(typed.trim());
      onSearch();
    }, SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed, q, onSearch]);
  return { typed, setTyped, q };
}

export interface PagedLabels {
  loading: string;
  failed: string;
  list: string;
  /** The status line for `total` results. */
  count: (total: number) => string;
}

/**
 * One page of a server-paged admin list: its spinner, its error, the status line that counts the
 * results, the items and 'Anterior' / 'Próxima'.
 */
export function PagedList<T>({
  query,
  page,
  onPage,
  labels,
  keyOf,
  children,
}: {
  query: UseQueryResult<Page<T>>;
  page: number;
  onPage: (page: number) => void;
  labels: PagedLabels;
  keyOf: (item: T) => string;
  children: (item: T) => ReactNode;
}) {
  const data = query.data;
  if (query.isPending) return <Spinner label={labels.loading} />;
  if (query.isError || !data)
    return (
      <p role="alert" className="font-medium text-red-700">
        {labels.failed}
      </p>
    );
  return (
    <>
      <p role="status" className="mb-2 text-sm text-slate-700">
        {labels.count(data.total)}
      </p>
      <ul aria-label={labels.list} className="flex flex-col gap-2">
        {data.items.map((item) => (
          <li
            key={keyOf(item)}
            className="flex items-center gap-3 rounded-lg bg-white p-3 ring-1 ring-slate-200"
          >
            {children(item)}
          </li>
        ))}
      </ul>
      {data.pageCount > 1 ? (
        <nav aria-label={t('admin.list.pages')} className="mt-3 flex items-center justify-between gap-2">
          <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {t('admin.exercises.previous')}
          </Button>
          <span className="text-sm text-slate-700">
            {t('admin.exercises.page', { page, pages: data.pageCount })}
          </span>
          <Button variant="secondary" disabled={page >= data.pageCount} onClick={() => onPage(page + 1)}>
            {t('admin.exercises.next')}
          </Button>
        </nav>
      ) : null}
    </>
  );
}
