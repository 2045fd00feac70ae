import type { FastifyPluginAsync } from 'fastify';
import { sendFailure } from '#server/http/errors.ts';
import { route } from '#server/http/route.ts';
import type { AnamnesisService } from './service.ts';

const student = { access: ['student'], tags: ['anamnesis'] } as const;

/**
 * The student's own anamnesis. Answers are health data: they are never logged (only the event),
 * and without consent to the current text nothing is stored.
 */
export const anamnesisRoutes: FastifyPluginAsync<{ anamnesis: AnamnesisService }> = async (
  app,
  { anamnesis },
) => {
  route(app, 'GET /api/me/anamnesis', student, async ({ actor }) => anamnesis.state(actor.id));

  route(app, 'POST /api/me/anamnesis/consent', student, async ({ actor, log }) => {
    const consent = await anamnesis.consent(actor.id);
    log.info({ event: 'anamnesis_consent', textVersion: consent.textVersion }, 'consent recorded');
    return consent;
  });

  route(app, 'PUT /api/me/anamnesis/draft', student, async ({ actor, body }, reply) => {
    const result = await anamnesis.saveDraft(actor.id, body);
    return result.ok ? reply.send(null) : sendFailure(reply, result);
  });

  route(app, 'PUT /api/me/anamnesis', student, async ({ actor, body, log }, reply) => {
    const result = await anamnesis.submit(actor.id, body.answers);
    if (!result.ok) return sendFailure(reply, result);
    log.info({ event: 'anamnesis_submitted' }, 'anamnesis submitted');
    return reply.send(null);
  });
};
