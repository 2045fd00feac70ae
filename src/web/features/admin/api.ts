import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminUserListQuery, ExerciseInput, UpdateUserBody } from '#shared/contracts/admin.ts';
import type { Equipment, Exercise } from '#shared/contracts/exercises.ts';
import { aiCall } from '#web/components/ai-call.ts';
import { api } from '#web/lib/api-client.ts';

const keysKey = ['admin', 'ai-keys'] as const;

/** The shared Gemini keys as the server shows them: '…XXXX' and when each was added. */
export function useAiKeys() {
  return useQuery({ queryKey: keysKey, queryFn: () => api('GET /api/admin/ai-keys'), retry: false });
}

export function useAddAiKey() {
  return useMutation({ mutationFn: (key: string) => api('POST /api/admin/ai-keys', { body: { key } }) });
}

export function useRemoveAiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api('DELETE /api/admin/ai-keys/:id', { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: keysKey }),
  });
}

export function useCheckAiKey() {
  return useMutation({
    mutationFn: (id: string) => api('POST /api/admin/ai-keys/:id/check', { params: { id } }),
  });
}

export function useRefreshAiKeys() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: keysKey });
}

// ---- 'Base de Exercícios' ----

export interface ExerciseFilters {
  q: string;
  muscleGroup: string;
  equipment: string;
}

const exercisesKey = ['admin', 'exercises'] as const;

function filterQuery({ q, muscleGroup, equipment }: ExerciseFilters) {
  return {
    q: q.trim() || undefined,
    muscleGroup: muscleGroup || undefined,
    equipment: (equipment || undefined) as Equipment | undefined,
  };
}

/** One page of the exercise database, filtered on the server. */
export function useAdminExercises(filters: ExerciseFilters, page: number) {
  return useQuery({
    queryKey: [...exercisesKey, filters, page],
    queryFn: () =>
      api('GET /api/admin/exercises', {
        query: { ...filterQuery(filters), page, pageSize: EXERCISES_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });
}

export const EXERCISES_PAGE_SIZE = 20;

/** 'Copiar Nomes': every name the filter finds. */
export async function exerciseNames(filters: ExerciseFilters): Promise<string[]> {
  return (await api('GET /api/admin/exercises/names', { query: filterQuery(filters) })).names;
}

export function useSaveExercise() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ exercise, isNew }: { exercise: Exercise; isNew: boolean }) => {
      if (isNew) return api('POST /api/admin/exercises', { body: exercise });
      const { id, ...edit } = exercise;
      return api('PUT /api/admin/exercises/:id', { params: { id }, body: edit });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: exercisesKey }),
  });
}

export function useAddExerciseBatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (exercises: ExerciseInput[]) =>
      api('POST /api/admin/exercises/batch', { body: { exercises } }),
    onSuccess: () => client.invalidateQueries({ queryKey: exercisesKey }),
  });
}

export function useGenerateExercise() {
  return useMutation({
    mutationFn: (name: string) => aiCall(() => api('POST /api/admin/exercises/generate', { body: { name } })),
  });
}

// ---- 'Usuários' ----

const usersKey = ['admin', 'users'] as const;

export function useAdminUsers(query: { q: string; role: AdminUserListQuery['role']; page: number }) {
  return useQuery({
    queryKey: [...usersKey, query],
    queryFn: () =>
      api('GET /api/admin/users', {
        query: { q: query.q.trim() || undefined, role: query.role, page: query.page },
      }),
    placeholderData: keepPreviousData,
  });
}

/** The trainers who may receive a deleted trainer's students (the first 50 by name). */
export function useTrainers(enabled: boolean) {
  return useQuery({
    queryKey: [...usersKey, 'trainers'],
    queryFn: () => api('GET /api/admin/users', { query: { role: 'personal', pageSize: 50 } }),
    enabled,
  });
}

export function useUpdateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateUserBody }) =>
      api('PATCH /api/admin/users/:id', { params: { id }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: usersKey }),
  });
}

export function useDeleteUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, moveTo }: { id: string; moveTo?: string }) =>
      api('DELETE /api/admin/users/:id', { params: { id }, query: moveTo ? { moveTo } : {} }),
    onSuccess: () => client.invalidateQueries({ queryKey: usersKey }),
  });
}

// ---- 'Registro de Acesso' ----

export function useAuditLog(query: { q: string; page: number }) {
  return useQuery({
    queryKey: ['admin', 'audit', query],
    queryFn: () =>
      api('GET /api/admin/audit', { query: { q: query.q.trim() || undefined, page: query.page } }),
    placeholderData: keepPreviousData,
  });
}
