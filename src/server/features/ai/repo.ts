import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { aiCallsRunning, aiKeys, aiStudentUsage, aiUsage } from '#server/db/schema.ts';

export type AiKeyStatus = (typeof aiKeys.status.enumValues)[number];

/** The AI tables: the admin's sealed keys, each trainer's remote calls and each student's analyses per day. */
export function createAiRepo(db: Db) {
  return {
    /**
     * Takes one of the trainer's `slots` for a remote call, on whichever instance asks: the first slot
     * free (or whose lease lapsed: a killed instance's call) is leased to `token` for `leaseMs`. False
     * when every slot is held.
     */
    async claimSlot(personalId: string, slots: number, token: string, leaseMs: number): Promise<boolean> {
      for (let slot = 0; slot < slots; slot += 1) {
        const until = sql`now() + make_interval(secs => ${leaseMs / 1000})`;
        const rows = await db
          .insert(aiCallsRunning)
          .values({ personalId, slot, token, until })
          .onConflictDoUpdate({
            target: [aiCallsRunning.personalId, aiCallsRunning.slot],
            set: { token, until },
            setWhere: sql`${aiCallsRunning.until} < now()`,
          })
          .returning({ slot: aiCallsRunning.slot });
        if (rows.length > 0) return true;
      }
      return false;
    },

    /** Gives back the slot `token` holds (nothing if its lease already went to another call). */
    async releaseSlot(personalId: string, token: string): Promise<void> {
      await db
        .delete(aiCallsRunning)
        .where(and(eq(aiCallsRunning.personalId, personalId), eq(aiCallsRunning.token, token)));
    },

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

    /** Counts one analysis a student asked of a remote provider today; answers the day's total. */
    async countStudentCall(studentId: string, day: string): Promise<number> {
      const [row] = await db
        .insert(aiStudentUsage)
        .values({ studentId, day, calls: 1 })
        .onConflictDoUpdate({
          target: [aiStudentUsage.studentId, aiStudentUsage.day],
          set: { calls: sql`${aiStudentUsage.calls} + 1` },
        })
        .returning({ calls: aiStudentUsage.calls });
      return row!.calls;
    },

    listKeys: () =>
      db
        .select({
          id: aiKeys.id,
          sealed: aiKeys.sealed,
          hint: aiKeys.hint,
          createdAt: aiKeys.createdAt,
          status: aiKeys.status,
        })
        .from(aiKeys)
        .orderBy(asc(aiKeys.createdAt), asc(aiKeys.id)),

    /** Whether a key that validated is stored: only those are used. */
    async hasValidKeys(): Promise<boolean> {
      const [row] = await db
        .select({ id: aiKeys.id })
        .from(aiKeys)
        .where(eq(aiKeys.status, 'valid'))
        .limit(1);
      return row !== undefined;
    },

    /** A check's or a call's verdict on a key; `only` keeps it from overwriting a newer one (e.g. valid→invalid only). */
    async setKeyStatus(id: string, status: AiKeyStatus, at: Date, only?: AiKeyStatus): Promise<void> {
      await db
        .update(aiKeys)
        .set({ status, checkedAt: at })
        .where(only ? and(eq(aiKeys.id, id), eq(aiKeys.status, only)) : eq(aiKeys.id, id));
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
