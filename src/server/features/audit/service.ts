import type { Actor } from '#server/auth/session.ts';
import type { Clock } from '#server/clock.ts';
import { AUDIT_PAGE_SIZE, type AuditAction, type AuditListQuery } from '#shared/contracts/audit.ts';
import type { AuditRepo } from './repo.ts';

/** A trainer's dialog refetches on every change: one read per person and student per window. */
const READ_WINDOW_MS = 10 * 60_000;

export interface AuditDetails {
  studentId?: string | null;
  target?: string | null;
  ip?: string | null;
}

/**
 * The record of who read health data and what the admin changed (LGPD Art. 37 and 46). Features call
 * it from their routes, which know the caller's address; it never stores the answers themselves.
 */
export function createAuditService(repo: AuditRepo, clock: Clock) {
  const base = (actor: Actor, action: AuditAction, details: AuditDetails) => ({
    actorId: actor.id,
    actorName: actor.name,
    actorRole: actor.role,
    action,
    studentId: details.studentId ?? null,
    target: details.target ?? null,
    ip: details.ip ?? null,
    at: clock.now(),
  });

  return {
    record: (actor: Actor, action: AuditAction, details: AuditDetails = {}) =>
      repo.insert(base(actor, action, details)),

    /** Someone other than the student saw the student's answers. */
    recordRead(actor: Actor, studentId: string, ip: string | null) {
      const event = base(actor, 'anamnesis_read', { studentId, ip });
      return repo.insertUnlessSince(event, new Date(event.at.getTime() - READ_WINDOW_MS));
    },

    list: (query: AuditListQuery) => repo.list(query),

    readsOf: (studentId: string, page: number) => repo.readsOf(studentId, page, AUDIT_PAGE_SIZE),
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
