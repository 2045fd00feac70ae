import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PersonCorrections } from '#shared/contracts/coach-reading.ts';
import { api } from '#web/lib/api-client.ts';
import { studentKeys } from './students.ts';

/**
 * What the coach understood of a student ('A IA considerou: …') and the trainer's corrections:
 * the split dialog (features/students) and the plan editor (features/plans) both show and correct it.
 */
export const coachReadingKey = (id: string) => [...studentKeys.all, 'coach-reading', id] as const;

export function useCoachReading(id: string) {
  return useQuery({
    queryKey: coachReadingKey(id),
    queryFn: () => api('GET /api/students/:id/coach-reading', { params: { id } }),
    retry: false,
    // Health data: kept only while a screen shows it.
    gcTime: 0,
  });
}

/** Saves the corrections; the answer is the new reading, shown at once. */
export function useCorrectCoachReading(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (corrections: PersonCorrections) =>
      api('PUT /api/students/:id/coach-reading', { params: { id }, body: corrections }),
    onSuccess: (reading) => client.setQueryData(coachReadingKey(id), reading),
  });
}

/**
 * Everything `CoachReadingPanel` (components/) takes, for the screens that show it: the reading, its
 * state, and a correction that saves at once and reports back through `report` (the screen's toasts).
 */
export function useCoachReadingPanel(id: string, report: { saved: () => void; failed: () => void }) {
  const reading = useCoachReading(id);
  const correct = useCorrectCoachReading(id);
  return {
    reading: reading.data,
    loading: reading.isPending,
    failed: reading.isError,
    saving: correct.isPending,
    onCorrect: (corrections: PersonCorrections) =>
      correct.mutate(corrections, { onSuccess: report.saved, onError: report.failed }),
  };
}
