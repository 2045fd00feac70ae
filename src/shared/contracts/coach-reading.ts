import { z } from 'zod';
import { CONDITION_KINDS, LIMIT_KINDS, SPORT_KINDS } from '../domain/person/person.ts';
import { WeekdaySchema } from './plans.ts';
import { TextSchema } from './scalars.ts';

const uniqueKinds = <T extends readonly [string, ...string[]]>(kinds: T) =>
  z
    .array(z.enum(kinds))
    .max(kinds.length)
    .refine((list) => new Set(list).size === list.length, 'VALIDATION_FAILED')
    .default([]);

/** A sport the trainer adds or completes: game days and a competition the reader missed. */
export const SportCorrectionSchema = z.strictObject({
  kind: z.enum(SPORT_KINDS),
  /** The sport's name when it is 'other' ("vôlei"). */
  label: TextSchema.trim().min(1).max(40).optional(),
  gameDays: z
    .array(WeekdaySchema)
    .max(7)
    .refine((list) => new Set(list).size === list.length, 'VALIDATION_FAILED')
    .optional(),
  competitionInWeeks: z.number().int().min(0).max(104).optional(),
});
export type SportCorrection = z.infer<typeof SportCorrectionSchema>;

/**
 * The trainer's corrections to the coach's reading of one student (docs/decisions/030): conditions,
 * limits and sports to add to or remove from what the reader found. Kept per student and applied by
 * every AI operation after.
 */
export const PersonCorrectionsSchema = z.strictObject({
  addConditions: uniqueKinds(CONDITION_KINDS),
  removeConditions: uniqueKinds(CONDITION_KINDS),
  addLimits: uniqueKinds(LIMIT_KINDS),
  removeLimits: uniqueKinds(LIMIT_KINDS),
  addSports: z.array(SportCorrectionSchema).max(10).default([]),
  removeSports: uniqueKinds(SPORT_KINDS),
});
export type PersonCorrections = z.infer<typeof PersonCorrectionsSchema>;
export type PersonCorrectionsInput = z.input<typeof PersonCorrectionsSchema>;

export const EMPTY_CORRECTIONS: PersonCorrections = {
  addConditions: [],
  removeConditions: [],
  addLimits: [],
  removeLimits: [],
  addSports: [],
  removeSports: [],
};

const source = z.enum(['anamnese', 'personal']);

/** `Person` (shared/domain/person/person.ts) as the API sends it. */
export const PersonSchema = z.object({
  age: z.number().optional(),
  ageBand: z.enum(['under18', 'adult', 'senior']),
  sex: z.enum(['Masculino', 'Feminino', 'Outro']).optional(),
  bmi: z.number().optional(),
  level: z.enum(['iniciante', 'intermediario', 'avancado']),
  goal: z.enum(['hypertrophy', 'fat_loss', 'conditioning', 'health', 'rehab']),
  days: z.array(WeekdaySchema),
  sessionMinutes: z.number(),
  liked: z.array(z.string()),
  disliked: z.array(z.string()),
  conditions: z.array(
    z.object({
      kind: z.enum(CONDITION_KINDS),
      acute: z.boolean(),
      side: z.enum(['esquerdo', 'direito', 'ambos']).optional(),
      weeks: z.number().optional(),
      label: z.string(),
      source,
    }),
  ),
  limits: z.array(z.object({ kind: z.enum(LIMIT_KINDS), label: z.string(), source })),
  sports: z.array(
    z.object({
      kind: z.enum(SPORT_KINDS),
      label: z.string(),
      gameDays: z.array(WeekdaySchema),
      weeklyKm: z.number().optional(),
      competitionInWeeks: z.number().optional(),
      lifts: z
        .object({
          squat: z.number().optional(),
          bench: z.number().optional(),
          deadlift: z.number().optional(),
        })
        .optional(),
      source,
    }),
  ),
  fitness: z.object({
    canRun5min: z.boolean().optional(),
    canDoPushups: z.boolean().optional(),
    canSquat: z.boolean().optional(),
  }),
  medicalClearance: z.boolean(),
});

/** `GET|PUT /api/students/:id/coach-reading`: what the coach understood, and the trainer's corrections. */
export const CoachReadingSchema = z.object({
  /** The pt-BR lines of 'A IA considerou: …' (describePerson). */
  lines: z.array(z.string()),
  person: PersonSchema,
  corrections: PersonCorrectionsSchema,
});
export type CoachReading = z.infer<typeof CoachReadingSchema>;
