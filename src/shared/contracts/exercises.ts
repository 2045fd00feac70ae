import { z } from 'zod';
import { TextSchema } from './scalars.ts';

// The canonical groups of product §9 ('Muscle groups for split'); the seed and the filters use them.
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

/**
 * What an exercise asks of the body (issue 22 §2): the coach's rules for people (pregnancy, bone
 * health, falls, injuries) are written against these, never against exercise names.
 */
export const MOVEMENT_PATTERNS = [
  'agachamento',
  'dobradica_quadril',
  'unilateral_pernas',
  'empurrar_horizontal',
  'empurrar_vertical',
  'puxar_horizontal',
  'puxar_vertical',
  'carregar',
  'core_anti',
  'flexao_rotacao_tronco',
  'isolamento',
  'cardio',
  'mobilidade',
] as const;
export const MovementPatternSchema = z.enum(MOVEMENT_PATTERNS);
export type MovementPattern = z.infer<typeof MovementPatternSchema>;

/**
 * Where the body is while working (decision 031): a bench at 30–45° is 'sentado'; a push-up or plank on
 * the floor is 'deitado_bruços' (with hands on a wall or bench it is 'em_pe'); head below the hips is
 * 'cabeca_para_baixo' whatever else; quadruped and kneeling work is 'chao_ajoelhado'; hanging is 'em_pe'.
 */
export const BODY_POSITIONS = [
  'em_pe',
  'sentado',
  'deitado_costas',
  'deitado_bruços',
  'de_lado',
  'cabeca_para_baixo',
  'chao_ajoelhado',
] as const;
export const BodyPositionSchema = z.enum(BODY_POSITIONS);
export type BodyPosition = z.infer<typeof BodyPositionSchema>;

export const IMPACTS = ['nenhum', 'baixo', 'alto'] as const;
export const ImpactSchema = z.enum(IMPACTS);
export type Impact = z.infer<typeof ImpactSchema>;

export const BALANCE_DEMANDS = ['baixo', 'medio', 'alto'] as const;
export const BalanceDemandSchema = z.enum(BALANCE_DEMANDS);
export type BalanceDemand = z.infer<typeof BalanceDemandSchema>;

/** 'o Supino', 'a Remada': the grammatical gender of the exercise's name, for the coach's sentences. */
export const NAME_GENDERS = ['m', 'f'] as const;
export const NameGenderSchema = z.enum(NAME_GENDERS);
export type NameGender = z.infer<typeof NameGenderSchema>;

export const ExerciseTraitsSchema = z.strictObject({
  pattern: MovementPatternSchema,
  position: BodyPositionSchema,
  /** Done on the floor or kneeling on it (getting down and up again is part of it). */
  floor: z.boolean(),
  impact: ImpactSchema,
  /** A load that compresses the spine along its axis (barbell on the back or held overhead, heavy carries). */
  axialLoad: z.boolean(),
  /** Flexion or twist of the spine under load (crunch, sit-up, Russian twist, windmill, toe touch). */
  spinalFlexion: z.boolean(),
  /** 'alto': single-leg unsupported or moving; 'medio': loaded standing, split stance, supported one leg. */
  balance: BalanceDemandSchema,
  /** A main lift (squat, bench press, deadlift, overhead press, row, pull-up) a session is built around. */
  mainLift: z.boolean(),
  gender: NameGenderSchema,
});
export type ExerciseTraits = z.infer<typeof ExerciseTraitsSchema>;

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
  traits: ExerciseTraitsSchema,
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
