import type { FastifyPluginAsync } from 'fastify';
import { sendFailure } from '#server/http/errors.ts';
import { route } from '#server/http/route.ts';
import type { PushService } from '../push/service.ts';
import type { TrainingService } from './service.ts';

const student = { access: ['student'], tags: ['me'] } as const;

/**
 * The signed-in student's own training (product §2 student screens, §4 'Workout run'). No route takes
 * a student id: the session says whose data it is.
 */
export const trainingRoutes: FastifyPluginAsync<{ training: TrainingService; push: PushService }> = async (
  app,
  { training, push },
) => {
  route(app, 'GET /api/me/calendar', student, async ({ actor, query }, reply) => {
    const result = await training.calendar(actor.id, query.from, query.to);
    return result.ok ? { completed: result.completed } : sendFailure(reply, result);
  });

  // The phone asks for this on every visit to the home and during the whole run. Its shape is fixed
  // by one SQL statement over rows that passed the contracts when written (the feedback is parsed
  // again), so it is written as it is: re-checking its ~40 objects with zod cost a sixth of the
  // request's CPU (docs/bench.md).
  route(app, 'GET /api/me/workouts/:date', { ...student, unchecked: true }, async ({ actor, params }) =>
    training.day(actor.id, params.date),
  );

  route(app, 'PUT /api/me/sets/:id', student, async ({ actor, params, body }, reply) => {
    const result = await training.logSet(actor.id, params.id, body);
    if (!result.ok) return sendFailure(reply, result);
    return reply.code(result.stored ? 201 : 200).send({ id: result.id, stored: result.stored });
  });

  route(app, 'PUT /api/me/workouts/:date/progress', student, async ({ actor, params, body }, reply) => {
    const result = await training.saveProgress(actor.id, params.date, body);
    return result.ok ? reply.send(null) : sendFailure(reply, result);
  });

  route(app, 'POST /api/me/workouts/:date/finish', student, async ({ actor, params, body, log }, reply) => {
    const result = await training.finish(actor.id, params.date, body);
    if (!result.ok) return sendFailure(reply, result);
    log.info({ event: 'workout_finished', date: params.date }, 'workout finished');
    return reply.send(null);
  });

  route(app, 'PUT /api/me/workouts/:date/feedback', student, async ({ actor, params, body, log }, reply) => {
    const result = await training.saveFeedback(actor.id, params.date, body);
    if (!result.ok) return sendFailure(reply, result);
    // Pain or 'Extremamente difícil': the trainer's phone hears of it (when their alerts are on),
    // after the answer, so a slow push service never holds the student's screen.
    const alert = body.painPoints.trim()
      ? 'pain'
      : body.difficulty === 'Extremamente difícil'
        ? 'hard'
        : null;
    if (alert)
      void push.alertTrainer(actor.id, alert).catch((error: unknown) => {
        log.warn({ err: error, event: 'trainer_alert_failed' }, 'a trainer alert could not be sent');
      });
    return reply.send(null);
  });

  route(app, 'DELETE /api/me/workouts/:date', student, async ({ actor, params }, reply) => {
    const result = await training.reset(actor.id, params.date);
    return result.ok ? reply.send(null) : sendFailure(reply, result);
  });
};
