import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, json } from '#web/testing/fake-fetch.ts';
import { api } from './api-client.ts';
import { dropEarly, startEarly, takeEarly } from './early-responses.ts';

afterEach(() => {
  dropEarly();
  vi.useRealTimers();
});

describe('early responses', () => {
  it('hands an early GET to the first api() call of that path, once', async () => {
    const fetch = fakeFetch(() => json({ user: null }));
    startEarly(['/api/session']);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(await api('GET /api/session')).toEqual({ user: null });
    expect(fetch).toHaveBeenCalledTimes(1);
    await api('GET /api/session');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('drops what nobody took as soon as the app writes anything', async () => {
    fakeFetch(() => json({}));
    startEarly(['/api/me']);
    await api('POST /api/session', { body: { email: 'a@b.c', password: 'x' } });
    expect(takeEarly('/api/me')).toBeUndefined();
  });

  it('is not used once stale', () => {
    vi.useFakeTimers();
    fakeFetch(() => json({}));
    startEarly(['/api/me']);
    vi.advanceTimersByTime(16_000);
    expect(takeEarly('/api/me')).toBeUndefined();
  });
});
