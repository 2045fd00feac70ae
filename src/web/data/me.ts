import { queryOptions, useQuery } from '@tanstack/react-query';
import { localDate } from '#shared/domain/dates/local-date.ts';
import { cachedGet } from '#web/lib/outbox/snapshots.ts';

/** Query keys of the signed-in student's own data; everything starts with 'me', so sign-out clears it with one prefix. */
export const meKeys = {
  all: ['me'] as const,
  home: () => [...meKeys.all, 'home'] as const,
  calendar: (from: string, to: string) => [...meKeys.all, 'calendar', from, to] as const,
  day: (date: string) => [...meKeys.all, 'day', date] as const,
  anamnesis: () => [...meKeys.all, 'anamnesis'] as const,
};

/** `GET /api/me`: `useStudentHome`'s query, also run before the first render at /aluno (app/prime.ts). */
export const studentHomeQuery = queryOptions({
  queryKey: meKeys.home(),
  // With no connection, the device's last copy (lib/outbox/snapshots.ts), dated by the phone's clock.
  queryFn: () =>
    cachedGet('GET /api/me', {}, { kept: (home) => ({ ...home, today: localDate(new Date()) }) }),
  staleTime: 60_000,
});

/** The student's home: name, plan, trainer contact and prices (`GET /api/me`). */
export function useStudentHome() {
  return useQuery(studentHomeQuery);
}
