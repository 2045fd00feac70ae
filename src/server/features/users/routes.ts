import type { FastifyPluginAsync } from 'fastify';
import { sendFailure } from '#server/http/errors.ts';
import { route } from '#server/http/route.ts';
import type { AuditService } from '../audit/service.ts';
import type { UsersService } from './service.ts';

const admin = { access: ['admin'], tags: ['admin'] } as const;

/** 'Usuários' in the admin panel: every personal and student, the edit modal, deletion. */
export const userRoutes: FastifyPluginAsync<{ users: UsersService; audit: AuditService }> = async (
  app,
  { users, audit },
) => {
  route(app, 'GET /api/admin/users', admin, async ({ query }) => users.list(query));

  route(app, 'PATCH /api/admin/users/:id', admin, async ({ actor, params, body, log, request }, reply) => {
    const result = await users.update(actor, params.id, body, request.sessionId ?? undefined);
    if (!result.ok) return sendFailure(reply, result);
    await audit.record(actor, 'user_updated', {
      studentId: result.user.role === 'student' ? result.user.id : null,
      target: result.user.email,
      ip: request.ip,
    });
    log.info({ event: 'user_updated_by_admin', userId: params.id }, 'user updated by the admin');
    return result.user;
  });

  route(app, 'DELETE /api/admin/users/:id', admin, async ({ actor, params, query, log, request }, reply) => {
    const result = await users.remove(actor, params.id, query.moveTo);
    if (!result.ok) return sendFailure(reply, result);
    await audit.record(actor, 'user_deleted', { target: result.email, ip: request.ip });
    log.info({ event: 'user_deleted_by_admin', userId: params.id }, 'user deleted by the admin');
    return reply.send(null);
  });
};
