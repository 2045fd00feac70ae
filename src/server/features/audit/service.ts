import type { Actor } from '#server/auth/session.ts';
import type { Clock } from '#server/clock.ts';
import { AUDIT_PAGE_SIZE, type AuditAction, type AuditListQuery } from '#shared/contracts/audit.ts';
import type { AuditRepo } from './repo.ts';

/** A trainer's dialog refetches on every change: one read per person and student per window. */
const READ_WINDOW_MS = 10 * 60_000;
/** Reads this instance remembers having recorded (beyond it, the database's own check still holds). */
const REMEMBERED_READS = 20_000;

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

  // The radar and the progress refresh on every change a student makes: this instance skips the
  // database for a read it recorded within the window (decision 036).
  const recorded = new Map<string, number>();
  function fresh(actor: Actor, action: AuditAction, studentIds: readonly string[], now: number) {
    if (recorded.size > REMEMBERED_READS)
      for (const [key, at] of recorded) if (at <= now - READ_WINDOW_MS) recorded.delete(key);
    const due: string[] = [];
    for (const studentId of new Set(studentIds)) {
      const key = `${actor.id}:${action}:${studentId}`;
      const at = recorded.get(key);
      if (at !== undefined && at > now - READ_WINDOW_MS) continue;
      recorded.set(key, now);
      due.push(studentId);
    }
    return due;
  }

  return {
    record: (actor: Actor, action: AuditAction, details: AuditDetails = {}) =>
      repo.insert(base(actor, action, details)),

    /**
     * Someone other than the student saw their training's pain and feedback text (the trainer's
     * progress view, the radar's cards): one row per person and student per window, like the answers.
     */
    async recordTrainingReads(actor: Actor, studentIds: readonly string[], ip: string | null) {
      const event = base(actor, 'training_read', { ip });
      const due = fresh(actor, 'training_read', studentIds, event.at.getTime());
      if (due.length === 0) return;
      try {
        await repo.insertManyUnlessSince(event, due, new Date(event.at.getTime() - READ_WINDOW_MS));
      } catch (error) {
        for (const studentId of due) recorded.delete(`${actor.id}:training_read:${studentId}`);
        throw error;
      }
    },

    /** Someone other than the student saw the student's answers (or their physical assessments). */
    recordRead(
      actor: Actor,
      studentId: string,
      ip: string | null,
      action: 'anamnesis_read' | 'assessment_read' = 'anamnesis_read',
    ) {
      const event = base(actor, action, { studentId, ip });
      return repo.insertUnlessSince(event, new Date(event.at.getTime() - READ_WINDOW_MS));
    },

    list: (query: AuditListQuery) => repo.list(query),

    readsOf: (studentId: string, page: number) => repo.readsOf(studentId, page, AUDIT_PAGE_SIZE),
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
