import { useState } from 'react';
import type { TrainerClaim } from '#shared/contracts/payments.ts';
import { formatBrazilianDate } from '#shared/domain/dates/local-date.ts';
import { formatCents } from '#shared/domain/pix/claim-state.ts';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { errorMessage, t } from '#web/i18n/pt-BR.ts';
import { ApiError } from '#web/lib/api-client.ts';

export const monthsLabel = (months: 1 | 3 | 6) => t(`pix.claims.months.${months}`);

/** 'Pagamento informado: R$ 250,00 — 3 meses' */
export const claimLine = (claim: Pick<TrainerClaim, 'amountCents' | 'months'>) =>
  t('pix.claims.line', { amount: formatCents(claim.amountCents), months: monthsLabel(claim.months) });

/**
 * 'Confirmar pagamento' and 'Rejeitar' (with a reason the student reads) for a claim still 'informado':
 * the same controls on the radar's 'Pagamentos informados' and in the student dialog's 'Pagamentos'.
 * `decide` sends the decision (no reason: a confirmation); the toasts say how it went.
 */
export function ClaimActions({
  claim,
  decide,
  busy,
}: {
  claim: TrainerClaim;
  decide: (reason?: string) => Promise<{ planExpiryDate: string | null }>;
  busy: boolean;
}) {
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');

  function run(reasonGiven?: string) {
    decide(reasonGiven).then(
      ({ planExpiryDate }) =>
        toast.success(
          reasonGiven === undefined
            ? t('pix.claims.confirmed', {
                name: claim.studentName,
                date: planExpiryDate ? formatBrazilianDate(planExpiryDate) : '—',
              })
            : t('pix.claims.rejected', { name: claim.studentName }),
        ),
      (error: unknown) => toast.error(error instanceof ApiError ? error.message : errorMessage('INTERNAL')),
    );
  }

  if (rejecting)
    return (
      <form
        className="flex flex-col gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          run(reason);
        }}
      >
        <TextField
          label={t('pix.claims.reason')}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
        <div className="flex gap-2">
          <Button type="submit" variant="danger" disabled={busy}>
            {t('pix.claims.sendReject')}
          </Button>
          <Button type="button" variant="ghost" onClick={() => setRejecting(false)}>
            {t('pix.claims.cancel')}
          </Button>
        </div>
      </form>
    );
  return (
    <div className="flex flex-wrap gap-2">
      <Button disabled={busy} onClick={() => run()}>
        {t('pix.claims.confirm')}
      </Button>
      <Button variant="danger-secondary" onClick={() => setRejecting(true)}>
        {t('pix.claims.reject')}
      </Button>
    </div>
  );
}
