import { and, arrayContains, asc, count, eq, like, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { exercises } from '#server/db/schema.ts';
import type { Exercise, ExerciseListQuery } from '#shared/contracts/exercises.ts';
import { pageCount } from '#shared/contracts/pagination.ts';
import { foldForSearch } from '#shared/domain/text/fold-for-search.ts';
import { escapeLike } from '#server/db/like.ts';
import type { CoachExercise } from '#shared/domain/coach-check/athlete.ts';

const columns = {
  id: exercises.id,
  name: exercises.name,
  videoUrl: exercises.videoUrl,
  gifUrl: exercises.gifUrl,
  tutorial: exercises.tutorial,
  equipment: exercises.equipment,
  musclePrimary: exercises.musclePrimary,
  muscleSecondary: exercises.muscleSecondary,
  difficulty: exercises.difficulty,
  contraindications: exercises.contraindications,
};

function toExercise(row: {
  id: string;
  name: string;
  videoUrl: string | null;
  gifUrl: string | null;
  tutorial: string;
  equipment: string;
  musclePrimary: string[];
  muscleSecondary: string[];
  difficulty: string;
  contraindications: string[];
}): Exercise {
  return {
    id: row.id,
    name: row.name,
    videoUrl: row.videoUrl,
    gifUrl: row.gifUrl,
    tutorial: row.tutorial,
    equipment: row.equipment as Exercise['equipment'],
    muscleGroups: { primary: row.musclePrimary, secondary: row.muscleSecondary },
    difficulty: row.difficulty as Exercise['difficulty'],
    contraindications: row.contraindications,
  };
}

export function createExercisesRepo(db: Db) {
  return {
    /** The whole catalogue as the coach reads it: no tutorials or links (issue 13's engine and check). */
    async coachCatalog(): Promise<CoachExercise[]> {
      const rows = await db
        .select({
          id: exercises.id,
          name: exercises.name,
          equipment: exercises.equipment,
          primary: exercises.musclePrimary,
          secondary: exercises.muscleSecondary,
          difficulty: exercises.difficulty,
          contraindications: exercises.contraindications,
        })
        .from(exercises)
        .orderBy(asc(exercises.id));
      return rows as CoachExercise[];
    },

    async list(query: ExerciseListQuery) {
      const where: SQL[] = [];
      const q = query.q ? foldForSearch(query.q) : '';
      if (q) where.push(like(exercises.nameSearch, `%${escapeLike(q)}%`));
      if (query.equipment) where.push(eq(exercises.equipment, query.equipment));
      if (query.muscleGroup) {
        where.push(
          or(
            arrayContains(exercises.musclePrimary, [query.muscleGroup]),
            arrayContains(exercises.muscleSecondary, [query.muscleGroup]),
          )!,
        );
      }
      const filter = where.length ? and(...where) : undefined;
      const [rows, [totals]] = await Promise.all([
        db
          .select(columns)
          .from(exercises)
          .where(filter)
          // Primary-muscle matches first, then by name.
          .orderBy(
            ...(query.muscleGroup
              ? [sql`${arrayContains(exercises.musclePrimary, [query.muscleGroup])} desc`]
              : []),
            asc(exercises.nameSearch),
            asc(exercises.id),
          )
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ total: count() }).from(exercises).where(filter),
      ]);
      const total = totals?.total ?? 0;
      return {
        items: rows.map(toExercise),
        total,
        page: query.page,
        pageCount: pageCount(total, query.pageSize),
      };
    },
  };
}

export type ExercisesRepo = ReturnType<typeof createExercisesRepo>;
