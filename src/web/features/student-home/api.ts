import { useQuery } from '@tanstack/react-query';
import { meKeys } from '#web/data/me.ts';
import { cachedGet } from '#web/lib/outbox/snapshots.ts';

/** The dates completed between `from` and `to` (at most 62 days), for the calendar's dots. */
export function useCalendar(from: string, to: string) {
  return useQuery({
    queryKey: meKeys.calendar(from, to),
    queryFn: () => cachedGet('GET /api/me/calendar', { query: { from, to } }),
    staleTime: 60_000,
  });
}
