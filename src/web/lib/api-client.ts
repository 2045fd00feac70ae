import { errorMessage } from '#web/i18n/pt-BR.ts';
import { dropEarly, takeEarly } from '#web/lib/early-responses.ts';

/** An API failure, already in words a person can read. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export async function api<T>(method: Method, path: string, body?: unknown): Promise<T> {
  let response: Response;
  if (method !== 'GET') dropEarly();
  try {
    // The answer app/early-fetch.ts already asked for, when there is one.
    response = await ((method === 'GET' ? takeEarly(path) : undefined) ??
      fetch(path, {
        method,
        credentials: 'same-origin',
        headers:
          body === undefined
            ? { accept: 'application/json' }
            : { 'content-type': 'application/json', accept: 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      }));
  } catch {
    throw new ApiError(0, 'NETWORK', errorMessage('NETWORK'));
  }
  if (response.status === 204) return undefined as T;
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = (payload as { error?: { code?: string; fields?: Record<string, string> } } | null)?.error;
    const code = error?.code ?? (response.status >= 500 ? 'INTERNAL' : 'VALIDATION_FAILED');
    // The code decides the words, so every message is the app's own pt-BR text.
    throw new ApiError(response.status, code, errorMessage(code, error?.fields), error?.fields);
  }
  return payload as T;
}
