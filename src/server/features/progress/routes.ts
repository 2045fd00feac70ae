import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { sendFailure } from '#server/http/errors.ts';
import { route } from '#server/http/route.ts';
import { setAiNotice } from '../ai/notice.ts';
import type { AuditService } from '../audit/service.ts';
import { studentsShownInCard, studentsShownInRadar } from './radar-reads.ts';
import type { ProgressService } from './service.ts';

const student = { access: ['student'], tags: ['me'] } as const;
const trainer = { access: ['personal', 'admin'], tags: ['progress'] } as const;
const studentNotFound = { ok: false, error: 'STUDENT_NOT_FOUND' } as const;

/**
 * What the sets become (issue 15): the student's post-workout analysis, and for the trainer a
 * student's progress, performance review, weekly summary and meals, and the radar over all of them.
 */
export const progressRoutes: FastifyPluginAsync<{ progress: ProgressService; audit: AuditService }> = async (
  app,
  { progress, audit },
) => {
  // Spec §4: analysis failure is silent: the answer is always a 200, null when none could be made.
  // The one refusal: the student's own daily limit of analyses (issue 23 item 5).
  route(app, 'POST /api/me/workouts/:date/analysis', student, async ({ actor, params }, reply) => {
    const result = await progress.analyze(actor.id, params.date);
    return 'error' in result ? sendFailure(reply, result) : result;
  });

  // The student's training with its pain and feedback text: a read of health data (decision 036).
  route(app, 'GET /api/students/:id/progress', trainer, async ({ actor, params, request }, reply) => {
    const result = await progress.studentProgress(actor, params.id);
    if (!result) return sendFailure(reply, studentNotFound);
    await audit.recordTrainingReads(actor, [params.id], request.ip);
    return result;
  });

  // The radar and the review are read far more often than they change: the service keeps their JSON
  // (dropped when a student changes) and it is sent as it is, already shaped by the contract's types.
  const kept = { ...trainer, unchecked: true } as const;
  const json = (reply: FastifyReply, text: string) =>
    reply.type('application/json; charset=utf-8').serializer(String).send(text);

  route(app, 'GET /api/students/:id/performance', kept, async ({ actor, params }, reply) => {
    const text = await progress.performanceJson(actor, params.id);
    return text === 'null' ? sendFailure(reply, studentNotFound) : json(reply, text);
  });

  // The cards with pain and feedback text record who saw which students (throttled per window).
  route(app, 'GET /api/radar', kept, async ({ actor, request }, reply) => {
    const text = await progress.radarJson(actor);
    await audit.recordTrainingReads(actor, studentsShownInRadar(text), request.ip);
    return json(reply, text);
  });

  route(app, 'GET /api/radar/:card', kept, async ({ actor, params, query, request }, reply) => {
    const text = await progress.radarCardJson(actor, params.card, query.page);
    await audit.recordTrainingReads(actor, studentsShownInCard(params.card, text), request.ip);
    return json(reply, text);
  });

  route(
    app,
    'POST /api/students/:id/ai/weekly-summary',
    { ...trainer, tags: ['ai'] },
    async (input, reply) => {
      const result = await progress.weeklySummary(input.actor, input.params.id);
      if (!result) return sendFailure(reply, studentNotFound);
      if (!result.ok) return sendFailure(reply, result);
      setAiNotice(reply, result);
      return { text: result.text };
    },
  );

  route(app, 'POST /api/students/:id/ai/meals', { ...trainer, tags: ['ai'] }, async (input, reply) => {
    const result = await progress.meals(input.actor, input.params.id);
    if (!result) return sendFailure(reply, studentNotFound);
    if (!result.ok) return sendFailure(reply, result);
    // The meals are made from the anamnesis: a remote provider read it (LGPD Art. 37).
    if (result.remote)
      await audit.record(input.actor, 'anamnesis_sent_to_ai', {
        studentId: input.params.id,
        ip: input.request.ip,
      });
    setAiNotice(reply, result);
    return { text: result.text };
  });
};
