import { useCallback, useMemo } from 'react';
import { useSearchParams } from '#web/lib/router.tsx';
import {
  STUDENT_FILTERS,
  STUDENT_SORTS,
  STUDENTS_PAGE_SIZE,
  type StudentFilter,
  type StudentListQuery,
  type StudentSort,
} from '#shared/contracts/students.ts';

const DEFAULTS = { q: '', status: 'all', sort: 'priority', page: 1 } as const;

function oneOf<T extends string>(values: readonly T[], raw: string | null, fallback: T): T {
  return values.includes(raw as T) ? (raw as T) : fallback;
}

/** The list's state as the URL holds it; anything unknown falls back to the default, never to an error. */
export function readListQuery(params: URLSearchParams): StudentListQuery {
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').trim().slice(0, 100) || undefined,
    status: oneOf(STUDENT_FILTERS, params.get('status'), DEFAULTS.status),
    sort: oneOf(STUDENT_SORTS, params.get('sort'), DEFAULTS.sort),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : DEFAULTS.page,
    pageSize: STUDENTS_PAGE_SIZE,
  };
}

export type ListChange = Partial<{ q: string; status: StudentFilter; sort: StudentSort; page: number }>;

/**
 * Applies a change to the URL's query: defaults are left out so a fresh list has a clean URL, and any
 * change to what is listed (search, chip, sort) starts again on page 1.
 */
export function writeListQuery(params: URLSearchParams, change: ListChange): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: keyof typeof DEFAULTS, value: string | number) => {
    if (value === DEFAULTS[key] || value === '') next.delete(key);
    else next.set(key, String(value));
  };
  if (change.q !== undefined) set('q', change.q.trim());
  if (change.status !== undefined) set('status', change.status);
  if (change.sort !== undefined) set('sort', change.sort);
  set('page', change.page ?? 1);
  return next;
}

/** The list's query from the URL, and a way to change it (so reload and the back button keep it). */
export function useListQuery() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readListQuery(params), [params]);
  const change = useCallback(
    (next: ListChange, options: { replace?: boolean } = {}) =>
      setParams((current) => writeListQuery(current, next), { replace: options.replace }),
    [setParams],
  );
  return [query, change] as const;
}
