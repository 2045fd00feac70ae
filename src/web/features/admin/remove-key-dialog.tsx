import type { AiKey } from '#shared/contracts/ai.ts';
import { Button } from '#web/components/ui/button.tsx';
import { DialogHeader } from '#web/components/ui/dialog-header.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { errorMessage, t } from '#web/i18n/pt-BR.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useRemoveAiKey } from './api.ts';

/** 'Remover a chave …2345?': a key goes only once the admin confirms (issue 23 item 2). */
export function RemoveKeyDialog({ apiKey, onClose }: { apiKey: AiKey; onClose: () => void }) {
  const remove = useRemoveAiKey();

  async function confirm() {
    try {
      await remove.mutateAsync(apiKey.id);
      toast.success(t('admin.keys.removed', { key: apiKey.hint }));
      onClose();
    } catch (failure) {
      toast.error(failure instanceof ApiError ? failure.message : errorMessage('INTERNAL'));
    }
  }

  return (
    <Modal
      open
      role="alertdialog"
      aria-describedby={undefined}
      onOpenChange={(open) => (open ? undefined : onClose())}
      className="inset-x-4 top-1/4 mx-auto flex max-w-md flex-col gap-3 rounded-2xl bg-white p-4 shadow-xl"
    >
      <DialogHeader
        title={t('admin.keys.removeTitle', { key: apiKey.hint })}
        closeLabel={t('admin.keys.removeCancel')}
      />
      <p className="text-slate-800">{t('admin.keys.removeWarning')}</p>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {t('admin.keys.removeCancel')}
        </Button>
        <Button variant="danger" disabled={remove.isPending} onClick={() => void confirm()}>
          {t('admin.keys.removeConfirm')}
        </Button>
      </div>
    </Modal>
  );
}
