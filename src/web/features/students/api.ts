import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateStudentBody, StudentListQuery, UpdateStudentBody } from '#shared/contracts/students.ts';
import { studentKeys, useStudentWrite } from '#web/data/students.ts';
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
