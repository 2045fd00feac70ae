import { z } from 'zod';
import { ExerciseIdSchema, MuscleGroupSchema } from './exercises.ts';
import { PlanSchema, WeekdaySchema } from './plans.ts';
import { TextSchema, VersionSchema } from './scalars.ts';

/** Spec §3 'Split suggestion': the muscle groups of each training day, only on the student's available days. */
export const SplitSchema = z.partialRecord(
  WeekdaySchema,
  z
    .array(MuscleGroupSchema)
    .min(1)
    .max(12)
    .refine((list) => new Set(list).size === list.length, 'VALIDATION_FAILED'),
);
export type Split = z.infer<typeof SplitSchema>;

/** `POST /api/students/:id/ai/split`. */
export const SplitResponseSchema = z.object({ split: SplitSchema, reason: z.string() });
export type SplitResponse = z.infer<typeof SplitResponseSchema>;

/**
 * `POST /api/students/:id/ai/plan`: `version` is the student's as the dialog read it; `split` the one the
 * trainer confirmed (else the suggested one); `another` asks for a different plan than the deterministic one.
 */
export const GeneratePlanBodySchema = z.strictObject({
  version: VersionSchema,
  split: SplitSchema.optional(),
  another: z.boolean().optional(),
});
export type GeneratePlanBody = z.infer<typeof GeneratePlanBodySchema>;

/** Spec §4 'AI exercise modification kinds'. */
export const MODIFICATION_KINDS = ['variation', 'progression', 'regression'] as const;
export const ModificationKindSchema = z.enum(MODIFICATION_KINDS);
export type ModificationKind = z.infer<typeof ModificationKindSchema>;

/** The row being changed and the other exercises of its day, as the editor has them (maybe unsaved). */
const exerciseContext = {
  exerciseId: ExerciseIdSchema,
  dayExerciseIds: z.array(ExerciseIdSchema).max(200),
};

/** `POST /api/students/:id/ai/modification`. */
export const ModificationBodySchema = z.strictObject({ kind: ModificationKindSchema, ...exerciseContext });
export type ModificationBody = z.infer<typeof ModificationBodySchema>;

/** One exercise the coach proposes, with the one line that says why. */
export const SuggestedExerciseSchema = z.object({
  exerciseId: z.string(),
  name: z.string(),
  reason: z.string(),
});
export type SuggestedExercise = z.infer<typeof SuggestedExerciseSchema>;

/** `POST /api/students/:id/ai/alternatives`: the 'Trocar Exercício' dialog's choices. */
export const AlternativesBodySchema = z.strictObject(exerciseContext);
export type AlternativesBody = z.infer<typeof AlternativesBodySchema>;
export const AlternativesResponseSchema = z.object({ alternatives: z.array(SuggestedExerciseSchema).max(8) });
export type AlternativesResponse = z.infer<typeof AlternativesResponseSchema>;

/** Spec §9 'Periodization'. */
export const PERIODIZATION_METHODS = ['Linear', 'Ondulatória Diária', 'Blocos'] as const;
export const PERIODIZATION_WEEKS = [12, 16, 24] as const;
export const PeriodizationBodySchema = z.strictObject({
  methodology: z.enum(PERIODIZATION_METHODS),
  weeks: z.union([z.literal(12), z.literal(16), z.literal(24)]),
});
export type PeriodizationBody = z.infer<typeof PeriodizationBodySchema>;
export const PeriodizationResponseSchema = z.object({ text: z.string() });
export type PeriodizationResponse = z.infer<typeof PeriodizationResponseSchema>;

/**
 * `POST /api/students/:id/ai/corrections`: the trainer replaced what the AI suggested and said why. A
 * correction without a reason is not kept (product §5).
 */
export const CorrectionBodySchema = z.strictObject({
  suggestedExerciseId: ExerciseIdSchema,
  chosenExerciseId: ExerciseIdSchema.optional(),
  reason: TextSchema.trim().max(300, 'TEXT_TOO_LONG'),
});
export type CorrectionBody = z.infer<typeof CorrectionBodySchema>;

/**
 * A learned preference (issue 22 §6): the exercise to avoid by id, the one chosen instead, the
 * trainer's reason, and for whom: one student ('student') or every student of the trainer ('trainer').
 */
export const PREFERENCE_SCOPES = ['student', 'trainer'] as const;
export const LearnedPreferenceSchema = z.object({
  id: z.string(),
  exerciseId: z.string(),
  exerciseName: z.string(),
  chosenExerciseId: z.string().nullable(),
  chosenName: z.string().nullable(),
  reason: z.string(),
  scope: z.enum(PREFERENCE_SCOPES),
  studentId: z.string().nullable(),
  studentName: z.string().nullable(),
  createdAt: z.string(),
});
export type LearnedPreference = z.infer<typeof LearnedPreferenceSchema>;
/** `GET /api/profile/preferences`: the trainer's learned preferences, newest first. */
export const LearnedPreferencesSchema = z.object({ items: z.array(LearnedPreferenceSchema) });
export type LearnedPreferences = z.infer<typeof LearnedPreferencesSchema>;

/** The correction's answer: whether a preference was kept, and which. */
export const CorrectionResponseSchema = z.object({
  saved: z.boolean(),
  preference: LearnedPreferenceSchema.nullable(),
});

/** `POST /api/students/:id/plan-check`: the plan as the editor holds it, checked against the student. */
export const PlanCheckBodySchema = z.strictObject({ plan: PlanSchema });
export type PlanCheckBody = z.infer<typeof PlanCheckBodySchema>;

export const FINDING_KINDS = [
  'day_unavailable',
  'contraindicated',
  'equipment_missing',
  'volume_low',
  'volume_high',
  'consecutive_days',
  'session_too_long',
  'too_advanced',
  // The reviewer's (issue 22, docs/decisions/032-coach-review.md):
  /** A rule for the person's condition, age or sport (pregnancy, bone health, injury, youth…). */
  'population',
  /** What the person cannot or will not do (a limit they or the trainer stated, a disliked exercise). */
  'limit',
  /** How a session is built (what opens it, repeated movements, pairs, warm-up). */
  'structure',
  /** Reps or effort outside what the person's rules allow. */
  'effort',
  'session_too_short',
] as const;
export type FindingKind = (typeof FINDING_KINDS)[number];

/** Where in a workout a finding points: its warm-up, its blocks, its cool-down. */
export const FINDING_PARTS = ['warmup', 'main', 'cooldown'] as const;

export const FindingSchema = z.object({
  kind: z.enum(FINDING_KINDS),
  /** The whole sentence, with where and why ("Terça-feira, Supino Reto: gestante após o 1º trimestre…"). */
  message: z.string(),
  /** The plan day it is about, when it is about one. */
  workoutId: z.string().optional(),
  exerciseId: z.string().optional(),
  /** The reviewer's stable rule id ('pregnancy.supine', 'structure.opener'…). */
  rule: z.string().optional(),
  /** Why the rule exists, with its source ("Gestante após o 1º trimestre: evitar… (ACOG 2020)"). */
  reason: z.string().optional(),
  /** A rule that protects the person's health, not one of good programming. */
  safety: z.boolean().optional(),
  /** An exercise or a prescription a compliant one can replace (the engine repairs these). */
  repairable: z.boolean().optional(),
  part: z.enum(FINDING_PARTS).optional(),
  blockId: z.string().optional(),
  /** The row (exercise instance) id in a block; a warm-up or cool-down item is `part` + `index`. */
  rowId: z.string().optional(),
  index: z.number().int().optional(),
  /** The muscle group a volume finding is about (the weekly table highlights exactly these). */
  group: z.string().optional(),
});
export type Finding = z.infer<typeof FindingSchema>;

export const PlanCheckSchema = z.object({
  findings: z.array(FindingSchema),
  /** Hard sets per muscle group per week: a primary muscle counts 1, a secondary ½. */
  weeklySets: z.array(z.object({ group: z.string(), sets: z.number(), min: z.number(), max: z.number() })),
});
export type PlanCheck = z.infer<typeof PlanCheckSchema>;

/**
 * An admin's Gemini key as the panel shows it: never the key, only its last four characters. Only a
 * 'valid' key is used: 'pending' until its check answers, 'invalid' once the provider refused it.
 */
export const AI_KEY_STATUSES = ['pending', 'valid', 'invalid'] as const;
export const AiKeySchema = z.object({
  id: z.string(),
  hint: z.string(),
  createdAt: z.string(),
  status: z.enum(AI_KEY_STATUSES),
});
export type AiKey = z.infer<typeof AiKeySchema>;
/**
 * Every provider the coach may answer from, in the order the server prefers them when none is forced
 * (the one list: AI_PROVIDER, the gateway, the admin's keys screen).
 */
export const AI_PROVIDERS = ['gemini', 'openai-compatible', 'local'] as const;
export type AiProviderKind = (typeof AI_PROVIDERS)[number];
export const AiKeysSchema = z.object({ keys: z.array(AiKeySchema), provider: z.enum(AI_PROVIDERS) });
export type AiKeys = z.infer<typeof AiKeysSchema>;
export const AddAiKeyBodySchema = z.strictObject({
  key: TextSchema.trim()
    .min(1, 'AI_KEY_EMPTY')
    .max(200, 'AI_KEY_INVALID')
    .regex(/^[\x21-\x7e]+$/, 'AI_KEY_INVALID'),
});
/** A check's answer: `unreachable` when no answer came (no connection, timeout), `unknown` for any other error. */
export const KEY_CHECKS = ['valid', 'invalid', 'quota', 'unreachable', 'unknown'] as const;
export const KeyCheckSchema = z.object({ hint: z.string(), result: z.enum(KEY_CHECKS) });
export type KeyCheck = z.infer<typeof KeyCheckSchema>;

/** The header an AI answer carries when a key hit its quota and the next key answered (product §8 info toast). */
export const AI_NOTICE_HEADER = 'x-ai-notice';
export const AI_NOTICES = {
  keyRotated: 'key-rotated',
  /** The remote provider failed and the local coach answered instead (issue 23 item 2). */
  localFallback: 'local-fallback',
} as const;
export type AiNotice = (typeof AI_NOTICES)[keyof typeof AI_NOTICES];
