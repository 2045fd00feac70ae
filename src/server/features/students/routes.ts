import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { sendFailure } from '#server/http/errors.ts';
import { route } from '#server/http/route.ts';
import type { AuditService } from '../audit/service.ts';
import type { StudentWrite, StudentsService } from './service.ts';

const trainer = { access: ['personal', 'admin'], tags: ['students'] } as const;

const replyWith = (reply: FastifyReply, result: StudentWrite) =>
  result.ok ? result.student : sendFailure(reply, result);

/** The trainer's students (product §2 'Painel do Personal', 'Student management dialog', 'Plan editor'). */
export const studentRoutes: FastifyPluginAsync<{ students: StudentsService; audit: AuditService }> = async (
  app,
  { students, audit },
) => {
  route(app, 'GET /api/students', trainer, async ({ actor, query }) => students.list(actor, query));

  route(app, 'POST /api/students', trainer, async ({ actor, body, log }, reply) => {
    const result = await students.create(actor, body);
    if (!result.ok) return sendFailure(reply, result);
    log.info({ event: 'student_created', studentId: result.student.id }, 'student created');
    return result.student;
  });

  route(app, 'GET /api/students/:id', trainer, async ({ actor, params, request }, reply) => {
    const student = await students.get(actor, params.id);
    if (!student) return sendFailure(reply, { ok: false, error: 'STUDENT_NOT_FOUND' });
    // The trainer's dialog shows the answers ('Anamnese'): a read of health data (LGPD Art. 37).
    if (student.anamnesis) await audit.recordRead(actor, student.id, request.ip);
    return student;
  });

  route(app, 'PATCH /api/students/:id', trainer, async ({ actor, params, body }, reply) =>
    replyWith(reply, await students.update(actor, params.id, body)),
  );

  route(app, 'PUT /api/students/:id/plan', trainer, async ({ actor, params, body }, reply) =>
    replyWith(reply, await students.savePlan(actor, params.id, body.version, body.plan)),
  );

  route(app, 'DELETE /api/students/:id', trainer, async ({ actor, params, log }, reply) => {
    if (!(await students.remove(actor, params.id)))
      return sendFailure(reply, { ok: false, error: 'STUDENT_NOT_FOUND' });
    log.info({ event: 'student_deleted', studentId: params.id }, 'student deleted');
    return reply.send(null);
  });
};
