import { EXERCISE_CATALOG } from '#server/db/seed/exercise-catalog.ts';
import type { CoachExercise } from '#shared/domain/coach-check/athlete.ts';

/** The seeded exercise database as the coach reads it (what `coachCatalog()` selects). */
export const COACH_CATALOG: readonly CoachExercise[] = EXERCISE_CATALOG.map((exercise) => ({
  id: exercise.id,
  name: exercise.name,
  equipment: exercise.equipment,
  primary: exercise.muscleGroups.primary,
  secondary: exercise.muscleGroups.secondary,
  difficulty: exercise.difficulty,
  contraindications: exercise.contraindications,
  traits: exercise.traits,
}));
export const COACH_BY_ID: ReadonlyMap<string, CoachExercise> = new Map(COACH_CATALOG.map((e) => [e.id, e]));

let ids = 0;
export const testId = () => `t${(ids += 1)}`;
