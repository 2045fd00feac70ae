import { useEffect, useState } from 'react';
import { ChevronRight, CircleAlert } from 'lucide-react';
import type { MyPayments } from '#shared/contracts/payments.ts';
import type { StudentHome } from '#shared/contracts/training.ts';
import { formatCents } from '#shared/domain/pix/claim-state.ts';
import { whatsappLink } from '#shared/domain/whatsapp/whatsapp-link.ts';
import { DialogHeader } from '#web/components/ui/dialog-header.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { api } from '#web/lib/api-client.ts';
import { t } from '#web/i18n/pt-BR.ts';
import '#web/i18n/student-dialog-strings.ts';
import { PixPanel } from './pix-panel.tsx';
import { monthsLabel, RENEWAL_OPTIONS, renewalMessage, renewalPrice, type RenewalMonths } from './renewal.ts';

/** The latest claim's news for the student: waiting, refused (with the trainer's reason), or confirmed. */
function ClaimNews({ claim }: { claim: MyPayments['claims'][number] | undefined }) {
  if (!claim) return null;
  const vars = { amount: formatCents(claim.amountCents), months: monthsLabel(claim.months) };
  const text =
    claim.status === 'informado'
      ? t('renewal.pix.informed', vars)
      : claim.status === 'rejeitado'
        ? t('renewal.pix.rejected', { reason: claim.reason ?? '' })
        : t('renewal.pix.confirmed', vars);
  const tone =
    claim.status === 'rejeitado'
      ? 'bg-red-50 text-red-900 ring-red-200'
      : 'bg-brand-50 text-brand-900 ring-brand-200';
  return (
    <p role="status" className={`mt-3 rounded-lg p-3 text-sm ring-1 ${tone}`}>
      {text}
    </p>
  );
}

/**
 * 'Renovar Plano' (product §2, §5): 1, 3 or 6 months at the trainer's prices. Choosing one opens WhatsApp
 * to the trainer with the request written out; without their number, the spec's alert says so.
 */
export default function RenewalDialog({
  home,
  onClose,
}: {
  home: Pick<StudentHome, 'name' | 'trainer'>;
  onClose: () => void;
}) {
  const [noNumber, setNoNumber] = useState(false);
  // undefined until the first answer; null without one (offline, an error).
  const [payments, setPayments] = useState<MyPayments | null | undefined>(undefined);
  const [paying, setPaying] = useState<RenewalMonths | null>(null);
  // Until the first answer, a period is not chosen: a tap then would take the WhatsApp path of a
  // trainer who offers PIX (a slow connection showed 'número de WhatsApp não configurado').
  const answered = payments !== undefined;

  function loadPayments() {
    // Without the answer (offline, an error) the dialog stays as it always was: WhatsApp only.
    api('GET /api/me/payments').then(setPayments, () => setPayments(null));
  }
  useEffect(loadPayments, []);
  const pix = payments?.pixAvailable === true;

  function choose(months: RenewalMonths) {
    const url = whatsappLink(home.trainer.whatsapp, renewalMessage(home, months));
    if (!url) return setNoNumber(true);
    window.open(url, '_blank', 'noopener');
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      className="inset-x-3 top-1/2 mx-auto max-h-[90dvh] max-w-md -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-xl"
    >
      <DialogHeader
        title={t('renewal.title')}
        description={pix ? t('renewal.pix.description') : t('renewal.description')}
        closeLabel={t('home.close')}
        titleClassName="pt-2"
        descriptionClassName="mt-1 text-slate-600"
      />
      <ClaimNews claim={payments?.claims[0]} />
      {paying ? (
        <>
          <PixPanel
            months={paying}
            onBack={() => setPaying(null)}
            onInformed={() => {
              setPaying(null);
              loadPayments();
            }}
          />
          <Button variant="secondary" className="mt-2 h-12 w-full" onClick={() => choose(paying)}>
            {t('renewal.pix.whatsapp')}
          </Button>
        </>
      ) : (
        <ul className="mt-4 flex flex-col gap-2">
          {RENEWAL_OPTIONS.map((months) => (
            <li key={months}>
              <button
                type="button"
                disabled={!answered}
                onClick={() =>
                  pix && home.trainer.planPrices[months] !== null ? setPaying(months) : choose(months)
                }
                className="flex min-h-14 w-full items-center gap-3 rounded-xl px-4 py-2 text-left ring-1 ring-slate-300 transition-colors hover:bg-brand-50 hover:ring-brand-600 disabled:opacity-60"
              >
                <span className="flex-1 text-lg font-semibold text-slate-900">{monthsLabel(months)}</span>
                <span
                  className={
                    home.trainer.planPrices[months] === null
                      ? 'text-sm text-slate-600'
                      : 'font-semibold text-brand-800'
                  }
                >
                  {renewalPrice(home.trainer.planPrices[months])}
                </span>
                <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {noNumber ? (
        <p
          role="alert"
          className="mt-4 flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{t('renewal.noWhatsapp')}</span>
        </p>
      ) : null}
    </Modal>
  );
}
