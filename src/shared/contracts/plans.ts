import { z } from 'zod';
import { ExerciseIdSchema } from './exercises.ts';
import { WEEKDAYS } from '../domain/plans/weekdays.ts';
import { TextSchema } from './scalars.ts';

export { WEEKDAYS, type Weekday } from '../domain/plans/weekdays.ts';
export const WeekdaySchema = z.enum(WEEKDAYS);

export const BLOCK_TYPES = ['single', 'biset', 'triset', 'superset'] as const;
export const BlockTypeSchema = z.enum(BLOCK_TYPES);
export type BlockType = z.infer<typeof BlockTypeSchema>;

export const DURATION_TYPES = ['reps', 'time'] as const;

/** Limits that keep one plan document small enough to load on a cheap phone. */
export const PLAN_LIMITS = {
  days: 14,
  blocksPerDay: 20,
  exercisesPerBlock: 8,
  routineItems: 12,
  restSeconds: 900,
} as const;

const partId = TextSchema.trim().min(1).max(64);
const seconds = z.number().int().min(0).max(PLAN_LIMITS.restSeconds);

export const ExerciseInstanceSchema = z.strictObject({
  id: partId,
  exerciseId: ExerciseIdSchema,
  /** Spec §3 keeps sets and reps as text: "3", "8-12". */
  sets: TextSchema.trim().regex(/^\d{1,2}$/, 'PLAN_INVALID_SETS'),
  reps: TextSchema.trim().min(1).max(12),
  durationType: z.enum(DURATION_TYPES),
  rest: seconds,
  observation: TextSchema.trim().max(500).optional(),
  targetWeight: z.number().min(0).max(1000).optional(),
  targetReps: TextSchema.trim().max(12).optional(),
});
export type ExerciseInstance = z.infer<typeof ExerciseInstanceSchema>;

export const BlockSchema = z.strictObject({
  id: partId,
  type: BlockTypeSchema,
  restAfterBlock: seconds,
  exercises: z.array(ExerciseInstanceSchema).min(1).max(PLAN_LIMITS.exercisesPerBlock),
});
export type Block = z.infer<typeof BlockSchema>;

export const RoutineItemSchema = z.strictObject({
  exerciseId: ExerciseIdSchema,
  /** Free text such as "5 min" or "30s". */
  duration: TextSchema.trim().min(1).max(20),
});
export type RoutineItem = z.infer<typeof RoutineItemSchema>;

export const WorkoutSchema = z.strictObject({
  id: partId,
  day: WeekdaySchema,
  label: TextSchema.trim().min(1).max(60),
  muscleGroups: z.array(TextSchema.trim().min(1).max(40)).max(12),
  warmup: z.array(RoutineItemSchema).max(PLAN_LIMITS.routineItems),
  cooldown: z.array(RoutineItemSchema).max(PLAN_LIMITS.routineItems),
  blocks: z.array(BlockSchema).max(PLAN_LIMITS.blocksPerDay),
});
export type Workout = z.infer<typeof WorkoutSchema>;

/** A student's workout plan: one entry per training day (product §3 Workout). */
export const PlanSchema = z.array(WorkoutSchema).max(PLAN_LIMITS.days);
export type Plan = z.infer<typeof PlanSchema>;
