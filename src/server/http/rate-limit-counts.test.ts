import { describe, expect, test } from 'vitest';
import { createRateLimitCounts } from './rate-limit-counts.ts';
import type { RateLimitRepo } from './rate-limit-repo.ts';

const WINDOW = 60_000;

/** The shared table as PostgreSQL keeps it, on a clock the test moves; every statement is recorded. */
function sharedTable(clock: { at: number }) {
  const rows = new Map<string, { start: number; hits: number }>();
  const statements: { key: string; by: number }[][] = [];
  let failing = false;
  const hitMany: RateLimitRepo['hitMany'] = async (items, windowMs) => {
    statements.push(items.map((item) => ({ ...item })));
    if (failing) throw new Error('sem banco');
    const answers = new Map<string, { current: number; ttl: number }>();
    for (const { key, by } of items) {
      const row = rows.get(key);
      const fresh = !row || row.start + windowMs <= clock.at;
      const next = fresh ? { start: clock.at, hits: by } : { start: row.start, hits: row.hits + by };
      rows.set(key, next);
      answers.set(key, { current: next.hits, ttl: next.start + windowMs - clock.at });
    }
    return answers;
  };
  const repo = {
    hitMany,
    hit: async (key: string, windowMs: number, by = 1) => (await hitMany([{ key, by }], windowMs)).get(key)!,
    sweep: async () => {},
  } as RateLimitRepo;
  return {
    repo,
    statements,
    hits: (key: string) => rows.get(key)?.hits ?? 0,
    fail: (value: boolean) => (failing = value),
  };
}

describe('request counts shared through PostgreSQL without a write per request', () => {
  test('a small limit is counted in PostgreSQL at every request, and refused exactly past it', async () => {
    const clock = { at: 0 };
    const table = sharedTable(clock);
    const counts = createRateLimitCounts(table.repo, { max: 3, now: () => clock.at });
    const seen = [];
    for (let i = 0; i < 4; i += 1) seen.push((await counts.incr('ip:1', WINDOW)).current);
    expect(seen).toEqual([1, 2, 3, 4]);
    expect(table.statements).toHaveLength(4);
  });

  test('far below the limit the hits are counted here and sent together', async () => {
    const clock = { at: 0 };
    const table = sharedTable(clock);
    const counts = createRateLimitCounts(table.repo, { max: 1200, now: () => clock.at });
    // The window's first request is PostgreSQL's; the next ones are not, until a flush.
    for (let i = 0; i < 11; i += 1) expect((await counts.incr('session:a', WINDOW)).current).toBe(i + 1);
    expect(table.statements).toHaveLength(1);
    expect(table.hits('session:a')).toBe(1);
    await counts.flush();
    expect(table.statements.at(-1)).toEqual([{ key: 'session:a', by: 10 }]);
    expect(table.hits('session:a')).toBe(11);
    // Nothing waiting: a flush writes nothing.
    await counts.flush();
    expect(table.statements).toHaveLength(2);
  });

  test('two instances, one limit: none refused before the limit, each refuses right after it', async () => {
    const clock = { at: 0 };
    const table = sharedTable(clock);
    const max = 40;
    const instances = [0, 1].map(() => createRateLimitCounts(table.repo, { max, now: () => clock.at }));
    for (let i = 0; i < max; i += 1) {
      const { current } = await instances[i % 2]!.incr('ip:gym', WINDOW);
      expect(current, `request ${i + 1}`).toBeLessThanOrEqual(max);
      // Let a batch sent on the way land.
      await new Promise((resolve) => setImmediate(resolve));
    }
    for (const instance of instances)
      expect((await instance.incr('ip:gym', WINDOW)).current).toBeGreaterThan(max);
    // Fewer statements than requests: the first half went in batches.
    expect(table.statements.length).toBeLessThan(max);
  });

  test('a window that ends starts again in PostgreSQL; hits a failed batch could not send wait for the next', async () => {
    const clock = { at: 0 };
    const table = sharedTable(clock);
    const counts = createRateLimitCounts(table.repo, { max: 1200, now: () => clock.at });
    await counts.incr('session:b', WINDOW);
    await counts.incr('session:b', WINDOW);
    table.fail(true);
    await expect(counts.flush()).rejects.toThrow('sem banco');
    table.fail(false);
    await counts.flush();
    expect(table.hits('session:b')).toBe(2);

    clock.at = WINDOW + 1;
    const statements = table.statements.length;
    expect(await counts.incr('session:b', WINDOW)).toEqual({ current: 1, ttl: WINDOW });
    expect(table.statements).toHaveLength(statements + 1);
  });
});
