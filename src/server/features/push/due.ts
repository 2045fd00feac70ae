import { daysBetween, localDate } from '#shared/domain/dates/local-date.ts';
import { weekdayOf } from '#shared/domain/plans/weekdays.ts';
import type { PushPayload } from '#shared/contracts/push.ts';
import { expiryReminder, workoutReminder } from './texts.ts';

/** The days before the expiry on which the student is told (spec: seven days and one day before). */
export const EXPIRY_NOTICE_DAYS = [7, 1] as const;

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'America/Sao_Paulo',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** `HH:MM` of an instant in Brazil. */
export function localTime(instant: Date): string {
  return timeFormat.format(instant);
}

export interface ReminderFacts {
  /** The plan as stored: the workouts with their weekday and label. */
  plan: unknown;
  planStatus: string;
  planExpiry: string | null;
  /** The student's chosen time, `HH:MM` in Brazil. */
  time: string;
  /** Whether today's workout is already done. */
  doneToday: boolean;
}

export interface DueReminder {
  kind: 'workout' | `expiry-${number}`;
  payload: PushPayload;
}

function workoutsOf(plan: unknown): { day: string; label: string }[] {
  if (!Array.isArray(plan)) return [];
  return plan.filter(
    (entry): entry is { day: string; label: string } =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as { day?: unknown }).day === 'string' &&
      typeof (entry as { label?: unknown }).label === 'string',
  );
}

/**
 * What a student is owed at `now` (reminders on, product §2 'Lembretes'): from the chosen time of
 * today in Brazil on, "Hoje é dia de {workout}" on a training day of an active, unexpired plan that
 * is not done yet, and "Seu plano vence em N dias" seven days and one day before the expiry. Nothing
 * on a day off, nothing before the time, nothing once the day is done. Whether it was already sent is
 * the caller's (push_sends).
 */
export function remindersDue(now: Date, facts: ReminderFacts): DueReminder[] {
  const today = localDate(now);
  if (localTime(now) < facts.time || facts.planStatus !== 'active') return [];
  if (facts.planExpiry !== null && today > facts.planExpiry) return [];
  const due: DueReminder[] = [];
  const workout = workoutsOf(facts.plan).find((entry) => entry.day === weekdayOf(today));
  if (workout && !facts.doneToday)
    due.push({ kind: 'workout', payload: workoutReminder(workout.label, today) });
  if (facts.planExpiry !== null) {
    const left = daysBetween(today, facts.planExpiry);
    if ((EXPIRY_NOTICE_DAYS as readonly number[]).includes(left))
      due.push({ kind: `expiry-${left}`, payload: expiryReminder(left) });
  }
  return due;
}
