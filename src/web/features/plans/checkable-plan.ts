import { PlanSchema, type Plan } from '#shared/contracts/plans.ts';
import type { PlanDraft } from './plan-draft.ts';

/**
 * What of the draft the coach can check: the rows and routine items that have an exercise (a new
 * manual plan starts with an empty row). 'empty' when no exercise is chosen yet; 'incomplete' when a
 * chosen one still has a field the server would refuse (sets being typed).
 */
export function checkablePlan(draft: PlanDraft): Plan | 'empty' | 'incomplete' {
  const chosen = draft.map((day) => ({
    ...day,
    warmup: day.warmup.filter((item) => item.exerciseId !== ''),
    cooldown: day.cooldown.filter((item) => item.exerciseId !== ''),
    blocks: day.blocks
      .map((block) => ({ ...block, exercises: block.exercises.filter((row) => row.exerciseId !== '') }))
      .filter((block) => block.exercises.length > 0),
  }));
  const any = chosen.some((day) => day.blocks.length > 0 || day.warmup.length > 0 || day.cooldown.length > 0);
  if (!any) return 'empty';
  const parsed = PlanSchema.safeParse(chosen);
  return parsed.success ? parsed.data : 'incomplete';
}
