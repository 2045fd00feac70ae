import type { Exercise, ExerciseListQuery } from '#shared/contracts/exercises.ts';
import type { Page } from '#shared/contracts/pagination.ts';
import type { ExercisesRepo } from './repo.ts';

/** The exercise database as trainers search it (the plan editor's picker). */
export function createExercisesService(repo: ExercisesRepo) {
  return {
    /** One page, filtered and counted in SQL. */
    list: (query: ExerciseListQuery): Promise<Page<Exercise>> => repo.list(query),
  };
}

export type ExercisesService = ReturnType<typeof createExercisesService>;
