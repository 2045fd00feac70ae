import { useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Analysis,
  FeedbackBody,
  FinishBody,
  ProgressBody,
  SetLogBody,
  WorkoutDay,
} from '#shared/contracts/training.ts';
import { api } from '#web/lib/api-client.ts';
import { meKeys } from './me.ts';

/**
 * One day's workout and the writes a run makes.
 * FIRST VERSION (online only): the "offline" helper replaces the internals with the IndexedDB outbox,
 * keeping these exports and their meaning.
 */
export interface WorkoutActions {
  /** Resolves once the set is safe (stored on the phone or the server); never rejects for a lost connection. */
  logSet(set: SetLogBody & { id: string }): Promise<void>;
  saveProgress(body: ProgressBody): Promise<void>;
  finish(body: FinishBody): Promise<void>;
  sendFeedback(feedback: FeedbackBody): Promise<void>;
  /** The post-workout analysis, or null when none could be made. Never rejects. */
  requestAnalysis(): Promise<string | null>;
  /** 'Reiniciar Treino?': clears the date's sets, progress, completion and analysis. */
  reset(): Promise<void>;
}

export function useWorkoutDay(date: string) {
  return useQuery({
    queryKey: meKeys.day(date),
    queryFn: () => api<WorkoutDay>('GET', `/api/me/workouts/${date}`),
  });
}

export function useWorkoutActions(date: string): WorkoutActions {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: meKeys.all });
  return {
    async logSet({ id, ...body }) {
      await api('PUT', `/api/me/sets/${id}`, body);
    },
    async saveProgress(body) {
      await api('PUT', `/api/me/workouts/${date}/progress`, body);
    },
    async finish(body) {
      await api('POST', `/api/me/workouts/${date}/finish`, body);
      await refresh();
    },
    async sendFeedback(feedback) {
      await api('PUT', `/api/me/workouts/${date}/feedback`, feedback);
    },
    async requestAnalysis() {
      try {
        return (await api<Analysis>('POST', `/api/me/workouts/${date}/analysis`)).analysis;
      } catch {
        return null;
      }
    },
    async reset() {
      await api('DELETE', `/api/me/workouts/${date}`);
      await refresh();
    },
  };
}
