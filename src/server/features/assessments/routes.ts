import type { FastifyPluginAsync } from 'fastify';
import { sendFailure } from '#server/http/errors.ts';
import { route } from '#server/http/route.ts';
import type { AuditService } from '../audit/service.ts';
import type { AssessmentsService } from './service.ts';

const trainer = { access: ['personal', 'admin'], tags: ['assessments'] } as const;
const student = { access: ['student'], tags: ['me'] } as const;
const notFound = { ok: false, error: 'STUDENT_NOT_FOUND' } as const;

/**
 * 'Avaliação Física' (issue 24 §2, docs/decisions/041): the trainer's records of a student, and the
 * student's own, read-only. Health data: a trainer's read is in the student's access record.
 */
export const assessmentRoutes: FastifyPluginAsync<{
  assessments: AssessmentsService;
  audit: AuditService;
}> = async (app, { assessments, audit }) => {
  route(app, 'GET /api/students/:id/assessments', trainer, async ({ actor, params, request }, reply) => {
    const list = await assessments.list(actor, params.id);
    if (!list) return sendFailure(reply, notFound);
    if (list.items.length) await audit.recordRead(actor, params.id, request.ip, 'assessment_read');
    return list;
  });

  route(app, 'POST /api/students/:id/assessments', trainer, async ({ actor, params, body }, reply) => {
    const result = await assessments.create(actor, params.id, body);
    return 'ok' in result ? sendFailure(reply, result) : result;
  });

  route(
    app,
    'PUT /api/students/:id/assessments/:assessmentId',
    trainer,
    async ({ actor, params, body }, reply) => {
      const result = await assessments.update(actor, params.id, params.assessmentId, body);
      return 'ok' in result ? sendFailure(reply, result) : result;
    },
  );

  route(
    app,
    'DELETE /api/students/:id/assessments/:assessmentId',
    trainer,
    async ({ actor, params, query }, reply) => {
      const refusal = await assessments.remove(actor, params.id, params.assessmentId, query.version);
      return refusal ? sendFailure(reply, refusal) : reply.send(null);
    },
  );

  route(app, 'GET /api/me/assessments', student, async ({ actor }) => assessments.own(actor));
};
