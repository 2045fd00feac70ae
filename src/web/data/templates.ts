import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ApplyTemplateBody,
  CreateTemplateBody,
  PreviewTemplateBody,
  TemplateListQuery,
  UpdateTemplateBody,
} from '#shared/contracts/templates.ts';
import { studentKeys } from '#web/data/students.ts';
import { api } from '#web/lib/api-client.ts';

/** Query keys: every page of the library shares the 'list' prefix, so one invalidation refreshes them all. */
export const templateKeys = {
  all: ['templates'] as const,
  lists: () => [...templateKeys.all, 'list'] as const,
  list: (query: TemplateListQuery) => [...templateKeys.lists(), query] as const,
  detail: (id: string) => [...templateKeys.all, 'detail', id] as const,
};

export function useTemplateList(query: TemplateListQuery) {
  return useQuery({
    queryKey: templateKeys.list(query),
    queryFn: () =>
      api('GET /api/templates', {
        query: {
          q: query.q || undefined,
          level: query.level,
          goal: query.goal,
          days: query.days,
          page: query.page,
          pageSize: query.pageSize,
        },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useTemplate(id: string) {
  return useQuery({
    queryKey: templateKeys.detail(id),
    queryFn: () => api('GET /api/templates/:id', { params: { id } }),
    retry: false,
    // The editor edits a copy of what it loaded; a refetch must not replace the version it read.
    staleTime: Infinity,
    gcTime: 0,
  });
}

export function useCreateTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTemplateBody) => api('POST /api/templates', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: templateKeys.lists() }),
  });
}

export function useUpdateTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateTemplateBody }) =>
      api('PUT /api/templates/:id', { params: { id }, body }),
    onSuccess: (template) => {
      client.setQueryData(templateKeys.detail(template.id), template);
      return client.invalidateQueries({ queryKey: templateKeys.lists() });
    },
  });
}

export function useDuplicateTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api('POST /api/templates/:id/duplicate', { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: templateKeys.lists() }),
  });
}

export function useDeleteTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api('DELETE /api/templates/:id', { params: { id } }),
    onSuccess: (_nothing, id) => {
      client.removeQueries({ queryKey: templateKeys.detail(id) });
      return client.invalidateQueries({ queryKey: templateKeys.lists() });
    },
  });
}

/** What applying would do for each student (placed days, swaps); nothing is saved. */
export function usePreviewTemplate() {
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: PreviewTemplateBody }) =>
      api('POST /api/templates/:id/preview', { params: { id }, body }),
  });
}

/** Each student gets their own copy waiting for review: the students' list and open copies refresh. */
export function useApplyTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ApplyTemplateBody }) =>
      api('POST /api/templates/:id/apply', { params: { id }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: studentKeys.all }),
  });
}
