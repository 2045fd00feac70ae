import { useId, useState, type FormEvent } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { Eye, EyeOff } from 'lucide-react';
import { toast } from '#web/components/ui/toaster.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { DialogHeader } from '#web/components/ui/dialog-header.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { FieldFrame, TextField } from '#web/components/ui/text-field.tsx';
import { errorMessage, t } from '#web/i18n/pt-BR.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useCreateStudent } from './api.ts';

/** 'Criar Novo Aluno' (product §2, §5): the student's login and record, created together on the server. */
export function CreateStudentDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      className="inset-x-3 top-3 mx-auto max-h-[calc(100dvh-1.5rem)] max-w-md overflow-y-auto rounded-2xl bg-white p-5 shadow-xl sm:top-16"
    >
      <DialogHeader
        title={t('students.create.title')}
        closeLabel={t('students.create.close')}
        titleClassName="pt-2"
        closeClassName="-mr-2"
      />
      {/* Full width, under the X too: so not the header's own description. */}
      <Dialog.Description className="mt-1 text-sm text-slate-600">
        {t('students.create.description')}
      </Dialog.Description>
      {/* Mounted only while open, so each opening starts with empty fields. */}
      {open ? <CreateStudentForm onDone={() => onOpenChange(false)} /> : null}
    </Modal>
  );
}

function CreateStudentForm({ onDone }: { onDone: () => void }) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateStudent();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!name.trim() || !email.trim() || !password) return setError(errorMessage('FIELDS_REQUIRED'));
    try {
      await create.mutateAsync({ name: name.trim(), email: email.trim(), password });
    } catch (failure) {
      return setError(failure instanceof ApiError ? failure.message : t('students.create.unknownError'));
    }
    toast.success(t('students.create.success'));
    onDone();
  }

  return (
    <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
      <TextField
        label={t('students.create.name')}
        name="name"
        autoComplete="off"
        value={name}
        onChange={(e) => setName(e.target.value)}
        required
      />
      <TextField
        label={t('students.create.email')}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        required
      />
      <PasswordField value={password} onChange={setPassword} />
      <p role="alert" aria-live="assertive" className="-mt-2 min-h-5 text-sm font-medium text-red-700">
        {error}
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Dialog.Close asChild>
          <Button variant="secondary">{t('students.create.cancel')}</Button>
        </Dialog.Close>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? t('students.create.busy') : t('students.create.submit')}
        </Button>
      </div>
    </form>
  );
}

/** 'Senha Inicial', with a toggle so the trainer can check what they typed before sharing it. */
function PasswordField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame id={id} label={t('students.create.password')} hint={t('students.create.passwordHint')}>
      <div className="flex gap-2">
        <input
          id={id}
          name="password"
          type={visible ? 'text' : 'password'}
          autoComplete="new-password"
          autoCapitalize="none"
          spellCheck={false}
          aria-describedby={`${id}-hint`}
          required
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className="min-h-11 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus:border-brand-600"
        />
        <Button
          variant="secondary"
          className="px-3"
          aria-label={t('students.create.showPassword')}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? (
            <EyeOff aria-hidden="true" className="size-5" />
          ) : (
            <Eye aria-hidden="true" className="size-5" />
          )}
        </Button>
      </div>
    </FieldFrame>
  );
}
