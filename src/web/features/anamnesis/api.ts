import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnamnesisDraftBody, AnamnesisState, SubmitAnamnesisBody } from '#shared/contracts/anamnesis.ts';
import { ANAMNESIS_CONSENT_VERSION } from '#shared/domain/anamnesis/questions.ts';
import { meKeys } from '#web/data/me.ts';
import { api, requestOf } from '#web/lib/api-client.ts';

/** Consent, draft and last submitted answers: where the wizard picks up, on this device or another. */
export function useAnamnesisState() {
  return useQuery({
    queryKey: meKeys.anamnesis(),
    queryFn: () => api('GET /api/me/anamnesis'),
    // The wizard copies it into its form once; refetching behind the student's back would change nothing.
    refetchOnWindowFocus: false,
  });
}

/** The student accepts the current consent text; only then may anything be stored. */
export function useGiveConsent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api('POST /api/me/anamnesis/consent', { body: { textVersion: ANAMNESIS_CONSENT_VERSION } }),
    onSuccess: (consent) =>
      client.setQueryData<AnamnesisState>(meKeys.anamnesis(), (state) =>
        state ? { ...state, consent } : { consent, draft: null, submitted: null },
      ),
  });
}

/** Saves the wizard as it is (answers and step); the latest save wins on the server. */
export async function saveDraft(body: AnamnesisDraftBody): Promise<void> {
  await api('PUT /api/me/anamnesis/draft', { body });
}

/**
 * The same save for a page being closed or reloaded: `keepalive` lets the request outlive the page.
 * Nobody is left to read the answer, so it is not awaited.
 */
export function saveDraftOnExit(body: AnamnesisDraftBody): void {
  const { method, path } = requestOf('PUT /api/me/anamnesis/draft', { body });
  void fetch(path, {
    method,
    credentials: 'same-origin',
    keepalive: true,
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  }).catch(() => undefined);
}

/** Stores the finished anamnesis (the server drops the draft); the home then shows the waiting screen. */
export function useSubmitAnamnesis() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SubmitAnamnesisBody) => api('PUT /api/me/anamnesis', { body }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: meKeys.all }),
        client.invalidateQueries({ queryKey: meKeys.anamnesis() }),
      ]),
  });
}

/** Who read the student's answers, a page at a time (LGPD Art. 37). */
export function useAccessLog() {
  return useInfiniteQuery({
    queryKey: [...meKeys.all, 'access-log'],
    queryFn: ({ pageParam }) => api('GET /api/me/access-log', { query: { page: pageParam } }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.pageCount ? last.page + 1 : undefined),
  });
}

/** Everything the platform keeps about the student, as a JSON file they download. */
export async function downloadMyData(): Promise<void> {
  const data = await api('GET /api/me/export');
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'rumofit-meus-dados.json';
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Withdraws the health consent: the answers are deleted; every screen reloads what it shows. */
export function useWithdrawConsent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api('DELETE /api/me/anamnesis'),
    onSuccess: () => client.invalidateQueries({ queryKey: meKeys.all }),
  });
}
