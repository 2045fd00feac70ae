import { weekdayOf, type Weekday } from '../plans/weekdays.ts';

/** The dot of a day in the student's calendar (product §2 'Calendar popup'). */
export type DayStatus = 'completed' | 'missed' | 'planned' | 'rest';
export const DAY_STATUSES = [
  'completed',
  'missed',
  'planned',
  'rest',
] as const satisfies readonly DayStatus[];

export interface DayFacts {
  today: string;
  trainingDays: ReadonlySet<Weekday>;
  completed: ReadonlySet<string>;
  /** The first day the student had this plan (`StudentHome.planStart`). */
  planStart: string;
  /** The plan's last day, or null when it does not expire. */
  planExpiry: string | null;
}

/**
 * Spec: green 'Concluído' when done; otherwise a weekday without a workout is grey 'Descanso', a
 * training day before today red 'Não foi', and today or later blue 'A treinar'. Only days on which the
 * student had the plan count: before it started (or before the student existed) and after it expires
 * a day that was not done has no status at all (null), so a new student is not told they missed
 * weeks, and nothing past the expiry promises a workout.
 */
export function dayStatus(date: string, facts: DayFacts): DayStatus | null {
  if (facts.completed.has(date)) return 'completed';
  if (date < facts.planStart || (facts.planExpiry !== null && date > facts.planExpiry)) return null;
  if (!facts.trainingDays.has(weekdayOf(date))) return 'rest';
  return date < facts.today ? 'missed' : 'planned';
}
