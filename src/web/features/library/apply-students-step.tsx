import { useCallback, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { studentKeys } from '#web/data/students.ts';
import { ListPagination } from '#web/components/ui/pagination.tsx';
import { ListSearch } from '#web/components/ui/list-search.tsx';
import { errorMessage, t } from '#web/i18n/pt-BR.ts';
import { api, ApiError } from '#web/lib/api-client.ts';

const PICK_PAGE_SIZE = 8;

/** Who is chosen: id → name, kept across searches and pages. */
export type Chosen = ReadonlyMap<string, string>;

/**
 * The first step of 'Aplicar modelo': the trainer's students, searched and paged on the server, each
 * with a checkbox. What is ticked stays ticked on another page or search.
 */
export function ApplyStudentsStep({
  chosen,
  onChange,
}: {
  chosen: Chosen;
  onChange: (next: Chosen) => void;
}) {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const query = {
    q: q || undefined,
    status: 'all',
    sort: 'name_asc',
    page,
    pageSize: PICK_PAGE_SIZE,
  } as const;
  const list = useQuery({
    queryKey: [...studentKeys.lists(), 'apply', query],
    queryFn: () => api('GET /api/students', { query }),
    placeholderData: keepPreviousData,
  });
  const onSearch = useCallback((text: string) => {
    setQ(text);
    setPage(1);
  }, []);

  const toggle = (id: string, name: string) => {
    const next = new Map(chosen);
    if (next.has(id)) next.delete(id);
    else next.set(id, name);
    onChange(next);
  };

  return (
    <div className="flex flex-col gap-3">
      <ListSearch
        value={q}
        onSearch={onSearch}
        label={t('library.apply.search')}
        placeholder={t('students.search.placeholder')}
      />
      <p aria-live="polite" className="text-sm font-medium text-slate-700">
        {chosen.size === 0
          ? t('library.apply.selectedNone')
          : chosen.size === 1
            ? t('library.apply.selected.one')
            : t('library.apply.selected.other', { count: chosen.size })}
      </p>
      {list.isError ? (
        <p role="alert" className="font-medium text-red-700">
          {list.error instanceof ApiError ? list.error.message : errorMessage('INTERNAL')}
        </p>
      ) : !list.data ? (
        <p role="status" className="text-slate-600">
          {t('plans.loading')}
        </p>
      ) : list.data.items.length === 0 ? (
        <p className="text-slate-600">{t('library.apply.noStudents')}</p>
      ) : (
        <fieldset aria-busy={list.isPlaceholderData} className="flex flex-col gap-3">
          <legend className="sr-only">{t('library.apply.studentsLabel')}</legend>
          <ul className="flex flex-col gap-1.5">
            {list.data.items.map((student) => (
              <li key={student.id}>
                <label className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg bg-slate-50 px-3 ring-1 ring-slate-200 has-checked:bg-brand-50 has-checked:ring-2 has-checked:ring-brand-700">
                  <input
                    type="checkbox"
                    className="size-5 accent-brand-700"
                    checked={chosen.has(student.id)}
                    onChange={() => toggle(student.id, student.name)}
                  />
                  <span className="min-w-0 font-medium break-words text-slate-900">{student.name}</span>
                </label>
              </li>
            ))}
          </ul>
          {list.data.pageCount > 1 ? (
            <ListPagination page={list.data.page} pageCount={list.data.pageCount} onPage={setPage} />
          ) : null}
        </fieldset>
      )}
    </div>
  );
}
