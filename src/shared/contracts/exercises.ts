import { z } from 'zod';
import { TextSchema } from './scalars.ts';

// The canonical groups of spec §9 ('Muscle groups for split'); the seed and the filters use them.
export const MUSCLE_GROUPS = [
  'Peito',
  'Costas',
  'Ombros',
  'Bíceps',
  'Tríceps',
  'Pernas (Quadríceps)',
  'Pernas (Posterior)',
  'Panturrilhas',
  'Abdômen',
  'Core',
  'Glúteos',
  'Cardio',
] as const;
export const MuscleGroupSchema = z.enum(MUSCLE_GROUPS);
export type MuscleGroup = z.infer<typeof MuscleGroupSchema>;

export const EQUIPMENT = ['maquina', 'barra', 'halteres', 'peso corporal', 'kettlebell', 'elastico'] as const;
export const EquipmentSchema = z.enum(EQUIPMENT);
export type Equipment = z.infer<typeof EquipmentSchema>;

export const DIFFICULTIES = ['iniciante', 'intermediario', 'avancado'] as const;
export const DifficultySchema = z.enum(DIFFICULTIES);
export type Difficulty = z.infer<typeof DifficultySchema>;

export const ExerciseIdSchema = TextSchema.trim()
  .min(1)
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use letras minúsculas, números e hífens.');

const label = TextSchema.trim().min(1).max(60);

export const ExerciseSchema = z.strictObject({
  id: ExerciseIdSchema,
  name: TextSchema.trim().min(1).max(120),
  videoUrl: TextSchema.trim().url().max(500).nullable(),
  gifUrl: TextSchema.trim().url().max(500).nullable(),
  tutorial: TextSchema.max(4000),
  equipment: EquipmentSchema,
  muscleGroups: z.strictObject({
    primary: z.array(label).max(12),
    secondary: z.array(label).max(12),
  }),
  difficulty: DifficultySchema,
  contraindications: z.array(TextSchema.trim().min(1).max(120)).max(20),
});
export type Exercise = z.infer<typeof ExerciseSchema>;

export const ExerciseListQuerySchema = z.strictObject({
  q: TextSchema.trim().max(100).optional(),
  muscleGroup: label.optional(),
  equipment: EquipmentSchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type ExerciseListQuery = z.infer<typeof ExerciseListQuerySchema>;

/** The list's filters without paging ('Copiar Nomes' copies every name the filter finds). */
export const ExerciseFilterSchema = ExerciseListQuerySchema.omit({ page: true, pageSize: true });
export type ExerciseFilter = z.infer<typeof ExerciseFilterSchema>;
