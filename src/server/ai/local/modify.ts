import type { ModificationKind } from '#shared/contracts/ai.ts';
import { alternativesFor, difficultyStep } from '#shared/domain/coach-check/alternatives.ts';
import type { Athlete, CoachExercise } from '#shared/domain/coach-check/athlete.ts';
import { EQUIPMENT_NAMES } from '#shared/domain/coach-check/check.ts';

const DIFFICULTY_NAMES = {
  iniciante: 'iniciante',
  intermediario: 'intermediário',
  avancado: 'avançado',
} as const;

export interface Modification {
  exercise: CoachExercise;
  reason: string;
}

/**
 * Spec §4's three kinds, by the catalogue: a variation keeps the primary muscle and the equipment and
 * changes the movement; a progression (regression) is a harder (easier) exercise for the same primary
 * muscle, with the same equipment when there is one, else with what the student has. Never one already
 * in the day, never one unfit for the student. Null when no exercise qualifies.
 */
export function modifyExercise(
  kind: ModificationKind,
  original: CoachExercise,
  athlete: Athlete,
  catalog: readonly CoachExercise[],
  dayExerciseIds: readonly string[],
): Modification | null {
  const options = alternativesFor(original, athlete, catalog, new Set(dayExerciseIds));
  const muscle = original.primary[0] ?? '';
  if (kind === 'variation') {
    const found = options.find((candidate) => candidate.equipment === original.equipment);
    return found
      ? {
          exercise: found,
          reason: `Variação: mesmo músculo (${muscle}) e mesmo equipamento (${EQUIPMENT_NAMES[found.equipment]}), outro movimento.`,
        }
      : null;
  }
  const direction = kind === 'progression' ? 1 : -1;
  const steps = options.filter((candidate) => Math.sign(difficultyStep(original, candidate)) === direction);
  const found =
    steps.find(
      (candidate) =>
        candidate.equipment === original.equipment && Math.abs(difficultyStep(original, candidate)) === 1,
    ) ??
    steps.find((candidate) => candidate.equipment === original.equipment) ??
    steps[0];
  if (!found) return null;
  const word = kind === 'progression' ? 'Progressão' : 'Regressão';
  const equipment =
    found.equipment === original.equipment ? 'mesmo equipamento' : `com ${EQUIPMENT_NAMES[found.equipment]}`;
  return {
    exercise: found,
    reason: `${word}: mesmo músculo (${muscle}), ${equipment}, nível ${DIFFICULTY_NAMES[found.difficulty]} em vez de ${DIFFICULTY_NAMES[original.difficulty]}.`,
  };
}

/** The 'Trocar Exercício' dialog's choices: a few fitting exercises for the same muscle, each with why. */
export function swapOptions(
  original: CoachExercise,
  athlete: Athlete,
  catalog: readonly CoachExercise[],
  dayExerciseIds: readonly string[],
  limit = 5,
): Modification[] {
  return alternativesFor(original, athlete, catalog, new Set(dayExerciseIds))
    .slice(0, limit)
    .map((exercise) => ({
      exercise,
      reason: `${original.primary[0] ?? ''} com ${EQUIPMENT_NAMES[exercise.equipment]}, nível ${DIFFICULTY_NAMES[exercise.difficulty]}${
        exercise.equipment === original.equipment ? ', mesmo equipamento' : ''
      }.`,
    }));
}
