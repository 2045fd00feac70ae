import type { ModificationKind } from '#shared/contracts/ai.ts';
import { SessionFamilies, alternativesFor, difficultyStep } from '#shared/domain/coach-check/alternatives.ts';
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

/** Why nothing came back (issue 23 item 25), in the words the trainer reads. */
export const NO_MODIFICATION: Record<ModificationKind, string> = {
  variation: 'Não há outra variação desse padrão adequada a este aluno.',
  progression: 'Não há exercício mais difícil desse padrão adequado a este aluno.',
  regression: 'Não há exercício mais fácil desse padrão adequado a este aluno.',
};

/**
 * The choices for `original` in its day: fit for the person, not in the day, and not of a movement
 * family another exercise of the day already holds (two crossovers, two stiff-legs).
 */
function candidatesFor(
  original: CoachExercise,
  athlete: Athlete,
  catalog: readonly CoachExercise[],
  dayExerciseIds: readonly string[],
): CoachExercise[] {
  const angles = athlete.goal === 'hypertrophy';
  const byId = new Map(catalog.map((exercise) => [exercise.id, exercise]));
  const taken = new SessionFamilies(angles);
  for (const id of dayExerciseIds) {
    const exercise = byId.get(id);
    if (exercise && id !== original.id) taken.add(exercise);
  }
  const fit = alternativesFor(original, athlete, catalog, new Set(dayExerciseIds));
  const free = fit.filter((candidate) => !taken.clashes(candidate));
  // When the original already shares its family with another exercise of the day (the trainer chose
  // it so), a change that shares it too is no worse: offered after the ones that share nothing.
  return taken.clashes(original) ? [...free, ...fit.filter((candidate) => taken.clashes(candidate))] : free;
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
  const options = candidatesFor(original, athlete, catalog, dayExerciseIds);
  const muscle = original.primary[0] ?? '';
  if (kind === 'variation') {
    // The same movement for the same muscle: with the same equipment when the day leaves one, else with
    // other equipment the student has (a day that already holds the other dumbbell presses still varies).
    const samePattern = options.filter((candidate) => candidate.traits.pattern === original.traits.pattern);
    const found =
      samePattern.find((candidate) => candidate.equipment === original.equipment) ?? samePattern[0];
    if (!found) return null;
    return {
      exercise: found,
      reason:
        found.equipment === original.equipment
          ? `Variação: mesmo músculo (${muscle}) e mesmo equipamento (${EQUIPMENT_NAMES[found.equipment]}), outro movimento.`
          : `Variação: mesmo músculo (${muscle}) e mesmo padrão de movimento, com ${EQUIPMENT_NAMES[found.equipment]}.`,
    };
  }
  const direction = kind === 'progression' ? 1 : -1;
  // Harder or easier within the same movement pattern: a lunge progresses to a lunge, not to a jump.
  const steps = options.filter(
    (candidate) =>
      Math.sign(difficultyStep(original, candidate)) === direction &&
      candidate.traits.pattern === original.traits.pattern,
  );
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
  return candidatesFor(original, athlete, catalog, dayExerciseIds)
    .slice(0, limit)
    .map((exercise) => ({
      exercise,
      reason: `${original.primary[0] ?? ''} com ${EQUIPMENT_NAMES[exercise.equipment]}, nível ${DIFFICULTY_NAMES[exercise.difficulty]}${
        exercise.equipment === original.equipment ? ', mesmo equipamento' : ''
      }.`,
    }));
}
