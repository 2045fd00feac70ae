import { z } from 'zod';
import { GOALS } from '../domain/anamnesis/questions.ts';
import { pageOf } from './pagination.ts';
import { PlanSchema, WeekdaySchema } from './plans.ts';
import { RecordIdSchema, TextSchema, VersionSchema } from './scalars.ts';

/**
 * The trainer's plan library ('Biblioteca de Treinos', issue 24 §1, docs/decisions/042-plan-templates.md):
 * models a trainer saves from the plan editor, the starter models every trainer sees (read-only: duplicate
 * to edit), and applying a model to students, each copy adapted to that student's anamnesis.
 */

export const TEMPLATE_LEVELS = ['iniciante', 'intermediario', 'avancado'] as const;
export const TemplateLevelSchema = z.enum(TEMPLATE_LEVELS);
export type TemplateLevel = z.infer<typeof TemplateLevelSchema>;
/** How each level reads on screen. */
export const TEMPLATE_LEVEL_LABELS: Record<TemplateLevel, string> = {
  iniciante: 'Iniciante',
  intermediario: 'Intermediário',
  avancado: 'Avançado',
};

/** A model's goal: the anamnesis' goals, so a model matches what students answer. */
export const TemplateGoalSchema = z.enum(GOALS);
export type TemplateGoal = z.infer<typeof TemplateGoalSchema>;

/** Training days a week a model has (its workouts). */
export const TemplateDaysSchema = z.number().int().min(1).max(7);

export const TEMPLATES_PAGE_SIZE = 12;

/** `GET /api/templates`: `q` matches the name and description without accents or case. */
export const TemplateListQuerySchema = z.strictObject({
  q: TextSchema.trim().max(100).optional(),
  level: TemplateLevelSchema.optional(),
  goal: TemplateGoalSchema.optional(),
  days: z.coerce.number().int().min(1).max(7).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(TEMPLATES_PAGE_SIZE),
});
export type TemplateListQuery = z.infer<typeof TemplateListQuerySchema>;

/** One card of the library: what the list shows, without the plan. */
export const TemplateListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  level: TemplateLevelSchema,
  goal: TemplateGoalSchema,
  days: z.number().int(),
  /** A starter model (RumoFit's, owner null): read-only, duplicate it to edit. */
  starter: z.boolean(),
  /** How many exercise rows its blocks have, across all its days. */
  exerciseCount: z.number().int(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type TemplateListItem = z.infer<typeof TemplateListItemSchema>;
export const TemplatePageSchema = pageOf(TemplateListItemSchema);

/** `GET /api/templates/:id`: the model with its plan, opened in the same plan editor. */
export const TemplateDetailSchema = TemplateListItemSchema.extend({
  plan: PlanSchema,
  /** Names of the exercises the plan uses, so the editor shows them without another request. */
  exerciseNames: z.record(z.string(), z.string()),
});
export type TemplateDetail = z.infer<typeof TemplateDetailSchema>;

const templateFields = {
  name: TextSchema.trim().min(1, 'TEMPLATE_NAME_REQUIRED').max(80, 'TEXT_TOO_LONG'),
  description: TextSchema.trim().max(1000, 'TEXT_TOO_LONG').default(''),
  level: TemplateLevelSchema,
  goal: TemplateGoalSchema,
  days: TemplateDaysSchema,
  /** The plan as the plan editor saves it (SavePlanBodySchema's `plan`): one workout per training day. */
  plan: PlanSchema.min(1, 'TEMPLATE_EMPTY').max(7),
};

function daysMatchPlan(body: { days: number; plan: unknown[] }, ctx: z.RefinementCtx) {
  if (body.days !== body.plan.length) {
    ctx.addIssue({ code: 'custom', path: ['days'], message: 'TEMPLATE_DAYS_MISMATCH' });
  }
}

/** `POST /api/templates` ('Salvar como modelo' from the plan editor). */
export const CreateTemplateBodySchema = z.strictObject(templateFields).superRefine(daysMatchPlan);
export type CreateTemplateBody = z.input<typeof CreateTemplateBodySchema>;

/** `PUT /api/templates/:id`: `version` is the one the editor read; a stale one is refused (TEMPLATE_CHANGED). */
export const UpdateTemplateBodySchema = z
  .strictObject({ ...templateFields, version: VersionSchema })
  .superRefine(daysMatchPlan);
export type UpdateTemplateBody = z.input<typeof UpdateTemplateBodySchema>;

export const APPLY_MAX_STUDENTS = 50;

/**
 * Where a student's copy puts the model's days: `days[i]` is the weekday of the model's i-th workout.
 * Sent when the trainer moved days in the preview; otherwise the server places them.
 */
export const PlacementSchema = z.strictObject({
  studentId: RecordIdSchema,
  days: z
    .array(WeekdaySchema)
    .min(1)
    .max(7)
    .refine((list) => new Set(list).size === list.length, 'TEMPLATE_PLACEMENT_REPEATED'),
});
export type Placement = z.infer<typeof PlacementSchema>;

const studentIds = z
  .array(RecordIdSchema)
  .min(1, 'TEMPLATE_NO_STUDENTS')
  .max(APPLY_MAX_STUDENTS)
  .refine((list) => new Set(list).size === list.length, 'VALIDATION_FAILED');

/** `POST /api/templates/:id/preview`: what applying would do, per student; nothing is saved. */
export const PreviewTemplateBodySchema = z.strictObject({
  studentIds,
  placements: z.array(PlacementSchema).max(APPLY_MAX_STUDENTS).optional(),
});
export type PreviewTemplateBody = z.infer<typeof PreviewTemplateBodySchema>;

/**
 * `POST /api/templates/:id/apply`: the placement the trainer confirmed and the model's `version` the
 * preview showed (a model edited since is refused with TEMPLATE_CHANGED, so nobody applies what they did not see).
 */
export const ApplyTemplateBodySchema = PreviewTemplateBodySchema.extend({ version: VersionSchema });
export type ApplyTemplateBody = z.infer<typeof ApplyTemplateBodySchema>;

/** One exercise the engine replaced in a student's copy, and why. */
export const TemplateSwapSchema = z.object({
  workoutId: z.string(),
  day: WeekdaySchema,
  fromExerciseId: z.string(),
  fromName: z.string(),
  toExerciseId: z.string(),
  toName: z.string(),
  /** Why, short: "impacto, aluna gestante". */
  reason: z.string(),
  /** The line the trainer reads: "Agachamento com Salto → Leg Press 45°: impacto, aluna gestante". */
  text: z.string(),
});
export type TemplateSwap = z.infer<typeof TemplateSwapSchema>;

/** The closest model with no more days than the student has (offered when they have too few). */
export const TemplateSuggestionSchema = z.object({ id: z.string(), name: z.string(), days: z.number().int() });

/**
 * A student's answer: `ready` (placed `days`, the `swaps`, and the `warnings` the engine could not
 * repair, for the trainer to review), `not_enough_days` (fewer available days than the model has, with
 * the closest model), or `no_anamnesis` (nothing to place the days on yet).
 */
export const TEMPLATE_STUDENT_STATUSES = ['ready', 'not_enough_days', 'no_anamnesis'] as const;
export const TemplateStudentPreviewSchema = z.object({
  studentId: z.string(),
  name: z.string(),
  status: z.enum(TEMPLATE_STUDENT_STATUSES),
  /** The student's available days (anamnesis), in week order. */
  availableDays: z.array(WeekdaySchema),
  /** The weekday of each of the model's workouts, in the model's order (empty unless `ready`). */
  days: z.array(WeekdaySchema),
  swaps: z.array(TemplateSwapSchema),
  /** What the coach's check still finds after the swaps (pt-BR sentences). */
  warnings: z.array(z.string()),
  /** The student already has a plan, which the copy replaces. */
  hasPlan: z.boolean(),
  suggestion: TemplateSuggestionSchema.nullable(),
});
export type TemplateStudentPreview = z.infer<typeof TemplateStudentPreviewSchema>;

export const TemplatePreviewSchema = z.object({
  templateId: z.string(),
  version: z.number().int(),
  students: z.array(TemplateStudentPreviewSchema),
});
export type TemplatePreview = z.infer<typeof TemplatePreviewSchema>;

/** Per student: `applied` (their own copy, status pending_review) or why not (the preview's statuses). */
export const TemplateApplyResultSchema = z.object({
  templateId: z.string(),
  version: z.number().int(),
  results: z.array(
    z.object({
      studentId: z.string(),
      name: z.string(),
      status: z.enum(['applied', 'not_enough_days', 'no_anamnesis']),
      days: z.array(WeekdaySchema),
      swaps: z.array(TemplateSwapSchema),
      warnings: z.array(z.string()),
    }),
  ),
});
export type TemplateApplyResult = z.infer<typeof TemplateApplyResultSchema>;
