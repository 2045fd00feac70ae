import { useState } from 'react';
import { ADMIN_RENEWAL_MONTHS, type AdminUser, type UpdateUserBody } from '#shared/contracts/admin.ts';
import { formatBrazilianDate, localDate } from '#shared/domain/dates/local-date.ts';
import { expiryWindow, expiryWindowWords, isExpiryInWindow } from '#shared/domain/students/expiry-window.ts';
import { renewExpiry } from '#shared/domain/students/plan-state.ts';
import { Button } from '#web/components/ui/button.tsx';
import { DialogHeader } from '#web/components/ui/dialog-header.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { SelectField, TextField } from '#web/components/ui/text-field.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { errorMessage, t } from '#web/i18n/pt-BR.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useDeleteUser, useTrainers, useUpdateUser } from './api.ts';
import { userStatusText } from './user-status.ts';

type Renewal = (typeof ADMIN_RENEWAL_MONTHS)[number];

/**
 * The user edit modal (product §2, §4, §5): name, email, a new password (blank: no change) and, for a
 * student, the plan's status, expiry and renewal up to '+1 Ano'. Saved in one go at the version it
 * read; 'Excluir usuário' asks first and, for a trainer with students, who receives them.
 */
export function UserEditDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const [name, setName] = useState(user.name);
  const [email, setEmail] = useState(user.email);
  const [password, setPassword] = useState('');
  // A plan still being created or reviewed shows as it is; the admin may activate or deactivate it.
  const shownStatus = user.planStatus === 'active' || user.planStatus === 'inactive' ? user.planStatus : '';
  const [status, setStatus] = useState<'' | 'active' | 'inactive'>(shownStatus);
  const [expiry, setExpiry] = useState(user.planExpiryDate ?? '');
  const [renew, setRenew] = useState<Renewal | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateUser();
  const isStudent = user.role === 'student';
  const today = localDate(new Date());
  // A date typed or renewed to outside the window is refused by the server (31/12/9999 is a slip);
  // it is said at the field at once, and a date typed outside is not renewed from.
  const typedOutside =
    expiry !== '' && expiry !== (user.planExpiryDate ?? '') && !isExpiryInWindow(expiry, today);
  const renewedTo = renew && !typedOutside ? renewExpiry(expiry || null, renew, today) : null;
  const expiryError =
    typedOutside || (renewedTo !== null && !isExpiryInWindow(renewedTo, today))
      ? errorMessage('EXPIRY_OUT_OF_RANGE', expiryWindowWords(today))
      : null;
  const bounds = expiryWindow(today);

  async function save() {
    if (isStudent && expiryError) {
      setErrors({ planExpiryDate: expiryError });
      return;
    }
    const body: UpdateUserBody = { version: user.version };
    if (name.trim() !== user.name) body.name = name;
    if (email.trim().toLowerCase() !== user.email) body.email = email;
    if (password) body.newPassword = password;
    if (isStudent) {
      if (status && status !== shownStatus) body.planStatus = status;
      if (expiry !== (user.planExpiryDate ?? '')) body.planExpiryDate = expiry || null;
      if (renew) body.renewMonths = renew;
    }
    setErrors({});
    try {
      await update.mutateAsync({ id: user.id, body });
      toast.success(t('admin.userForm.saved'));
      onClose();
    } catch (failure) {
      const message = failure instanceof ApiError ? failure.message : errorMessage('INTERNAL');
      setErrors({ form: message, ...(failure instanceof ApiError ? failure.fields : {}) });
      toast.error(message);
    }
  }

  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      aria-describedby={undefined}
      className="inset-0 flex flex-col bg-white sm:inset-x-4 sm:top-10 sm:bottom-auto sm:mx-auto sm:max-h-[calc(100dvh-5rem)] sm:max-w-lg sm:rounded-2xl sm:shadow-xl"
    >
      <DialogHeader
        title={t('admin.userForm.title')}
        closeLabel={t('admin.userForm.close')}
        className="border-b border-slate-200 px-4 py-3"
      />
      <form
        noValidate
        className="flex flex-1 flex-col gap-3 overflow-y-auto px-4 py-3"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <TextField
          label={t('admin.userForm.name')}
          value={name}
          autoComplete="off"
          error={errors.name}
          onChange={(event) => setName(event.target.value)}
        />
        <TextField
          label={t('admin.userForm.email')}
          type="email"
          autoComplete="off"
          value={email}
          error={errors.email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          label={t('admin.userForm.password')}
          hint={t('admin.userForm.passwordHint')}
          type="password"
          autoComplete="new-password"
          value={password}
          error={errors.newPassword}
          onChange={(event) => setPassword(event.target.value)}
        />
        {isStudent ? (
          <fieldset className="flex flex-col gap-3 rounded-lg bg-slate-50 p-3">
            <legend className="px-1 font-semibold text-slate-900">{t('admin.userForm.plan')}</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              <SelectField
                label={t('admin.userForm.status')}
                value={status}
                onChange={(event) => setStatus(event.target.value as '' | 'active' | 'inactive')}
              >
                {shownStatus === '' ? <option value="">{userStatusText(user)}</option> : null}
                <option value="active">{t('admin.userForm.active')}</option>
                <option value="inactive">{t('admin.userForm.inactive')}</option>
              </SelectField>
              <TextField
                label={t('admin.userForm.expiry')}
                type="date"
                min={bounds.min}
                max={bounds.max}
                value={expiry}
                error={expiryError ?? errors.planExpiryDate}
                onChange={(event) => setExpiry(event.target.value)}
              />
            </div>
            <div role="group" aria-label={t('admin.userForm.renew')} className="flex flex-wrap gap-2">
              {ADMIN_RENEWAL_MONTHS.map((months) => (
                <Button
                  key={months}
                  variant={renew === months ? 'primary' : 'secondary'}
                  aria-pressed={renew === months}
                  onClick={() => setRenew(renew === months ? null : months)}
                >
                  {months === 12
                    ? t('admin.userForm.renewYear')
                    : t('admin.userForm.renewMonths', { n: months, unit: months === 1 ? 'Mês' : 'Meses' })}
                </Button>
              ))}
            </div>
            {renewedTo ? (
              <p className="text-sm text-slate-700">
                {t('admin.userForm.renewed', { date: formatBrazilianDate(renewedTo) })}
              </p>
            ) : null}
          </fieldset>
        ) : null}
        {errors.form ? (
          <p role="alert" className="font-medium text-red-700">
            {errors.form}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-between gap-2 border-t border-slate-200 pt-3">
          <Button variant="danger-secondary" onClick={() => setConfirming(true)}>
            {t('admin.userForm.delete')}
          </Button>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? t('admin.userForm.saving') : t('admin.userForm.save')}
          </Button>
        </div>
      </form>
      {confirming ? (
        <DeleteUserDialog user={user} onCancel={() => setConfirming(false)} onDeleted={onClose} />
      ) : null}
    </Modal>
  );
}

function DeleteUserDialog({
  user,
  onCancel,
  onDeleted,
}: {
  user: AdminUser;
  onCancel: () => void;
  onDeleted: () => void;
}) {
  const students = user.role === 'student' ? 0 : (user.studentCount ?? 0);
  const trainers = useTrainers(students > 0);
  const remove = useDeleteUser();
  const [moveTo, setMoveTo] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setError(null);
    try {
      await remove.mutateAsync({ id: user.id, ...(moveTo ? { moveTo } : {}) });
      toast.success(t('admin.userForm.deleted'));
      onDeleted();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : errorMessage('INTERNAL'));
    }
  }

  return (
    <Modal
      open
      nested
      role="alertdialog"
      aria-describedby={undefined}
      onOpenChange={(open) => (open ? undefined : onCancel())}
      className="inset-x-4 top-1/4 mx-auto flex max-w-md flex-col gap-3 rounded-2xl bg-white p-4 shadow-xl"
    >
      <DialogHeader
        title={t('admin.userForm.deleteTitle', { name: user.name })}
        closeLabel={t('admin.userForm.cancel')}
      />
      <p className="text-slate-800">{t('admin.userForm.deleteWarning')}</p>
      {students > 0 ? (
        <SelectField
          label={t('admin.userForm.moveTo', { n: students })}
          value={moveTo}
          onChange={(event) => setMoveTo(event.target.value)}
        >
          <option value="">{t('admin.userForm.choose')}</option>
          {(trainers.data?.items ?? [])
            .filter((trainer) => trainer.id !== user.id)
            .map((trainer) => (
              <option key={trainer.id} value={trainer.id}>
                {trainer.name} ({trainer.email})
              </option>
            ))}
        </SelectField>
      ) : null}
      {error ? (
        <p role="alert" className="font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {t('admin.userForm.cancel')}
        </Button>
        <Button
          variant="danger"
          disabled={remove.isPending || (students > 0 && !moveTo)}
          onClick={() => void confirm()}
        >
          {t('admin.userForm.confirmDelete')}
        </Button>
      </div>
    </Modal>
  );
}
