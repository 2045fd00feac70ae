import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page } from '#shared/contracts/pagination.ts';
import type {
  CreateStudentBody,
  SavePlanBody,
  StudentDetail,
  StudentListItem,
  StudentListQuery,
  UpdateStudentBody,
} from '#shared/contracts/students.ts';
import { api } from '#web/lib/api-client.ts';

/** Query keys: every list page shares the 'list' prefix, so one invalidation refreshes them all. */
export const studentKeys = {
  all: ['students'] as const,
  lists: () => [...studentKeys.all, 'list'] as const,
  list: (query: StudentListQuery) => [...studentKeys.lists(), query] as const,
  detail: (id: string) => [...studentKeys.all, 'detail', id] as const,
};

function listPath(query: StudentListQuery): string {
  const params = new URLSearchParams({
    status: query.status,
    sort: query.sort,
    page: String(query.page),
    pageSize: String(query.pageSize),
  });
  if (query.q) params.set('q', query.q);
  return `/api/students?${params}`;
}

export function useStudentList(query: StudentListQuery) {
  return useQuery({
    queryKey: studentKeys.list(query),
    queryFn: () => api<Page<StudentListItem>>('GET', listPath(query)),
    placeholderData: keepPreviousData,
  });
}

export function useStudent(id: string | undefined) {
  return useQuery({
    queryKey: studentKeys.detail(id ?? ''),
    queryFn: () => api<StudentDetail>('GET', `/api/students/${encodeURIComponent(id ?? '')}`),
    enabled: Boolean(id),
    retry: false,
    // The dialog edits a copy of what it loaded; a refetch must not replace the version it read.
    staleTime: Infinity,
    // Once nothing shows the student, the copy is dropped: the next opening loads what the server has now.
    gcTime: 0,
  });
}

export function useCreateStudent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateStudentBody) => api<StudentDetail>('POST', '/api/students', body),
    onSuccess: () => client.invalidateQueries({ queryKey: studentKeys.lists() }),
  });
}

function useStudentWrite<Body>(write: (id: string, body: Body) => Promise<StudentDetail>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: Body }) => write(id, body),
    onSuccess: (student) => {
      client.setQueryData(studentKeys.detail(student.id), student);
      return client.invalidateQueries({ queryKey: studentKeys.lists() });
    },
  });
}

export function useUpdateStudent() {
  return useStudentWrite((id, body: UpdateStudentBody) =>
    api<StudentDetail>('PATCH', `/api/students/${encodeURIComponent(id)}`, body),
  );
}

export function useSavePlan() {
  return useStudentWrite((id, body: SavePlanBody) =>
    api<StudentDetail>('PUT', `/api/students/${encodeURIComponent(id)}/plan`, body),
  );
}

export function useDeleteStudent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>('DELETE', `/api/students/${encodeURIComponent(id)}`),
    onSuccess: (_nothing, id) => {
      client.removeQueries({ queryKey: studentKeys.detail(id) });
      return client.invalidateQueries({ queryKey: studentKeys.lists() });
    },
  });
}
