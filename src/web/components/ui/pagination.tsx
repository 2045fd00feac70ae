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
