import type { Clock } from '#server/clock.ts';
import type { ChangeWatcher } from '../events/service.ts';

interface Entry {
  until: number;
  /** The trainer whose students the value reads, and the student it is about (if one). */
  personalId: string;
  studentId?: string;
  value: Promise<string>;
}

/**
 * Answers that are expensive to compute and read far more often than they change (the radar over
 * every student, a performance review of 26 weeks), kept as their JSON text per instance until what
 * they read changes. The database says when: every change to a student, a finished workout, its
 * feedback or a reset NOTIFYs (drizzle/0002, 0009) and `watch` drops the trainer's and the student's
 * entries at once, on every instance. A load that started before the change is not kept after it.
 * `ttlMs` bounds what no NOTIFY announces (a set logged mid-workout, an exercise renamed by the admin).
 * Only the trainer's own views are kept, never an anamnesis answer (docs/decisions/029).
 */
export function createChangeCache(options: { clock: Clock; ttlMs: number; maxEntries: number }) {
  const entries = new Map<string, Entry>();
  const forget = (match: (entry: Entry) => boolean) => {
    for (const [key, entry] of entries) if (match(entry)) entries.delete(key);
  };

  const watcher: ChangeWatcher = (change) => {
    if ('resync' in change) entries.clear();
    else forget((entry) => entry.personalId === change.personalId || entry.studentId === change.id);
  };

  /** The kept JSON for `key`, or the JSON text `load` gives (built by the database), kept for the others. */
  const getText = (key: string, scope: { personalId: string; studentId?: string }, load: () => Promise<string>) => {
    if (options.maxEntries === 0) return load();
    const now = options.clock.now().getTime();
    const kept = entries.get(key);
    if (kept && kept.until > now) return kept.value;
    if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value!);
    const entry: Entry = { until: now + options.ttlMs, ...scope, value: load() };
    entries.set(key, entry);
    entry.value.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    return entry.value;
  };

  return {
    watcher,

    /** The kept JSON for `key`, or `load`'s, serialised once and kept for the others. */
    get(key: string, scope: { personalId: string; studentId?: string }, load: () => Promise<unknown>) {
      return getText(key, scope, () => load().then((value) => JSON.stringify(value)));
    },

    getText,

    size: () => entries.size,
  };
}

export type ChangeCache = ReturnType<typeof createChangeCache>;
