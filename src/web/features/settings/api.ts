import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UpdateSettingsBody } from '#shared/contracts/profile.ts';
import { api } from '#web/lib/api-client.ts';

export const profileKey = ['profile'] as const;
export const preferencesKey = ['profile', 'preferences'] as const;

/** The signed-in trainer's profile with their settings and the version a save must name. */
export function useProfile() {
  return useQuery({
    queryKey: profileKey,
    queryFn: () => api('GET /api/profile'),
    retry: false,
    // The form edits a copy of what it loaded; a background refetch must not swap the version it read.
    staleTime: Infinity,
  });
}

export function useSaveSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSettingsBody) => api('PUT /api/profile/settings', { body }),
    onSuccess: (profile) => client.setQueryData(profileKey, profile),
  });
}

/** What the AI learned from the trainer's corrections (issue 22 §6), newest first. */
export function useLearnedPreferences() {
  return useQuery({
    queryKey: preferencesKey,
    queryFn: () => api('GET /api/profile/preferences'),
    retry: false,
  });
}

export function useDeletePreference() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api('DELETE /api/profile/preferences/:id', { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: preferencesKey }),
  });
}
