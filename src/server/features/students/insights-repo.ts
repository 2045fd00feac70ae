import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { students } from '#server/db/schema.ts';
import { PlanSchema, type Plan } from '#shared/contracts/plans.ts';
import { InsightSchema, INSIGHTS_KEPT, type Insight } from '#shared/contracts/progress.ts';

function storedPlan(value: unknown): Plan {
  const parsed = PlanSchema.safeParse(value);
  return parsed.success ? parsed.data : [];
}

function storedInsights(value: unknown): Insight[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const parsed = InsightSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * Spec §4 finishing: new insights merged with the kept ones, deduplicated by message (the newer
 * wins), the last 10 kept, newest first.
 */
export function mergeInsights(kept: readonly Insight[], fresh: readonly Insight[]): Insight[] {
  const messages = new Set(fresh.map((insight) => insight.message));
  return [...fresh, ...kept.filter((insight) => !messages.has(insight.message))].slice(0, INSIGHTS_KEPT);
}

/** The list's alert follows the latest workout's insights: a warning beats a suggestion; none clears it. */
export function alertOf(fresh: readonly Insight[]): 'warning' | 'suggestion' | null {
  if (fresh.some((insight) => insight.type === 'warning')) return 'warning';
  if (fresh.some((insight) => insight.type === 'suggestion')) return 'suggestion';
  return null;
}

/**
 * The student's row as progress reads it (issue 15): the plan whose targets a day is measured
 * against, the goal, the kept AI insights. The students table's owner is this feature; these are its
 * progress views and the one write of insights.
 */
export function createInsightsRepo(db: Db) {
  const columns = {
    name: students.name,
    goal: students.goal,
    personalId: students.personalId,
    plan: students.workoutPlan,
    planStartedOn: students.planStartedOn,
    lastTrainedOn: students.lastTrainedOn,
    insights: students.aiInsights,
  };
  const shaped = (row: {
    name: string;
    goal: string | null;
    personalId: string;
    plan: unknown;
    planStartedOn: string | null;
    lastTrainedOn: string | null;
    insights: unknown;
  }) => ({ ...row, plan: storedPlan(row.plan), insights: storedInsights(row.insights) });

  return {
    /** The signed-in student's own row. */
    async ownView(id: string) {
      const [row] = await db.select(columns).from(students).where(eq(students.id, id));
      return row ? shaped(row) : null;
    },

    /** A student of this trainer, or null (someone else's student is answered as missing). */
    async trainerView(personalId: string, id: string) {
      const [row] = await db
        .select(columns)
        .from(students)
        .where(and(eq(students.id, id), eq(students.personalId, personalId)));
      return row ? shaped(row) : null;
    },

    /** Merges a workout's insights into the kept ones and sets the list's alert, in one transaction. */
    async recordInsights(id: string, fresh: readonly Insight[]): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ insights: students.aiInsights })
          .from(students)
          .where(eq(students.id, id))
          .for('update');
        if (!row) return;
        await tx
          .update(students)
          .set({
            aiInsights: mergeInsights(storedInsights(row.insights), fresh),
            aiAlert: alertOf(fresh),
            updatedAt: sql`now()`,
          })
          .where(eq(students.id, id));
      });
    },
  };
}

export type InsightsRepo = ReturnType<typeof createInsightsRepo>;
