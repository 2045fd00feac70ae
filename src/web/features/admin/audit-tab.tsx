import { useEffect, useState } from 'react';
import type { AuditEvent } from '#shared/contracts/audit.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { t } from '#web/i18n/pt-BR.ts';
import { useAuditLog } from './api.ts';

const SEARCH_PAUSE_MS = 250;

const when = (at: string) =>
  new Date(at).toLocaleString('pt-BR', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'America/Sao_Paulo',
  });

/**
 * 'Registro de Acesso' (LGPD Art. 37 and 46): who read a student's health answers and every change
 * the admin made, newest first, filtered by the student's name.
 */
export function AuditTab() {
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const log = useAuditLog({ q, page });

  useEffect(() => {
    if (typed.trim() === q) return;
    const timer = setTimeout(() => {
      setQ(typed.trim());
      setPage(1);
    }, SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed, q]);

  const data = log.data;
  return (
    <section className="flex flex-col gap-4">
      <p className="text-slate-700">{t('admin.audit.intro')}</p>
      <TextField
        label={t('admin.audit.search')}
        type="search"
        placeholder={t('admin.audit.searchPlaceholder')}
        autoComplete="off"
        maxLength={100}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
      {log.isPending ? (
        <Spinner label={t('admin.audit.loading')} />
      ) : log.isError || !data ? (
        <p role="alert" className="font-medium text-red-700">
          {t('admin.audit.loadFailed')}
        </p>
      ) : (
        <>
          <p role="status" className="text-sm text-slate-700">
            {data.total === 0 ? t('admin.audit.empty') : t('admin.audit.count', { n: data.total })}
          </p>
          <ul aria-label={t('admin.audit.list')} className="flex flex-col gap-2">
            {data.items.map((event) => (
              <li key={event.id} className="rounded-lg bg-white p-3 ring-1 ring-slate-200">
                <p className="font-semibold text-slate-900">{describe(event)}</p>
                <p className="text-sm text-slate-600">
                  {when(event.at)} · {event.actorName} ({t(`admin.audit.role.${event.actorRole}`)})
                  {event.ip ? ` · ${t('admin.audit.ip', { ip: event.ip })}` : ''}
                </p>
              </li>
            ))}
          </ul>
          {data.pageCount > 1 ? (
            <nav className="flex items-center justify-between gap-2">
              <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t('admin.exercises.previous')}
              </Button>
              <span className="text-sm text-slate-700">
                {t('admin.exercises.page', { page, pages: data.pageCount })}
              </span>
              <Button variant="secondary" disabled={page >= data.pageCount} onClick={() => setPage(page + 1)}>
                {t('admin.exercises.next')}
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </section>
  );
}

function describe(event: AuditEvent): string {
  return t(`admin.audit.action.${event.action}`, {
    student: event.studentName ?? t('admin.audit.noStudent'),
    target: event.target ?? '',
  });
}
