import type { FastifyPluginAsync } from 'fastify';
import { sendFailure } from '#server/http/errors.ts';
import { route } from '#server/http/route.ts';
import type { AuditService } from '../audit/service.ts';
import type { CoachReadingService } from './service.ts';

const trainer = { access: ['personal', 'admin'], tags: ['ai'] } as const;
const notFound = { ok: false, error: 'STUDENT_NOT_FOUND' } as const;

/** 'A IA considerou: …' before generating and in the plan editor, and the trainer's corrections. */
export const coachReadingRoutes: FastifyPluginAsync<{
  reading: CoachReadingService;
  audit: AuditService;
}> = async (app, { reading, audit }) => {
  route(app, 'GET /api/students/:id/coach-reading', trainer, async ({ actor, params, request }, reply) => {
    const result = await reading.get(actor, params.id);
    if (!result) return sendFailure(reply, notFound);
    // The reading is drawn from the health answers: a read of health data (LGPD Art. 37).
    if (result.lines.length) await audit.recordRead(actor, params.id, request.ip);
    return result;
  });

  route(app, 'PUT /api/students/:id/coach-reading', trainer, async ({ actor, params, body }, reply) => {
    const result = await reading.save(actor, params.id, body);
    return result ?? sendFailure(reply, notFound);
  });
};
