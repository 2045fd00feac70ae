import { useEffect, useState } from 'react';
import { Pencil } from 'lucide-react';
import { USER_ROLE_FILTERS, type AdminUser, type AdminUserListQuery } from '#shared/contracts/admin.ts';
import { formatBrazilianDate } from '#shared/domain/dates/local-date.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { SelectField, TextField } from '#web/components/ui/text-field.tsx';
import { t } from '#web/i18n/pt-BR.ts';
import { useAdminUsers } from './api.ts';
import { UserEditDialog } from './user-edit-dialog.tsx';

const SEARCH_PAUSE_MS = 250;

/** 'Usuários': every personal and student, searched and paged on the server; 'Editar' opens the modal. */
export function UsersTab() {
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [role, setRole] = useState<AdminUserListQuery['role']>('all');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const list = useAdminUsers({ q, role, page });

  useEffect(() => {
    if (typed.trim() === q) return;
    const timer = setTimeout(() => {
      setQ(typed.trim());
      setPage(1);
    }, SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed, q]);

  const data = list.data;
  return (
    <section className="flex flex-col gap-4">
      <p className="text-slate-700">{t('admin.users.intro')}</p>
      <div className="grid gap-3 sm:grid-cols-[1fr_12rem]">
        <TextField
          label={t('admin.users.search')}
          type="search"
          placeholder={t('admin.users.searchPlaceholder')}
          autoComplete="off"
          maxLength={100}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <SelectField
          label={t('admin.users.role')}
          value={role}
          onChange={(event) => {
            setRole(event.target.value as AdminUserListQuery['role']);
            setPage(1);
          }}
        >
          {USER_ROLE_FILTERS.map((item) => (
            <option key={item} value={item}>
              {t(`admin.users.role.${item}`)}
            </option>
          ))}
        </SelectField>
      </div>
      {list.isPending ? (
        <Spinner label={t('admin.users.loading')} />
      ) : list.isError || !data ? (
        <p role="alert" className="font-medium text-red-700">
          {t('admin.users.loadFailed')}
        </p>
      ) : (
        <>
          <p role="status" className="text-sm text-slate-700">
            {data.total === 0
              ? t('admin.users.empty')
              : data.total === 1
                ? t('admin.users.countOne')
                : t('admin.users.count', { n: data.total })}
          </p>
          <ul aria-label={t('admin.users.list')} className="flex flex-col gap-2">
            {data.items.map((user) => (
              <li
                key={user.id}
                className="flex items-center gap-3 rounded-lg bg-white p-3 ring-1 ring-slate-200"
              >
                <div className="min-w-0 flex-1">
                  <p className="font-semibold break-words text-slate-900">
                    {user.name}{' '}
                    <span className="text-sm font-normal text-slate-600">· {t(`role.${user.role}`)}</span>
                  </p>
                  <p className="text-sm break-all text-slate-600">{user.email}</p>
                  <p className="text-sm text-slate-600">{details(user)}</p>
                </div>
                <Button
                  variant="ghost"
                  aria-label={t('admin.users.edit', { name: user.name })}
                  onClick={() => setEditing(user)}
                >
                  <Pencil aria-hidden="true" className="size-5" />
                </Button>
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
      {editing ? <UserEditDialog user={editing} onClose={() => setEditing(null)} /> : null}
    </section>
  );
}

function details(user: AdminUser): string {
  if (user.role !== 'student') return t('admin.users.students', { n: user.studentCount ?? 0 });
  const parts = [t(`admin.users.status.${user.planStatus ?? 'pending_creation'}`)];
  if (user.planExpiryDate)
    parts.push(t('admin.users.expires', { date: formatBrazilianDate(user.planExpiryDate) }));
  if (user.personalName) parts.push(t('admin.users.trainerOf', { name: user.personalName }));
  return parts.join(' · ');
}
