import { z } from 'zod';
import { BODY_FAT_PROTOCOLS, PROTOCOL_FOLDS } from '../domain/assessment/body-fat.ts';
import { CHANGE_KEYS } from '../domain/assessment/derive.ts';
import { BMI_BANDS, WAIST_HIP_RISKS } from '../domain/assessment/indices.ts';
import {
  ASSESSMENT_SEXES,
  BODY_LIMITS,
  CIRCUMFERENCE_SITES,
  SKINFOLD_SITES,
  CIRCUMFERENCE_GROUPS,
  SKINFOLD_LIMITS,
  type CircumferenceGroup,
  type CircumferenceSite,
  type SkinfoldSite,
} from '../domain/assessment/sites.ts';
import type { ErrorCode } from './errors.ts';
import { IsoDateSchema, TextSchema, VersionSchema } from './scalars.ts';

export { BODY_FAT_PROTOCOLS, type BodyFatProtocol } from '../domain/assessment/body-fat.ts';
export { ASSESSMENT_SEXES, CIRCUMFERENCE_SITES, SKINFOLD_SITES } from '../domain/assessment/sites.ts';

/** How many assessments one student keeps (a monthly assessment for ten years). */
export const ASSESSMENTS_MAX = 120;

const ranged = ({ min, max }: { min: number; max: number }, code: ErrorCode) =>
  z.number({ error: code }).min(min, code).max(max, code);

const GROUP_CODES: Record<CircumferenceGroup, ErrorCode> = {
  neck: 'ASSESSMENT_NECK_RANGE',
  trunk: 'ASSESSMENT_TRUNK_RANGE',
  arm: 'ASSESSMENT_ARM_RANGE',
  forearm: 'ASSESSMENT_FOREARM_RANGE',
  thigh: 'ASSESSMENT_THIGH_RANGE',
  calf: 'ASSESSMENT_CALF_RANGE',
};
const around = (group: CircumferenceGroup) =>
  ranged(CIRCUMFERENCE_GROUPS[group], GROUP_CODES[group]).optional();
const fold = ranged(SKINFOLD_LIMITS, 'ASSESSMENT_SKINFOLD_RANGE').optional();

/** Circumferences in cm, each optional; D and E are the right and left side. */
export const CircumferencesSchema = z.strictObject({
  pescoco: around('neck'),
  ombro: around('trunk'),
  torax: around('trunk'),
  cintura: around('trunk'),
  abdomen: around('trunk'),
  quadril: around('trunk'),
  bracoRelaxadoD: around('arm'),
  bracoRelaxadoE: around('arm'),
  bracoContraidoD: around('arm'),
  bracoContraidoE: around('arm'),
  antebracoD: around('forearm'),
  antebracoE: around('forearm'),
  coxaD: around('thigh'),
  coxaE: around('thigh'),
  panturrilhaD: around('calf'),
  panturrilhaE: around('calf'),
} satisfies Record<CircumferenceSite, z.ZodType>);
export type Circumferences = z.infer<typeof CircumferencesSchema>;

/** Skinfolds in mm, each optional; the chosen protocol's folds are required (below). */
export const SkinfoldsSchema = z.strictObject({
  peitoral: fold,
  axilarMedia: fold,
  triceps: fold,
  subescapular: fold,
  abdominal: fold,
  suprailiaca: fold,
  coxa: fold,
} satisfies Record<SkinfoldSite, z.ZodType>);
export type Skinfolds = z.infer<typeof SkinfoldsSchema>;

export const BloodPressureSchema = z
  .strictObject({
    systolic: ranged(BODY_LIMITS.systolic, 'ASSESSMENT_SYSTOLIC_RANGE').int('ASSESSMENT_SYSTOLIC_RANGE'),
    diastolic: ranged(BODY_LIMITS.diastolic, 'ASSESSMENT_DIASTOLIC_RANGE').int('ASSESSMENT_DIASTOLIC_RANGE'),
  })
  .refine((bp) => bp.systolic > bp.diastolic, { message: 'ASSESSMENT_PRESSURE_ORDER', path: ['systolic'] });

const assessmentFields = {
  date: IsoDateSchema,
  /** Sex and age on the day, as the protocols and the waist-hip table read them (the form fills them from the anamnesis). */
  sex: z.enum(ASSESSMENT_SEXES),
  age: ranged(BODY_LIMITS.age, 'ASSESSMENT_AGE_RANGE').int('ASSESSMENT_AGE_RANGE'),
  weightKg: ranged(BODY_LIMITS.weightKg, 'ASSESSMENT_WEIGHT_RANGE'),
  heightCm: ranged(BODY_LIMITS.heightCm, 'ASSESSMENT_HEIGHT_RANGE'),
  restingHeartRate: ranged(BODY_LIMITS.restingHeartRate, 'ASSESSMENT_HEART_RATE_RANGE')
    .int('ASSESSMENT_HEART_RATE_RANGE')
    .nullable(),
  bloodPressure: BloodPressureSchema.nullable(),
  circumferences: CircumferencesSchema,
  skinfolds: SkinfoldsSchema,
  /** The body-fat protocol; null records no skinfold estimate (weight and circumferences only). */
  protocol: z.enum(BODY_FAT_PROTOCOLS).nullable(),
  notes: TextSchema.trim().max(1000, 'TEXT_TOO_LONG'),
};

type Measured = {
  sex: (typeof ASSESSMENT_SEXES)[number];
  protocol: (typeof BODY_FAT_PROTOCOLS)[number] | null;
  skinfolds: Skinfolds;
};

/** The chosen protocol's folds must all be there; each missing one is named on its own field. */
function requireProtocolFolds(body: Measured, ctx: z.RefinementCtx): void {
  if (!body.protocol) return;
  for (const site of PROTOCOL_FOLDS[body.protocol][body.sex]) {
    if (body.skinfolds[site] === undefined) {
      ctx.addIssue({ code: 'custom', path: ['skinfolds', site], message: 'ASSESSMENT_SKINFOLD_REQUIRED' });
    }
  }
}

/** `POST /api/students/:id/assessments`: one assessment on a date (product: 'Avaliação Física'). */
export const AssessmentInputSchema = z.strictObject(assessmentFields).superRefine(requireProtocolFolds);
export type AssessmentInput = z.infer<typeof AssessmentInputSchema>;

/** `PUT /api/students/:id/assessments/:assessmentId`: the whole assessment again, with the version the form read. */
export const UpdateAssessmentBodySchema = z
  .strictObject({ ...assessmentFields, version: VersionSchema })
  .superRefine(requireProtocolFolds);
export type UpdateAssessmentBody = z.infer<typeof UpdateAssessmentBodySchema>;

/** `DELETE /api/students/:id/assessments/:assessmentId?version=N`: a stale version is refused (409). */
export const DeleteAssessmentQuerySchema = z.strictObject({ version: z.coerce.number().pipe(VersionSchema) });

export const AssessmentParamsSchema = z.strictObject({
  id: TextSchema.regex(/^[\w-]{1,64}$/),
  assessmentId: z.uuid({ error: 'ASSESSMENT_NOT_FOUND' }),
});

export const DerivedValuesSchema = z.object({
  bmi: z.number(),
  bmiBand: z.enum(BMI_BANDS),
  /** Why there is no body fat when there is none: no protocol, a fold missing, or outside what the equation answers. */
  bodyFatStatus: z.enum(['ok', 'no_protocol', 'missing_folds', 'out_of_range']),
  sumOfFolds: z.number().nullable(),
  bodyDensity: z.number().nullable(),
  bodyFatPercent: z.number().nullable(),
  fatMassKg: z.number().nullable(),
  leanMassKg: z.number().nullable(),
  waistHipRatio: z.number().nullable(),
  waistHipRisk: z.enum(WAIST_HIP_RISKS).nullable(),
});

export const AssessmentChangeSchema = z.object({
  fromDate: IsoDateSchema,
  days: z.number().int(),
  values: z.object(
    Object.fromEntries(CHANGE_KEYS.map((key) => [key, z.number().nullable()])) as Record<
      (typeof CHANGE_KEYS)[number],
      z.ZodNullable<z.ZodNumber>
    >,
  ),
});

/** Stored measures as answered: numbers, without the input's ranges (an old record still reads). */
const measuresOf = <S extends string>(sites: readonly S[]) =>
  Object.fromEntries(sites.map((site) => [site, z.number().optional()])) as Record<
    S,
    z.ZodOptional<z.ZodNumber>
  >;

/** One assessment as answered: what was measured, what follows from it, and the change. */
export const AssessmentSchema = z.object({
  id: z.string(),
  studentId: z.string(),
  date: IsoDateSchema,
  sex: z.enum(ASSESSMENT_SEXES),
  age: z.number().int(),
  weightKg: z.number(),
  heightCm: z.number(),
  restingHeartRate: z.number().int().nullable(),
  bloodPressure: z.object({ systolic: z.number().int(), diastolic: z.number().int() }).nullable(),
  circumferences: z.object(measuresOf(CIRCUMFERENCE_SITES)),
  skinfolds: z.object(measuresOf(SKINFOLD_SITES)),
  protocol: z.enum(BODY_FAT_PROTOCOLS).nullable(),
  notes: z.string(),
  derived: DerivedValuesSchema,
  /** Since the assessment just before this one (by date); null for the first. */
  changeSincePrevious: AssessmentChangeSchema.nullable(),
  /** Since the student's first assessment; null for the first. */
  changeSinceFirst: AssessmentChangeSchema.nullable(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type Assessment = z.infer<typeof AssessmentSchema>;

/** The student's assessments, oldest first (the evolution table reads left to right). */
export const AssessmentListSchema = z.object({ items: z.array(AssessmentSchema) });
export type AssessmentList = z.infer<typeof AssessmentListSchema>;
