import { eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { exercises, personals, students, users } from '#server/db/schema.ts';
import { PlanSchema } from '#shared/contracts/plans.ts';
import { PersonalSettingsSchema, DEFAULT_PLAN_PRICES } from '#shared/contracts/profile.ts';
import type { ExerciseInfo, StudentHome } from '#shared/contracts/training.ts';
import { SEXES } from '#shared/domain/anamnesis/questions.ts';
import { localDate } from '#shared/domain/dates/local-date.ts';
import { planExerciseIds } from '#shared/domain/plans/plan-defaults.ts';
import { isPlanExpired } from '#shared/domain/students/plan-state.ts';

type Sex = (typeof SEXES)[number];
const isSex = (value: unknown): value is Sex => SEXES.includes(value as Sex);

/**
 * The student's home (`GET /api/me`). It reads the anamnesis only to learn the sex for the greeting;
 * no answer leaves this function. An expired plan is not sent: the student sees the renewal screen.
 */
export async function studentHome(db: Db, studentId: string, today: string): Promise<StudentHome | null> {
  const [row] = await db
    .select({
      id: students.id,
      name: students.name,
      planStatus: students.planStatus,
      planExpiryDate: students.planExpiryDate,
      planStartedOn: students.planStartedOn,
      createdAt: students.createdAt,
      goal: students.goal,
      anamnesis: students.anamnesis,
      workoutPlan: students.workoutPlan,
      trainerName: users.name,
      trainerSettings: personals.settings,
    })
    .from(students)
    .innerJoin(personals, eq(personals.id, students.personalId))
    .innerJoin(users, eq(users.id, students.personalId))
    .where(eq(students.id, studentId));
  if (!row) return null;

  const expired = isPlanExpired(row, today);
  const plan = expired ? [] : PlanSchema.catch([]).parse(row.workoutPlan ?? []);
  const ids = planExerciseIds(plan);
  const infos: Record<string, ExerciseInfo> = {};
  if (ids.length > 0) {
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
    for (const { id, ...info } of found) infos[id] = info;
  }

  const settings = PersonalSettingsSchema.catch({}).parse(row.trainerSettings);
  const prices = settings.planPrices ?? DEFAULT_PLAN_PRICES;
  const sex = (row.anamnesis as { sex?: unknown } | null)?.sex;
  const addedOn = localDate(row.createdAt);
  return {
    id: row.id,
    name: row.name,
    sex: isSex(sex) ? sex : null,
    planStatus: row.planStatus,
    planExpiryDate: row.planExpiryDate,
    planStart: row.planStartedOn && row.planStartedOn > addedOn ? row.planStartedOn : addedOn,
    goal: row.goal,
    hasAnamnesis: row.anamnesis !== null,
    workoutPlan: plan,
    exercises: infos,
    trainer: {
      name: row.trainerName,
      whatsapp: settings.whatsapp ?? null,
      planPrices: { '1': prices['1'] ?? null, '3': prices['3'] ?? null, '6': prices['6'] ?? null },
    },
    today,
  };
}
