import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PutPixBody } from '#shared/contracts/payments.ts';
import { progressKeys } from '#web/data/student-events.ts';
import { studentKeys } from '#web/data/students.ts';
import { api } from '#web/lib/api-client.ts';

/**
 * Under the radar's key, and a student's history under that student's own: a student event (a claim
 * informed or decided, on this device or another) refreshes them with the radar and the student.
 */
export const paymentKeys = {
  pending: () => [...progressKeys.radar(), 'payments', 'pending'] as const,
  summary: () => [...progressKeys.radar(), 'payments', 'summary'] as const,
  ofStudent: (studentId: string) => [...studentKeys.detail(studentId), 'payments'] as const,
  pix: () => ['profile', 'pix'] as const,
};

export const usePendingClaims = () =>
  useQuery({ queryKey: paymentKeys.pending(), queryFn: () => api('GET /api/payments/pending') });

export const usePaymentSummary = () =>
  useQuery({ queryKey: paymentKeys.summary(), queryFn: () => api('GET /api/payments/summary') });

/** Every claim of one student, newest first: the student dialog's 'Pagamentos'. */
export const useStudentPayments = (studentId: string) =>
  useQuery({
    queryKey: paymentKeys.ofStudent(studentId),
    queryFn: () => api('GET /api/students/:id/payments', { params: { id: studentId } }),
  });

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
    mutationFn: (decision: { id: string; studentId: string; reason?: string | undefined }) =>
      decision.reason === undefined
        ? api('POST /api/payments/:id/confirm', { params: { id: decision.id } }).then((done) => ({
            claim: done.claim,
            planExpiryDate: done.planExpiryDate,
          }))
        : api('POST /api/payments/:id/reject', {
            params: { id: decision.id },
            body: { reason: decision.reason },
          }).then((claim) => ({ claim, planExpiryDate: null })),
    // Decided or refused (another tab decided first): the radar, the lists and the student whose
    // expiry a confirmation moves, with their history (under their key), show what the server has now.
    onSettled: (_done, _error, { studentId }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: progressKeys.radar() }),
        client.invalidateQueries({ queryKey: studentKeys.detail(studentId) }),
        client.invalidateQueries({ queryKey: studentKeys.lists() }),
      ]),
  });
}
