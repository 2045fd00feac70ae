import { useId, useState } from 'react';
import { Wallet } from 'lucide-react';
import type { TrainerClaim } from '#shared/contracts/payments.ts';
import { formatBrazilianDate } from '#shared/domain/dates/local-date.ts';
import { formatCents } from '#shared/domain/pix/claim-state.ts';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { errorMessage, t } from '#web/i18n/pt-BR.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useDecideClaim, usePaymentSummary, usePendingClaims } from '#web/data/payments.ts';

const monthsLabel = (months: 1 | 3 | 6) => t(`pix.claims.months.${months}`);

/** 'Pagamento informado: R$ 250,00 — 3 meses' */
export const claimLine = (claim: Pick<TrainerClaim, 'amountCents' | 'months'>) =>
  t('pix.claims.line', { amount: formatCents(claim.amountCents), months: monthsLabel(claim.months) });

/** One claim with 'Confirmar pagamento' and 'Rejeitar' (a reason the student reads). */
export function ClaimRow({ claim, showName = true }: { claim: TrainerClaim; showName?: boolean }) {
  const decide = useDecideClaim();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');

  function run(decision: { id: string; reason?: string }) {
    decide.mutate(decision, {
      onSuccess: ({ planExpiryDate }) =>
        toast.success(
          decision.reason === undefined
            ? t('pix.claims.confirmed', {
                name: claim.studentName,
                date: planExpiryDate ? formatBrazilianDate(planExpiryDate) : '—',
              })
            : t('pix.claims.rejected', { name: claim.studentName }),
        ),
      onError: (error) => toast.error(error instanceof ApiError ? error.message : errorMessage('INTERNAL')),
    });
  }

  return (
    <li className="flex flex-col gap-2 rounded-lg p-3 ring-1 ring-slate-200">
      {showName ? <p className="font-semibold text-slate-900">{claim.studentName}</p> : null}
      <p className="text-slate-800">{claimLine(claim)}</p>
      <p className="text-xs text-slate-500">{t('pix.claims.txid', { txid: claim.txid })}</p>
      {rejecting ? (
        <form
          className="flex flex-col gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            run({ id: claim.id, reason });
          }}
        >
          <TextField
            label={t('pix.claims.reason')}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
          />
          <div className="flex gap-2">
            <Button type="submit" variant="danger" disabled={decide.isPending}>
              {t('pix.claims.sendReject')}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setRejecting(false)}>
              {t('pix.claims.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button disabled={decide.isPending} onClick={() => run({ id: claim.id })}>
            {t('pix.claims.confirm')}
          </Button>
          <Button variant="danger-secondary" onClick={() => setRejecting(true)}>
            {t('pix.claims.reject')}
          </Button>
        </div>
      )}
    </li>
  );
}

const monthName = (month: string) =>
  new Date(`${month}-15T12:00:00Z`).toLocaleDateString('pt-BR', { month: 'long', timeZone: 'UTC' });

/** The radar's payments: the claims waiting ('Pendências' of money) and the month's total received. */
export function ClaimsCard() {
  const headingId = useId();
  const pending = usePendingClaims();
  const summary = usePaymentSummary();
  const claims = pending.data?.claims ?? [];
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <Wallet aria-hidden="true" className="size-5 text-brand-700" />
        <span className="flex-1">{t('pix.claims.title')}</span>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-sm font-semibold text-slate-700">
          {claims.length}
        </span>
      </h2>
      {summary.data ? (
        <p className="text-sm font-medium text-brand-800">
          {t('pix.claims.month', {
            month: monthName(summary.data.month),
            amount: formatCents(summary.data.totalCents),
            count: summary.data.count,
          })}
        </p>
      ) : null}
      {claims.length === 0 ? (
        <p className="text-sm text-slate-600">{t('pix.claims.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {claims.map((claim) => (
            <ClaimRow key={claim.id} claim={claim} />
          ))}
        </ul>
      )}
    </section>
  );
}
