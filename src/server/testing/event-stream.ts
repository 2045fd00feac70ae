import { expect } from 'vitest';
import type { App } from '#server/app.ts';
import type { Database } from '#server/db/client.ts';
import type { StudentEvent } from '#shared/contracts/students.ts';

/** Polls `check` every 20 ms until it holds; fails after `ms`. */
export async function until(check: () => boolean | Promise<boolean>, ms = 3000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting for events');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Until the instances' LISTEN connections are in place, so no change made next can go unheard. */
export const listening = (database: Database, instances = 1) =>
  until(async () => {
    const { rowCount } = await database.pool.query(
      `select 1 from pg_stat_activity where datname = current_database() and query ilike 'listen%'`,
    );
    return rowCount === instances;
  });

/**
 * Opens `GET /api/events` of a listening app as a browser would and collects the `student` events it
 * receives (a `resync` as `{ id: '*', op: 'resync' }`); `close` (or `onClose` at the test's end) stops it.
 */
export async function listenToEvents(app: App, cookie: string, onClose: (close: () => void) => void) {
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const abort = new AbortController();
  onClose(() => abort.abort());
  const res = await fetch(`http://127.0.0.1:${port}/api/events`, {
    headers: { cookie },
    signal: abort.signal,
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const events: StudentEvent[] = [];
  const decoder = new TextDecoder();
  let buffer = '';
  void (async () => {
    try {
      for await (const chunk of res.body!) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = frame.split('\n').find((line) => line.startsWith('data: '));
          if (frame.includes('event: student') && data) events.push(JSON.parse(data.slice(6)));
          if (frame.includes('event: resync')) events.push({ id: '*', op: 'resync' } as never);
        }
      }
    } catch {
      // aborted at the end of the test
    }
  })();
  return events;
}
