import { useState } from 'react';
import { Pencil } from 'lucide-react';
import { USER_ROLE_FILTERS, type AdminUser, type AdminUserListQuery } from '#shared/contracts/admin.ts';
import { formatBrazilianDate } from '#shared/domain/dates/local-date.ts';
import { Button } from '#web/components/ui/button.tsx';
import { SelectField, TextField } from '#web/components/ui/text-field.tsx';
import { t } from '#web/i18n/pt-BR.ts';
import { useAdminUsers } from './api.ts';
import { PagedList, usePagedSearch } from './paged-list.tsx';
import { UserEditDialog } from './user-edit-dialog.tsx';
import { userStatusText } from './user-status.ts';

/** 'Usuários': every personal and student, searched and paged on the server; the name or the pencil opens the edit. */
export function UsersTab() {
  const [role, setRole] = useState<AdminUserListQuery['role']>('all');
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const { typed, setTyped, q, page, setPage } = usePagedSearch(role);
  const list = useAdminUsers({ q, role, page });

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
          onChange={(event) => setRole(event.target.value as AdminUserListQuery['role'])}
        >
          {USER_ROLE_FILTERS.map((item) => (
            <option key={item} value={item}>
              {t(`admin.users.role.${item}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <PagedList
        query={list}
        page={page}
        onPage={setPage}
        keyOf={(user) => user.id}
        labels={{
          loading: t('admin.users.loading'),
          failed: t('admin.users.loadFailed'),
          list: t('admin.users.list'),
          count: (n) =>
            n === 0
              ? t('admin.users.empty')
              : n === 1
                ? t('admin.users.countOne')
                : t('admin.users.count', { n }),
        }}
      >
        {(user) => (
          <>
            <div className="min-w-0 flex-1">
              <p className="font-semibold break-words text-slate-900">
                {/* The name opens the edit as the pencil does: it is what one reaches for first. */}
                <button
                  type="button"
                  className="min-h-11 text-left font-semibold text-slate-900 underline-offset-2 hover:text-brand-800 hover:underline"
                  onClick={() => setEditing(user)}
                >
                  {user.name}
                </button>{' '}
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
          </>
        )}
      </PagedList>
      {editing ? <UserEditDialog user={editing} onClose={() => setEditing(null)} /> : null}
    </section>
  );
}

function details(user: AdminUser): string {
  if (user.role !== 'student') return t('admin.users.students', { n: user.studentCount ?? 0 });
  const parts = [userStatusText(user)];
  if (user.planExpiryDate)
    parts.push(t('admin.users.expires', { date: formatBrazilianDate(user.planExpiryDate) }));
  if (user.personalName) parts.push(t('admin.users.trainerOf', { name: user.personalName }));
  return parts.join(' · ');
}
