import { randomUUID } from 'node:crypto';
import type { Db } from '#server/db/client.ts';
import type { Clock } from '#server/clock.ts';
import type { Failure } from '#server/failure.ts';
import { localDate } from '#shared/domain/dates/local-date.ts';
import type {
  AlertSettings,
  PushPayload,
  PushSubscriptionBody,
  ReminderSettings,
  RestAlarmBody,
} from '#shared/contracts/push.ts';
import { localTime, remindersDue } from './due.ts';
import type { PushRepo, Runner } from './repo.ts';
import type { PushSender } from './sender.ts';
import { SCREENS, restOver, trainerAlert, type AlertKind } from './texts.ts';
import type { VapidKeys } from './vapid.ts';

/** A rest longer than this is not a rest: the phone's clock or the page is wrong. */
const LONGEST_REST_MS = 60 * 60 * 1000;
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

export interface PushServiceDeps {
  db: Db;
  repo: PushRepo;
  clock: Clock;
  keys: () => Promise<VapidKeys>;
  send: PushSender;
  /** Plain-http push services on this machine are accepted (the tests' fake); never in production. */
  allowLoopback: boolean;
  /** Asks the job queue to run `dispatchDue` at this instant (pg-boss); nothing when no queue runs. */
  wake: (at: Date) => Promise<void>;
  log: { warn: (data: object, message: string) => void };
}

/**
 * Web Push (decision 044): the devices' subscriptions, the student's reminders and the trainer's
 * alerts, and what is due. Every dated send is claimed in push_sends inside the transaction that
 * sends it, so two instances sending at once send it once, and a send that crashed is sent again.
 */
export function createPushService(deps: PushServiceDeps) {
  const { db, repo, clock, send, log } = deps;

  const acceptable = (endpoint: string) => {
    const url = new URL(endpoint);
    return url.protocol === 'https:' || (deps.allowLoopback && LOOPBACK.has(url.hostname));
  };

  /** Sends to every device of a person; a device the push service no longer knows is forgotten. */
  async function deliver(userId: string, payload: PushPayload): Promise<number> {
    let sent = 0;
    for (const sub of await repo.subscriptionsOf(userId)) {
      const result = await send(sub, payload);
      if (result === 'gone') await repo.forgetEndpoint(sub.endpoint);
      else if (result === 'sent') sent += 1;
      else log.warn({ event: 'push_failed', userId }, 'a push service did not take a push');
    }
    return sent;
  }

  /**
   * Sends once per (person it is about, day, kind), whichever instance gets there first: the claim
   * and the send share a transaction, so another instance waits on the claim and then finds it taken.
   */
  async function deliverOnce(
    key: { about: string; day: string; kind: string },
    to: string,
    payload: PushPayload,
    now: Date,
  ): Promise<boolean> {
    return db.transaction(async (tx: Runner) => {
      if (!(await repo.claimSend(tx, key.about, key.day, key.kind, now))) return false;
      await deliver(to, payload);
      return true;
    });
  }

  return {
    publicKey: async () => ({ publicKey: (await deps.keys()).publicKey }),

    async subscribe(
      userId: string,
      body: PushSubscriptionBody,
    ): Promise<{ ok: true } | Failure<'INVALID_PUSH_SUBSCRIPTION'>> {
      if (!acceptable(body.endpoint)) return { ok: false, error: 'INVALID_PUSH_SUBSCRIPTION' };
      await repo.saveSubscription(userId, { endpoint: body.endpoint, ...body.keys });
      return { ok: true };
    },

    unsubscribe: (userId: string, endpoint: string) => repo.removeSubscription(userId, endpoint),

    async reminders(userId: string): Promise<ReminderSettings> {
      const settings = await repo.settings(userId);
      return { enabled: settings.reminders, time: settings.reminderTime };
    },

    async saveReminders(userId: string, body: ReminderSettings): Promise<ReminderSettings> {
      const saved = await repo.saveSettings(
        userId,
        { reminders: body.enabled, reminderTime: body.time },
        clock.now(),
      );
      return { enabled: saved.reminders, time: saved.reminderTime };
    },

    async alerts(userId: string): Promise<AlertSettings> {
      return { enabled: (await repo.settings(userId)).alerts };
    },

    async saveAlerts(userId: string, body: AlertSettings): Promise<AlertSettings> {
      return { enabled: (await repo.saveSettings(userId, { alerts: body.enabled }, clock.now())).alerts };
    },

    /**
     * The page went hidden during a rest: a push when it ends, if the student has reminders on
     * (otherwise nothing is kept). A new rest replaces the last one.
     */
    async setRestAlarm(userId: string, body: RestAlarmBody): Promise<{ ok: true } | Failure<'INVALID_DATE'>> {
      const dueAt = new Date(body.endsAt);
      if (dueAt.getTime() - clock.now().getTime() > LONGEST_REST_MS)
        return { ok: false, error: 'INVALID_DATE' };
      if (!(await repo.settings(userId)).reminders) return { ok: true };
      await repo.setRestAlarm(userId, {
        id: randomUUID(),
        dueAt,
        body: restOver(body.exerciseName, body.setNumber),
        url: SCREENS.workout,
      });
      await deps.wake(dueAt);
      return { ok: true };
    },

    /** The student came back to the page or skipped the rest: no push. */
    cancelRestAlarm: (userId: string) => repo.cancelRestAlarm(userId),

    /** Feedback with pain or 'Extremamente difícil', or a renewal asked for: the trainer hears, once a day. */
    async alertTrainer(studentId: string, kind: AlertKind): Promise<void> {
      const student = await repo.trainerOf(studentId);
      if (!student || !(await repo.alertsOn(student.personalId))) return;
      const now = clock.now();
      const key = { about: studentId, day: localDate(now), kind: `alert-${kind}` };
      await deliverOnce(key, student.personalId, trainerAlert(kind, student.name, studentId), now);
    },

    /** Everything due at this instant: today's reminders whose time has come, and the rests that ended. */
    async dispatchDue(): Promise<{ reminders: number; rests: number }> {
      const now = clock.now();
      const today = localDate(now);
      let reminders = 0;
      for (const row of await repo.reminderCandidates(today, localTime(now))) {
        const due = remindersDue(now, { ...row, doneToday: row.completedAt !== null });
        for (const reminder of due) {
          const key = { about: row.id, day: today, kind: reminder.kind };
          if (await deliverOnce(key, row.id, reminder.payload, now)) reminders += 1;
        }
      }
      const rests = await db.transaction(async (tx: Runner) => {
        const alarms = await repo.takeDueAlarms(tx, now);
        for (const alarm of alarms) {
          await deliver(alarm.userId, { title: 'RumoFit', body: alarm.body, url: alarm.url, tag: 'rest' });
        }
        return alarms.length;
      });
      return { reminders, rests };
    },
  };
}

export type PushService = ReturnType<typeof createPushService>;
