/** Spec §9 feedback options and §3 defaults (zod-free). */
export const DIFFICULTIES = ['Fácil demais', 'Ideal', 'Difícil demais', 'Extremamente difícil'] as const;
export const ENERGY_LEVELS = ['Muito baixo', 'Baixo', 'Médio', 'Alto', 'Muito alto'] as const;
export const SLEEP_QUALITIES = ['Péssima', 'Ruim', 'Ok', 'Boa', 'Ótima'] as const;
export const RPE_MIN = 1;
export const RPE_MAX = 10;
export const RPE_DEFAULT = 7;
export const DEFAULT_ENJOYMENT = 'Gostei da maioria';
