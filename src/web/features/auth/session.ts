import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LoginBody, RegisterBody, SessionResponse, SessionUser } from '#shared/contracts/account.ts';
import { ApiError, api } from '#web/lib/api-client.ts';

export const sessionKey = ['session'] as const;

/** The signed-in user, or null. A 401 is an answer here, not an error. */
export function useSession() {
  return useQuery({
    queryKey: sessionKey,
    queryFn: async (): Promise<SessionUser | null> => {
      try {
        return (await api<SessionResponse>('GET', '/api/session')).user;
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
    staleTime: 5 * 60_000,
    retry: (count, error) => error instanceof ApiError && error.status === 0 && count < 2,
  });
}

export function useLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) => api<SessionResponse>('POST', '/api/session', body),
    onSuccess: ({ user }) => client.setQueryData(sessionKey, user),
  });
}

export function useRegister() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterBody) => api<SessionResponse>('POST', '/api/register', body),
    onSuccess: ({ user }) => client.setQueryData(sessionKey, user),
  });
}

export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<void>('DELETE', '/api/session'),
    // Whatever the server said, nothing of this account stays in the browser.
    onSettled: () => {
      client.clear();
      client.setQueryData(sessionKey, null);
    },
  });
}

export function homePath(user: SessionUser): string {
  if (user.role === 'student') return '/aluno';
  if (user.role === 'admin') return '/admin';
  return '/personal';
}
