/**
 * What a physical assessment measures (issue 24 §2 'Avaliação Física'): the circumference and skinfold
 * sites, their pt-BR labels and the plausible range of each. A value outside its range is a typing
 * slip (a skinfold of 300 mm, a waist of 5 cm), refused with the site's own message.
 */

export const ASSESSMENT_SEXES = ['Masculino', 'Feminino'] as const;
export type AssessmentSex = (typeof ASSESSMENT_SEXES)[number];

/** Body measures, in their units; plausible for an adult or a teenager, generous at both ends. */
export const BODY_LIMITS = {
  age: { min: 10, max: 120 },
  weightKg: { min: 20, max: 350 },
  heightCm: { min: 100, max: 250 },
  restingHeartRate: { min: 25, max: 220 },
  systolic: { min: 60, max: 260 },
  diastolic: { min: 30, max: 160 },
} as const;

/** Harpenden and Lange calipers open to 60–80 mm; a fold beyond that is not a skinfold reading. */
export const SKINFOLD_LIMITS = { min: 1, max: 80 } as const;

export const SKINFOLD_SITES = [
  'peitoral',
  'axilarMedia',
  'triceps',
  'subescapular',
  'abdominal',
  'suprailiaca',
  'coxa',
] as const;
export type SkinfoldSite = (typeof SKINFOLD_SITES)[number];

export const SKINFOLD_LABELS: Record<SkinfoldSite, string> = {
  peitoral: 'Peitoral',
  axilarMedia: 'Axilar média',
  triceps: 'Tríceps',
  subescapular: 'Subescapular',
  abdominal: 'Abdominal',
  suprailiaca: 'Suprailíaca',
  coxa: 'Coxa',
};

/** The groups whose sites share a plausible range (and one refusal message). */
export const CIRCUMFERENCE_GROUPS = {
  neck: { min: 20, max: 70 },
  trunk: { min: 40, max: 250 },
  arm: { min: 12, max: 80 },
  forearm: { min: 12, max: 60 },
  thigh: { min: 25, max: 120 },
  calf: { min: 15, max: 80 },
} as const;
export type CircumferenceGroup = keyof typeof CIRCUMFERENCE_GROUPS;

export const CIRCUMFERENCE_SITES = [
  'pescoco',
  'ombro',
  'torax',
  'cintura',
  'abdomen',
  'quadril',
  'bracoRelaxadoD',
  'bracoRelaxadoE',
  'bracoContraidoD',
  'bracoContraidoE',
  'antebracoD',
  'antebracoE',
  'coxaD',
  'coxaE',
  'panturrilhaD',
  'panturrilhaE',
] as const;
export type CircumferenceSite = (typeof CIRCUMFERENCE_SITES)[number];

export const CIRCUMFERENCE_GROUP_OF: Record<CircumferenceSite, CircumferenceGroup> = {
  pescoco: 'neck',
  ombro: 'trunk',
  torax: 'trunk',
  cintura: 'trunk',
  abdomen: 'trunk',
  quadril: 'trunk',
  bracoRelaxadoD: 'arm',
  bracoRelaxadoE: 'arm',
  bracoContraidoD: 'arm',
  bracoContraidoE: 'arm',
  antebracoD: 'forearm',
  antebracoE: 'forearm',
  coxaD: 'thigh',
  coxaE: 'thigh',
  panturrilhaD: 'calf',
  panturrilhaE: 'calf',
};

export const CIRCUMFERENCE_LABELS: Record<CircumferenceSite, string> = {
  pescoco: 'Pescoço',
  ombro: 'Ombro',
  torax: 'Tórax',
  cintura: 'Cintura',
  abdomen: 'Abdômen',
  quadril: 'Quadril',
  bracoRelaxadoD: 'Braço relaxado direito',
  bracoRelaxadoE: 'Braço relaxado esquerdo',
  bracoContraidoD: 'Braço contraído direito',
  bracoContraidoE: 'Braço contraído esquerdo',
  antebracoD: 'Antebraço direito',
  antebracoE: 'Antebraço esquerdo',
  coxaD: 'Coxa direita',
  coxaE: 'Coxa esquerda',
  panturrilhaD: 'Panturrilha direita',
  panturrilhaE: 'Panturrilha esquerda',
};
