import { useState } from 'react';
import { Download, Trash2 } from 'lucide-react';
import type { AccessEvent } from '#shared/contracts/audit.ts';
import { Button } from '#web/components/ui/button.tsx';
import { DialogHeader } from '#web/components/ui/dialog-header.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { errorMessage, t } from '#web/i18n/pt-BR.ts';
import '#web/i18n/anamnesis-strings.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { downloadMyData, useAccessLog, useWithdrawConsent } from './api.ts';
import { RemindersSection } from './reminders-section.tsx';

const when = (at: string) =>
  new Date(at).toLocaleString('pt-BR', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'America/Sao_Paulo',
  });

function describe(event: AccessEvent): string {
  const vars = { name: event.actorName, role: t(`privacy.role.${event.actorRole}`) };
  if (event.action === 'anamnesis_sent_to_ai') return t('privacy.reads.sent', vars);
  if (event.action === 'training_read') return t('privacy.reads.training', vars);
  if (event.action === 'assessment_read') return t('privacy.reads.assessment', vars);
  return t('privacy.reads.read', vars);
}

const failure = (error: unknown) => (error instanceof ApiError ? error.message : errorMessage('INTERNAL'));

/**
 * 'Seus dados' (LGPD Art. 18 and 37): who saw the student's health answers and when, a download of
 * everything kept about them, and the withdrawal of the consent, which deletes the answers.
 */
export default function PrivacyDialog({ onClose }: { onClose: () => void }) {
  const reads = useAccessLog();
  const withdraw = useWithdrawConsent();
  const [exporting, setExporting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const events = reads.data?.pages.flatMap((page) => page.items) ?? [];

  async function download() {
    setExporting(true);
    try {
      await downloadMyData();
      toast.success(t('privacy.export.done'));
    } catch (error) {
      toast.error(failure(error));
    } finally {
      setExporting(false);
    }
  }

  async function erase() {
    try {
      await withdraw.mutateAsync();
      toast.success(t('privacy.withdraw.done'));
      onClose();
    } catch (error) {
      toast.error(failure(error));
    }
  }

  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      aria-describedby={undefined}
      className="inset-x-3 top-3 mx-auto flex max-h-[calc(100dvh-1.5rem)] max-w-lg flex-col rounded-2xl bg-white shadow-xl sm:top-10"
    >
      <DialogHeader
        title={t('privacy.title')}
        closeLabel={t('privacy.close')}
        className="border-b border-slate-200 py-2 pr-3 pl-5"
        titleClassName="pt-2"
      />
      <div className="flex flex-col gap-5 overflow-y-auto px-5 py-4">
        <section className="flex flex-col gap-2">
          <h3 className="font-semibold text-slate-900">{t('privacy.reads.title')}</h3>
          {reads.isPending ? (
            <Spinner label={t('privacy.reads.loading')} />
          ) : reads.isError ? (
            <p role="alert" className="text-red-700">
              {t('privacy.reads.failed')}
            </p>
          ) : events.length === 0 ? (
            <p className="text-slate-700">{t('privacy.reads.empty')}</p>
          ) : (
            <ul aria-label={t('privacy.reads.list')} className="flex flex-col gap-2">
              {events.map((event) => (
                <li
                  key={`${event.at}-${event.actorName}-${event.action}`}
                  className="rounded-lg bg-slate-50 p-3"
                >
                  <p className="text-slate-900">{describe(event)}</p>
                  <p className="text-sm text-slate-600">{when(event.at)}</p>
                </li>
              ))}
            </ul>
          )}
          {reads.hasNextPage ? (
            <Button
              variant="secondary"
              disabled={reads.isFetchingNextPage}
              onClick={() => void reads.fetchNextPage()}
            >
              {t('privacy.reads.more')}
            </Button>
          ) : null}
        </section>

        <section className="flex flex-col gap-2">
          <h3 className="font-semibold text-slate-900">{t('privacy.export.title')}</h3>
          <p className="text-sm text-slate-700">{t('privacy.export.hint')}</p>
          <Button
            variant="secondary"
            className="self-start"
            disabled={exporting}
            onClick={() => void download()}
          >
            <Download aria-hidden="true" className="size-5" />
            {exporting ? t('privacy.export.busy') : t('privacy.export.button')}
          </Button>
        </section>

        <RemindersSection />

        <section className="flex flex-col gap-2">
          <h3 className="font-semibold text-slate-900">{t('privacy.withdraw.title')}</h3>
          <p className="text-sm text-slate-700">{t('privacy.withdraw.hint')}</p>
          {confirming ? (
            <div
              role="group"
              aria-label={t('privacy.withdraw.question')}
              className="flex flex-col gap-2 rounded-lg bg-red-50 p-3"
            >
              <p className="font-semibold text-red-900">{t('privacy.withdraw.question')}</p>
              <div className="flex flex-wrap gap-2">
                <Button variant="danger" disabled={withdraw.isPending} onClick={() => void erase()}>
                  {t('privacy.withdraw.confirm')}
                </Button>
                <Button variant="secondary" onClick={() => setConfirming(false)}>
                  {t('privacy.withdraw.cancel')}
                </Button>
              </div>
            </div>
          ) : (
            <Button variant="danger-secondary" className="self-start" onClick={() => setConfirming(true)}>
              <Trash2 aria-hidden="true" className="size-5" />
              {t('privacy.withdraw.button')}
            </Button>
          )}
        </section>
      </div>
    </Modal>
  );
}
