import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AssessmentInput } from '#shared/contracts/assessments.ts';
import { studentKeys } from '#web/data/students.ts';
import { meKeys } from '#web/data/me.ts';
import { api } from '#web/lib/api-client.ts';

/** Under the student's own key: an event about the student (a deletion) refreshes or drops them too. */
export const assessmentKeys = {
  ofStudent: (id: string) => [...studentKeys.detail(id), 'assessments'] as const,
  mine: () => [...meKeys.all, 'assessments'] as const,
};

/** The trainer's view: the student's assessments, oldest first, each with its change. */
export function useStudentAssessments(studentId: string) {
  return useQuery({
    queryKey: assessmentKeys.ofStudent(studentId),
    queryFn: () => api('GET /api/students/:id/assessments', { params: { id: studentId } }),
    retry: false,
  });
}

/** The student's own, read-only (`GET /api/me/assessments`). */
export function useMyAssessments() {
  return useQuery({
    queryKey: assessmentKeys.mine(),
    queryFn: () => api('GET /api/me/assessments'),
    retry: false,
  });
}

export type SaveAssessment =
  | { assessmentId: null; body: AssessmentInput }
  | { assessmentId: string; body: AssessmentInput & { version: number } };

/** Records a new assessment or replaces one (naming the version the editor read: a stale one is 409). */
export function useSaveAssessment(studentId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (save: SaveAssessment) =>
      save.assessmentId === null
        ? api('POST /api/students/:id/assessments', { params: { id: studentId }, body: save.body })
        : api('PUT /api/students/:id/assessments/:assessmentId', {
            params: { id: studentId, assessmentId: save.assessmentId },
            body: save.body,
          }),
    // Every other assessment's change follows from this one: the whole list comes again.
    onSettled: () => client.invalidateQueries({ queryKey: assessmentKeys.ofStudent(studentId) }),
  });
}

export function useDeleteAssessment(studentId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ assessmentId, version }: { assessmentId: string; version: number }) =>
      api('DELETE /api/students/:id/assessments/:assessmentId', {
        params: { id: studentId, assessmentId },
        query: { version },
      }),
    onSettled: () => client.invalidateQueries({ queryKey: assessmentKeys.ofStudent(studentId) }),
  });
}
