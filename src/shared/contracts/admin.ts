import { z } from 'zod';
import { EmailSchema, PersonNameSchema } from './account.ts';
import { ExerciseSchema, ExerciseTraitsSchema } from './exercises.ts';
import { pageOf } from './pagination.ts';
import { IsoDateSchema, TextSchema, VersionSchema } from './scalars.ts';
import { PlanStatusSchema } from './students.ts';
import { checkPassword } from '../domain/passwords/check-password.ts';
import { videoId } from '../domain/exercises/video-id.ts';

// ---- 'Base de Exercícios' (product §2 admin panel, §5 exercise form, batch and video rules) ----

const refineVideo = <T extends { videoUrl: string | null }>(exercise: T, ctx: z.RefinementCtx) => {
  if (exercise.videoUrl && !videoId(exercise.videoUrl))
    ctx.addIssue({ code: 'custom', path: ['videoUrl'], message: 'INVALID_VIDEO_URL' });
};

const written = ExerciseSchema.extend({
  id: TextSchema.trim()
    .min(1, 'EXERCISE_REQUIRED')
    .max(80, 'INVALID_EXERCISE_ID')
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'INVALID_EXERCISE_ID'),
  name: TextSchema.trim().min(1, 'EXERCISE_REQUIRED').max(120, 'TEXT_TOO_LONG'),
});

/**
 * An exercise as the admin writes it: the catalogue's shape, a video link only when its id can be read.
 * Traits may be left out (a JSON batch written before they existed): the server then reads them from
 * the name, equipment and groups (inferTraits, decision 031) and the admin reviews them in the form.
 */
export const ExerciseInputSchema = written
  .extend({
    traits: ExerciseTraitsSchema.optional().describe(
      'O que o exercício exige do corpo. Se omitido, é deduzido do nome, do equipamento e dos grupos musculares.',
    ),
  })
  .superRefine(refineVideo);
export type ExerciseInput = z.infer<typeof ExerciseInputSchema>;

/** An edit: everything but the id, which never changes (traits included: the form always has them). */
export const ExerciseEditSchema = written.omit({ id: true }).superRefine(refineVideo);
export type ExerciseEdit = z.infer<typeof ExerciseEditSchema>;

/** A link the form may leave blank: blank or missing is none (null), as the form sends it. */
const optionalLink = z
  .preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    ExerciseSchema.shape.videoUrl.optional(),
  )
  .transform((value) => value ?? null);
const optionalList = <T extends z.ZodType<string[]>>(list: T) =>
  list.optional().transform((value) => value ?? []);

/**
 * One exercise of the JSON batch: what the single form accepts, the same way. Only id, name, equipment
 * and difficulty are needed (the form always has the last two); blank links are none; a missing
 * tutorial, muscle group list or contraindication list is empty.
 */
export const ExerciseBatchItemSchema = written
  .extend({
    videoUrl: optionalLink,
    gifUrl: optionalLink,
    tutorial: ExerciseSchema.shape.tutorial.optional().transform((text) => text ?? ''),
    muscleGroups: z
      .strictObject({
        primary: optionalList(ExerciseSchema.shape.muscleGroups.shape.primary),
        secondary: optionalList(ExerciseSchema.shape.muscleGroups.shape.secondary),
      })
      .optional()
      .transform((groups) => groups ?? { primary: [], secondary: [] }),
    contraindications: optionalList(ExerciseSchema.shape.contraindications),
    traits: ExerciseInputSchema.shape.traits,
  })
  .superRefine(refineVideo);

export const EXERCISE_BATCH_MAX = 500;
export const ExerciseBatchBodySchema = z.strictObject({
  exercises: z.array(ExerciseBatchItemSchema).min(1).max(EXERCISE_BATCH_MAX),
});
export type ExerciseBatchBody = z.infer<typeof ExerciseBatchBodySchema>;
export const ExerciseBatchResultSchema = z.object({ added: z.number().int() });

export const ExerciseNamesSchema = z.object({ names: z.array(z.string()) });

export const GenerateExerciseBodySchema = z.strictObject({
  name: TextSchema.trim().min(1, 'FIELDS_REQUIRED').max(120),
});
/** 'Gerar com IA': a draft for the admin to review, or the exercise that already has that name. */
export const GeneratedExerciseSchema = z.object({ exercise: ExerciseSchema, existing: z.boolean() });
export type GeneratedExercise = z.infer<typeof GeneratedExerciseSchema>;

// ---- 'Usuários' ----

export const USER_ROLE_FILTERS = ['all', 'personal', 'student'] as const;
export const ADMIN_USERS_PAGE_SIZE = 20;

export const AdminUserListQuerySchema = z.strictObject({
  q: TextSchema.trim().max(100).optional(),
  role: z.enum(USER_ROLE_FILTERS).default('all'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(ADMIN_USERS_PAGE_SIZE),
});
export type AdminUserListQuery = z.infer<typeof AdminUserListQuerySchema>;

/** Spec §3 'User (admin view)', with the student's trainer and the version an edit must name. */
export const AdminUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['admin', 'personal', 'student']),
  planStatus: PlanStatusSchema.nullable(),
  planExpiryDate: IsoDateSchema.nullable(),
  /** Whether a student has sent the anamnesis (null for a trainer): a new plan waits on it or on the trainer. */
  hasAnamnesis: z.boolean().nullable(),
  /** The student's trainer; for a trainer, how many students they have. */
  personalName: z.string().nullable(),
  studentCount: z.number().int().nullable(),
  version: z.number().int(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;
export const AdminUserPageSchema = pageOf(AdminUserSchema);

export const ADMIN_RENEWAL_MONTHS = [1, 3, 6, 12] as const;

/**
 * The user edit modal: name, email, a new password (blank: no change), and for a student the plan's
 * status, expiry and renewal ('+1 Ano' for the admin). `version` is the one the modal read.
 */
export const UpdateUserBodySchema = z
  .strictObject({
    version: VersionSchema,
    name: PersonNameSchema.optional(),
    email: EmailSchema.optional(),
    newPassword: TextSchema.max(1024, 'PASSWORD_TOO_LONG').optional(),
    planStatus: z.enum(['active', 'inactive']).optional(),
    planExpiryDate: IsoDateSchema.nullable().optional(),
    renewMonths: z.union([z.literal(1), z.literal(3), z.literal(6), z.literal(12)]).optional(),
  })
  .superRefine((body, ctx) => {
    if (!body.newPassword) return;
    // The user's name and email are checked by the service, which knows them.
    const problem = checkPassword(body.newPassword);
    if (problem) ctx.addIssue({ code: 'custom', path: ['newPassword'], message: problem });
  });
export type UpdateUserBody = z.infer<typeof UpdateUserBodySchema>;

/** Deleting a trainer who has students moves them to another trainer first (never orphaned). */
export const DeleteUserQuerySchema = z.strictObject({ moveTo: TextSchema.max(100).optional() });
