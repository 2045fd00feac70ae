import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { listen } from '#server/db/listen.ts';
import type { StudentEvent } from '#shared/contracts/students.ts';

const CHANNEL = 'student_changes';
/** drizzle/0014: a session row deleted (sign-out, new password, deleted user). */
const SESSION_CHANNEL = 'session_ends';
const SessionEndSchema = z.object({ id: z.string(), userId: z.string() });
const NotificationSchema = z.object({
  personalId: z.string(),
  id: z.string(),
  // 'training': a workout finished, its feedback, a reset (drizzle/0009): news for the trainer only.
  op: z.enum(['insert', 'update', 'delete', 'training']),
});

/** Every change, whoever it is for: what an instance's caches of a student or a trainer listen to. */
export type ChangeWatcher = (change: { personalId: string; id: string } | { resync: true }) => void;

/** A session ended on some instance, or (`resync`) ends may have been missed while the connection was down. */
export type SessionEndWatcher = (end: { id: string; userId: string } | { resync: true }) => void;

/** A student changed, or (`resync`) changes may have been missed while the connection was down. */
export type HubMessage = StudentEvent | { op: 'resync' };
type Listener = (message: HubMessage) => void;

/** Who a stream is for: a trainer hears about all their students, a student only about their own record. */
export type Audience = { trainer: string } | { student: string };
const keyOf = (audience: Audience) =>
  'trainer' in audience ? `trainer:${audience.trainer}` : `student:${audience.student}`;

export interface StudentEventHub {
  subscribe(audience: Audience, listener: Listener): () => void;
  watch(watcher: ChangeWatcher): () => void;
  /** Every session that ends, whichever instance or process ended it. */
  watchSessions(watcher: SessionEndWatcher): () => void;
  close(): Promise<void>;
}

/**
 * One LISTEN connection per app instance (`db/listen.ts`): the students table's
 * trigger NOTIFYs every change with the owner's id, and each instance hands it to its own connected
 * trainers (the owner) and to the student whose record it is. When the connection comes back after a
 * drop, every listener is told to resync.
 */
export function createStudentEventHub(url: string, log: FastifyBaseLogger): StudentEventHub {
  const listeners = new Map<string, Set<Listener>>();
  const watchers = new Set<ChangeWatcher>();
  const sessionWatchers = new Set<SessionEndWatcher>();

  function parse(payload: string | undefined): unknown {
    try {
      return JSON.parse(payload ?? 'null');
    } catch {
      return null; // someone else's NOTIFY on our channel: not ours to read
    }
  }

  function deliver(channel: string, payload: string | undefined) {
    const raw = parse(payload);
    if (channel === SESSION_CHANNEL) {
      const ended = SessionEndSchema.safeParse(raw);
      if (ended.success) for (const watcher of sessionWatchers) watcher(ended.data);
      return;
    }
    const parsed = NotificationSchema.safeParse(raw);
    if (!parsed.success) return;
    const { personalId, id, op } = parsed.data;
    for (const watcher of watchers) watcher({ personalId, id });
    if (op === 'training') {
      for (const listener of listeners.get(keyOf({ trainer: personalId })) ?? [])
        listener({ id, op: 'update' });
      return;
    }
    for (const listener of listeners.get(keyOf({ trainer: personalId })) ?? []) listener({ id, op });
    for (const listener of listeners.get(keyOf({ student: id })) ?? []) listener({ id, op });
  }

  const listening = listen(url, [CHANNEL, SESSION_CHANNEL], {
    notification: deliver,
    // Whatever changed while nobody listened is unknown: every open screen should reload its list.
    resync() {
      for (const watcher of watchers) watcher({ resync: true });
      for (const watcher of sessionWatchers) watcher({ resync: true });
      for (const set of listeners.values()) for (const listener of set) listener({ op: 'resync' });
    },
    failed: (error) => log.warn({ err: error }, 'student events: could not listen; retrying'),
  });

  return {
    subscribe(audience, listener) {
      const key = keyOf(audience);
      let set = listeners.get(key);
      if (!set) listeners.set(key, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(key);
      };
    },
    watch(watcher) {
      watchers.add(watcher);
      return () => watchers.delete(watcher);
    },
    watchSessions(watcher) {
      sessionWatchers.add(watcher);
      return () => sessionWatchers.delete(watcher);
    },
    async close() {
      await listening.close();
      listeners.clear();
      watchers.clear();
      sessionWatchers.clear();
    },
  };
}
