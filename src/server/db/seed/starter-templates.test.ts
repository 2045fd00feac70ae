import { describe, expect, test } from 'vitest';
import { COACH_BY_ID } from '#server/ai/testing/coach-catalog.ts';
import { healthyAdultFor } from '#server/features/templates/starter-person.ts';
import { PlanSchema } from '#shared/contracts/plans.ts';
import { reviewPlaceOf } from '#shared/domain/coach-review/review-place.ts';
import { reviewPlan } from '#shared/domain/coach-review/review-plan.ts';
import { readPerson } from '#shared/domain/person/read-person.ts';
import { STARTER_TEMPLATES } from './starter-templates.ts';

describe('the starter models', () => {
  test('the issue’s list: full body 2× and 3×, upper/lower 4×, push/pull/legs 3× and 6×, home 3×, 60+ 2×', () => {
    expect(STARTER_TEMPLATES.map((model) => `${model.id}:${model.plan.length}`)).toEqual([
      'modelo-full-body-2x-iniciante:2',
      'modelo-full-body-3x-iniciante:3',
      'modelo-upper-lower-4x:4',
      'modelo-ppl-3x:3',
      'modelo-ppl-6x:6',
      'modelo-casa-elasticos-halteres-3x:3',
      'modelo-60-mais-2x:2',
    ]);
  });

  test.each(STARTER_TEMPLATES.map((model) => [model.id, model] as const))(
    '%s is a valid plan on seeded exercises and passes the coach’s reviewer for a healthy adult of its level',
    (_id, model) => {
      expect(PlanSchema.safeParse(model.plan).success).toBe(true);
      const ids = model.plan.flatMap((day) => [
        ...day.warmup.map((item) => item.exerciseId),
        ...day.cooldown.map((item) => item.exerciseId),
        ...day.blocks.flatMap((block) => block.exercises.map((row) => row.exerciseId)),
      ]);
      expect(ids.filter((id) => !COACH_BY_ID.has(id))).toEqual([]);
      const answers = healthyAdultFor({ ...model, days: model.plan.map((day) => day.day) });
      const person = readPerson(answers, { today: '2026-11-28' });
      expect(person.level).toBe(model.level);
      expect(person.conditions).toEqual([]);
      const review = reviewPlan(model.plan, person, COACH_BY_ID, reviewPlaceOf(answers));
      expect(review.findings.map((finding) => finding.message)).toEqual([]);
    },
  );
});
