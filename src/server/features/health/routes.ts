import type { FastifyPluginAsync } from 'fastify';
import { sendError } from '#server/http/errors.ts';
import { route } from '#server/http/route.ts';
import type { HealthService } from './service.ts';

export const healthRoutes: FastifyPluginAsync<{ health: HealthService }> = async (app, { health }) => {
  route(app, 'GET /api/health', { access: 'public', tags: ['health'] }, async ({ log }, reply) => {
    const result = await health.check();
    if (result.ok) return { status: 'ok' as const };
    log.error({ err: result.cause }, 'database did not answer the health check');
    return sendError(reply, 503, 'DATABASE_UNAVAILABLE');
  });
};
