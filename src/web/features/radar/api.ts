import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RadarCard } from '#shared/contracts/progress.ts';
import { progressKeys } from '#web/data/student-events.ts';
import { api } from '#web/lib/api-client.ts';

/** Every card's first page in one request: what the radar shows when it opens. */
export function useRadar() {
  return useQuery({ queryKey: progressKeys.radar(), queryFn: () => api('GET /api/radar') });
}

/** A card's later page; page 1 comes with the radar itself. */
export function useRadarCard(card: RadarCard, page: number) {
  return useQuery({
    queryKey: progressKeys.radarCard(card, page),
    queryFn: () => api('GET /api/radar/:card', { params: { card }, query: { page } }),
    enabled: page > 1,
    placeholderData: keepPreviousData,
  });
}
