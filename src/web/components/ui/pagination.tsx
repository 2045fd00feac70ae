import type { ReactNode } from 'react';
import { t } from '#web/i18n/pt-BR.ts';
import { Button } from './button.tsx';

/** 'Anterior' / 'Página N de M' / 'Próxima' under a server-paged list (the trainer's and admin's screens). */
export function ListPagination({
  page,
  pageCount,
  onPage,
  label = t('students.page.label'),
}: {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** Names the navigation when a screen has several paged lists (the radar's cards). */
  label?: string;
}) {
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-2">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('students.page.previous')}
      </Button>
      <p aria-live="polite" className="text-center text-sm font-medium text-slate-700">
        {t('students.page.position', { page, pageCount })}
      </p>
      <Button variant="secondary" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        {t('students.page.next')}
      </Button>
    </nav>
  );
}

/**
 * One server page of a list and, when there is more than one page, 'Anterior' / 'Próxima' under it;
 * dimmed and marked busy while the next page is on its way (the old one stays as a placeholder).
 */
export function PagedItems({
  busy,
  page,
  pageCount,
  onPage,
  label,
  children,
}: {
  busy: boolean;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  label?: string;
  children: ReactNode;
}) {
  return (
    <div aria-busy={busy} className={`flex flex-col gap-4 transition-opacity ${busy ? 'opacity-60' : ''}`}>
      {children}
      {pageCount > 1 ? (
        <ListPagination page={page} pageCount={pageCount} onPage={onPage} label={label} />
      ) : null}
    </div>
  );
}
