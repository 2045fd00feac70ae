import type { FastifyPluginAsync } from 'fastify';
import { sendError, sendFailure } from '#server/http/errors.ts';
import { route } from '#server/http/route.ts';
import type { PushService } from '../push/service.ts';
import type { PaymentsService } from './service.ts';

const trainer = { access: ['personal', 'admin'], tags: ['payments'] } as const;
const student = { access: ['student'], tags: ['payments'] } as const;

/** Renovação por PIX (decision 043): the trainer's key, the student's code and claim, the decision. */
export const paymentRoutes: FastifyPluginAsync<{ payments: PaymentsService; push: PushService }> = async (
  app,
  { payments, push },
) => {
  route(app, 'GET /api/profile/pix', trainer, async ({ actor }) => ({
    pix: await payments.pixSettings(actor),
  }));

  route(app, 'PUT /api/profile/pix', trainer, async ({ actor, body }, reply) => {
    if (!(await payments.setPix(actor, body.pix))) return sendError(reply, 404, 'NOT_FOUND');
    return { pix: body.pix };
  });

  route(app, 'GET /api/me/payments', student, async ({ actor }) => payments.mine(actor));

  route(app, 'POST /api/me/payments/pix', student, async ({ actor, body }, reply) => {
    const result = await payments.charge(actor, body.months);
    return result.ok ? result.charge : sendFailure(reply, result);
  });

  route(app, 'POST /api/me/payments', student, async ({ actor, body, log }, reply) => {
    const result = await payments.claim(actor, body);
    if (!result.ok) return sendFailure(reply, result);
    // The trainer's open screens hear of it through the claim's NOTIFY (drizzle/0018); their phone
    // (when alerts are on) through a push, after the answer, so a slow push service never holds the
    // student's 'Já paguei'.
    void push.alertTrainer(actor.id, 'renewal').catch((error: unknown) => {
      log.warn({ err: error, event: 'trainer_alert_failed' }, 'a trainer alert could not be sent');
    });
    reply.code(201);
    return result.claim;
  });

  route(app, 'GET /api/payments/pending', trainer, async ({ actor }) => ({
    claims: await payments.pending(actor),
  }));

  route(app, 'GET /api/payments/summary', trainer, async ({ actor }) => payments.summary(actor));

  route(app, 'GET /api/students/:id/payments', trainer, async ({ actor, params }, reply) => {
    const claims = await payments.ofStudent(actor, params.id);
    return claims ? { claims } : sendError(reply, 404, 'STUDENT_NOT_FOUND');
  });

  route(app, 'POST /api/payments/:id/confirm', trainer, async ({ actor, params }, reply) => {
    const result = await payments.confirm(actor, params.id);
    return result.ok
      ? { claim: result.claim, planExpiryDate: result.planExpiryDate }
      : sendFailure(reply, result);
  });

  route(app, 'POST /api/payments/:id/reject', trainer, async ({ actor, params, body }, reply) => {
    const result = await payments.reject(actor, params.id, body.reason);
    return result.ok ? result.claim : sendFailure(reply, result);
  });
};
