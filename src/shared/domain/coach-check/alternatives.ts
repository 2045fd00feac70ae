import { unfitReason, foldedName, type Athlete, type CoachExercise } from './athlete.ts';

const DIFFICULTY_RANK = { iniciante: 0, intermediario: 1, avancado: 2 } as const;

/** Stretches and mobility drills belong to the warm-up and cool-down, not to a block. */
export function isRoutineDrill(exercise: CoachExercise): boolean {
  return /^(alongamento|mobilidade)\b/.test(foldedName(exercise));
}

/** Multi-joint work moves more than one group; the catalogue says so with secondary groups. */
export function isMultiJoint(exercise: CoachExercise): boolean {
  return exercise.secondary.length > 0;
}

export function difficultyStep(from: CoachExercise, to: CoachExercise): number {
  return DIFFICULTY_RANK[to.difficulty] - DIFFICULTY_RANK[from.difficulty];
}

/**
 * Exercises that can take `original`'s place for this student: same primary muscle, fit for them
 * (not contraindicated, equipment they have, level, not avoided), not already in `exclude`. Ranked by
 * same equipment, then the same kind of movement, then closest difficulty, then name: deterministic.
 */
export function alternativesFor(
  original: CoachExercise,
  athlete: Athlete,
  catalog: Iterable<CoachExercise>,
  exclude: ReadonlySet<string>,
): CoachExercise[] {
  const muscle = original.primary[0];
  const drill = isRoutineDrill(original);
  const score = (candidate: CoachExercise) =>
    (candidate.equipment === original.equipment ? 0 : 10) +
    Math.abs(difficultyStep(original, candidate)) * 3 +
    // A press is replaced by a press, a fly by a fly: the kind of movement matters more than one level.
    (isMultiJoint(candidate) === isMultiJoint(original) ? 0 : 4);
  return [...catalog]
    .filter(
      (candidate) =>
        candidate.id !== original.id &&
        !exclude.has(candidate.id) &&
        candidate.primary[0] === muscle &&
        isRoutineDrill(candidate) === drill &&
        unfitReason(athlete, candidate) === null,
    )
    .sort((a, b) => score(a) - score(b) || a.name.localeCompare(b.name, 'pt-BR'));
}
