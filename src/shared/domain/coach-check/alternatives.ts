import { unfitReason, foldedName, type Athlete, type CoachExercise } from './athlete.ts';
import { isCompoundPattern } from './person-rules.ts';

const DIFFICULTY_RANK = { iniciante: 0, intermediario: 1, avancado: 2 } as const;

/** Stretches and mobility drills belong to the warm-up and cool-down, not to a block. */
export function isRoutineDrill(exercise: CoachExercise): boolean {
  return /^(alongamento|mobilidade)\b/.test(foldedName(exercise));
}

/** Multi-joint work: a squat, hinge, lunge, press, pull or carry (the exercise's movement pattern). */
export function isMultiJoint(exercise: CoachExercise): boolean {
  return isCompoundPattern(exercise);
}

/** Words of a name that say how it is done, not what it is ('com Barra', 'na Máquina', 'em Pé'). */
const HOW = /\b(com|na|no|em|de|do|da)\b.*$|\(.*\)/;

/**
 * The movement family of an exercise, for 'one exercise per family in a session' (issue 22 §4): its
 * pattern and main muscle, and, for hypertrophy, the name's own movement (a flat and an incline press are
 * two angles; two crossovers, two bent-over rows or two standing calf raises are one family).
 */
export function familyOf(exercise: CoachExercise, angles: boolean): string {
  const head = `${exercise.traits.pattern}|${exercise.primary[0] ?? ''}`;
  if (!angles) return head;
  const stem = foldedName(exercise).replace(HOW, '').trim().split(/\s+/).slice(0, 2).join(' ');
  return `${head}|${stem}`;
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
    (isMultiJoint(candidate) === isMultiJoint(original) ? 0 : 4) +
    (candidate.traits.pattern === original.traits.pattern ? 0 : 2);
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
