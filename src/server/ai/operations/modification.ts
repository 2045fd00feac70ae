import { z } from 'zod';
import type { ModificationKind } from '#shared/contracts/ai.ts';
import { unfitReason, type CoachExercise } from '#shared/domain/coach-check/athlete.ts';
import type { AiOperation } from '../gateway.ts';
import { modifyExercise, type Modification } from '../local/modify.ts';
import { SYSTEM_RULES, cleanLine, exerciseData, studentData, type CoachContext } from './context.ts';

export interface ModificationRequest {
  context: CoachContext;
  kind: ModificationKind;
  original: CoachExercise;
  dayExerciseIds: readonly string[];
}

const KIND_TASK: Record<ModificationKind, string> = {
  variation: 'uma VARIAÇÃO: mesmo músculo principal e mesmo equipamento, outro movimento',
  progression: 'uma PROGRESSÃO: mesmo músculo principal, exercício mais difícil',
  regression: 'uma REGRESSÃO: mesmo músculo principal, exercício mais fácil',
};
const RANK = { iniciante: 0, intermediario: 1, avancado: 2 } as const;

const ModificationAnswerSchema = z.object({
  exerciseId: z.string().max(100),
  reason: z.string().max(2000).optional(),
});

/**
 * Spec §5: an existing exercise, different from the original and from the day's others, fit for the
 * student, on the same primary muscle, and in the direction asked (harder, easier, same equipment).
 */
export function sanitizeModification(
  answer: z.infer<typeof ModificationAnswerSchema>,
  { context, kind, original, dayExerciseIds }: ModificationRequest,
): Modification | null {
  const exercise = context.byId.get(answer.exerciseId);
  if (!exercise || exercise.id === original.id || dayExerciseIds.includes(exercise.id)) return null;
  if (unfitReason(context.athlete, exercise) !== null || exercise.primary[0] !== original.primary[0])
    return null;
  const step = RANK[exercise.difficulty] - RANK[original.difficulty];
  if (kind === 'variation' && exercise.equipment !== original.equipment) return null;
  if ((kind === 'progression' && step <= 0) || (kind === 'regression' && step >= 0)) return null;
  return { exercise, reason: cleanLine(answer.reason, 200) ?? 'Sugestão da IA para o mesmo músculo.' };
}

export const modificationOperation: AiOperation<ModificationRequest, Modification> = {
  name: 'modification',
  output: 'json',
  answer: ModificationAnswerSchema,
  prompt: ({ context, kind, original, dayExerciseIds }) => ({
    system: SYSTEM_RULES,
    task: [
      `Sugira ${KIND_TASK[kind]} para o exercício "original".`,
      'Não repita o original nem os exercícios de "exerciciosDoDia".',
      'Responda {exerciseId, reason}, com reason em uma frase curta dizendo por quê.',
    ].join('\n'),
    data: {
      ...studentData(context),
      original: {
        id: original.id,
        nome: original.name,
        equipamento: original.equipment,
        dificuldade: original.difficulty,
      },
      exerciciosDoDia: dayExerciseIds,
      exercicios: exerciseData(context).filter((exercise) => exercise.primarios[0] === original.primary[0]),
    },
  }),
  sanitize: sanitizeModification,
  local: ({ context, kind, original, dayExerciseIds }) =>
    modifyExercise(kind, original, context.athlete, context.catalog, dayExerciseIds),
};
