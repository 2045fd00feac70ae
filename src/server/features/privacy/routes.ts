import type { FastifyPluginAsync } from 'fastify';
import { route } from '#server/http/route.ts';
import type { AuditService } from '../audit/service.ts';
import type { PrivacyService } from './service.ts';

const student = { access: ['student'], tags: ['me'] } as const;

/** The student's own data: a copy of everything, and withdrawing the health consent (LGPD Art. 18). */
export const privacyRoutes: FastifyPluginAsync<{ privacy: PrivacyService; audit: AuditService }> = async (
  app,
  { privacy, audit },
) => {
  route(app, 'GET /api/me/export', student, async ({ actor, request }, reply) => {
    const data = await privacy.exportOf(actor);
    await audit.record(actor, 'data_exported', { studentId: actor.id, ip: request.ip });
    reply.header('content-disposition', 'attachment; filename="rumofit-meus-dados.json"');
    return data;
  });

  route(app, 'DELETE /api/me/anamnesis', student, async ({ actor, request }, reply) => {
    await privacy.withdrawConsent(actor);
    await audit.record(actor, 'consent_withdrawn', { studentId: actor.id, ip: request.ip });
    return reply.send(null);
  });
};
