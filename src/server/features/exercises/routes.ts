import type { FastifyPluginAsync } from 'fastify';
import { route } from '#server/http/route.ts';
import type { ExercisesService } from './service.ts';

export const exerciseRoutes: FastifyPluginAsync<{ exercises: ExercisesService }> = async (
  app,
  { exercises },
) => {
  route(app, 'GET /api/exercises', { access: 'signed-in', tags: ['exercises'] }, async ({ query }) =>
    exercises.list(query),
  );
};
