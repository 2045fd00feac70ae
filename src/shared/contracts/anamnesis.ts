import { z } from 'zod';
import {
  ANAMNESIS_CONSENT_VERSION,
  ANAMNESIS_STEP_COUNT,
  ANAMNESIS_TEXT_MAX,
  CONDITIONS,
  EQUIPMENT_OPTIONS,
  GOALS,
  NUMBER_LIMITS,
  NUTRITION_QUALITIES,
  SEXES,
  TRAINING_LOCATIONS,
  WATER_INTAKES,
} from '../domain/anamnesis/questions.ts';
import { WEEKDAYS } from '../domain/plans/weekdays.ts';
import { TextSchema } from './scalars.ts';

const text = TextSchema.max(ANAMNESIS_TEXT_MAX, 'TEXT_TOO_LONG').optional();
const amount = ({ min, max }: { min: number; max: number }) =>
  z.number().min(min, 'INVALID_NUMBER').max(max, 'INVALID_NUMBER').optional();
const yesNo = z.boolean().optional();
const uniqueList = <T extends readonly [string, ...string[]]>(options: T) =>
  z
    .array(z.enum(options))
    .max(options.length)
    .refine((list) => new Set(list).size === list.length, 'VALIDATION_FAILED')
    .optional();

/**
 * The student's answers (product §3 Anamnesis). Every answer is optional (product §5: no hard validation);
 * an empty number is simply absent. Unknown fields are refused, so nothing else rides along.
 */
export const AnamnesisAnswersSchema = z.strictObject({
  sex: z.enum(SEXES).optional(),
  age: amount(NUMBER_LIMITS.age),
  height: amount(NUMBER_LIMITS.height),
  weight: amount(NUMBER_LIMITS.weight),
  whatsapp: TextSchema.regex(/^\d{0,11}$/, 'INVALID_WHATSAPP').optional(),
  profession: text,
  city: text,
  specificGoal: z.enum(GOALS).optional(),
  goalTimeline: text,
  hasTrainedBefore: yesNo,
  trainingSince: text,
  previousTrainingFrequency: text,
  hadPersonalTrainer: yesNo,
  likedWorkouts: text,
  dislikedWorkouts: text,
  hoursSitting: amount(NUMBER_LIMITS.hoursSitting),
  sleepHours: amount(NUMBER_LIMITS.sleepHours),
  nutritionQuality: z.enum(NUTRITION_QUALITIES).optional(),
  waterIntake: z.enum(WATER_INTAKES).optional(),
  alcoholIntake: text,
  smokerInfo: text,
  orthopedicProblems: text,
  surgeriesInfo: text,
  controlledMedication: text,
  healthIssues: text,
  medicalClearance: yesNo,
  currentCondition: z.enum(CONDITIONS).optional(),
  canRun5min: yesNo,
  canDoPushups: yesNo,
  canSquat: yesNo,
  availableDays: uniqueList(WEEKDAYS),
  trainingHours: text,
  trainingLocation: z.enum(TRAINING_LOCATIONS).optional(),
  equipment: uniqueList(EQUIPMENT_OPTIONS),
  observations: text,
});
export type AnamnesisAnswers = z.infer<typeof AnamnesisAnswersSchema>;

export const AnamnesisStepSchema = z.number().int().min(1).max(ANAMNESIS_STEP_COUNT);

/** `POST /api/me/anamnesis/consent`: the student accepts the current consent text. */
export const ConsentBodySchema = z.strictObject({
  textVersion: z.literal(ANAMNESIS_CONSENT_VERSION, { error: 'CONSENT_OUTDATED' }),
});
export const ConsentSchema = z.object({ textVersion: z.string(), grantedAt: z.string() });
export type Consent = z.infer<typeof ConsentSchema>;

/** `PUT /api/me/anamnesis/draft`: the wizard as the student left it; needs a current consent. */
export const AnamnesisDraftBodySchema = z.strictObject({
  step: AnamnesisStepSchema,
  answers: AnamnesisAnswersSchema,
});
export type AnamnesisDraftBody = z.infer<typeof AnamnesisDraftBodySchema>;

/**
 * `PUT /api/me/anamnesis`: the finished questionnaire; needs a current consent; clears the draft. The
 * goal and at least one available day are required (ANAMNESIS_REQUIRED); the rest stays optional.
 */
export const SubmitAnamnesisBodySchema = z.strictObject({
  answers: AnamnesisAnswersSchema.extend({
    specificGoal: z.enum(GOALS, { error: 'ANAMNESIS_GOAL_REQUIRED' }),
    availableDays: z
      .array(z.enum(WEEKDAYS), { error: 'ANAMNESIS_DAYS_REQUIRED' })
      .min(1, 'ANAMNESIS_DAYS_REQUIRED')
      .max(WEEKDAYS.length)
      .refine((list) => new Set(list).size === list.length, 'VALIDATION_FAILED'),
  }),
});
export type SubmitAnamnesisBody = z.infer<typeof SubmitAnamnesisBodySchema>;

/** `GET /api/me/anamnesis`: what the wizard needs to pick up where the student stopped, on any device. */
export const AnamnesisStateSchema = z.object({
  /** The consent to the current text version, or null when there is none (then nothing is stored). */
  consent: ConsentSchema.nullable(),
  draft: z
    .object({ step: AnamnesisStepSchema, answers: AnamnesisAnswersSchema, updatedAt: z.string() })
    .nullable(),
  /** The last submitted questionnaire, to edit it. */
  submitted: AnamnesisAnswersSchema.nullable(),
});
export type AnamnesisState = z.infer<typeof AnamnesisStateSchema>;
