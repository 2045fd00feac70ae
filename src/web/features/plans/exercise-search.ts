import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';

export const EXERCISE_PAGE_SIZE = 20;

export const exerciseSearchKeys = {
  all: ['exercises', 'search'] as const,
  search: (q: string, muscleGroup: string) => [...exerciseSearchKeys.all, { q, muscleGroup }] as const,
};

/**
 * The exercise database, searched on the server (accent- and case-insensitive), 20 at a time;
 * `fetchNextPage` brings the next 20 ('Carregar mais').
 */
export function useExerciseSearch(q: string, muscleGroup: string) {
  return useInfiniteQuery({
    queryKey: exerciseSearchKeys.search(q.trim(), muscleGroup),
    queryFn: ({ pageParam }) =>
      api('GET /api/exercises', {
        query: {
          page: pageParam,
          pageSize: EXERCISE_PAGE_SIZE,
          q: q.trim() || undefined,
          muscleGroup: muscleGroup || undefined,
        },
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.pageCount ? last.page + 1 : undefined),
    // The database changes rarely; keep the previous results on screen while the next search runs.
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}
