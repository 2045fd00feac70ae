import type { FastifyPluginAsync } from 'fastify';
import { sendFailure } from '#server/http/errors.ts';
import { route } from '#server/http/route.ts';
import type { PushService } from './service.ts';

const anyone = { access: ['student', 'personal', 'admin'], tags: ['push'] } as const;
const student = { access: ['student'], tags: ['push'] } as const;
const trainer = { access: ['personal', 'admin'], tags: ['push'] } as const;

/** Web Push (decision 044): each route acts on the caller's own devices and settings only. */
export const pushRoutes: FastifyPluginAsync<{ push: PushService }> = async (app, { push }) => {
  route(app, 'GET /api/push/key', anyone, async () => push.publicKey());

  route(app, 'POST /api/push/subscriptions', anyone, async ({ actor, body }, reply) => {
    const result = await push.subscribe(actor.id, body);
    return result.ok ? reply.send(null) : sendFailure(reply, result);
  });

  route(app, 'DELETE /api/push/subscriptions', anyone, async ({ actor, query }, reply) => {
    await push.unsubscribe(actor.id, query.endpoint);
    return reply.send(null);
  });

  route(app, 'GET /api/me/reminders', student, async ({ actor }) => push.reminders(actor.id));
  route(app, 'PUT /api/me/reminders', student, async ({ actor, body }) => push.saveReminders(actor.id, body));

  route(app, 'GET /api/alerts', trainer, async ({ actor }) => push.alerts(actor.id));
  route(app, 'PUT /api/alerts', trainer, async ({ actor, body }) => push.saveAlerts(actor.id, body));

  route(app, 'PUT /api/me/rest-alarm', student, async ({ actor, body }, reply) => {
    const result = await push.setRestAlarm(actor.id, body);
    return result.ok ? reply.send(null) : sendFailure(reply, result);
  });

  route(app, 'DELETE /api/me/rest-alarm', student, async ({ actor }, reply) => {
    await push.cancelRestAlarm(actor.id);
    return reply.send(null);
  });
};
