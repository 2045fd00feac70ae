import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { personals } from '#server/db/schema.ts';
import { sendError } from '#server/http/errors.ts';
import { ErrorBodySchema } from '#shared/contracts/errors.ts';
import { ProfileSchema, PersonalSettingsSchema } from '#shared/contracts/profile.ts';

export const profileRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/profile',
    {
      config: { access: ['personal', 'admin'] },
      schema: {
        tags: ['profile'],
        response: { 200: ProfileSchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const actor = request.actor!;
      const [row] = await db
        .select({ settings: personals.settings, version: personals.version })
        .from(personals)
        .where(eq(personals.id, actor.id));
      if (!row) return sendError(reply, 404, 'NOT_FOUND');
      const settings = PersonalSettingsSchema.catch({}).parse(row.settings);
      return {
        id: actor.id,
        name: actor.name,
        email: actor.email,
        role: actor.role,
        settings,
        version: row.version,
      };
    },
  );
};
