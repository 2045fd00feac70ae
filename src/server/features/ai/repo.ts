import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { aiKeys, aiUsage } from '#server/db/schema.ts';

/** The AI tables: the admin's sealed keys and each trainer's remote calls per day. */
export function createAiRepo(db: Db) {
  return {
    /** Counts one remote call for the trainer today and answers the day's total, in one statement. */
    async countCall(personalId: string, day: string): Promise<number> {
      const [row] = await db
        .insert(aiUsage)
        .values({ personalId, day, calls: 1 })
        .onConflictDoUpdate({
          target: [aiUsage.personalId, aiUsage.day],
          set: { calls: sql`${aiUsage.calls} + 1` },
        })
        .returning({ calls: aiUsage.calls });
      return row!.calls;
    },

    listKeys: () =>
      db
        .select({ id: aiKeys.id, sealed: aiKeys.sealed, hint: aiKeys.hint, createdAt: aiKeys.createdAt })
        .from(aiKeys)
        .orderBy(asc(aiKeys.createdAt), asc(aiKeys.id)),

    async hasKeys(): Promise<boolean> {
      const [row] = await db.select({ id: aiKeys.id }).from(aiKeys).limit(1);
      return row !== undefined;
    },

    async addKey(key: { id: string; sealed: string; hint: string; createdAt: Date }): Promise<void> {
      await db.insert(aiKeys).values(key);
    },

    async removeKey(id: string): Promise<boolean> {
      const removed = await db.delete(aiKeys).where(eq(aiKeys.id, id)).returning({ id: aiKeys.id });
      return removed.length > 0;
    },
  };
}

export type AiRepo = ReturnType<typeof createAiRepo>;
