import { unfitReason, foldedName, type Athlete, type CoachExercise } from './athlete.ts';
import { isCompoundPattern } from './person-rules.ts';

const DIFFICULTY_RANK = { iniciante: 0, intermediario: 1, avancado: 2 } as const;

/** Stretches and mobility drills belong to the warm-up and cool-down, not to a block. */
export function isRoutineDrill(exercise: CoachExercise): boolean {
  return (
    exercise.traits.pattern === 'mobilidade' ||
    /^(alongamento|mobilidade)\b|\(aquecimento\)/.test(foldedName(exercise))
  );
}

/** Multi-joint work: a squat, hinge, lunge, press, pull or carry (the exercise's movement pattern). */
export function isMultiJoint(exercise: CoachExercise): boolean {
  return isCompoundPattern(exercise);
}

/** The angle a press or a raise is done at, when its name says it ('Supino Inclinado'). */
const ANGLE = /\b(reto|inclinado|declinado|lateral|frontal)[ao]?s?\b/;
function angleOf(exercise: CoachExercise): string | null {
  return ANGLE.exec(foldedName(exercise))?.[1] ?? null;
}

/** The movement family of an exercise: its pattern and main muscle (two crossovers, two rows are one). */
export function familyOf(exercise: CoachExercise): string {
  return `${exercise.traits.pattern}|${exercise.primary[0] ?? ''}`;
}

/**
 * The families a session already holds, for 'one exercise per movement family in a session' (issue 22
 * §4): for hypertrophy a second one of a family is allowed only at another named angle (a flat and an
 * incline press), never twice the same movement.
 */
export class SessionFamilies {
  private readonly angles = new Map<string, (string | null)[]>();
  constructor(private readonly allowAngles: boolean) {}

  add(exercise: CoachExercise): void {
    const key = familyOf(exercise);
    this.angles.set(key, [...(this.angles.get(key) ?? []), angleOf(exercise)]);
  }

  clashes(exercise: CoachExercise): boolean {
    const before = this.angles.get(familyOf(exercise));
    if (!before) return false;
    const pattern = exercise.traits.pattern;
    if (pattern === 'cardio' || pattern === 'mobilidade') return false;
    const angle = angleOf(exercise);
    return !this.allowAngles || angle === null || before.some((other) => other === null || other === angle);
  }
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
