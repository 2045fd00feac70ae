import { todayOf, type Clock } from '#server/clock.ts';
import type { Failure } from '#server/failure.ts';
import { PlanSchema } from '#shared/contracts/plans.ts';
import { DEFAULT_PLAN_PRICES, PersonalSettingsSchema } from '#shared/contracts/profile.ts';
import type { StudentHome } from '#shared/contracts/training.ts';
import { localDate } from '#shared/domain/dates/local-date.ts';
import { planExerciseIds } from '#shared/domain/plans/plan-defaults.ts';
import { isPlanExpired } from '#shared/domain/students/plan-state.ts';
import type { HomeRepo } from './repo.ts';

/**
 * The student's home (`GET /api/me`). An expired plan is not sent: the student sees the renewal
 * screen. The plan starts the day the student was added, or the later day it was put in force.
 */
export function createHomeService(repo: HomeRepo, clock: Clock) {
  return {
    async home(studentId: string): Promise<{ ok: true; home: StudentHome } | Failure<'STUDENT_NOT_FOUND'>> {
      const row = await repo.student(studentId);
      if (!row) return { ok: false, error: 'STUDENT_NOT_FOUND' };
      const today = todayOf(clock);
      const expired = isPlanExpired(row, today);
      const plan = expired ? [] : PlanSchema.catch([]).parse(row.workoutPlan ?? []);
      const settings = PersonalSettingsSchema.catch({}).parse(row.trainerSettings);
      const prices = settings.planPrices ?? DEFAULT_PLAN_PRICES;
      const addedOn = localDate(row.createdAt);
      const home: StudentHome = {
        id: row.id,
        name: row.name,
        sex: row.sex,
        planStatus: row.planStatus,
        planExpiryDate: row.planExpiryDate,
        planStart: row.planStartedOn && row.planStartedOn > addedOn ? row.planStartedOn : addedOn,
        goal: row.goal,
        hasAnamnesis: row.hasAnamnesis,
        workoutPlan: plan,
        exercises: await repo.exerciseInfos(planExerciseIds(plan)),
        trainer: {
          name: row.trainerName,
          whatsapp: settings.whatsapp ?? null,
          planPrices: { '1': prices['1'] ?? null, '3': prices['3'] ?? null, '6': prices['6'] ?? null },
        },
        today,
      };
      return { ok: true, home };
    },
  };
}

export type HomeService = ReturnType<typeof createHomeService>;
