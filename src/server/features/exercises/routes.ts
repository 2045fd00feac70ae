import type { FastifyPluginAsync } from 'fastify';
import { sendFailure } from '#server/http/errors.ts';
import { route } from '#server/http/route.ts';
import type { AuditService } from '../audit/service.ts';
import type { ExercisesService } from './service.ts';

const admin = { access: ['admin'], tags: ['admin'] } as const;

/** The exercise database: searched by every signed-in trainer; kept by the admin ('Base de Exercícios'). */
export const exerciseRoutes: FastifyPluginAsync<{
  exercises: ExercisesService;
  audit: AuditService;
}> = async (app, { exercises, audit }) => {
  route(app, 'GET /api/exercises', { access: 'signed-in', tags: ['exercises'] }, async ({ query }) =>
    exercises.list(query),
  );

  route(app, 'GET /api/admin/exercises', admin, async ({ query }) => exercises.list(query));

  route(app, 'GET /api/admin/exercises/names', admin, async ({ query }) => ({
    names: await exercises.names(query),
  }));

  route(app, 'POST /api/admin/exercises', admin, async ({ actor, body, log, request }, reply) => {
    const result = await exercises.add(body);
    if (!result.ok) return sendFailure(reply, result);
    await audit.record(actor, 'exercise_added', { target: body.id, ip: request.ip });
    log.info({ event: 'exercise_added', exerciseId: body.id }, 'exercise added');
    return result.exercise;
  });

  route(app, 'PUT /api/admin/exercises/:id', admin, async ({ actor, params, body, log, request }, reply) => {
    const result = await exercises.update(params.id, body);
    if (!result.ok) return sendFailure(reply, result);
    await audit.record(actor, 'exercise_updated', { target: params.id, ip: request.ip });
    log.info({ event: 'exercise_updated', exerciseId: params.id }, 'exercise updated');
    return result.exercise;
  });

  route(app, 'POST /api/admin/exercises/batch', admin, async ({ actor, body, log, request }, reply) => {
    const result = await exercises.addBatch(body.exercises);
    if (!result.ok) return sendFailure(reply, result);
    await audit.record(actor, 'exercises_batch_added', { target: `${result.added}`, ip: request.ip });
    log.info({ event: 'exercises_batch_added', count: result.added }, 'exercise batch added');
    return { added: result.added };
  });
};
