import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { students, workoutDays } from '#server/db/schema.ts';
import { pushSends, pushSettings, pushSubscriptions, pushVapid, restAlarms } from '#server/db/push-schema.ts';
import type { Subscription } from './sender.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Runner = Db | Tx;

export interface Settings {
  reminders: boolean;
  reminderTime: string;
  alerts: boolean;
}

const DEFAULTS: Settings = { reminders: false, reminderTime: '07:00', alerts: false };

export function createPushRepo(db: Db) {
  return {
    /** Inserts this key pair unless one is kept already; answers the kept one. */
    async keepVapid(publicKey: string, sealedPrivateKey: string) {
      await db.insert(pushVapid).values({ id: 1, publicKey, sealedPrivateKey }).onConflictDoNothing();
      const [row] = await db.select().from(pushVapid).limit(1);
      if (!row) throw new Error('push_vapid has no row after insert');
      return row;
    },

    /** A device's subscription: the endpoint is the device, so a new owner takes it over. */
    async saveSubscription(userId: string, sub: Subscription): Promise<void> {
      await db
        .insert(pushSubscriptions)
        .values({ userId, ...sub })
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: { userId, p256dh: sub.p256dh, auth: sub.auth },
        });
    },

    async removeSubscription(userId: string, endpoint: string): Promise<void> {
      await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
    },

    /** The push service said the subscription is gone (404/410). */
    async forgetEndpoint(endpoint: string): Promise<void> {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    },

    subscriptionsOf(userId: string): Promise<Subscription[]> {
      return db
        .select({
          endpoint: pushSubscriptions.endpoint,
          p256dh: pushSubscriptions.p256dh,
          auth: pushSubscriptions.auth,
        })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId));
    },

    async settings(userId: string): Promise<Settings> {
      const [row] = await db
        .select({
          reminders: pushSettings.reminders,
          reminderTime: pushSettings.reminderTime,
          alerts: pushSettings.alerts,
        })
        .from(pushSettings)
        .where(eq(pushSettings.userId, userId));
      return row ?? DEFAULTS;
    },

    async saveSettings(userId: string, change: Partial<Settings>, now: Date): Promise<Settings> {
      const [row] = await db
        .insert(pushSettings)
        .values({ userId, ...DEFAULTS, ...change, updatedAt: now })
        .onConflictDoUpdate({ target: pushSettings.userId, set: { ...change, updatedAt: now } })
        .returning({
          reminders: pushSettings.reminders,
          reminderTime: pushSettings.reminderTime,
          alerts: pushSettings.alerts,
        });
      return row!;
    },

    /** Students with reminders on whose time has come today, with what decides what they are owed. */
    reminderCandidates(today: string, time: string) {
      return db
        .select({
          id: students.id,
          plan: students.workoutPlan,
          planStatus: students.planStatus,
          planExpiry: students.planExpiryDate,
          time: pushSettings.reminderTime,
          completedAt: workoutDays.completedAt,
        })
        .from(pushSettings)
        .innerJoin(students, eq(students.id, pushSettings.userId))
        .leftJoin(workoutDays, and(eq(workoutDays.studentId, students.id), eq(workoutDays.date, today)))
        .where(
          and(
            eq(pushSettings.reminders, true),
            lte(pushSettings.reminderTime, time),
            eq(students.planStatus, 'active'),
            sql`exists (select 1 from ${pushSubscriptions} where ${pushSubscriptions.userId} = ${students.id})`,
          ),
        );
    },

    /** Claims one dated send; false when it was already sent (here or by another instance). */
    async claimSend(tx: Runner, userId: string, day: string, kind: string, now: Date): Promise<boolean> {
      const rows = await tx
        .insert(pushSends)
        .values({ userId, day, kind, sentAt: now })
        .onConflictDoNothing()
        .returning({ userId: pushSends.userId });
      return rows.length > 0;
    },

    async setRestAlarm(userId: string, alarm: { id: string; dueAt: Date; body: string; url: string }) {
      await db
        .insert(restAlarms)
        .values({ userId, ...alarm })
        .onConflictDoUpdate({ target: restAlarms.userId, set: alarm });
    },

    async cancelRestAlarm(userId: string): Promise<void> {
      await db.delete(restAlarms).where(eq(restAlarms.userId, userId));
    },

    /** Takes the alarms that are due: each row is taken by one instance only. */
    takeDueAlarms(tx: Runner, now: Date) {
      return tx
        .delete(restAlarms)
        .where(lte(restAlarms.dueAt, now))
        .returning({
          userId: restAlarms.userId,
          body: restAlarms.body,
          url: restAlarms.url,
          id: restAlarms.id,
        });
    },

    /** The trainer of a student and the student's name, for an alert. */
    async trainerOf(studentId: string): Promise<{ personalId: string; name: string } | null> {
      const [row] = await db
        .select({ personalId: students.personalId, name: students.name })
        .from(students)
        .where(eq(students.id, studentId));
      return row ?? null;
    },

    async alertsOn(userId: string): Promise<boolean> {
      const rows = await db
        .select({ userId: pushSettings.userId })
        .from(pushSettings)
        .where(and(eq(pushSettings.userId, userId), eq(pushSettings.alerts, true)));
      return rows.length > 0;
    },
  };
}

export type PushRepo = ReturnType<typeof createPushRepo>;
