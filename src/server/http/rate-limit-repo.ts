import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';

/**
 * The request counts of @fastify/rate-limit kept in PostgreSQL, so that a limit holds whichever
 * instance behind the proxy answers (issue 26 §1): upserts on an unlogged table (rate-limit-counts.ts
 * decides when), the window restarting once it has passed. A key is hashed first: the table never holds a session token.
 * Old windows are swept every few minutes by whichever instance does it first.
 */
export function createRateLimitRepo(db: Db) {
  const hashOf = (key: string) => createHash('sha256').update(key).digest('base64url');

  /**
   * Counts `by` requests of each key in its window, in one statement: each window's count and what is
   * left of it, in ms. A window that has passed restarts with these requests.
   */
  async function hitMany(
    items: readonly { key: string; by: number }[],
    windowMs: number,
  ): Promise<Map<string, { current: number; ttl: number }>> {
    const keyOf = new Map(items.map((item) => [hashOf(item.key), item.key]));
    const window = sql`make_interval(secs => ${windowMs / 1000})`;
    const rows = await db.execute<{ key: string; hits: number; ttl: number }>(sql`
      insert into rate_limit_hits as r (key, window_start, hits)
      select t.key, now(), t.hits
        from unnest(${`{${[...keyOf.keys()].join(',')}}`}::text[], ${`{${items.map((item) => item.by).join(',')}}`}::int[]) as t(key, hits)
      on conflict (key) do update set
        window_start = case when r.window_start + ${window} <= now() then now() else r.window_start end,
        hits = case when r.window_start + ${window} <= now() then excluded.hits else r.hits + excluded.hits end
      returning key, hits,
        greatest(0, ceil(extract(epoch from (window_start + ${window} - now())) * 1000))::int as ttl`);
    return new Map(
      rows.rows.map((row) => [keyOf.get(row.key)!, { current: Number(row.hits), ttl: Number(row.ttl) }]),
    );
  }

  return {
    /** Counts `by` requests (one by default) of `key` in its window: the window's count and what is left, in ms. */
    async hit(key: string, windowMs: number, by = 1): Promise<{ current: number; ttl: number }> {
      return (await hitMany([{ key, by }], windowMs)).get(key)!;
    },

    hitMany,

    /** Forgets windows that ended more than one window ago. */
    async sweep(windowMs: number): Promise<void> {
      await db.execute(
        sql`delete from rate_limit_hits where window_start < now() - make_interval(secs => ${(2 * windowMs) / 1000})`,
      );
    },
  };
}

export type RateLimitRepo = ReturnType<typeof createRateLimitRepo>;
