import { addMonths, daysBetween } from '../dates/local-date.ts';
import type { PlanStatus } from '../../contracts/students.ts';

/** Spec §4: the warning starts when 7 days or fewer are left. */
export const EXPIRY_WARNING_DAYS = 7;

export interface PlanFacts {
  planStatus: PlanStatus;
  planExpiryDate: string | null;
}

/** Whole days until the expiry date; null when the plan has no expiry (unlimited). */
export function daysLeft(expiry: string | null, today: string): number | null {
  return expiry === null ? null : daysBetween(today, expiry);
}

/** An active plan whose expiry date is already behind us. Inactive plans are a trainer's choice, not expiry. */
export function isLapsed(student: PlanFacts, today: string): boolean {
  return student.planStatus === 'active' && student.planExpiryDate !== null && student.planExpiryDate < today;
}

/** Spec §4: the student's plan is over when it is inactive or its expiry date is before today. */
export function isPlanExpired(student: PlanFacts, today: string): boolean {
  return student.planStatus === 'inactive' || isLapsed(student, today);
}

/**
 * The student is training on a plan: active, not past its expiry, with workouts in it. The day this
 * first holds (an activation, a plan saved for an active student, a renewal after a lapse) is when the
 * plan starts for the calendar.
 */
export function isPlanInForce(student: PlanFacts & { hasPlan: boolean }, today: string): boolean {
  return student.hasPlan && student.planStatus === 'active' && !isLapsed(student, today);
}

/** An active plan that ends within the warning window (today included). */
export function isExpiringSoon(student: PlanFacts, today: string): boolean {
  const left = daysLeft(student.planExpiryDate, today);
  return student.planStatus === 'active' && left !== null && left >= 0 && left <= EXPIRY_WARNING_DAYS;
}

/**
 * Spec §4 renewal: months are added to the current expiry, or to today when the expiry is missing
 * or already past, so a renewal never gives away days nor loses paid ones.
 */
export function renewExpiry(expiry: string | null, months: number, today: string): string {
  const base = expiry !== null && expiry >= today ? expiry : today;
  return addMonths(base, months);
}
