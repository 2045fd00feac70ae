import { z } from 'zod';
import { AnamnesisAnswersSchema } from './anamnesis.ts';
import { PlanSchema } from './plans.ts';
import { EmailSchema, NewPasswordSchema, PersonNameSchema } from './account.ts';
import { checkPassword } from '../domain/passwords/check-password.ts';
import { IsoDateSchema, TextSchema, VersionSchema } from './scalars.ts';

export const PLAN_STATUSES = ['pending_creation', 'pending_review', 'active', 'inactive'] as const;
export const PlanStatusSchema = z.enum(PLAN_STATUSES);
export type PlanStatus = z.infer<typeof PlanStatusSchema>;

/** The list's status chips (docs/decisions/007-students-list.md says what each one means). */
export const STUDENT_FILTERS = ['all', 'review', 'active', 'inactive', 'no_plan'] as const;
export const StudentFilterSchema = z.enum(STUDENT_FILTERS);
export type StudentFilter = z.infer<typeof StudentFilterSchema>;

export const STUDENT_SORTS = ['priority', 'name_asc', 'name_desc'] as const;
export const StudentSortSchema = z.enum(STUDENT_SORTS);
export type StudentSort = z.infer<typeof StudentSortSchema>;

export const STUDENTS_PAGE_SIZE = 10;
export const RENEWAL_MONTHS = [1, 3, 6] as const;

export const StudentListQuerySchema = z.strictObject({
  q: TextSchema.trim().max(100).optional(),
  status: StudentFilterSchema.default('all'),
  sort: StudentSortSchema.default('priority'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(STUDENTS_PAGE_SIZE),
});
export type StudentListQuery = z.infer<typeof StudentListQuerySchema>;

/** One row of the trainer's list: only what the row shows, so a page stays small. */
export const StudentListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  planStatus: PlanStatusSchema,
  planExpiryDate: IsoDateSchema.nullable(),
  hasPlan: z.boolean(),
  /** Whether the student has sent the anamnesis (never its answers): a new student waits for it, or for a plan. */
  hasAnamnesis: z.boolean(),
  aiAlert: z.enum(['warning', 'suggestion']).nullable(),
  /** The last date the student completed a workout (issue 15: when they last trained). */
  lastTrainedOn: IsoDateSchema.nullable(),
});
export type StudentListItem = z.infer<typeof StudentListItemSchema>;

export const PlanSourceSchema = z.object({
  templateId: z.string(),
  version: z.number().int(),
  name: z.string().nullable(),
});
export type PlanSource = z.infer<typeof PlanSourceSchema>;

export const StudentDetailSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  planStatus: PlanStatusSchema,
  planExpiryDate: IsoDateSchema.nullable(),
  whatsapp: z.string().nullable(),
  observations: z.string(),
  goal: z.string().nullable(),
  /** The student's answers as the wizard's contract types them; null until they are sent. */
  anamnesis: AnamnesisAnswersSchema.nullable(),
  workoutPlan: PlanSchema.nullable(),
  /** Names of the exercises the plan uses, so the editor shows them without another request. */
  exerciseNames: z.record(z.string(), z.string()),
  version: z.number().int(),
  updatedAt: z.string(),
  /** When the student last withdrew the consent to keep their answers (they were deleted then). */
  consentWithdrawnAt: z.string().nullable(),
  /**
   * The model the plan was copied from ('Aplicar modelo') and which of its versions; null for a plan
   * written here or by the AI coach. `name` is null once the model was deleted.
   */
  planSource: PlanSourceSchema.nullable(),
});
export type StudentDetail = z.infer<typeof StudentDetailSchema>;

export const CreateStudentBodySchema = z
  .strictObject({ name: PersonNameSchema, email: EmailSchema, password: NewPasswordSchema })
  .superRefine((body, ctx) => {
    const problem = checkPassword(body.password, { email: body.email, name: body.name });
    if (problem) ctx.addIssue({ code: 'custom', path: ['password'], message: problem });
  });
export type CreateStudentBody = z.infer<typeof CreateStudentBodySchema>;

/** Brazilian mobile or landline: 10 or 11 digits (DDD + number), stored as digits only. */
export const WhatsappSchema = TextSchema.max(40, 'INVALID_WHATSAPP')
  .transform((value) => value.replace(/\D/g, ''))
  .refine((digits) => digits === '' || /^\d{10,11}$/.test(digits), 'INVALID_WHATSAPP');

/**
 * What the management dialog saves. `version` is the one the dialog read; a stale one is refused.
 * Renewal is applied on the server, after any expiry date sent with it.
 */
export const UpdateStudentBodySchema = z
  .strictObject({
    version: VersionSchema,
    planStatus: z.enum(['active', 'inactive']).optional(),
    planExpiryDate: IsoDateSchema.nullable().optional(),
    renewMonths: z.union([z.literal(1), z.literal(3), z.literal(6)]).optional(),
    newPassword: TextSchema.max(1024, 'PASSWORD_TOO_LONG').optional(),
    whatsapp: WhatsappSchema.optional(),
    observations: TextSchema.max(4000, 'TEXT_TOO_LONG').optional(),
  })
  .superRefine((body, ctx) => {
    if (!body.newPassword) return;
    // The student's name and email are checked by the service, which knows them.
    const problem = checkPassword(body.newPassword);
    if (problem) ctx.addIssue({ code: 'custom', path: ['newPassword'], message: problem });
  });
export type UpdateStudentBody = z.infer<typeof UpdateStudentBodySchema>;

export const SavePlanBodySchema = z.strictObject({
  version: VersionSchema,
  plan: PlanSchema,
});
export type SavePlanBody = z.infer<typeof SavePlanBodySchema>;

/** What `GET /api/events` sends when one of the trainer's students changes. */
export const StudentEventSchema = z.object({
  id: z.string(),
  op: z.enum(['insert', 'update', 'delete']),
});
export type StudentEvent = z.infer<typeof StudentEventSchema>;
