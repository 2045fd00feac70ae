import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendError } from '#server/http/errors.ts';
import { ERROR_RESPONSES } from '#shared/contracts/errors.ts';
import {
  AnamnesisDraftBodySchema,
  AnamnesisStateSchema,
  ConsentBodySchema,
  ConsentSchema,
  SubmitAnamnesisBodySchema,
} from '#shared/contracts/anamnesis.ts';
import type { AnamnesisService } from './anamnesis.ts';

const errors = ERROR_RESPONSES;
const config = { access: ['student'] as const };
const tags = ['anamnesis'];

/**
 * The student's own anamnesis. Answers are health data: they are never logged (only the event),
 * and without consent to the current text nothing is stored.
 */
export const anamnesisRoutes: FastifyPluginAsyncZod<{ anamnesis: AnamnesisService }> = async (
  app,
  { anamnesis },
) => {
  app.get(
    '/me/anamnesis',
    { config, schema: { tags, response: { 200: AnamnesisStateSchema, ...errors } } },
    async (request) => anamnesis.state(request.actor!.id),
  );

  app.post(
    '/me/anamnesis/consent',
    { config, schema: { tags, body: ConsentBodySchema, response: { 201: ConsentSchema, ...errors } } },
    async (request, reply) => {
      const consent = await anamnesis.consent(request.actor!.id);
      request.log.info({ event: 'anamnesis_consent', textVersion: consent.textVersion }, 'consent recorded');
      return reply.code(201).send(consent);
    },
  );

  app.put(
    '/me/anamnesis/draft',
    { config, schema: { tags, body: AnamnesisDraftBodySchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      const result = await anamnesis.saveDraft(request.actor!.id, request.body);
      if (!result.ok) return sendError(reply, 403, result.error);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/me/anamnesis',
    { config, schema: { tags, body: SubmitAnamnesisBodySchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      const result = await anamnesis.submit(request.actor!.id, request.body.answers);
      if (!result.ok) return sendError(reply, 403, result.error);
      request.log.info({ event: 'anamnesis_submitted' }, 'anamnesis submitted');
      return reply.code(204).send(null);
    },
  );
};
