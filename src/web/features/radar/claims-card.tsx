import { useId } from 'react';
import { Wallet } from 'lucide-react';
import type { TrainerClaim } from '#shared/contracts/payments.ts';
import { formatCents } from '#shared/domain/pix/claim-state.ts';
import { t } from '#web/i18n/pt-BR.ts';
import { useDecideClaim, usePaymentSummary, usePendingClaims } from '#web/data/payments.ts';
import { ClaimActions, claimLine } from '#web/components/claim-actions.tsx';

/** One claim waiting, with whose it is and 'Confirmar pagamento' / 'Rejeitar'. */
function ClaimRow({ claim }: { claim: TrainerClaim }) {
  const decide = useDecideClaim();
  return (
    <li className="flex flex-col gap-2 rounded-lg p-3 ring-1 ring-slate-200">
      <p className="font-semibold text-slate-900">{claim.studentName}</p>
      <p className="text-slate-800">{claimLine(claim)}</p>
      <p className="text-xs text-slate-500">{t('pix.claims.txid', { txid: claim.txid })}</p>
      <ClaimActions
        claim={claim}
        busy={decide.isPending}
        decide={(reason) => decide.mutateAsync({ id: claim.id, studentId: claim.studentId, reason })}
      />
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
