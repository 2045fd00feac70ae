import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, json } from '#web/testing/fake-fetch.ts';
import { api } from './api-client.ts';
import { EARLY_GLOBAL, startGet } from './early-start.ts';
import { dropEarly, takeEarly } from './early-responses.ts';

/** What /early.js leaves on the page: the GETs it started. */
function startedByEarlyJs(paths: string[]) {
  (globalThis as Record<string, unknown>)[EARLY_GLOBAL] = Object.fromEntries(
    paths.map((path) => [path, startGet(path)]),
  );
}

afterEach(() => {
  dropEarly();
  vi.useRealTimers();
});

describe('early responses', () => {
  it('hands an early GET to the first api() call of that path, once', async () => {
    const fetch = fakeFetch(() => json({ user: null }));
    startedByEarlyJs(['/api/session']);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(await api('GET /api/session')).toEqual({ user: null });
    expect(fetch).toHaveBeenCalledTimes(1);
    await api('GET /api/session');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('drops what nobody took as soon as the app writes anything', async () => {
    fakeFetch(() => json({}));
    startedByEarlyJs(['/api/me']);
    await api('POST /api/session', { body: { email: 'a@b.c', password: 'x' } });
    expect(takeEarly('/api/me')).toBeUndefined();
  });

  it('is not used once stale', () => {
    vi.useFakeTimers();
    fakeFetch(() => json({}));
    startedByEarlyJs(['/api/me']);
    vi.advanceTimersByTime(16_000);
    expect(takeEarly('/api/me')).toBeUndefined();
  });
});
