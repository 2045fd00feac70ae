import type { FastifyPluginAsync } from 'fastify';
import { sendError } from '#server/http/errors.ts';
import { route } from '#server/http/route.ts';
import type { HealthService } from './service.ts';

/**
 * Liveness (`/api/health`: the process answers, nothing else is asked, so a slow database never
 * gets a live instance restarted) and readiness (`/api/health/ready`: route traffic here or not).
 */
export const healthRoutes: FastifyPluginAsync<{ health: HealthService }> = async (app, { health }) => {
  route(app, 'GET /api/health', { access: 'public', tags: ['health'] }, async () => ({
    status: 'ok' as const,
  }));

  route(app, 'GET /api/health/ready', { access: 'public', tags: ['health'] }, async ({ log }, reply) => {
    const result = await health.ready();
    if (result.ok) return result.value;
    if (result.reason === 'database') {
      log.error({ err: result.cause }, 'database did not answer the readiness check');
      return sendError(reply, 503, 'DATABASE_UNAVAILABLE');
    }
    log.warn({ applied: result.applied, expected: result.expected }, 'migrations pending');
    return sendError(reply, 503, 'NOT_READY');
  });
};
