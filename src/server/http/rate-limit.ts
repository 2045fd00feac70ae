import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { Db } from '#server/db/client.ts';
import { createRateLimitCounts } from './rate-limit-counts.ts';
import { createRateLimitRepo } from './rate-limit-repo.ts';

export interface RateLimitOptions {
  /** Requests a minute per signed-in session, or per address for everyone else. */
  max: number;
  /** The request's session token when its cookie's signature is right (who it is, not yet whether valid). */
  sessionToken: (request: FastifyRequest) => string | null;
  /** Where the counts live: every instance on this database shares them. */
  db: Db;
}

const WINDOW_MS = 60_000;

/**
 * A whole gym shares one address behind its Wi-Fi, so the page's own files (the app shell, its code,
 * icons, the service worker's precache) are never counted: only the API and the pages are. A
 * signed-in caller is counted by session, so one busy phone does not lock out the others behind
 * the same address; anyone else by address (`request.ip`, which trusts only the configured proxies).
 * The counts are in PostgreSQL, so the limit holds across instances (far below the limit, sent once a
 * second: rate-limit-counts.ts); if the database cannot count,
 * the request goes on (what it does next meets the same database and answers for itself).
 */
export async function installRateLimit(app: FastifyInstance, { max, sessionToken, db }: RateLimitOptions) {
  const repo = createRateLimitRepo(db);
  const counts = createRateLimitCounts(repo, { max });
  // The hits counted here reach PostgreSQL each second, and when the server stops.
  const flusher = setInterval(() => {
    counts.flush().catch((error: unknown) => app.log.warn({ err: error }, 'rate limit: could not count'));
  }, 1000);
  flusher.unref();
  app.addHook('onClose', async () => {
    clearInterval(flusher);
    await counts.flush().catch(() => {});
  });
  const sweeper = setInterval(() => {
    repo
      .sweep(WINDOW_MS)
      .catch((error: unknown) => app.log.warn({ err: error }, 'rate limit: could not sweep'));
  }, 5 * WINDOW_MS);
  sweeper.unref();
  app.addHook('onClose', async () => clearInterval(sweeper));
  await app.register(rateLimit, {
    max,
    timeWindow: WINDOW_MS,
    store: counts.store,
    skipOnError: true,
    // The proxy's health checks come every second or so from its own address: never counted.
    allowList: (request) =>
      isStaticFile(request.url) || /^\/api\/health(\/ready)?$/.test(request.url.split('?')[0] ?? ''),
    keyGenerator: (request) => {
      const token = sessionToken(request);
      return token ? `session:${token}` : `ip:${request.ip}`;
    },
  });
}

/** A file of the built app (`/assets/…`, `/sw.js`, `/manifest.webmanifest`, an icon): not an API call nor a page. */
export function isStaticFile(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  if (pathname === '/api' || pathname.startsWith('/api/')) return false;
  // A file's last segment has an extension (`.js`, `.webmanifest`); no screen's does.
  return (
    pathname.startsWith('/assets/') ||
    /\.[A-Za-z0-9]{1,16}$/.test(pathname.slice(pathname.lastIndexOf('/') + 1))
  );
}
