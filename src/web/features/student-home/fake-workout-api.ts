import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { WorkoutActions } from '#web/data/workout.ts';
import { meKeys } from '#web/data/me.ts';
import { api } from '#web/lib/api-client.ts';
import type { OutboxState } from '#web/lib/outbox/outbox.ts';

/**
 * `#web/data/workout.ts` without its phone outbox, for the home's tests (`vi.mock` it with this): the
 * home only reads the day and resets it, straight against the (fake) server.
 */
export function useWorkoutDay(date: string) {
  return useQuery({
    queryKey: meKeys.day(date),
    queryFn: () => api('GET /api/me/workouts/:date', { params: { date } }),
  });
}

export function useWorkoutActions(date: string): WorkoutActions {
  const client = useQueryClient();
  const unused = () => Promise.reject(new Error('not used by the home'));
  return {
    logSet: unused,
    saveProgress: unused,
    finish: unused,
    sendFeedback: unused,
    requestAnalysis: () => Promise.resolve(null),
    async reset() {
      await api('DELETE /api/me/workouts/:date', { params: { date } });
      await client.invalidateQueries({ queryKey: meKeys.all });
    },
  };
}

/** The phone's outbox: nothing waiting, unless a test puts writes in `ops` before rendering. */
export const fakeOutbox: OutboxState = { userId: null, ops: [], failing: false, blocked: false };

export function useOutbox(): OutboxState {
  return fakeOutbox;
}
export const useOutboxState = useOutbox;

/** Nothing is ever dropped: the home's tests send no offline writes. */
export function useDroppedWrites(_onDropped: (count: number) => void): void {}
