import pg from 'pg';

/** How a LISTEN connection reports: every NOTIFY's payload, a reconnection after a drop, a failure. */
export interface ListenHandlers {
  /** One NOTIFY on one of the channels, its payload as sent (unparsed). */
  notification(channel: string, payload: string | undefined): void;
  /** The connection came back after a drop: whatever was NOTIFYed meanwhile was missed. */
  resync(): void;
  /** Listening failed; it is retried with backoff. */
  failed(error: unknown): void;
}

export interface Listening {
  /** Stops listening for good and ends the connection. */
  close(): Promise<void>;
}

const FIRST_DELAY_MS = 500;
const MAX_DELAY_MS = 10_000;

/**
 * A dedicated client (not the pool) that LISTENs on `channels`: if it drops (a database restart) it
 * reconnects by itself, waiting 0.5 s, then twice as long each time up to 10 s, and says `resync` once
 * it listens again.
 */
export function listen(url: string, channels: readonly string[], handlers: ListenHandlers): Listening {
  for (const channel of channels)
    if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  let client: pg.Client | null = null;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let delay = FIRST_DELAY_MS;
  let connectedBefore = false;

  async function connect(): Promise<void> {
    if (closed) return;
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => handlers.notification(message.channel, message.payload));
    next.on('error', () => reconnect(next));
    next.on('end', () => reconnect(next));
    try {
      await next.connect();
      await next.query(channels.map((channel) => `listen ${channel}`).join('; '));
      client = next;
      delay = FIRST_DELAY_MS;
      if (connectedBefore) handlers.resync();
      connectedBefore = true;
    } catch (error) {
      handlers.failed(error);
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
    delay = Math.min(delay * 2, MAX_DELAY_MS);
  }

  const ready = connect();

  return {
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      await ready;
      await client?.end().catch(() => {});
    },
  };
}
