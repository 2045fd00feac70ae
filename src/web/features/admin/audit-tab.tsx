import type { AuditEvent } from '#shared/contracts/audit.ts';
import { TextField } from '#web/components/ui/text-field.tsx';
import { t } from '#web/i18n/pt-BR.ts';
import { useAuditLog } from './api.ts';
import { PagedList, usePagedSearch } from './paged-list.tsx';

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
  const { typed, setTyped, q, page, setPage } = usePagedSearch();
  const log = useAuditLog({ q, page });

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
      <PagedList
        query={log}
        page={page}
        onPage={setPage}
        keyOf={(event) => event.id}
        labels={{
          loading: t('admin.audit.loading'),
          failed: t('admin.audit.loadFailed'),
          list: t('admin.audit.list'),
          count: (n) => (n === 0 ? t('admin.audit.empty') : t('admin.audit.count', { n })),
        }}
      >
        {(event) => (
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-slate-900">{describe(event)}</p>
            <p className="text-sm text-slate-600">
              {when(event.at)} · {event.actorName} ({t(`admin.audit.role.${event.actorRole}`)})
              {event.ip ? ` · ${t('admin.audit.ip', { ip: event.ip })}` : ''}
            </p>
          </div>
        )}
      </PagedList>
    </section>
  );
}

function describe(event: AuditEvent): string {
  return t(`admin.audit.action.${event.action}`, {
    student: event.studentName ?? t('admin.audit.noStudent'),
    target: event.target ?? '',
  });
}
