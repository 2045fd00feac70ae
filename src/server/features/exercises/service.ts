import type { Clock } from '#server/clock.ts';
import type { Failure } from '#server/failure.ts';
import type { ExerciseEdit, ExerciseInput } from '#shared/contracts/admin.ts';
import type { Exercise, ExerciseFilter, ExerciseListQuery } from '#shared/contracts/exercises.ts';
import { inferTraits } from '#shared/domain/exercises/infer-traits.ts';
import type { Page } from '#shared/contracts/pagination.ts';
import type { ExercisesRepo } from './repo.ts';

/** An exercise as written, its traits read from its name when the admin left them out (decision 031). */
export function withTraits(input: ExerciseInput): Exercise {
  const { traits, ...exercise } = input;
  return {
    ...exercise,
    traits:
      traits ??
      inferTraits({ name: input.name, equipment: input.equipment, primary: input.muscleGroups.primary }),
  };
}

/** How many taken ids a refused batch names; the rest are counted. */
const IDS_NAMED = 20;

/** The exercise database: trainers search it (the plan editor's picker), the admin keeps it. */
export function createExercisesService(repo: ExercisesRepo, clock: Clock) {
  return {
    /** One page, filtered and counted in SQL. */
    list: (query: ExerciseListQuery): Promise<Page<Exercise>> => repo.list(query),

    /** 'Copiar Nomes': every name the filter finds. */
    names: (filter: ExerciseFilter) => repo.names(filter),

    /** Spec §5: a new id must not exist ('Exercício com ID "{id}" já existe.'). */
    async add(
      input: ExerciseInput,
    ): Promise<{ ok: true; exercise: Exercise } | Failure<'EXERCISE_EXISTS'>> {
      const exercise = withTraits(input);
      if (!(await repo.insert(exercise, clock.now())))
        return { ok: false, error: 'EXERCISE_EXISTS', fields: { id: exercise.id } };
      return { ok: true, exercise };
    },

    /** The id never changes; the row becomes the admin's, which the seed never overwrites. */
    async update(
      id: string,
      edit: ExerciseEdit,
    ): Promise<{ ok: true; exercise: Exercise } | Failure<'NOT_FOUND'>> {
      const exercise = await repo.update(id, edit, clock.now());
      return exercise ? { ok: true, exercise } : { ok: false, error: 'NOT_FOUND' };
    },

    /** All or nothing: one id taken, or repeated inside the batch, and nothing is added (the ids named). */
    async addBatch(
      batch: ExerciseInput[],
    ): Promise<{ ok: true; added: number } | Failure<'EXERCISES_EXIST'>> {
      const result = await repo.insertAll(batch.map(withTraits), clock.now());
      if ('added' in result) return { ok: true, added: result.added };
      const named = result.taken.slice(0, IDS_NAMED).join(', ');
      const more = result.taken.length - IDS_NAMED;
      return {
        ok: false,
        error: 'EXERCISES_EXIST',
        fields: { ids: more > 0 ? `${named} e mais ${more}` : named },
      };
    },
  };
}

export type ExercisesService = ReturnType<typeof createExercisesService>;
