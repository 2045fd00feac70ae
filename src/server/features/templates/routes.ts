import type { FastifyPluginAsync } from 'fastify';
import { sendFailure } from '#server/http/errors.ts';
import { route } from '#server/http/route.ts';
import type { AuditService } from '../audit/service.ts';
import type { TemplatesService } from './service.ts';

const trainer = { access: ['personal', 'admin'], tags: ['templates'] } as const;

/** The trainer's plan library ('Biblioteca de Treinos', issue 24 §1). */
export const templateRoutes: FastifyPluginAsync<{ templates: TemplatesService; audit: AuditService }> = async (
  app,
  { templates, audit },
) => {
  route(app, 'GET /api/templates', trainer, async ({ actor, query }) => templates.list(actor, query));

  route(app, 'POST /api/templates', trainer, async ({ actor, body }, reply) => {
    const result = await templates.create(actor, body);
    return result.ok ? result.template : sendFailure(reply, result);
  });

  route(app, 'GET /api/templates/:id', trainer, async ({ actor, params }, reply) => {
    const template = await templates.get(actor, params.id);
    return template ?? sendFailure(reply, { ok: false, error: 'TEMPLATE_NOT_FOUND' });
  });

  route(app, 'PUT /api/templates/:id', trainer, async ({ actor, params, body }, reply) => {
    const result = await templates.update(actor, params.id, body);
    return result.ok ? result.template : sendFailure(reply, result);
  });

  route(app, 'DELETE /api/templates/:id', trainer, async ({ actor, params }, reply) => {
    const result = await templates.remove(actor, params.id);
    return result === true ? reply.send(null) : sendFailure(reply, result);
  });

  route(app, 'POST /api/templates/:id/duplicate', trainer, async ({ actor, params }, reply) => {
    const result = await templates.duplicate(actor, params.id);
    return result.ok ? result.template : sendFailure(reply, result);
  });

  // Both read each student's anamnesis to adapt the copy: a read of health data (LGPD Art. 37).
  const recordReads = (actor: Parameters<typeof audit.recordRead>[0], ids: string[], ip: string) =>
    Promise.all(ids.map((id) => audit.recordRead(actor, id, ip)));

  route(app, 'POST /api/templates/:id/preview', trainer, async ({ actor, params, body, request }, reply) => {
    const result = await templates.preview(actor, params.id, body);
    if (!result.ok) return sendFailure(reply, result);
    const read = result.preview.students.filter((student) => student.status !== 'no_anamnesis');
    await recordReads(actor, read.map((student) => student.studentId), request.ip);
    return result.preview;
  });

  route(app, 'POST /api/templates/:id/apply', trainer, async ({ actor, params, body, request, log }, reply) => {
    const result = await templates.apply(actor, params.id, body);
    if (!result.ok) return sendFailure(reply, result);
    const applied = result.result.results.filter((student) => student.status === 'applied');
    await recordReads(actor, applied.map((student) => student.studentId), request.ip);
    log.info({ event: 'template_applied', templateId: params.id, students: applied.length }, 'template applied');
    return result.result;
  });
};
