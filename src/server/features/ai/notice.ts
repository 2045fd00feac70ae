import type { FastifyReply } from 'fastify';
import { AI_NOTICE_HEADER, AI_NOTICES } from '#shared/contracts/ai.ts';

/**
 * The notice an AI answer carries in `x-ai-notice`: the local coach stood in for a failing remote
 * provider (issue 23 item 2), or a key over quota was skipped for the next one (product §8 info toast).
 */
export function setAiNotice(reply: FastifyReply, result: { keyRotated: boolean; fellBack?: boolean }) {
  const notice = result.fellBack
    ? AI_NOTICES.localFallback
    : result.keyRotated
      ? AI_NOTICES.keyRotated
      : null;
  if (notice) reply.header(AI_NOTICE_HEADER, notice);
}
