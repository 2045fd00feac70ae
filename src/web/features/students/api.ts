import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateStudentBody, StudentListQuery, UpdateStudentBody } from '#shared/contracts/students.ts';
import { studentKeys, useStudentWrite } from '#web/data/students.ts';
import type { GeneratePlanBody, PeriodizationBody } from '#shared/contracts/ai.ts';
import { aiCall } from '#web/components/ai-call.ts';
import { api } from '#web/lib/api-client.ts';

export function useStudentList(query: StudentListQuery) {
  return useQuery({
    queryKey: studentKeys.list(query),
    queryFn: () =>
      api('GET /api/students', {
        query: {
          status: query.status,
          sort: query.sort,
          page: query.page,
          pageSize: query.pageSize,
          q: query.q || undefined,
        },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useCreateStudent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateStudentBody) => api('POST /api/students', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: studentKeys.lists() }),
  });
}

export function useUpdateStudent() {
  return useStudentWrite((id, body: UpdateStudentBody) =>
    api('PATCH /api/students/:id', { params: { id }, body }),
  );
}

export function useDeleteStudent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api('DELETE /api/students/:id', { params: { id } }),
    onSuccess: (_nothing, id) => {
      client.removeQueries({ queryKey: studentKeys.detail(id) });
      return client.invalidateQueries({ queryKey: studentKeys.lists() });
    },
  });
}

/** The AI coach's split for the student's available days ('Definir Divisão de Treino'). */
export function useSuggestSplit() {
  return useMutation({
    mutationFn: (id: string) => aiCall(() => api('POST /api/students/:id/ai/split', { params: { id } })),
  });
}

/** Generates a plan: it replaces the old one and waits for review; the open copy becomes the answer. */
export function useGeneratePlan() {
  return useStudentWrite((id, body: GeneratePlanBody) =>
    aiCall(() => api('POST /api/students/:id/ai/plan', { params: { id }, body })),
  );
}

export function usePeriodization() {
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: PeriodizationBody }) =>
      aiCall(() => api('POST /api/students/:id/ai/periodization', { params: { id }, body })),
  });
}
