import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendError } from '#server/http/errors.ts';
import { ERROR_MESSAGES, ERROR_RESPONSES } from '#shared/contracts/errors.ts';
import { pageOf } from '#shared/contracts/pagination.ts';
import { RecordIdSchema } from '#shared/contracts/scalars.ts';
import {
  CreateStudentBodySchema,
  SavePlanBodySchema,
  StudentDetailSchema,
  StudentListItemSchema,
  StudentListQuerySchema,
  UpdateStudentBodySchema,
} from '#shared/contracts/students.ts';
import type { FastifyReply } from 'fastify';
import type { StudentWrite, StudentsService } from './service.ts';

const TRAINERS = ['personal', 'admin'] as const;
const errors = ERROR_RESPONSES;
const params = z.strictObject({ id: RecordIdSchema });

function replyWith(reply: FastifyReply, result: StudentWrite) {
  if (result.ok) return result.student;
  if (result.error === 'STUDENT_NOT_FOUND') return sendError(reply, 404, 'STUDENT_NOT_FOUND');
  if (result.error === 'STUDENT_CHANGED') return sendError(reply, 409, 'STUDENT_CHANGED');
  if (result.error === 'PASSWORD_IS_PERSONAL')
    return sendError(reply, 400, 'PASSWORD_IS_PERSONAL', {
      newPassword: ERROR_MESSAGES.PASSWORD_IS_PERSONAL,
    });
  return sendError(reply, 400, 'UNKNOWN_EXERCISES', { ids: result.ids.join(', ') });
}

/** The trainer's students (spec §2 'Painel do Personal', 'Student management dialog', 'Plan editor'). */
export const studentRoutes: FastifyPluginAsyncZod<{ students: StudentsService }> = async (
  app,
  { students },
) => {
  const config = { access: TRAINERS };

  app.get(
    '/students',
    {
      config,
      schema: {
        tags: ['students'],
        querystring: StudentListQuerySchema,
        response: { 200: pageOf(StudentListItemSchema), ...errors },
      },
    },
    async (request) => students.list(request.actor!, request.query),
  );

  app.post(
    '/students',
    {
      config,
      schema: {
        tags: ['students'],
        body: CreateStudentBodySchema,
        response: { 201: StudentDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await students.create(request.actor!, request.body);
      if (!result.ok) return sendError(reply, 409, result.error);
      request.log.info({ event: 'student_created', studentId: result.student.id }, 'student created');
      return reply.code(201).send(result.student);
    },
  );

  app.get(
    '/students/:id',
    { config, schema: { tags: ['students'], params, response: { 200: StudentDetailSchema, ...errors } } },
    async (request, reply) =>
      (await students.get(request.actor!, request.params.id)) ?? sendError(reply, 404, 'STUDENT_NOT_FOUND'),
  );

  app.patch(
    '/students/:id',
    {
      config,
      schema: {
        tags: ['students'],
        params,
        body: UpdateStudentBodySchema,
        response: { 200: StudentDetailSchema, ...errors },
      },
    },
    async (request, reply) =>
      replyWith(reply, await students.update(request.actor!, request.params.id, request.body)),
  );

  app.put(
    '/students/:id/plan',
    {
      config,
      schema: {
        tags: ['students'],
        params,
        body: SavePlanBodySchema,
        response: { 200: StudentDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { version, plan } = request.body;
      return replyWith(reply, await students.savePlan(request.actor!, request.params.id, version, plan));
    },
  );

  app.delete(
    '/students/:id',
    { config, schema: { tags: ['students'], params, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      if (!(await students.remove(request.actor!, request.params.id)))
        return sendError(reply, 404, 'STUDENT_NOT_FOUND');
      request.log.info({ event: 'student_deleted', studentId: request.params.id }, 'student deleted');
      return reply.code(204).send(null);
    },
  );
};
