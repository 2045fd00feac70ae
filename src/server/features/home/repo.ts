import { eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { exercises, personals, students, users } from '#server/db/schema.ts';
import type { ExerciseInfo } from '#shared/contracts/training.ts';
import { anamnesisColumns, sexOf } from '#server/features/anamnesis/repo.ts';

/** The student's home: their row with their trainer's name and settings, and the plan's exercises. */
export function createHomeRepo(db: Db) {
  return {
    /** Of the anamnesis only the sex (for the greeting) and whether it was sent: no answer is read. */
    async student(studentId: string) {
      const [row] = await db
        .select({
          id: students.id,
          name: students.name,
          planStatus: students.planStatus,
          planExpiryDate: students.planExpiryDate,
          planStartedOn: students.planStartedOn,
          createdAt: students.createdAt,
          goal: students.goal,
          sex: anamnesisColumns.sex,
          hasAnamnesis: students.hasAnamnesis,
          workoutPlan: students.workoutPlan,
          trainerName: users.name,
          trainerSettings: personals.settings,
        })
        .from(students)
        .innerJoin(personals, eq(personals.id, students.personalId))
        .innerJoin(users, eq(users.id, students.personalId))
        .where(eq(students.id, studentId));
      return row ? { ...row, sex: sexOf(row.sex) } : null;
    },

    /** What the student sees of each exercise of their plan. */
    async exerciseInfos(ids: string[]): Promise<Record<string, ExerciseInfo>> {
      if (ids.length === 0) return {};
      const found = await db
        .select({
          id: exercises.id,
          name: exercises.name,
          videoUrl: exercises.videoUrl,
          gifUrl: exercises.gifUrl,
          tutorial: exercises.tutorial,
        })
        .from(exercises)
        .where(inArray(exercises.id, ids));
      return Object.fromEntries(found.map(({ id, ...info }) => [id, info]));
    },
  };
}

export type HomeRepo = ReturnType<typeof createHomeRepo>;
