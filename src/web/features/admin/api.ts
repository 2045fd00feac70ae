import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
