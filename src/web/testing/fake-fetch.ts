import { vi } from 'vitest';

/**
 * One request as the fake server sees it; answers with a Response, or undefined to let the next
 * handler answer. Throwing a TypeError plays a dropped connection, as the browser's fetch does.
 */
export type FakeHandler = (
  url: URL,
  init: RequestInit | undefined,
) => Response | undefined | Promise<Response | undefined>;

/** A JSON answer, as the server sends it. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** No connection at all: what `fetch` does when the phone is offline. */
export const offline = (): never => {
  throw new TypeError('Failed to fetch');
};

export const methodOf = (init: RequestInit | undefined) => init?.method ?? 'GET';

/** The JSON body a call sent, parsed. */
export const bodyOf = <T = unknown>(init: RequestInit | undefined): T => JSON.parse(String(init?.body)) as T;

/**
 * The web tests' one stand-in for the server: installs a `fetch` for this test (the setup restores
 * the real one after it) that hands each call to the first handler that answers it. A call no handler
 * answers fails the test, so a screen cannot quietly call a route the test did not expect. The mock
 * keeps every call (`fetch.mock.calls`: the path and the init, as the app passed them).
 */
export function fakeFetch(...handlers: FakeHandler[]) {
  const fetch = vi.fn(async (input: string, init?: RequestInit): Promise<Response> => {
    const url = new URL(input, 'http://localhost');
    for (const handler of handlers) {
      const response = await handler(url, init);
      if (response) return response;
    }
    throw new Error(`unexpected ${methodOf(init)} ${input}`);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** A handler for one method and path (a string, or a pattern for a path with an id). */
export const route =
  (
    method: string,
    path: string | RegExp,
    answer: (url: URL, init: RequestInit | undefined) => Response,
  ): FakeHandler =>
  (url, init) =>
    methodOf(init) === method && (typeof path === 'string' ? url.pathname === path : path.test(url.pathname))
      ? answer(url, init)
      : undefined;
