import { z } from 'zod';
import type { Split } from '#shared/contracts/ai.ts';
import { MUSCLE_GROUPS, type MuscleGroup } from '#shared/contracts/exercises.ts';
import type { Weekday } from '#shared/domain/plans/weekdays.ts';
import type { AiOperation } from '../gateway.ts';
import { suggestSplit } from '../local/split.ts';
import { SYSTEM_RULES, cleanLine, studentData, type CoachContext } from './context.ts';

/** Spec §3 'Split suggestion': a list of dayOfWeek with muscleGroups, and one line of why. */
const SplitAnswerSchema = z.object({
  days: z.array(z.object({ dayOfWeek: z.string(), muscleGroups: z.array(z.string()).max(20) })).max(14),
  reason: z.string().max(2000).optional(),
});

/** Only the student's available days, only the groups of product §9, each once; nothing left is no answer. */
export function sanitizeSplit(answer: z.infer<typeof SplitAnswerSchema>, context: CoachContext) {
  const split: Split = {};
  for (const entry of answer.days) {
    const day = entry.dayOfWeek as Weekday;
    if (!context.athlete.days.includes(day) || split[day]) continue;
    const groups = [...new Set(entry.muscleGroups)].filter((g): g is MuscleGroup =>
      (MUSCLE_GROUPS as readonly string[]).includes(g),
    );
    if (groups.length > 0) split[day] = groups;
  }
  if (Object.keys(split).length === 0) return null;
  return {
    split,
    reason: cleanLine(answer.reason, 200) ?? 'Divisão sugerida para os dias disponíveis do aluno.',
  };
}

export const splitOperation: AiOperation<CoachContext, { split: Split; reason: string }> = {
  name: 'split',
  output: 'json',
  answer: SplitAnswerSchema,
  prompt: (context) => ({
    system: SYSTEM_RULES,
    task: [
      'Sugira a divisão de treino da semana: para cada dia disponível do aluno, os grupos musculares do dia.',
      `Use apenas estes grupos: ${MUSCLE_GROUPS.join(', ')}.`,
      'Cada grupo grande cerca de duas vezes por semana quando os dias permitirem; nunca o mesmo grupo pesado em dois dias seguidos.',
      'Em "reason", uma frase curta dizendo por que esta divisão.',
    ].join('\n'),
    data: studentData(context),
  }),
  sanitize: sanitizeSplit,
  local: (context) => (context.athlete.days.length ? suggestSplit(context.athlete) : null),
};
