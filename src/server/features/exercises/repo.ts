import { and, arrayContains, asc, count, eq, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { exercises } from '#server/db/schema.ts';
import type {
  Exercise,
  ExerciseFilter,
  ExerciseListQuery,
  ExerciseTraits,
} from '#shared/contracts/exercises.ts';
import { inferTraits } from '#shared/domain/exercises/infer-traits.ts';
import { pageCount } from '#shared/contracts/pagination.ts';
import { foldForSearch } from '#shared/domain/text/fold-for-search.ts';
import { escapeLike } from '#server/db/like.ts';
import { isUniqueViolation } from '#server/db/pg-errors.ts';
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
  traits: exercises.traits,
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
  traits: ExerciseTraits | null;
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
    traits: row.traits ?? traitsOfRow(row),
  };
}

/** A row the seed has not judged yet (an admin's, from before drizzle/0011): read from its name. */
function traitsOfRow(row: { name: string; equipment: string; musclePrimary: readonly string[] }) {
  return inferTraits({
    name: row.name,
    equipment: row.equipment as Exercise['equipment'],
    primary: row.musclePrimary,
  });
}

/** The row an admin writes: marked as theirs, so the seed never overwrites it. */
function rowOf(exercise: Omit<Exercise, 'id'>, now: Date) {
  return {
    name: exercise.name,
    videoUrl: exercise.videoUrl,
    gifUrl: exercise.gifUrl,
    tutorial: exercise.tutorial,
    equipment: exercise.equipment,
    musclePrimary: exercise.muscleGroups.primary,
    muscleSecondary: exercise.muscleGroups.secondary,
    difficulty: exercise.difficulty,
    contraindications: exercise.contraindications,
    traits: exercise.traits,
    adminEditedAt: now,
    updatedAt: now,
  };
}

function filterOf(query: ExerciseFilter): SQL | undefined {
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
  return where.length ? and(...where) : undefined;
}

/** 'Copiar Nomes' copies what the filter finds, up to this many. */
const NAMES_MAX = 5_000;

export function createExercisesRepo(db: Db) {
  return {
    /** Adds one exercise; false when its id is taken (nothing written). */
    async insert(exercise: Exercise, now: Date): Promise<boolean> {
      const added = await db
        .insert(exercises)
        .values({ id: exercise.id, ...rowOf(exercise, now), createdAt: now })
        .onConflictDoNothing({ target: exercises.id })
        .returning({ id: exercises.id });
      return added.length > 0;
    },

    /**
     * Adds every exercise of a batch in one transaction, or none: the ids taken or repeated come back.
     * A batch racing another that adds the same ids loses to it on the unique index, and is then
     * answered like one sent after it (the ids the winner took), once the winner has committed.
     */
    async insertAll(batch: Exercise[], now: Date): Promise<{ added: number } | { taken: string[] }> {
      const ids = batch.map((exercise) => exercise.id);
      const repeated = ids.filter((id, index) => ids.indexOf(id) !== index);
      const takenNow = async () =>
        (await db.select({ id: exercises.id }).from(exercises).where(inArray(exercises.id, ids))).map(
          (row) => row.id,
        );
      try {
        return await db.transaction(async (tx) => {
          const existing = await tx
            .select({ id: exercises.id })
            .from(exercises)
            .where(inArray(exercises.id, ids));
          const taken = [...new Set([...existing.map((row) => row.id), ...repeated])].sort();
          if (taken.length > 0) return { taken };
          await tx
            .insert(exercises)
            .values(batch.map((exercise) => ({ id: exercise.id, ...rowOf(exercise, now), createdAt: now })));
          return { added: batch.length };
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // The unique index waited for the other transaction and it committed: its ids are there now.
        return { taken: (await takenNow()).sort() };
      }
    },

    /** Replaces an exercise's fields (never its id); null when there is no such exercise. */
    async update(id: string, exercise: Omit<Exercise, 'id'>, now: Date): Promise<Exercise | null> {
      const [row] = await db
        .update(exercises)
        .set(rowOf(exercise, now))
        .where(eq(exercises.id, id))
        .returning(columns);
      return row ? toExercise(row) : null;
    },

    /**
     * The exercise with this name (folded) or, failing that, with this id: the generator reuses it
     * (product §5). One statement; a name match wins.
     */
    async byNameOrId(name: string, id: string): Promise<Exercise | null> {
      const folded = foldForSearch(name);
      const [row] = await db
        .select(columns)
        .from(exercises)
        .where(or(eq(exercises.nameSearch, folded), eq(exercises.id, id)))
        .orderBy(sql`${exercises.nameSearch} = ${folded} desc`)
        .limit(1);
      return row ? toExercise(row) : null;
    },

    /** The names the filter finds, in the list's order. */
    async names(query: ExerciseFilter): Promise<string[]> {
      const rows = await db
        .select({ name: exercises.name })
        .from(exercises)
        .where(filterOf(query))
        .orderBy(asc(exercises.nameSearch), asc(exercises.id))
        .limit(NAMES_MAX);
      return rows.map((row) => row.name);
    },

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
          traits: exercises.traits,
        })
        .from(exercises)
        .orderBy(asc(exercises.id));
      return rows.map((row): CoachExercise => ({
        ...row,
        equipment: row.equipment as CoachExercise['equipment'],
        difficulty: row.difficulty as CoachExercise['difficulty'],
        traits: row.traits ?? traitsOfRow({ ...row, musclePrimary: row.primary }),
      }));
    },

    async list(query: ExerciseListQuery) {
      const filter = filterOf(query);
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
