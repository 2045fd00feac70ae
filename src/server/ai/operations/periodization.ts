import type { PeriodizationBody } from '#shared/contracts/ai.ts';
import type { AiOperation } from '../gateway.ts';
import { periodizationText } from '../local/periodization.ts';
import { firstName } from '#shared/domain/text/first-name.ts';
import { DATA_FENCE } from '../provider.ts';
import { SYSTEM_RULES, studentData, type CoachContext } from './context.ts';

export interface PeriodizationRequest {
  context: CoachContext;
  body: PeriodizationBody;
}

/** A periodization is text: cleaned by the gateway; an echo of our prompt or a few words is no answer. */
export function sanitizePeriodization(answer: unknown): string | null {
  if (typeof answer !== 'string') return null;
  if (
    answer.includes(DATA_FENCE.open) ||
    answer.includes(DATA_FENCE.close) ||
    answer.includes(SYSTEM_RULES.slice(0, 40))
  )
    return null;
  return answer.trim().length >= 40 ? answer.trim() : null;
}

export const periodizationOperation: AiOperation<PeriodizationRequest, string> = {
  name: 'periodization',
  output: 'text',
  prompt: ({ context, body }) => ({
    system: SYSTEM_RULES,
    task: [
      `Escreva a estrutura de uma periodização ${body.methodology} de ${body.weeks} semanas para o aluno.`,
      'Fases com as semanas de cada uma, séries × repetições, intensidade (RPE ou %1RM) e uma semana de deload a cada 4 a 6 semanas.',
      'Texto simples, sem markdown, em no máximo 40 linhas.',
    ].join('\n'),
    data: studentData(context),
  }),
  sanitize: sanitizePeriodization,
  local: ({ context, body }) =>
    periodizationText(
      context.athlete,
      firstName(context.student.name),
      context.student.answers.specificGoal,
      body,
    ),
};
