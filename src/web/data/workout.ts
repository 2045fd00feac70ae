import type { Analysis } from '#shared/contracts/progress.ts';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { SessionUser } from '#shared/contracts/account.ts';
import type {
  FeedbackBody,
  FinishBody,
  ProgressBody,
  SetLogBody,
  WorkoutDay,
} from '#shared/contracts/training.ts';
import { sessionKey, useSession } from '#web/data/session.ts';
import { api, requestOf } from '#web/lib/api-client.ts';
import { outbox } from '#web/lib/outbox/instance.ts';
import { applyOp, emptyDay, mergePending } from '#web/lib/outbox/merge.ts';
import type { OutboxEvent, OutboxState } from '#web/lib/outbox/outbox.ts';
import { cachedGet, keptDayPath, saveSnapshot } from '#web/lib/outbox/snapshots.ts';
import type { NewOp, OpKind } from '#web/lib/outbox/store.ts';
import { meKeys } from './me.ts';

/**
 * One day's workout and the writes a run makes. Every write goes to the phone's outbox first
 * (IndexedDB) and is sent from there in order, now or when the connection returns; the day the screens
 * see is the server's answer with the writes still waiting laid over it.
 */
export interface WorkoutActions {
  /** Resolves once the set is safe (stored on the phone or the server); never rejects for a lost connection. */
  logSet(set: SetLogBody & { id: string }): Promise<void>;
  saveProgress(body: ProgressBody): Promise<void>;
  finish(body: FinishBody): Promise<void>;
  sendFeedback(feedback: FeedbackBody): Promise<void>;
  /**
   * The post-workout analysis and the records the day set, or null when none could be made (or there
   * is no connection). Never rejects.
   */
  requestAnalysis(): Promise<Analysis | null>;
  /** 'Reiniciar Treino?': clears the date's sets, progress, completion and analysis. */
  reset(): Promise<void>;
}

const NOTHING_PENDING: OutboxState = { userId: null, ops: [], failing: false, blocked: false };

/** The outbox's state, re-rendering on every change (this tab's or another's). */
export function useOutboxState(): OutboxState {
  // Rendered on the server (src/web/ssr), the page shows the server's data: the phone's writes come with the app.
  return useSyncExternalStore(outbox.subscribe, outbox.getState, () => NOTHING_PENDING);
}

function studentId(user: SessionUser | null | undefined): string | null {
  return user?.role === 'student' ? user.id : null;
}

/**
 * What the outbox's events do to this page's data: a sent write joins the cached day (and the device's
 * copy) as the server now has it; writes whose outcome only the server knows make their dates refetch.
 * A kept day took the write already, before it left the outbox (lib/outbox/instance.ts); the cached day
 * is the fuller copy (it may be one the device has not kept yet), so it is kept again here.
 */
function followOutbox(client: QueryClient): () => void {
  return outbox.on((event: OutboxEvent) => {
    if (event.type === 'sent') {
      const { op } = event;
      const key = meKeys.day(op.date);
      const day = client.getQueryData<WorkoutDay>(key);
      if (day) {
        const next = applyOp(day, op);
        client.setQueryData(key, next);
        saveSnapshot(keptDayPath(op.date), next);
      }
    } else if (event.type === 'settled') {
      for (const date of new Set(event.ops.map((op) => op.date)))
        void client.invalidateQueries({ queryKey: meKeys.day(date) });
      if (event.ops.some((op) => op.kind === 'finish' || op.kind === 'reset'))
        void client.invalidateQueries({ queryKey: [...meKeys.all, 'calendar'] });
    }
    // 'dropped' changes no data here: the outbox's indicator tells the student (features/offline).
  });
}

/**
 * Calls `onDropped` with how many writes the server refused for good (they left the outbox): the
 * screen decides how to tell the student.
 */
export function useDroppedWrites(onDropped: (count: number) => void): void {
  useEffect(
    () =>
      outbox.on((event) => {
        if (event.type === 'dropped') onDropped(event.ops.length);
      }),
    [onDropped],
  );
}

const followers = new Map<QueryClient, { count: number; stop: () => void }>();

/**
 * Sends the signed-in student's pending writes (start-up flush) and keeps this page's data in step
 * with the outbox while any student screen is open.
 */
export function useOutbox(): OutboxState {
  const client = useQueryClient();
  const { data: user } = useSession();
  const userId = studentId(user);
  useEffect(() => {
    if (userId) outbox.setUser(userId);
  }, [userId]);
  useEffect(() => {
    const follower = followers.get(client) ?? { count: 0, stop: followOutbox(client) };
    follower.count += 1;
    followers.set(client, follower);
    return () => {
      follower.count -= 1;
      if (follower.count === 0) {
        follower.stop();
        followers.delete(client);
      }
    };
  }, [client]);
  return useOutboxState();
}

export function useWorkoutDay(date: string) {
  const { ops } = useOutbox();
  const pending = useMemo(() => ops.filter((op) => op.date === date), [ops, date]);
  const select = useCallback((day: WorkoutDay) => mergePending(day, pending), [pending]);
  return useQuery({
    queryKey: meKeys.day(date),
    // With no connection and nothing kept for this date, an empty day still lets the student train.
    queryFn: () =>
      cachedGet('GET /api/me/workouts/:date', { params: { date } }, { fallback: () => emptyDay(date) }),
    select,
  });
}

export function useWorkoutActions(date: string): WorkoutActions {
  const client = useQueryClient();
  useOutbox();
  return useMemo(() => {
    const params = { date };
    /** Stores the write (its method, path and body from the route map) in the outbox, which sends it. */
    async function enqueue(kind: OpKind, request: Pick<NewOp, 'method' | 'path' | 'body'>) {
      // The session may have resolved after the effect that names the outbox's user last ran.
      const userId = studentId(client.getQueryData<SessionUser | null>(sessionKey));
      if (userId && outbox.getState().userId !== userId) outbox.setUser(userId);
      await outbox.enqueue({ kind, ...request, date });
    }
    return {
      async logSet({ id, ...body }) {
        await enqueue('set', requestOf('PUT /api/me/sets/:id', { params: { id }, body }));
      },
      async saveProgress(body) {
        await enqueue('progress', requestOf('PUT /api/me/workouts/:date/progress', { params, body }));
      },
      async finish(body) {
        await enqueue('finish', requestOf('POST /api/me/workouts/:date/finish', { params, body }));
      },
      async sendFeedback(body) {
        await enqueue('feedback', requestOf('PUT /api/me/workouts/:date/feedback', { params, body }));
      },
      async requestAnalysis() {
        // The analysis reads the day's sets on the server: they go first, or there is nothing to analyse.
        await outbox.flush();
        if (outbox.getState().ops.some((op) => op.date === date)) return null;
        try {
          return await api('POST /api/me/workouts/:date/analysis', { params });
        } catch {
          return null;
        }
      },
      async reset() {
        await enqueue('reset', requestOf('DELETE /api/me/workouts/:date', { params }));
      },
    };
  }, [client, date]);
}
