import type { FastifyInstance } from 'fastify';
import { sendError } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A request that changes something must come from our own pages: browsers say where a request
 * comes from (Origin, Sec-Fetch-Site), and anything from another site is refused before it runs.
 */
export function installOriginCheck(app: FastifyInstance, publicUrl: string | undefined): void {
  const fixedOrigin = publicUrl ? new URL(publicUrl).origin : undefined;
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    const site = request.headers['sec-fetch-site'];
    const origin = request.headers.origin;
    const expected = fixedOrigin ?? `${request.protocol}://${request.host}`;
    const foreignSite = site === 'cross-site' || site === 'same-site';
    if (foreignSite || (origin !== undefined && origin !== expected)) {
      request.log.warn({ event: 'cross_origin_refused', origin, site }, 'cross-origin request refused');
      return sendError(reply, 403, 'CROSS_ORIGIN');
    }
  });
}
