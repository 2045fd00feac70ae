import { z } from 'zod';
import { FeedbackSchema } from './training.ts';
import { pageOf } from './pagination.ts';
import { IsoDateSchema } from './scalars.ts';
import { RADAR_CARDS } from '../domain/progress/radar-cards.ts';

/** Spec §3 Insight, with the date of the workout that produced it (the radar sorts by it). */
export const INSIGHT_TYPES = ['suggestion', 'warning', 'achievement'] as const;
export const InsightSchema = z.object({
  type: z.enum(INSIGHT_TYPES),
  message: z.string(),
  relatedExerciseId: z.string().optional(),
  date: IsoDateSchema.optional(),
});
export type Insight = z.infer<typeof InsightSchema>;
/** Spec §9: the last 10 insights are kept; 0 to 2 come from each finished workout. */
export const INSIGHTS_KEPT = 10;
export const INSIGHTS_PER_WORKOUT = 2;

export const PersonalRecordSchema = z.object({
  exerciseId: z.string(),
  name: z.string(),
  weight: z.number(),
  reps: z.number(),
  e1rm: z.number(),
});
export type PersonalRecordBadge = z.infer<typeof PersonalRecordSchema>;

/**
 * `POST /api/me/workouts/:date/analysis`: the analysis (null when none could be made: the screen says
 * so) and the personal records the day set (a small badge each).
 */
export const AnalysisSchema = z.object({
  analysis: z.string().nullable(),
  records: z.array(PersonalRecordSchema),
});
export type Analysis = z.infer<typeof AnalysisSchema>;

/** One day of the student's recent training, as the trainer's student dialog lists it. */
export const RecentWorkoutSchema = z.object({
  date: IsoDateSchema,
  /** The plan's label for the workout done, or for the day expected. */
  label: z.string().nullable(),
  status: z.enum(['completed', 'missed', 'started']),
  setsLogged: z.number().int(),
  /** Sets the plan's workout asks for; null when the workout is no longer in the plan. */
  setsPlanned: z.number().int().nullable(),
  feedback: FeedbackSchema.nullable(),
});
export type RecentWorkout = z.infer<typeof RecentWorkoutSchema>;

/** `GET /api/students/:id/progress`: what the student did, where the trainer already looks. */
export const StudentProgressSchema = z.object({
  lastTrainedOn: IsoDateSchema.nullable(),
  /** Completed ÷ scheduled training days, whole percent; null when nothing was scheduled. */
  adherence: z.object({ d7: z.number().nullable(), d30: z.number().nullable(), d90: z.number().nullable() }),
  recent: z.array(RecentWorkoutSchema),
  insights: z.array(InsightSchema),
});
export type StudentProgress = z.infer<typeof StudentProgressSchema>;

const PointSchema = z.object({ date: IsoDateSchema, weight: z.number(), reps: z.number() });
export const ExercisePerformanceSchema = z.object({
  exerciseId: z.string(),
  name: z.string(),
  /** The performance entries, oldest first (the chart's points). */
  points: z.array(PointSchema),
  /** The heaviest entry and Epley's estimate for it; null when nothing was lifted. */
  record: PointSchema.extend({ e1rm: z.number() }).nullable(),
});
export type ExercisePerformance = z.infer<typeof ExercisePerformanceSchema>;

/** `GET /api/students/:id/performance`: 'Revisão de Performance de {first name}'. */
export const PerformanceReviewSchema = z.object({
  exercises: z.array(ExercisePerformanceSchema),
  /** The heaviest set ever logged, of any exercise (kg). */
  maxWeight: z.number(),
  /** Σ weight × reps over every logged set (kg). */
  volumeKg: z.number(),
});
export type PerformanceReview = z.infer<typeof PerformanceReviewSchema>;

export { RADAR_CARDS, RADAR_PAGE_SIZE } from '../domain/progress/radar-cards.ts';
export const RadarCardSchema = z.enum(RADAR_CARDS);
export type RadarCard = z.infer<typeof RadarCardSchema>;

const who = { studentId: z.string(), name: z.string() };
export const RadarItemSchema = z.discriminatedUnion('kind', [
  // Sugestões da IA
  z.object({ ...who, kind: z.literal('insight'), insight: InsightSchema }),
  // Pontos de Atenção
  z.object({
    ...who,
    kind: z.literal('feedback'),
    date: IsoDateSchema,
    difficulty: z.string(),
    painPoints: z.string(),
    comments: z.string(),
  }),
  z.object({ ...who, kind: z.literal('adherence'), d30: z.number(), d90: z.number() }),
  z.object({
    ...who,
    kind: z.literal('rpe'),
    date: IsoDateSchema,
    label: z.string(),
    rpes: z.array(z.number()),
  }),
  z.object({ ...who, kind: z.literal('skipped'), exerciseName: z.string(), times: z.number() }),
  // Baixo Engajamento
  z.object({
    ...who,
    kind: z.literal('missed'),
    missed: z.number(),
    lastTrainedOn: IsoDateSchema.nullable(),
  }),
  // Destaques de Performance
  z.object({
    ...who,
    kind: z.literal('lift'),
    exerciseName: z.string(),
    weight: z.number(),
    reps: z.number(),
  }),
  z.object({ ...who, kind: z.literal('progress'), exerciseName: z.string(), percent: z.number() }),
  // Pendências
  z.object({ ...who, kind: z.literal('plan') }),
  z.object({ ...who, kind: z.literal('review') }),
  z.object({ ...who, kind: z.literal('expiring'), date: IsoDateSchema }),
]);
export type RadarItem = z.infer<typeof RadarItemSchema>;
export const RadarPageSchema = pageOf(RadarItemSchema);
export type RadarPage = z.infer<typeof RadarPageSchema>;
export const RadarSchema = z.object({
  insights: RadarPageSchema,
  attention: RadarPageSchema,
  engagement: RadarPageSchema,
  highlights: RadarPageSchema,
  pending: RadarPageSchema,
});
export type Radar = z.infer<typeof RadarSchema>;
export const RadarCardParamsSchema = z.strictObject({ card: RadarCardSchema });
export const RadarPageQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(1000).default(1),
});

/** Weekly summary (3–4 paragraphs) and meal suggestion (4–5 meals): text for the trainer to review and share. */
export const CoachTextSchema = z.object({ text: z.string() });
