import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { exercises } from './schema.ts';
import { EXERCISE_CATALOG } from './seed/exercise-catalog.ts';
import type { Exercise } from '#shared/contracts/exercises.ts';
import { inferTraits } from '#shared/domain/exercises/infer-traits.ts';

/**
 * Inserts the catalogue's exercises and refreshes the ones it still owns. A row an admin
 * edited (admin_edited_at set) is never written again, so running it at every start is safe;
 * only its traits, when it has none yet (it predates them, drizzle/0011), are judged once.
 */
export async function seedExercises(db: Db, catalog: readonly Exercise[] = EXERCISE_CATALOG): Promise<void> {
  if (catalog.length === 0) return;
  const rows = catalog.map((e) => ({
    id: e.id,
    name: e.name,
    videoUrl: e.videoUrl,
    gifUrl: e.gifUrl,
    tutorial: e.tutorial,
    equipment: e.equipment,
    musclePrimary: e.muscleGroups.primary,
    muscleSecondary: e.muscleGroups.secondary,
    difficulty: e.difficulty,
    contraindications: e.contraindications,
    traits: e.traits,
  }));
  const fresh = (column: string) => sql.raw(`excluded.${column}`);
  await db
    .insert(exercises)
    .values(rows)
    .onConflictDoUpdate({
      target: exercises.id,
      set: {
        name: fresh('name'),
        videoUrl: fresh('video_url'),
        gifUrl: fresh('gif_url'),
        tutorial: fresh('tutorial'),
        equipment: fresh('equipment'),
        musclePrimary: fresh('muscle_primary'),
        muscleSecondary: fresh('muscle_secondary'),
        difficulty: fresh('difficulty'),
        contraindications: fresh('contraindications'),
        traits: fresh('traits'),
        updatedAt: sql`now()`,
      },
      // Only rows the seed still owns, and only when the catalogue actually changed them.
      setWhere: and(
        isNull(exercises.adminEditedAt),
        sql`(${exercises.name}, ${exercises.videoUrl}, ${exercises.gifUrl}, ${exercises.tutorial}, ${exercises.equipment},
             ${exercises.musclePrimary}, ${exercises.muscleSecondary}, ${exercises.difficulty}, ${exercises.contraindications},
             ${exercises.traits})
            is distinct from (excluded.name, excluded.video_url, excluded.gif_url, excluded.tutorial, excluded.equipment,
             excluded.muscle_primary, excluded.muscle_secondary, excluded.difficulty, excluded.contraindications,
             excluded.traits)`,
      ),
    });
  await judgeUntraited(db, catalog);
}

/**
 * An admin's row from before traits existed: the catalogue's traits for its id (the admin never saw
 * them, so never chose otherwise), else a reading of its name, equipment and groups (inferTraits).
 */
async function judgeUntraited(db: Db, catalog: readonly Exercise[]): Promise<void> {
  const untraited = await db
    .select({
      id: exercises.id,
      name: exercises.name,
      equipment: exercises.equipment,
      primary: exercises.musclePrimary,
    })
    .from(exercises)
    .where(isNull(exercises.traits));
  const byId = new Map(catalog.map((e) => [e.id, e.traits]));
  for (const row of untraited) {
    const traits =
      byId.get(row.id) ?? inferTraits({ ...row, equipment: row.equipment as Exercise['equipment'] });
    await db
      .update(exercises)
      .set({ traits })
      .where(and(eq(exercises.id, row.id), isNull(exercises.traits)));
  }
}
