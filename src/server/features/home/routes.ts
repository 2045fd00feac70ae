import type { FastifyPluginAsync } from 'fastify';
import { sendFailure } from '#server/http/errors.ts';
import { route } from '#server/http/route.ts';
import type { HomeService } from './service.ts';

/** The signed-in student's home: no route takes a student id, the session says whose it is. */
export const homeRoutes: FastifyPluginAsync<{ home: HomeService }> = async (app, { home }) => {
  route(app, 'GET /api/me', { access: ['student'], tags: ['me'] }, async ({ actor }, reply) => {
    const result = await home.home(actor.id);
    return result.ok ? result.home : sendFailure(reply, result);
  });
};
