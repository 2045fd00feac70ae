import type { FastifyPluginAsync } from 'fastify';
import { sendFailure } from '#server/http/errors.ts';
import { route } from '#server/http/route.ts';
import type { ProfileService } from './service.ts';

const trainer = { access: ['personal', 'admin'], tags: ['profile'] } as const;

/** The trainer's own profile and settings. */
export const profileRoutes: FastifyPluginAsync<{ profile: ProfileService }> = async (app, { profile }) => {
  route(app, 'GET /api/profile', trainer, async ({ actor }, reply) => {
    const result = await profile.get(actor);
    return result.ok ? result.profile : sendFailure(reply, result);
  });

  route(app, 'PUT /api/profile/settings', trainer, async ({ actor, body }, reply) => {
    const result = await profile.updateSettings(actor, body);
    return result.ok ? result.profile : sendFailure(reply, result);
  });
};
