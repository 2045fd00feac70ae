import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginBody, RegisterBody } from '#shared/contracts/account.ts';
import { signedIn } from '#web/data/session.ts';
import { api } from '#web/lib/api-client.ts';

export function useLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) => api('POST /api/session', { body }),
    onSuccess: ({ user }) => signedIn(client, user),
  });
}

export function useRegister() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterBody) => api('POST /api/register', { body }),
    onSuccess: ({ user }) => signedIn(client, user),
  });
}
