/**
 * A student's 'Já paguei' (a payment claim) and what the trainer decides of it: 'informado' until the
 * trainer confirms it (the plan is renewed) or rejects it with a reason. A decision is final: a claim is
 * confirmed once, never confirmed after a rejection nor rejected after a confirmation.
 */
export const CLAIM_STATUSES = ['informado', 'confirmado', 'rejeitado'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];
export type ClaimDecision = 'confirmar' | 'rejeitar';

export type ClaimTransition = { ok: true; status: ClaimStatus } | { ok: false; error: 'CLAIM_ALREADY_DECIDED' };

/** The status a decision leads to from `current`, or why it cannot be taken. */
export function decideClaim(current: ClaimStatus, decision: ClaimDecision): ClaimTransition {
  if (current !== 'informado') return { ok: false, error: 'CLAIM_ALREADY_DECIDED' };
  return { ok: true, status: decision === 'confirmar' ? 'confirmado' : 'rejeitado' };
}

/** A claim still waiting for the trainer: what the radar's 'Pendências' lists. */
export const isPendingClaim = (status: ClaimStatus) => status === 'informado';

/** The months a renewal may buy (the prices of 'Configurações'). */
export const RENEWAL_MONTHS = [1, 3, 6] as const;
export type RenewalMonthsValue = (typeof RENEWAL_MONTHS)[number];

/** A price in reais (as 'Configurações' keeps it) in whole centavos, the unit claims are kept in. */
export function priceInCents(reais: number): number {
  return Math.round(reais * 100);
}

/** 'R$ 250,00' */
export function formatCents(cents: number): string {
  const reais = Math.floor(cents / 100).toLocaleString('pt-BR');
  return `R$ ${reais},${String(cents % 100).padStart(2, '0')}`;
}
