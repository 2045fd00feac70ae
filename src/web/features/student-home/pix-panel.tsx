import { useEffect, useState } from 'react';
import { CircleAlert, CircleCheck, Copy } from 'lucide-react';
import type { PixCharge } from '#shared/contracts/payments.ts';
import { formatCents } from '#shared/domain/pix/claim-state.ts';
import { Button } from '#web/components/ui/button.tsx';
import { errorMessage, t } from '#web/i18n/pt-BR.ts';
import '#web/i18n/student-dialog-strings.ts';
import { ApiError, api } from '#web/lib/api-client.ts';
import { monthsLabel, type RenewalMonths } from './renewal.ts';

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : errorMessage('INTERNAL'));

/**
 * One PIX for the months chosen (decision 043): the QR the server drew, the copia e cola with 'Copiar
 * código', and 'Já paguei', which tells the trainer (they confirm, and the plan is renewed).
 */
export function PixPanel({
  months,
  onBack,
  onInformed,
}: {
  months: RenewalMonths;
  onBack: () => void;
  onInformed: () => void;
}) {
  const [charge, setCharge] = useState<PixCharge | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    let live = true;
    api('POST /api/me/payments/pix', { body: { months } }).then(
      (made) => live && setCharge(made),
      (failed: unknown) => live && setError(messageOf(failed)),
    );
    return () => {
      live = false;
    };
  }, [months]);

  async function copy(payload: string) {
    try {
      await navigator.clipboard.writeText(payload);
      setCopied(true);
    } catch {
      // No clipboard (an old browser, no permission): the code stays selected in the field to copy by hand.
      document.querySelector<HTMLTextAreaElement>('#pix-code')?.select();
    }
  }

  async function informPaid(made: PixCharge) {
    setSending(true);
    setError(null);
    try {
      await api('POST /api/me/payments', {
        body: { months: made.months, amountCents: made.amountCents, txid: made.txid },
      });
      onInformed();
    } catch (failed) {
      setError(messageOf(failed));
    } finally {
      setSending(false);
    }
  }

  const amount = charge ? formatCents(charge.amountCents) : '';
  return (
    <div className="mt-4 flex flex-col gap-3">
      {charge ? (
        <>
          <p className="text-center text-lg font-semibold text-slate-900">
            {t('renewal.pix.amount', { months: monthsLabel(months), amount })}
          </p>
          <img
            src={charge.qrDataUrl}
            alt={t('renewal.pix.qrAlt', { amount })}
            width={220}
            height={220}
            className="mx-auto size-[220px] rounded-lg ring-1 ring-slate-200"
          />
          <p className="text-center text-sm text-slate-600">
            {t('renewal.pix.receiver', { name: charge.receiverName, key: charge.key })}
          </p>
          <label htmlFor="pix-code" className="text-sm font-medium text-slate-700">
            {t('renewal.pix.code')}
          </label>
          <textarea
            id="pix-code"
            readOnly
            rows={3}
            value={charge.payload}
            className="w-full resize-none break-all rounded-lg bg-slate-50 p-2 font-mono text-xs text-slate-800 ring-1 ring-slate-300"
          />
          <Button variant="secondary" className="h-12" onClick={() => void copy(charge.payload)}>
            {copied ? (
              <CircleCheck aria-hidden="true" className="size-5" />
            ) : (
              <Copy aria-hidden="true" className="size-5" />
            )}
            {copied ? t('renewal.pix.copied') : t('renewal.pix.copy')}
          </Button>
          <Button className="h-12 text-lg" disabled={sending} onClick={() => void informPaid(charge)}>
            {t('renewal.pix.paid')}
          </Button>
        </>
      ) : error ? null : (
        <p role="status" className="text-center text-slate-600">
          {t('renewal.pix.loading')}
        </p>
      )}
      {error ? (
        <p
          role="alert"
          className="flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </p>
      ) : null}
      <Button variant="ghost" onClick={onBack}>
        {t('renewal.pix.back')}
      </Button>
    </div>
  );
}
