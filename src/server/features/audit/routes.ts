import type { FastifyPluginAsync } from 'fastify';
import { route } from '#server/http/route.ts';
import type { AuditService } from './service.ts';

/** 'Registro de Acesso' for the admin; 'Quem viu suas respostas' for the student. */
export const auditRoutes: FastifyPluginAsync<{ audit: AuditService }> = async (app, { audit }) => {
  route(app, 'GET /api/admin/audit', { access: ['admin'], tags: ['admin'] }, async ({ query }) =>
    audit.list(query),
  );

  route(app, 'GET /api/me/access-log', { access: ['student'], tags: ['me'] }, async ({ actor, query }) =>
    audit.readsOf(actor.id, query.page),
  );
};
