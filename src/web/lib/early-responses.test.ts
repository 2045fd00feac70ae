import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './api-client.ts';
import { dropEarly, startEarly, takeEarly } from './early-responses.ts';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

afterEach(() => {
  dropEarly();
  vi.useRealTimers();
});

describe('early responses', () => {
  it('hands an early GET to the first api() call of that path, once', async () => {
    const fetch = vi.fn(async () => json({ user: null }));
    vi.stubGlobal('fetch', fetch);
    startEarly(['/api/session']);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(await api('GET /api/session')).toEqual({ user: null });
    expect(fetch).toHaveBeenCalledTimes(1);
    await api('GET /api/session');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('drops what nobody took as soon as the app writes anything', async () => {
    const fetch = vi.fn(async () => json({}));
    vi.stubGlobal('fetch', fetch);
    startEarly(['/api/me']);
    await api('POST /api/session', { body: { email: 'a@b.c', password: 'x' } });
    expect(takeEarly('/api/me')).toBeUndefined();
  });

  it('is not used once stale', () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({})),
    );
    startEarly(['/api/me']);
    vi.advanceTimersByTime(16_000);
    expect(takeEarly('/api/me')).toBeUndefined();
  });
});
