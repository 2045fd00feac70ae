import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '#server/db/client.ts';
import type { Clock } from '#server/auth/session.ts';
import { sendError } from '#server/http/errors.ts';
import { ERROR_RESPONSES } from '#shared/contracts/errors.ts';
import {
  AnalysisSchema,
  CALENDAR_MAX_DAYS,
  CalendarQuerySchema,
  CalendarSchema,
  DateParamsSchema,
  FeedbackSchema,
  FinishBodySchema,
  ProgressBodySchema,
  SetIdSchema,
  SetLogBodySchema,
  SetLogResultSchema,
  StudentHomeSchema,
  WorkoutDaySchema,
} from '#shared/contracts/training.ts';
import { addDays, daysBetween, localDate } from '#shared/domain/dates/local-date.ts';
import { studentHome } from './home.ts';
import type { TrainingService } from './training.ts';

const errors = ERROR_RESPONSES;
const config = { access: ['student'] as const };
const tags = ['me'];
/** Sets may arrive late from a phone that was offline, but not from next week nor from years ago. */
const OLDEST_WRITE_DAYS = 366;

/**
 * The signed-in student's own training (spec §2 student screens, §4 'Workout run'). No route takes
 * a student id: the session says whose data it is.
 */
export const meRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock; training: TrainingService }> = async (
  app,
  { db, clock, training },
) => {
  const today = () => localDate(clock.now());
  /** A training write must be for a date near today in Brazil (yesterday's phone clock counts). */
  const writableDate = (date: string) => {
    const now = today();
    return date <= addDays(now, 1) && date >= addDays(now, -OLDEST_WRITE_DAYS);
  };

  app.get(
    '/me',
    { config, schema: { tags, response: { 200: StudentHomeSchema, ...errors } } },
    async (request, reply) =>
      (await studentHome(db, request.actor!.id, today())) ?? sendError(reply, 404, 'STUDENT_NOT_FOUND'),
  );

  app.get(
    '/me/calendar',
    {
      config,
      schema: { tags, querystring: CalendarQuerySchema, response: { 200: CalendarSchema, ...errors } },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      const span = daysBetween(from, to);
      if (span < 0 || span > CALENDAR_MAX_DAYS) return sendError(reply, 400, 'DATE_OUT_OF_RANGE');
      return { completed: await training.completedDates(request.actor!.id, from, to) };
    },
  );

  app.get(
    '/me/workouts/:date',
    { config, schema: { tags, params: DateParamsSchema, response: { 200: WorkoutDaySchema, ...errors } } },
    async (request, reply) => {
      // The phone asks for this on every visit to the home and during the whole run. Its shape is fixed
      // by one SQL statement over rows that passed the contracts when written (the feedback is parsed
      // again), so it is written as it is: re-checking its ~40 objects with zod cost a sixth of the
      // request's CPU (docs/bench.md).
      reply.serializer(JSON.stringify);
      return training.day(request.actor!.id, request.params.date);
    },
  );

  app.put(
    '/me/sets/:id',
    {
      config,
      schema: {
        tags,
        params: z.strictObject({ id: SetIdSchema }),
        body: SetLogBodySchema,
        response: { 200: SetLogResultSchema, 201: SetLogResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      if (!writableDate(request.body.date)) return sendError(reply, 400, 'DATE_OUT_OF_RANGE');
      const id = request.params.id.toLowerCase();
      const result = await training.logSet(request.actor!.id, id, request.body);
      if (!result.ok && result.error === 'UNKNOWN_EXERCISES')
        return sendError(reply, 400, result.error, { ids: request.body.exerciseId });
      if (!result.ok) return sendError(reply, 404, result.error);
      return reply.code(result.stored ? 201 : 200).send({ id, stored: result.stored });
    },
  );

  app.put(
    '/me/workouts/:date/progress',
    {
      config,
      schema: {
        tags,
        params: DateParamsSchema,
        body: ProgressBodySchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      if (!writableDate(request.params.date)) return sendError(reply, 400, 'DATE_OUT_OF_RANGE');
      await training.saveProgress(request.actor!.id, request.params.date, request.body);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/me/workouts/:date/finish',
    {
      config,
      schema: {
        tags,
        params: DateParamsSchema,
        body: FinishBodySchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      if (!writableDate(request.params.date)) return sendError(reply, 400, 'DATE_OUT_OF_RANGE');
      await training.finish(request.actor!.id, request.params.date, request.body);
      request.log.info({ event: 'workout_finished', date: request.params.date }, 'workout finished');
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/me/workouts/:date/feedback',
    {
      config,
      schema: {
        tags,
        params: DateParamsSchema,
        body: FeedbackSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      if (!writableDate(request.params.date)) return sendError(reply, 400, 'DATE_OUT_OF_RANGE');
      await training.saveFeedback(request.actor!.id, request.params.date, request.body);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/me/workouts/:date/analysis',
    { config, schema: { tags, params: DateParamsSchema, response: { 200: AnalysisSchema, ...errors } } },
    // The stored analysis, if any. Generating one arrives with the AI gateway; until then there is
    // none and the student reads the spec's fallback ('Não foi possível gerar a análise…').
    async (request) => ({ analysis: await training.analysis(request.actor!.id, request.params.date) }),
  );

  app.delete(
    '/me/workouts/:date',
    { config, schema: { tags, params: DateParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      if (!writableDate(request.params.date)) return sendError(reply, 400, 'DATE_OUT_OF_RANGE');
      await training.reset(request.actor!.id, request.params.date);
      return reply.code(204).send(null);
    },
  );
};
