import type { BodyOf, MethodOf, ParamsOf, QueryOf, ResponseOf, RouteKey } from '#shared/contracts/routes.ts';
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

type Parts<K extends RouteKey> = { params: ParamsOf<K>; query: QueryOf<K>; body: BodyOf<K> };
/** What a call of `K` sends, as the route map has it: only the params, query and body the route takes. */
export type RequestInput<K extends RouteKey> = {
  [F in keyof Parts<K> as Parts<K>[F] extends undefined ? never : F]: Parts<K>[F];
};
/** The input, which a route that takes nothing goes without. */
export type InputArgs<K extends RouteKey> = keyof RequestInput<K> extends never
  ? [input?: RequestInput<K>]
  : [input: RequestInput<K>];

/** One call as it travels: the method, the path with its params and query filled in, the body. */
export interface ApiRequest<K extends RouteKey> {
  method: MethodOf<K>;
  path: string;
  body: BodyOf<K>;
}

/** `route` ('PUT /api/me/sets/:id') with `input` in it: `:name` from params (encoded), then the query. */
export function requestOf<K extends RouteKey>(route: K, ...[input]: InputArgs<K>): ApiRequest<K> {
  const { params, query, body } = (input ?? {}) as {
    params?: Record<string, string>;
    query?: object;
    body?: unknown;
  };
  const [method, pattern] = route.split(' ');
  const path = pattern!.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params![name]!));
  // Through JSON, absent values drop out; numbers go as text, which the server's schema coerces back.
  const search =
    query && `${new URLSearchParams(JSON.parse(JSON.stringify(query)) as Record<string, string>)}`;
  return { method, path: search ? `${path}?${search}` : path, body } as ApiRequest<K>;
}

/** Calls `route` of the API (src/shared/contracts/routes.ts): its answer, typed by the route map. */
export function api<K extends RouteKey>(route: K, ...input: InputArgs<K>): Promise<ResponseOf<K>> {
  return send(requestOf(route, ...input)) as Promise<ResponseOf<K>>;
}

const JSON_TYPE = 'application/json';

/**
 * Spec §8's info toast: an AI answer says, in the `x-ai-notice` header, when a Gemini key over its
 * quota was skipped for the next one ('key-rotated'), or the local coach answered for a failing
 * provider ('local-fallback'). Whoever shows toasts listens here (components/ai-call.ts).
 */
export const aiNotices = new EventTarget();

/** Sends one call; `api` and `cachedGet` (lib/outbox/snapshots.ts) type its answer by the route. */
export async function send({ method, path, body }: ApiRequest<RouteKey>): Promise<unknown> {
  let response: Response;
  if (method !== 'GET') dropEarly();
  try {
    // The answer /early.js already asked for, when there is one. Cookies go with every
    // same-origin request (fetch's default), and `JSON.stringify(undefined)` is no body at all.
    response = await ((method === 'GET' && takeEarly(path)) ||
      fetch(path, {
        method,
        headers: { accept: JSON_TYPE, ...(body !== undefined && { 'content-type': JSON_TYPE }) },
        body: JSON.stringify(body),
      }));
  } catch {
    throw new ApiError(0, 'NETWORK', errorMessage('NETWORK'));
  }
  const notice = response.headers.get('x-ai-notice');
  if (notice) aiNotices.dispatchEvent(new Event(notice));
  if (response.status === 204) return null;
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = (payload as { error?: { code?: string; fields?: Record<string, string> } } | null)?.error;
    const code = error?.code ?? (response.status >= 500 ? 'INTERNAL' : 'VALIDATION_FAILED');
    // The code decides the words, so every message is the app's own pt-BR text.
    throw new ApiError(response.status, code, errorMessage(code, error?.fields), error?.fields);
  }
  return payload;
}
