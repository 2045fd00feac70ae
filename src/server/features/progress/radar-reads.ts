import type { Radar, RadarCard, RadarPage } from '#shared/contracts/progress.ts';

/**
 * The radar's cards that show what a student said about their health: the pain and comments of
 * 'Pontos de Atenção' and the coach's conclusions from them in 'Sugestões da IA'. Seeing a student
 * there is a read of their health data (LGPD Art. 37, decision 036).
 */
export const HEALTH_CARDS = ['attention', 'insights'] as const satisfies readonly RadarCard[];

const isHealthCard = (card: RadarCard): card is (typeof HEALTH_CARDS)[number] =>
  (HEALTH_CARDS as readonly RadarCard[]).includes(card);

/** The students a radar answer (its JSON, as sent) shows on its health cards. */
export function studentsShownInRadar(json: string): string[] {
  const radar = JSON.parse(json) as Radar;
  return HEALTH_CARDS.flatMap((card) => radar[card].items.map((item) => item.studentId));
}

/** The students one card's page shows, when it is a health card. */
export function studentsShownInCard(card: RadarCard, json: string): string[] {
  if (!isHealthCard(card)) return [];
  return (JSON.parse(json) as RadarPage).items.map((item) => item.studentId);
}
