import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { planTemplates } from './schema.ts';
import { STARTER_TEMPLATES, type StarterTemplate } from './seed/starter-templates.ts';
import { exerciseCountOf } from '#server/features/templates/repo.ts';

/**
 * Writes RumoFit's starter models (owner null) after the exercise catalogue, at every start: a new one
 * is inserted; one whose text or plan changed in the code is rewritten with its version bumped (the
 * plans already applied from it keep the version they came from); an unchanged one is left alone.
 */
export async function seedStarterTemplates(
  db: Db,
  starters: readonly StarterTemplate[] = STARTER_TEMPLATES,
): Promise<void> {
  if (starters.length === 0) return;
  const rows = starters.map((starter) => ({
    id: starter.id,
    personalId: null,
    name: starter.name,
    description: starter.description,
    level: starter.level,
    goal: starter.goal,
    days: starter.plan.length,
    plan: starter.plan,
    exerciseCount: exerciseCountOf(starter.plan),
  }));
  const fresh = (column: string) => sql.raw(`excluded.${column}`);
  await db
    .insert(planTemplates)
    .values(rows)
    .onConflictDoUpdate({
      target: planTemplates.id,
      set: {
        name: fresh('name'),
        description: fresh('description'),
        level: fresh('level'),
        goal: fresh('goal'),
        days: fresh('days'),
        plan: fresh('plan'),
        exerciseCount: fresh('exercise_count'),
        version: sql`${planTemplates.version} + 1`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`${planTemplates.personalId} is null and
        (${planTemplates.name}, ${planTemplates.description}, ${planTemplates.level}, ${planTemplates.goal},
         ${planTemplates.days}, ${planTemplates.plan})
        is distinct from (excluded.name, excluded.description, excluded.level, excluded.goal, excluded.days, excluded.plan)`,
    });
}
