import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
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
 * One LISTEN connection per app instance (a dedicated client, not the pool): the students table's
 * trigger NOTIFYs every change with the owner's id, and each instance hands it to its own connected
 * trainers (the owner) and to the student whose record it is. If the connection drops (a database restart), it comes back by itself.
 */
export function createStudentEventHub(url: string, log: FastifyBaseLogger): StudentEventHub {
  const listeners = new Map<string, Set<Listener>>();
  const watchers = new Set<ChangeWatcher>();
  const sessionWatchers = new Set<SessionEndWatcher>();
  let client: pg.Client | null = null;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let delay = 500;
  let connectedBefore = false;

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

  async function connect(): Promise<void> {
    if (closed) return;
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => deliver(message.channel, message.payload));
    next.on('error', () => reconnect(next));
    next.on('end', () => reconnect(next));
    try {
      await next.connect();
      await next.query(`listen ${CHANNEL}; listen ${SESSION_CHANNEL}`);
      client = next;
      delay = 500;
      // Whatever changed while nobody listened is unknown: every open screen should reload its list.
      if (connectedBefore) {
        for (const watcher of watchers) watcher({ resync: true });
        for (const watcher of sessionWatchers) watcher({ resync: true });
        for (const set of listeners.values()) for (const listener of set) listener({ op: 'resync' });
      }
      connectedBefore = true;
    } catch (error) {
      log.warn({ err: error }, 'student events: could not listen; retrying');
      reconnect(next);
    }
  }

  function reconnect(broken: pg.Client) {
    if (closed || retryTimer) return;
    if (client === broken) client = null;
    broken.end().catch(() => {});
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, delay);
    delay = Math.min(delay * 2, 10_000);
  }

  const ready = connect();

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
      closed = true;
      clearTimeout(retryTimer);
      await ready;
      await client?.end().catch(() => {});
      listeners.clear();
      watchers.clear();
      sessionWatchers.clear();
    },
  };
}
