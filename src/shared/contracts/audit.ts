import { z } from 'zod';
import { pageOf } from './pagination.ts';
import { TextSchema } from './scalars.ts';

/** What the record says happened (LGPD Art. 37): reads of health answers, and the admin's changes. */
export const AUDIT_ACTIONS = [
  'anamnesis_read',
  'anamnesis_sent_to_ai',
  /** The trainer saw the student's training with its pain and feedback text (progress, radar). */
  'training_read',
  /** The trainer saw the student's physical assessments (docs/decisions/041). */
  'assessment_read',
  'consent_withdrawn',
  'data_exported',
  'exercise_added',
  'exercise_updated',
  'exercises_batch_added',
  'user_updated',
  'user_deleted',
  'ai_key_added',
  'ai_key_removed',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The reads a student sees in their own settings. */
export const HEALTH_READS = [
  'anamnesis_read',
  'anamnesis_sent_to_ai',
  'training_read',
  'assessment_read',
] as const satisfies readonly AuditAction[];

export const AUDIT_PAGE_SIZE = 20;

export const AuditListQuerySchema = z.strictObject({
  /** The student's name, without accents. */
  q: TextSchema.trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(AUDIT_PAGE_SIZE),
});
export type AuditListQuery = z.infer<typeof AuditListQuerySchema>;

export const AuditEventSchema = z.object({
  id: z.string(),
  at: z.string(),
  actorName: z.string(),
  actorRole: z.enum(['admin', 'personal', 'student', 'system']),
  action: z.enum(AUDIT_ACTIONS),
  studentName: z.string().nullable(),
  target: z.string().nullable(),
  ip: z.string().nullable(),
});
export type AuditEvent = z.infer<typeof AuditEventSchema>;
export const AuditPageSchema = pageOf(AuditEventSchema);

export const AccessLogQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** Who read the student's answers, as the student sees it: who and when, not from where. */
export const AccessEventSchema = z.object({
  at: z.string(),
  actorName: z.string(),
  actorRole: z.enum(['admin', 'personal', 'student', 'system']),
  action: z.enum(HEALTH_READS),
});
export type AccessEvent = z.infer<typeof AccessEventSchema>;
export const AccessLogSchema = pageOf(AccessEventSchema);

/**
 * Everything the platform keeps about a student, as they download it (LGPD Art. 18): loosely typed,
 * since it is a copy for a person to read, not a document the app reads back.
 */
export const DataExportSchema = z.object({
  exportedAt: z.string(),
  account: z.object({ name: z.string(), email: z.string(), role: z.string() }),
  student: z.record(z.string(), z.unknown()).nullable(),
  anamnesis: z.object({
    answers: z.record(z.string(), z.unknown()).nullable(),
    /** The questionnaire the student started and has not sent yet. */
    draft: z
      .object({
        step: z.number(),
        answers: z.record(z.string(), z.unknown()).nullable(),
        updatedAt: z.string(),
      })
      .nullable(),
    consents: z.array(z.object({ textVersion: z.string(), grantedAt: z.string() })),
    coachCorrections: z.record(z.string(), z.unknown()).nullable(),
  }),
  training: z.object({
    sets: z.array(z.record(z.string(), z.unknown())),
    days: z.array(z.record(z.string(), z.unknown())),
    performance: z.array(z.record(z.string(), z.unknown())),
  }),
  /** The physical assessments the trainer recorded, as measured (docs/decisions/041). */
  assessments: z.array(z.record(z.string(), z.unknown())),
  whoReadYourAnswers: z.array(AccessEventSchema),
});
