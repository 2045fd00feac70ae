/**
 * The anamnesis of product §3/§9 as plain data: which answer each field takes and on which of the
 * wizard's 7 steps it is asked. Zod-free, so the student's phone can import it without the schema library.
 */
export const SEXES = ['Masculino', 'Feminino'] as const;
export const GOALS = [
  'Emagrecimento',
  'Hipertrofia (ganho de massa)',
  'Condicionamento físico',
  'Definição muscular',
  'Reabilitação',
  'Melhora da saúde / qualidade de vida',
] as const;
export const NUTRITION_QUALITIES = ['Muito saudável', 'Moderada', 'Desequilibrada'] as const;
export const WATER_INTAKES = ['Sim', 'Às vezes', 'Quase nunca'] as const;
export const CONDITIONS = ['Fraco', 'Regular', 'Bom', 'Excelente'] as const;
export const TRAINING_LOCATIONS = ['Academia', 'Casa', 'Condomínio', 'Ao ar livre'] as const;
export const EQUIPMENT_OPTIONS = [
  'Nenhum',
  'Halteres',
  'Barra',
  'Elásticos',
  'Banco',
  'Esteira / Bicicleta',
] as const;

/**
 * The range of each number. The spec asks for no hard validation; these only keep out what no person
 * means (age 999, 30 hours sitting a day, a height of 5 cm), so the trainer plans from real answers.
 */
export const NUMBER_LIMITS = {
  age: { min: 10, max: 120 },
  height: { min: 100, max: 250 },
  weight: { min: 20, max: 400 },
  hoursSitting: { min: 0, max: 24 },
  sleepHours: { min: 0, max: 24 },
} as const satisfies Record<string, { min: number; max: number }>;

export const ANAMNESIS_TEXT_MAX = 1000;

/**
 * The anamnesis as the wizard asks it: each step's section (its name in the strings, the same for the
 * student's step title and the trainer's 'Anamnese' tab) and its fields, in order. The one list both
 * sides are built from, so a field added here shows up in the wizard and in the trainer's tab.
 * Step 1 also shows the read-only name.
 */
export const ANAMNESIS_STEPS = [
  { section: 'personal', fields: ['sex', 'age', 'height', 'weight', 'whatsapp', 'profession', 'city'] },
  { section: 'goals', fields: ['specificGoal', 'goalTimeline'] },
  {
    section: 'history',
    fields: [
      'hasTrainedBefore',
      'trainingSince',
      'previousTrainingFrequency',
      'hadPersonalTrainer',
      'likedWorkouts',
      'dislikedWorkouts',
    ],
  },
  {
    section: 'routine',
    fields: ['hoursSitting', 'sleepHours', 'nutritionQuality', 'waterIntake', 'alcoholIntake', 'smokerInfo'],
  },
  {
    section: 'health',
    fields: [
      'orthopedicProblems',
      'surgeriesInfo',
      'controlledMedication',
      'healthIssues',
      'medicalClearance',
    ],
  },
  { section: 'level', fields: ['currentCondition', 'canRun5min', 'canDoPushups', 'canSquat'] },
  {
    section: 'availability',
    fields: ['availableDays', 'trainingHours', 'trainingLocation', 'equipment', 'observations'],
  },
] as const;
export const ANAMNESIS_STEP_COUNT = ANAMNESIS_STEPS.length;
export type AnamnesisSection = (typeof ANAMNESIS_STEPS)[number]['section'];
export type AnamnesisField = (typeof ANAMNESIS_STEPS)[number]['fields'][number];

/**
 * What the trainer and the AI cannot plan without: the goal, and the days the student can train. The
 * wizard asks for them before 'Enviar Anamnese' and the server refuses an anamnesis without them; a
 * draft may still lack them, and every other answer stays optional.
 */
export const ANAMNESIS_REQUIRED = ['specificGoal', 'availableDays'] as const;

/** Yes/no questions, stored as booleans. */
export const YES_NO_FIELDS = [
  'hasTrainedBefore',
  'hadPersonalTrainer',
  'medicalClearance',
  'canRun5min',
  'canDoPushups',
  'canSquat',
] as const;

/**
 * The version of the consent text the student accepts before giving health answers (LGPD Art. 11).
 * Change it whenever the wording in the web's strings changes: older consents then no longer count.
 */
// v2 (issue 23): the rights say the consent is withdrawn in 'Seus dados'.
// v3 (issue 24, docs/decisions/041): the text names the physical assessments the trainer records.
export const ANAMNESIS_CONSENT_VERSION = 'anamnese-consentimento-2026-11-v3';
