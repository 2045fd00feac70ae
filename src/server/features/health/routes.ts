import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type pg from 'pg';
import { sendError } from '#server/http/errors.ts';
import { ErrorBodySchema } from '#shared/contracts/errors.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ pool: pg.Pool }> = async (app, { pool }) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        response: { 200: z.object({ status: z.literal('ok') }), 503: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      try {
        await pool.query('select 1');
        return { status: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'database did not answer the health check');
        return sendError(reply, 503, 'DATABASE_UNAVAILABLE');
      }
    },
  );
};
