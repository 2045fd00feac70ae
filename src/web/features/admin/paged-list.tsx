import { useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Page } from '#shared/contracts/pagination.ts';
import { ListPagination } from '#web/components/ui/pagination.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useDebouncedValue } from '#web/lib/use-debounced-value.ts';

/**
 * A server-paged list's search and page: what is typed, the search the server is asked for once
 * typing pauses, and the page, which goes back to the first whenever the search or `filters` change.
 */
export function usePagedSearch(filters = '') {
  const [typed, setTyped] = useState('');
  const q = useDebouncedValue(typed.trim());
  const [at, setAt] = useState({ key: '', page: 1 });
  const key = `${q}\u0000${filters}`;
  const page = at.key === key ? at.page : 1;
  return { typed, setTyped, q, page, setPage: (next: number) => setAt({ key, page: next }) };
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
        <div className="mt-3">
          <ListPagination page={page} pageCount={data.pageCount} onPage={onPage} />
        </div>
      ) : null}
    </>
  );
}
