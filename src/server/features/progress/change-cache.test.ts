import { expect, test } from 'vitest';
import { createChangeCache } from './change-cache.ts';

const clock = { now: () => new Date(now) };
let now = Date.parse('2026-11-23T15:00:00Z');

test('an answer is kept until its trainer or student changes, or its time runs out', async () => {
  const cache = createChangeCache({ clock, ttlMs: 30_000, maxEntries: 10 });
  let loads = 0;
  const load = async () => ({ n: ++loads });
  const radar = () => cache.get('radar:ana', { personalId: 'ana' }, load);
  const review = () => cache.get('review:ana:bia', { personalId: 'ana', studentId: 'bia' }, load);
  expect(await radar()).toBe('{"n":1}');
  expect(await radar()).toBe('{"n":1}');
  expect(await review()).toBe('{"n":2}');
  // Another trainer's student changed: nothing of Ana's goes.
  cache.watcher({ personalId: 'beto', id: 'caio' });
  expect(await radar()).toBe('{"n":1}');
  // One of Ana's students changed: both go.
  cache.watcher({ personalId: 'ana', id: 'bia' });
  expect(await radar()).toBe('{"n":3}');
  expect(await review()).toBe('{"n":4}');
  now += 30_001;
  expect(await radar()).toBe('{"n":5}');
  cache.watcher({ resync: true });
  expect(cache.size()).toBe(0);
});

test('a load that started before a change is not kept after it, and a failed load is not kept', async () => {
  const cache = createChangeCache({ clock, ttlMs: 30_000, maxEntries: 10 });
  let release: (value: string) => void = () => undefined;
  const slow = cache.get(
    'radar:ana',
    { personalId: 'ana' },
    () => new Promise((resolve) => (release = resolve)),
  );
  cache.watcher({ personalId: 'ana', id: 'bia' });
  release('before');
  expect(await slow).toBe('"before"');
  expect(await cache.get('radar:ana', { personalId: 'ana' }, async () => 'after')).toBe('"after"');

  await expect(
    cache.get('x', { personalId: 'ana' }, () => Promise.reject(new Error('db down'))),
  ).rejects.toThrow();
  expect(await cache.get('x', { personalId: 'ana' }, async () => 'again')).toBe('"again"');
});

test('at most maxEntries are kept, the oldest going first', async () => {
  const cache = createChangeCache({ clock, ttlMs: 30_000, maxEntries: 2 });
  for (const key of ['a', 'b', 'c']) await cache.get(key, { personalId: key }, async () => key);
  expect(cache.size()).toBe(2);
  expect(await cache.get('a', { personalId: 'a' }, async () => 'reloaded')).toBe('"reloaded"');
});

test('with room for nothing (an instance without kept answers) every request computes its answer', async () => {
  const cache = createChangeCache({ clock, ttlMs: 30_000, maxEntries: 0 });
  let loads = 0;
  const radar = () => cache.get('radar:ana', { personalId: 'ana' }, async () => ({ n: ++loads }));
  expect(await radar()).toBe('{"n":1}');
  expect(await radar()).toBe('{"n":2}');
  expect(cache.size()).toBe(0);
});
