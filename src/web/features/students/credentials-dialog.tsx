import { firstName } from '#shared/domain/text/first-name.ts';
import * as Dialog from '@radix-ui/react-dialog';
import { Copy, Info, Send } from 'lucide-react';
import { toast } from '#web/components/ui/toaster.tsx';
import { whatsappLink } from '#shared/domain/whatsapp/whatsapp-link.ts';
import { Button } from '#web/components/ui/button.tsx';
import { DialogHeader } from '#web/components/ui/dialog-header.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { t } from '#web/i18n/pt-BR.ts';

/** The text the student receives: product §7, login email, password and the site address. */
export function credentialsMessage(access: { name: string; email: string; password: string; site: string }) {
  return t('dialog.credentials.message', { ...access, name: firstName(access.name) });
}

/**
 * 'Compartilhar Acesso' (product §5): shares the password typed in 'Nova Senha', which is the one the
 * trainer is about to save; passwords are never stored readable, so there is no other to share.
 */
export function CredentialsDialog({
  open,
  onOpenChange,
  name,
  email,
  password,
  whatsapp,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  name: string;
  email: string;
  password: string;
  whatsapp: string;
}) {
  const site = window.location.origin;
  const ready = password !== '';
  const message = credentialsMessage({ name, email, password, site });

  async function copy() {
    try {
      await navigator.clipboard.writeText(message);
      toast.success(t('dialog.credentials.copied'));
    } catch {
      toast.error(t('dialog.credentials.copyFailed'));
    }
  }

  function send() {
    const url = whatsappLink(whatsapp, message);
    if (!url) return void toast.error(t('dialog.credentials.noWhatsapp'));
    window.open(url, '_blank', 'noopener');
  }

  const rows: [string, string][] = [
    [t('dialog.credentials.site'), site],
    [t('dialog.credentials.email'), email],
    [t('dialog.credentials.password'), password],
  ];

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      nested
      className="inset-x-3 top-1/2 mx-auto max-h-[90dvh] max-w-md -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-xl"
    >
      <DialogHeader
        title={t('dialog.credentials.title')}
        closeLabel={t('dialog.close')}
        titleClassName="pt-2"
      />
      <Dialog.Description className="mt-1 text-slate-600">
        {t('dialog.credentials.description')}
      </Dialog.Description>

      {ready ? (
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-lg bg-slate-50 p-3">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-medium text-slate-600">{label}</dt>
              <dd className="min-w-0 break-all text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <p className="mt-4 flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>{ready ? t('dialog.credentials.saveReminder') : t('dialog.credentials.needPassword')}</span>
      </p>

      <div className="mt-5 grid grid-cols-2 gap-3">
        <Button variant="secondary" onClick={copy} disabled={!ready}>
          <Copy aria-hidden="true" className="size-5" />
          {t('dialog.credentials.copy')}
        </Button>
        <Button onClick={send} disabled={!ready}>
          <Send aria-hidden="true" className="size-5" />
          {t('dialog.credentials.send')}
        </Button>
      </div>
    </Modal>
  );
}
