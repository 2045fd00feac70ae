import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PutPixBody } from '#shared/contracts/payments.ts';
import { progressKeys } from '#web/data/student-events.ts';
import { api } from '#web/lib/api-client.ts';

/** Under the radar's key: a student event (a claim informed or decided) refreshes them with it. */
export const paymentKeys = {
  pending: () => [...progressKeys.radar(), 'payments', 'pending'] as const,
  summary: () => [...progressKeys.radar(), 'payments', 'summary'] as const,
  pix: () => ['profile', 'pix'] as const,
};

export const usePendingClaims = () =>
  useQuery({ queryKey: paymentKeys.pending(), queryFn: () => api('GET /api/payments/pending') });

export const usePaymentSummary = () =>
  useQuery({ queryKey: paymentKeys.summary(), queryFn: () => api('GET /api/payments/summary') });

export const usePixSettings = () =>
  useQuery({ queryKey: paymentKeys.pix(), queryFn: () => api('GET /api/profile/pix'), staleTime: Infinity });

export function useSavePix() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PutPixBody) => api('PUT /api/profile/pix', { body }),
    onSuccess: (saved) => client.setQueryData(paymentKeys.pix(), saved),
  });
}

export function useDecideClaim() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (decision: { id: string; reason?: string }) =>
      decision.reason === undefined
        ? api('POST /api/payments/:id/confirm', { params: { id: decision.id } }).then((done) => ({
            claim: done.claim,
            planExpiryDate: done.planExpiryDate,
          }))
        : api('POST /api/payments/:id/reject', {
            params: { id: decision.id },
            body: { reason: decision.reason },
          }).then((claim) => ({ claim, planExpiryDate: null })),
    onSettled: () => client.invalidateQueries({ queryKey: progressKeys.radar() }),
  });
}
