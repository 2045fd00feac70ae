import type { StudentListItem } from '../../contracts/students.ts';
import { daysLeft, isExpiringSoon, isLapsed } from './plan-state.ts';

/** Spec §9 priority weights: who the trainer should look at first. */
export const PRIORITY = {
  pendingReview: 6,
  expired: 5,
  pendingCreation: 4,
  expiringSoon: 3,
  aiWarning: 2,
  aiSuggestion: 1,
  normal: 0,
  inactive: -1,
} as const;

type PriorityFacts = Pick<StudentListItem, 'planStatus' | 'planExpiryDate' | 'aiAlert'>;

/** The strongest reason that applies; the SQL of the students list mirrors this function. */
export function studentPriority(student: PriorityFacts, today: string): number {
  if (student.planStatus === 'pending_review') return PRIORITY.pendingReview;
  if (student.planStatus === 'inactive') return PRIORITY.inactive;
  if (isLapsed(student, today)) return PRIORITY.expired;
  if (student.planStatus === 'pending_creation') return PRIORITY.pendingCreation;
  if (isExpiringSoon(student, today)) return PRIORITY.expiringSoon;
  if (student.aiAlert === 'warning') return PRIORITY.aiWarning;
  if (student.aiAlert === 'suggestion') return PRIORITY.aiSuggestion;
  return PRIORITY.normal;
}

export type StudentBadge =
  | { kind: 'review' }
  | { kind: 'waitingAnamnesis' }
  | { kind: 'anamnesisSent' }
  | { kind: 'expired' }
  | { kind: 'expiring'; days: number }
  | { kind: 'inactive' }
  | { kind: 'active' };

type BadgeFacts = PriorityFacts & Pick<StudentListItem, 'hasAnamnesis'>;

/**
 * What the row says about the student's plan, in the same order of importance as the priority. A new
 * student is either still to send the anamnesis or has sent it and waits for the trainer's plan.
 */
export function studentBadge(student: BadgeFacts, today: string): StudentBadge {
  if (student.planStatus === 'pending_review') return { kind: 'review' };
  if (student.planStatus === 'pending_creation')
    return { kind: student.hasAnamnesis ? 'anamnesisSent' : 'waitingAnamnesis' };
  if (student.planStatus === 'inactive') return { kind: 'inactive' };
  if (isLapsed(student, today)) return { kind: 'expired' };
  const left = daysLeft(student.planExpiryDate, today);
  if (left !== null && isExpiringSoon(student, today)) return { kind: 'expiring', days: left };
  return { kind: 'active' };
}
