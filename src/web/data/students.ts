import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavePlanBody, StudentDetail, StudentListQuery } from '#shared/contracts/students.ts';
import { api } from '#web/lib/api-client.ts';

/** Query keys: every list page shares the 'list' prefix, so one invalidation refreshes them all. */
export const studentKeys = {
  all: ['students'] as const,
  lists: () => [...studentKeys.all, 'list'] as const,
  list: (query: StudentListQuery) => [...studentKeys.lists(), query] as const,
  detail: (id: string) => [...studentKeys.all, 'detail', id] as const,
};

export function useStudent(id: string | undefined) {
  return useQuery({
    queryKey: studentKeys.detail(id ?? ''),
    queryFn: () => api('GET /api/students/:id', { params: { id: id ?? '' } }),
    enabled: Boolean(id),
    retry: false,
    // The dialog edits a copy of what it loaded; a refetch must not replace the version it read.
    staleTime: Infinity,
    // Once nothing shows the student, the copy is dropped: the next opening loads what the server has now.
    gcTime: 0,
  });
}

/** A write that answers with the student: the open copy becomes the answer, and every list refreshes. */
export function useStudentWrite<Body>(write: (id: string, body: Body) => Promise<StudentDetail>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: Body }) => write(id, body),
    onSuccess: (student) => {
      client.setQueryData(studentKeys.detail(student.id), student);
      return client.invalidateQueries({ queryKey: studentKeys.lists() });
    },
  });
}

export function useSavePlan() {
  return useStudentWrite((id, body: SavePlanBody) =>
    api('PUT /api/students/:id/plan', { params: { id }, body }),
  );
}
