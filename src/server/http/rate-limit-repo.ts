import { createHash } from 'node:crypto';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';

/**
 * The request counts of @fastify/rate-limit kept in PostgreSQL, so that a limit holds whichever
 * instance behind the proxy answers (issue 26 §1): one upsert a request on an unlogged table, the
 * window restarting once it has passed. A key is hashed first: the table never holds a session token.
 * Old windows are swept every few minutes by whichever instance does it first.
 */
export function createRateLimitRepo(db: Db) {
  const hashOf = (key: string) => createHash('sha256').update(key).digest('base64url');

  return {
    /** Counts one request of `key` in its window: the window's count and what is left of it, in ms. */
    async hit(key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
      const rows = await db.execute<{ hits: number; ttl: number }>(sql`
        insert into rate_limit_hits as r (key, window_start, hits) values (${hashOf(key)}, now(), 1)
        on conflict (key) do update set
          window_start = case when r.window_start + make_interval(secs => ${windowMs / 1000}) <= now()
            then now() else r.window_start end,
          hits = case when r.window_start + make_interval(secs => ${windowMs / 1000}) <= now()
            then 1 else r.hits + 1 end
        returning hits,
          greatest(0, ceil(extract(epoch from (window_start + make_interval(secs => ${windowMs / 1000}) - now())) * 1000))::int as ttl`);
      const row = rows.rows[0]!;
      return { current: Number(row.hits), ttl: Number(row.ttl) };
    },

    /** Forgets windows that ended more than one window ago. */
    async sweep(windowMs: number): Promise<void> {
      await db.execute(
        sql`delete from rate_limit_hits where window_start < now() - make_interval(secs => ${(2 * windowMs) / 1000})`,
      );
    },
  };
}

export type RateLimitRepo = ReturnType<typeof createRateLimitRepo>;

/** The plugin's store over the repository (the plugin makes one per route set; all share the table). */
export function sharedStore(repo: RateLimitRepo): FastifyRateLimitStoreCtor {
  class SharedStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      repo.hit(key, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error as Error),
      );
    }
    child() {
      return new SharedStore();
    }
  }
  return SharedStore as unknown as FastifyRateLimitStoreCtor;
}
