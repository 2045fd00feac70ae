import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Failure } from '#server/failure.ts';
import { sendFailure } from '#server/http/errors.ts';
import { route } from '#server/http/route.ts';
import { studentDetailJson } from '../students/detail-json.ts';
import type { Actor } from '#server/auth/session.ts';
import type { AuditService } from '../audit/service.ts';
import type { AiKeysService } from './keys-service.ts';
import { setAiNotice } from './notice.ts';
import type { AiResult } from './runner.ts';
import type { AiService } from './service.ts';

const trainer = { access: ['personal', 'admin'], tags: ['ai'] } as const;
const admin = { access: ['admin'], tags: ['admin'] } as const;
/** A trainer's own learned preferences: the service reads and deletes only the caller's rows. */
const ownPreferences = { access: ['personal', 'admin'], tags: ['profile'] } as const;
const studentNotFound = { ok: false, error: 'STUDENT_NOT_FOUND' } as const;

/** Success with its notice (the local coach stood in, or a key over quota was skipped); a refusal otherwise. */
function answer<T extends object, R>(
  reply: FastifyReply,
  result: AiResult<T> | Failure,
  body: (value: T) => R,
) {
  if (!result.ok) return sendFailure(reply, result);
  setAiNotice(reply, result);
  return body(result);
}

/** The trainer's AI coach on one student (product §2 student dialog, plan editor, periodization; issue 13). */
export const aiRoutes: FastifyPluginAsync<{
  ai: AiService;
  keys: AiKeysService;
  audit: AuditService;
}> = async (app, { ai, keys, audit }) => {
  /** A remote provider received the student's answers as data: a read of health data (LGPD Art. 37). */
  async function recordSent(
    input: { actor: Actor; params: { id: string }; request: { ip: string } },
    result: AiResult<object> | Failure,
  ) {
    if (result.ok && result.remote)
      await audit.record(input.actor, 'anamnesis_sent_to_ai', {
        studentId: input.params.id,
        ip: input.request.ip,
      });
  }

  route(app, 'POST /api/students/:id/ai/split', trainer, async (input, reply) => {
    const result = await ai.suggestSplit(input.actor, input.params.id);
    await recordSent(input, result);
    return answer(reply, result, ({ split, reason }) => ({ split, reason }));
  });

  // The answer is the row the UPDATE returned and the plan the coach's sanitiser built (typed by the
  // contract): re-checking a 6-day plan against its schema cost a third of the route's time, and the
  // plan's JSON is the text already written to the database.
  route(app, 'POST /api/students/:id/ai/plan', { ...trainer, unchecked: true }, async (input, reply) => {
    const { actor, params, body, log } = input;
    const result = await ai.generatePlan(actor, params.id, body);
    await recordSent(input, result);
    if (result.ok) {
      log.info({ event: 'ai_plan_generated', studentId: params.id }, 'AI plan generated');
      reply.serializer(studentDetailJson);
    }
    return answer(reply, result, ({ student }) => student);
  });

  route(app, 'POST /api/students/:id/ai/modification', trainer, async (input, reply) => {
    const result = await ai.modify(input.actor, input.params.id, input.body);
    await recordSent(input, result);
    return answer(reply, result, ({ suggestion }) => suggestion);
  });

  route(app, 'POST /api/students/:id/ai/alternatives', trainer, async ({ actor, params, body }, reply) => {
    const alternatives = await ai.alternatives(actor, params.id, body);
    return alternatives ? { alternatives } : sendFailure(reply, studentNotFound);
  });

  route(app, 'POST /api/students/:id/ai/periodization', trainer, async (input, reply) => {
    const result = await ai.periodization(input.actor, input.params.id, input.body);
    await recordSent(input, result);
    return answer(reply, result, ({ text }) => ({ text }));
  });

  route(app, 'POST /api/students/:id/ai/corrections', trainer, async ({ actor, params, body }, reply) => {
    const result = await ai.correct(actor, params.id, body);
    return result ?? sendFailure(reply, studentNotFound);
  });

  // 'Configurações': what the coach learned; only its trainer sees or deletes a preference.
  route(app, 'GET /api/profile/preferences', ownPreferences, async ({ actor }) => ({
    items: await ai.listPreferences(actor),
  }));

  route(app, 'DELETE /api/profile/preferences/:id', ownPreferences, async ({ actor, params }, reply) =>
    (await ai.deletePreference(actor, params.id))
      ? reply.send(null)
      : sendFailure(reply, { ok: false, error: 'NOT_FOUND' }),
  );

  route(app, 'POST /api/students/:id/plan-check', trainer, async ({ actor, params, body }, reply) => {
    const check = await ai.checkPlan(actor, params.id, body.plan);
    return check ?? sendFailure(reply, studentNotFound);
  });

  // 'Base de Exercícios' → the exercise form's 'Gerar com IA'.
  route(app, 'POST /api/admin/exercises/generate', admin, async ({ actor, body }, reply) =>
    answer(reply, await ai.draftExercise(actor, body.name), ({ exercise, existing }) => ({
      exercise,
      existing,
    })),
  );

  // 'Painel de Administração' → 'Chaves de API': keys in, never out.
  route(app, 'GET /api/admin/ai-keys', admin, async () => keys.list());

  route(app, 'POST /api/admin/ai-keys', admin, async ({ actor, body, log, request }, reply) => {
    const key = await keys.add(body.key);
    await audit.record(actor, 'ai_key_added', { target: key.hint, ip: request.ip });
    log.info({ event: 'ai_key_added', keyId: key.id }, 'AI key added');
    return reply.code(201).send(key);
  });

  route(app, 'DELETE /api/admin/ai-keys/:id', admin, async ({ actor, params, log, request }, reply) => {
    if (!(await keys.remove(params.id))) return sendFailure(reply, { ok: false, error: 'NOT_FOUND' });
    await audit.record(actor, 'ai_key_removed', { target: params.id, ip: request.ip });
    log.info({ event: 'ai_key_removed', keyId: params.id }, 'AI key removed');
    return reply.send(null);
  });

  route(app, 'POST /api/admin/ai-keys/:id/check', admin, async ({ params }, reply) => {
    const result = await keys.check(params.id);
    return result ?? sendFailure(reply, { ok: false, error: 'NOT_FOUND' });
  });
};
