import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ExerciseListQuerySchema, ExerciseSchema } from '#shared/contracts/exercises.ts';
import { ErrorBodySchema } from '#shared/contracts/errors.ts';
import { pageOf } from '#shared/contracts/pagination.ts';
import type { createExercisesRepo } from './repo.ts';

export const exerciseRoutes: FastifyPluginAsyncZod<{ repo: ReturnType<typeof createExercisesRepo> }> = async (
  app,
  { repo },
) => {
  app.get(
    '/exercises',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['exercises'],
        querystring: ExerciseListQuerySchema,
        response: { 200: pageOf(ExerciseSchema), 400: ErrorBodySchema, 401: ErrorBodySchema },
      },
    },
    async (request) => repo.list(request.query),
  );
};
