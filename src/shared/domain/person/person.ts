import type { Weekday } from '../plans/weekdays.ts';

/**
 * The person a plan is for (issue 22 §1), read from the anamnesis and the trainer's corrections by
 * `readPerson` (read-person.ts). The generator and the reviewer both start from this reading; neither
 * reads the anamnesis text itself.
 */
export type AgeBand = 'under18' | 'adult' | 'senior';
export type PersonLevel = 'iniciante' | 'intermediario' | 'avancado';
export type PersonGoal = 'hypertrophy' | 'fat_loss' | 'conditioning' | 'health' | 'rehab';

export const CONDITION_KINDS = [
  'pregnancy',
  'postpartum',
  'osteoporosis',
  'hypertension',
  'diabetes',
  'heart_disease',
  'asthma',
  'obesity',
  'lumbar_disc',
  'cervical_disc',
  'low_back_pain',
  'knee',
  'shoulder',
  'elbow_wrist',
  'ankle_sprain',
  'plantar_fasciitis',
  'hip',
  'scoliosis',
  'dizziness_falls',
  'floor_transfer',
  'fibromyalgia',
  'recent_surgery',
] as const;
export type ConditionKind = (typeof CONDITION_KINDS)[number];

export type Side = 'esquerdo' | 'direito' | 'ambos';

export interface Condition {
  kind: ConditionKind;
  /** Recent (an injury or surgery under ~6 weeks, or said to be 'agora', 'há 3 semanas'). */
  acute: boolean;
  side?: Side;
  /** Gestation week, when said ("22 semanas", "2º trimestre" → 14). */
  weeks?: number;
  /** A short pt-BR label for 'A IA considerou…' ("gestante de 22 semanas", "entorse no tornozelo há 3 semanas"). */
  label: string;
  source: 'anamnese' | 'personal';
}

/** What the person cannot or must not do, from conditions and from what they wrote. */
export const LIMIT_KINDS = [
  'no_impact',
  'no_supine',
  'no_prone',
  'no_head_down',
  'no_floor',
  'no_single_leg_dynamic',
  'no_deep_squat',
  'no_overhead',
  'no_axial_load',
  'no_loaded_spinal_flexion',
  'no_pushups',
  'no_running',
  'no_max_effort',
] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];

export interface Limit {
  kind: LimitKind;
  label: string;
  source: 'anamnese' | 'personal';
}

export const SPORT_KINDS = ['powerlifting', 'running', 'football', 'cycling', 'swimming', 'other'] as const;
export type SportKind = (typeof SPORT_KINDS)[number];

export interface Sport {
  kind: SportKind;
  label: string;
  /** Match or race days ("jogo todo sábado"). */
  gameDays: Weekday[];
  weeklyKm?: number;
  /** A competition this many weeks from the reading ("campeonato daqui a 16 semanas"). */
  competitionInWeeks?: number;
  /** Best lifts in kg, when said ("agachamento 220, supino 150, terra 250"). */
  lifts?: { squat?: number; bench?: number; deadlift?: number };
  source: 'anamnese' | 'personal';
}

export interface Person {
  age?: number;
  ageBand: AgeBand;
  sex?: 'Masculino' | 'Feminino' | 'Outro';
  bmi?: number;
  level: PersonLevel;
  goal: PersonGoal;
  days: Weekday[];
  /** From `trainingHours` ("1h", "40 minutos", "das 7 às 8"); 60 when not said. */
  sessionMinutes: number;
  /** Folded (lower case, no accents) names or words of exercises they like / dislike. */
  liked: string[];
  disliked: string[];
  conditions: Condition[];
  limits: Limit[];
  sports: Sport[];
  fitness: { canRun5min?: boolean; canDoPushups?: boolean; canSquat?: boolean };
  medicalClearance: boolean;
}
