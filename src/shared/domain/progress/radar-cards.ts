/** The radar's cards (product §2 'Painel do Personal'), in the order they are shown (zod-free, for the web). */
export const RADAR_CARDS = ['insights', 'attention', 'engagement', 'highlights', 'pending'] as const;
export type RadarCardName = (typeof RADAR_CARDS)[number];
/** Entries per card page. */
export const RADAR_PAGE_SIZE = 5;
