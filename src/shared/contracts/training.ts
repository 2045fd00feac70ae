import { z } from 'zod';
import { ExerciseIdSchema } from './exercises.ts';
import { PlanSchema } from './plans.ts';
import { PlanStatusSchema } from './students.ts';
import { DateTimeSchema, IsoDateSchema, TextSchema } from './scalars.ts';
import { SEXES } from '../domain/anamnesis/questions.ts';
import {
  DEFAULT_ENJOYMENT,
  DIFFICULTIES,
  ENERGY_LEVELS,
  RPE_DEFAULT,
  RPE_MAX,
  RPE_MIN,
  SLEEP_QUALITIES,
} from '../domain/training/feedback-options.ts';

/** What a student's exercise card and 'Como Fazer?' show. */
export const ExerciseInfoSchema = z.object({
  name: z.string(),
  videoUrl: z.string().nullable(),
  gifUrl: z.string().nullable(),
  tutorial: z.string(),
});
export type ExerciseInfo = z.infer<typeof ExerciseInfoSchema>;

const price = z.number().nullable();

/** `GET /api/me`: the student's home. No anamnesis answers here: they stay behind their own route. */
export const StudentHomeSchema = z.object({
  id: z.string(),
  name: z.string(),
  sex: z.enum(SEXES).nullable(),
  planStatus: PlanStatusSchema,
  planExpiryDate: IsoDateSchema.nullable(),
  /**
   * The first day the calendar holds the plan against the student: the later of the day they were
   * added and the day their current plan started (activation, renewal after a lapse).
   */
  planStart: IsoDateSchema,
  goal: z.string().nullable(),
  /** True once the student has submitted an anamnesis. */
  hasAnamnesis: z.boolean(),
  /** Empty while there is no plan, and while the plan is expired (the server decides, product §4). */
  workoutPlan: PlanSchema,
  /** Every exercise the plan (blocks, warm-up and cool-down) uses. */
  exercises: z.record(z.string(), ExerciseInfoSchema),
  trainer: z.object({
    name: z.string(),
    whatsapp: z.string().nullable(),
    planPrices: z.object({ '1': price, '3': price, '6': price }),
  }),
  /** Brazil's calendar date on the server, for phones whose clock is off. */
  today: IsoDateSchema,
});
export type StudentHome = z.infer<typeof StudentHomeSchema>;

const partId = TextSchema.trim().min(1).max(64);

/**
 * One logged set. `id` is made on the phone (a UUID) before the first send, so retries and the
 * offline outbox can send it again and again: it is stored once. For timed exercises `reps` holds seconds.
 */
export const SetLogBodySchema = z.strictObject({
  date: IsoDateSchema,
  workoutId: partId,
  blockId: partId,
  exerciseId: ExerciseIdSchema,
  setIndex: z.number().int().min(0).max(99),
  weight: z.number().min(0, 'INVALID_NUMBER').max(1000, 'INVALID_NUMBER'),
  reps: z.number().int('INVALID_NUMBER').min(0, 'INVALID_NUMBER').max(10_000, 'INVALID_NUMBER'),
  /** When the student tapped 'Registrar Série' (the phone's clock). */
  loggedAt: DateTimeSchema,
});
export type SetLogBody = z.infer<typeof SetLogBodySchema>;
export const SetIdSchema = z.uuid();
export const SetLogSchema = SetLogBodySchema.extend({ id: z.string() });
export type SetLog = z.infer<typeof SetLogSchema>;
/** `PUT /api/me/sets/:id` answers 201 when stored now, 200 when it was already stored. */
export const SetLogResultSchema = z.object({ id: z.string(), stored: z.boolean() });

/** Where the student is in the run (product §3 Progress). blockIndex = blocks.length means every set is done. */
export const RunPositionSchema = z.strictObject({
  blockIndex: z.number().int().min(0).max(20),
  exerciseIndex: z.number().int().min(0).max(7),
  setIndex: z.number().int().min(0).max(99),
});
export type RunPosition = z.infer<typeof RunPositionSchema>;

/**
 * `PUT /api/me/workouts/:date/progress`. `at` is the phone's time of the change: the server keeps the
 * newest, so a late retry from the outbox or a second device never moves the student backwards in time.
 */
export const ProgressBodySchema = z.strictObject({
  workoutId: partId,
  position: RunPositionSchema,
  at: DateTimeSchema,
});
export type ProgressBody = z.infer<typeof ProgressBodySchema>;

export const FeedbackSchema = z.strictObject({
  difficulty: z.enum(DIFFICULTIES),
  energyLevel: z.enum(ENERGY_LEVELS),
  sleepQuality: z.enum(SLEEP_QUALITIES),
  overallRPE: z.number().int().min(RPE_MIN).max(RPE_MAX).default(RPE_DEFAULT),
  painPoints: TextSchema.max(500, 'TEXT_TOO_LONG').default(''),
  enjoyment: z.literal(DEFAULT_ENJOYMENT).default(DEFAULT_ENJOYMENT),
  comments: TextSchema.max(2000, 'TEXT_TOO_LONG').default(''),
});
export type Feedback = z.infer<typeof FeedbackSchema>;

/** Feedback as the database holds it (jsonb), read back through the contract: anything else is none. */
export function storedFeedback(stored: unknown): Feedback | null {
  const parsed = FeedbackSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}
export type FeedbackBody = z.input<typeof FeedbackSchema>;

/** `POST /api/me/workouts/:date/finish`. */
export const FinishBodySchema = z.strictObject({ workoutId: partId });
export type FinishBody = z.infer<typeof FinishBodySchema>;

export const LastPerformanceSchema = z.object({ weight: z.number(), reps: z.number(), date: IsoDateSchema });
export type LastPerformance = z.infer<typeof LastPerformanceSchema>;

/** `GET /api/me/workouts/:date`: everything about one calendar day's workout. */
export const WorkoutDaySchema = z.object({
  date: IsoDateSchema,
  progress: ProgressBodySchema.nullable(),
  /** Every set logged for this date, from any device, oldest first. */
  sets: z.array(SetLogSchema),
  completed: z.boolean(),
  feedback: FeedbackSchema.nullable(),
  analysis: z.string().nullable(),
  /** Per exercise, the last performance recorded on an earlier date ('Última vez'). */
  lastPerformance: z.record(z.string(), LastPerformanceSchema),
});
export type WorkoutDay = z.infer<typeof WorkoutDaySchema>;

/** `GET /api/me/calendar?from&to` (at most 62 days): the dates the student completed. */
export const CalendarQuerySchema = z.strictObject({ from: IsoDateSchema, to: IsoDateSchema });
export const CALENDAR_MAX_DAYS = 62;
export const CalendarSchema = z.object({ completed: z.array(IsoDateSchema) });
export type Calendar = z.infer<typeof CalendarSchema>;

export const DateParamsSchema = z.strictObject({ date: IsoDateSchema });
