import { useMutation, useQuery } from '@tanstack/react-query';
import { progressKeys } from '#web/data/student-events.ts';
import { aiCall } from '#web/components/ai-call.ts';
import { api } from '#web/lib/api-client.ts';

/** The student dialog's 'Progresso': recent days, adherence, insights (refreshed by the student's events). */
export function useStudentProgress(id: string) {
  return useQuery({
    queryKey: progressKeys.progress(id),
    queryFn: () => api('GET /api/students/:id/progress', { params: { id } }),
    retry: false,
  });
}

/** 'Revisão de Performance': each exercise's entries and the totals. */
export function usePerformance(id: string) {
  return useQuery({
    queryKey: progressKeys.performance(id),
    queryFn: () => api('GET /api/students/:id/performance', { params: { id } }),
    retry: false,
  });
}

export type CoachTextKind = 'weekly' | 'meals';

/** The weekly summary or the meal suggestion, made when the trainer asks. */
export function useCoachText(kind: CoachTextKind) {
  return useMutation({
    mutationFn: (id: string) =>
      aiCall(() =>
        kind === 'weekly'
          ? api('POST /api/students/:id/ai/weekly-summary', { params: { id } })
          : api('POST /api/students/:id/ai/meals', { params: { id } }),
      ),
  });
}
