import { useId } from 'react';
import { Wallet } from 'lucide-react';
import type { TrainerClaim } from '#shared/contracts/payments.ts';
import { formatCents } from '#shared/domain/pix/claim-state.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { t } from '#web/i18n/pt-BR.ts';
import { useDecideClaim, useStudentPayments } from '#web/data/payments.ts';
import { ClaimActions, claimLine, monthsLabel } from '#web/components/claim-actions.tsx';

const STATUS_TONE = {
  informado: 'bg-amber-100 text-amber-900',
  confirmado: 'bg-emerald-100 text-emerald-800',
  rejeitado: 'bg-red-100 text-red-800',
} as const;

/** '28/11/2026, 10:40' in São Paulo, where the trainer and the student are. */
export const when = (at: string) =>
  new Date(at).toLocaleString('pt-BR', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'America/Sao_Paulo',
  });

function ClaimEntry({ claim }: { claim: TrainerClaim }) {
  const decide = useDecideClaim();
  const pending = claim.status === 'informado';
  return (
    <li className="flex flex-col gap-1 rounded-lg p-3 ring-1 ring-slate-200">
      <span className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-slate-900">
          {pending
            ? claimLine(claim)
            : t('pix.history.line', {
                amount: formatCents(claim.amountCents),
                months: monthsLabel(claim.months),
              })}
        </span>
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_TONE[claim.status]}`}>
          {t(`pix.history.status.${claim.status}`)}
        </span>
      </span>
      <span className="text-sm text-slate-700">
        {t('pix.history.informedAt', { when: when(claim.createdAt) })}
      </span>
      {claim.decidedAt ? (
        <span className="text-sm text-slate-700">
          {t(claim.status === 'confirmado' ? 'pix.history.confirmedAt' : 'pix.history.rejectedAt', {
            when: when(claim.decidedAt),
          })}
        </span>
      ) : null}
      {claim.reason ? (
        <span className="text-sm break-words text-red-800">
          {t('pix.history.reason', { reason: claim.reason })}
        </span>
      ) : null}
      <span className="text-xs break-all text-slate-500">{t('pix.claims.txid', { txid: claim.txid })}</span>
      {pending ? (
        <div className="pt-1">
          <ClaimActions
            claim={claim}
            busy={decide.isPending}
            decide={(reason) => decide.mutateAsync({ id: claim.id, studentId: claim.studentId, reason })}
          />
        </div>
      ) : null}
    </li>
  );
}

/**
 * The student dialog's 'Pagamentos' (decision 043): every claim of this student, newest first, as the
 * server orders them, with 'Confirmar pagamento' / 'Rejeitar' on one still waiting. It follows the
 * student's events live (its key is under the student's).
 */
export function PaymentsTab({ studentId }: { studentId: string }) {
  const headingId = useId();
  const query = useStudentPayments(studentId);
  if (query.isError) return <p role="alert">{t('pix.history.error')}</p>;
  if (!query.data) return <Spinner label={t('pix.history.loading')} />;
  const { claims } = query.data;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="text-base font-bold text-slate-900">
        {t('pix.history.title')}
      </h3>
      {claims.length === 0 ? (
        <div className="flex flex-col items-center gap-3 py-8 text-center text-slate-600">
          <Wallet aria-hidden="true" className="size-10 text-slate-400" />
          <p>{t('pix.history.empty')}</p>
        </div>
      ) : (
        <ul className="flex flex-col gap-2">
          {claims.map((claim) => (
            <ClaimEntry key={claim.id} claim={claim} />
          ))}
        </ul>
      )}
    </section>
  );
}
