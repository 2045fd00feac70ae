import { describe, expect, test } from 'vitest';
import { SERVER_ERROR_LIMIT, createOutbox, type OpInput, type Outbox, type OutboxEvent } from './outbox.ts';
import { memoryOutboxStore, type OutboxStore, type PendingOp } from './store.ts';

const DATE = '2025-03-10';

function setOp(id: string, date = DATE): OpInput {
  return { kind: 'set', method: 'PUT', path: `/api/me/sets/${id}`, body: { id }, date };
}
function progressOp(at: string, date = DATE): OpInput {
  return { kind: 'progress', method: 'PUT', path: `/api/me/workouts/${date}/progress`, body: { at }, date };
}
const resetOp = (date = DATE): OpInput => ({
  kind: 'reset',
  method: 'DELETE',
  path: `/api/me/workouts/${date}`,
  date,
});

/** A fake server: answers each send with the next scripted status (200 once the script runs out). */
function fakeServer(script: number[] = []) {
  const sent: string[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  return {
    sent,
    get maxInFlight() {
      return maxInFlight;
    },
    async send(op: PendingOp) {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await Promise.resolve();
      inFlight -= 1;
      const status = script.shift() ?? 200;
      sent.push(`${op.path}:${status}`);
      return status;
    },
  };
}

/** Timers the test fires by hand, recording each delay. */
function fakeTimers() {
  const pending: { fn: () => void; ms: number }[] = [];
  return {
    delays: () => pending.map((timer) => timer.ms),
    schedule(fn: () => void, ms: number) {
      const timer = { fn, ms };
      pending.push(timer);
      return () => pending.splice(pending.indexOf(timer) >>> 0, 1);
    },
    async fire() {
      const timer = pending.shift();
      timer?.fn();
    },
  };
}

/** No connection for the whole test. */
const offline = () => Array<number>(50).fill(0);

function setup(
  options: {
    script?: number[];
    store?: OutboxStore;
    user?: string | null;
    keep?: (op: PendingOp) => Promise<void>;
  } = {},
) {
  const store = options.store ?? memoryOutboxStore();
  const server = fakeServer(options.script);
  const timers = fakeTimers();
  const events: OutboxEvent[] = [];
  const outbox = createOutbox({
    store,
    send: (op) => server.send(op),
    schedule: (fn, ms) => timers.schedule(fn, ms),
    now: () => new Date('2025-03-10T12:00:00.000Z'),
    keep: options.keep,
  });
  outbox.on((event) => events.push(event));
  if (options.user !== null) outbox.setUser(options.user ?? 'ana');
  return { store, server, timers, events, outbox };
}

async function settle(outbox: Outbox) {
  await outbox.flush();
}

describe('outbox', () => {
  test('sends the writes one at a time, in the order they were made', async () => {
    const { outbox, server, store } = setup();
    await outbox.enqueue(setOp('a'));
    await outbox.enqueue(progressOp('2025-03-10T12:00:01Z'));
    await outbox.enqueue(setOp('b'));
    await settle(outbox);
    expect(server.sent).toEqual([
      '/api/me/sets/a:200',
      `/api/me/workouts/${DATE}/progress:200`,
      '/api/me/sets/b:200',
    ]);
    expect(server.maxInFlight).toBe(1);
    expect(await store.list('ana')).toEqual([]);
    expect(outbox.getState().ops).toEqual([]);
  });

  test('a write the server took is kept on the device before it leaves the queue; others are not kept', async () => {
    const kept: string[] = [];
    const store = memoryOutboxStore();
    const { outbox } = setup({
      store,
      script: [404, 0],
      keep: async (op) => {
        // Still in the queue while its kept copy is written: a reload in between finds it in one of them.
        const queued = (await store.list('ana')).map((pending) => pending.path);
        kept.push(`${op.path} queued=${queued.includes(op.path)}`);
      },
    });
    await outbox.enqueue(setOp('refused'));
    await outbox.enqueue(setOp('a'));
    await settle(outbox);
    expect(kept).toEqual([]);
    await outbox.flush();
    expect(kept).toEqual(['/api/me/sets/a queued=true']);
    expect(await store.list('ana')).toEqual([]);
  });

  test('a kept copy that cannot be written holds nothing back', async () => {
    const { outbox, server, store } = setup({ keep: () => Promise.reject(new Error('disk full')) });
    await outbox.enqueue(setOp('a'));
    await outbox.enqueue(setOp('b'));
    await settle(outbox);
    expect(server.sent).toEqual(['/api/me/sets/a:200', '/api/me/sets/b:200']);
    expect(await store.list('ana')).toEqual([]);
  });

  test('enqueue resolves once the write is stored, even with no connection', async () => {
    const { outbox, store } = setup({ script: [0] });
    const op = await outbox.enqueue(setOp('a'));
    expect(op).toMatchObject({ seq: 1, userId: 'ana', kind: 'set', createdAt: '2025-03-10T12:00:00.000Z' });
    expect(await store.list('ana')).toHaveLength(1);
  });

  test('a lost connection or a server error keeps the write and retries with a growing pause', async () => {
    const { outbox, server, timers } = setup({ script: [0, 503, 408, 429, 500, 0, 0] });
    await outbox.enqueue(setOp('a'));
    await settle(outbox);
    expect(outbox.getState()).toMatchObject({ failing: true });
    expect(timers.delays()).toEqual([1000]);
    for (const expected of [2000, 4000, 8000, 16000, 30000, 30000]) {
      await timers.fire();
      await settle(outbox);
      expect(timers.delays()).toEqual([expected]);
    }
    await timers.fire();
    await settle(outbox);
    expect(server.sent.at(-1)).toBe('/api/me/sets/a:200');
    expect(outbox.getState()).toMatchObject({ failing: false, ops: [] });
    expect(timers.delays()).toEqual([]);
  });

  test('the server refusing a write for good drops it, says so once, and carries on', async () => {
    const { outbox, server, events } = setup({ user: null, script: [404, 422, 201] });
    outbox.setUser('ana');
    // Stored while the flusher has nothing to send yet: the three go out in one run.
    await Promise.all([outbox.enqueue(setOp('a')), outbox.enqueue(setOp('b')), outbox.enqueue(setOp('c'))]);
    await settle(outbox);
    expect(server.sent).toEqual(['/api/me/sets/a:404', '/api/me/sets/b:422', '/api/me/sets/c:201']);
    const dropped = events.filter((event) => event.type === 'dropped');
    expect(dropped).toHaveLength(1);
    expect(dropped[0]?.type === 'dropped' && dropped[0].ops.map((op) => op.path)).toEqual([
      '/api/me/sets/a',
      '/api/me/sets/b',
    ]);
    expect(events.filter((event) => event.type === 'sent')).toHaveLength(1);
    expect(outbox.getState().ops).toEqual([]);
  });

  test('a write the server fails on again and again is dropped; the writes behind it go on', async () => {
    const failures = Array<number>(SERVER_ERROR_LIMIT).fill(500);
    const { outbox, server, timers, events } = setup({ script: [...failures, 201] });
    await outbox.enqueue(setOp('a'));
    await outbox.enqueue(setOp('b'));
    await settle(outbox);
    for (let round = 0; round < 20 && server.sent.length <= SERVER_ERROR_LIMIT; round += 1) {
      await timers.fire();
      await settle(outbox);
    }
    expect(server.sent).toEqual([
      ...Array<string>(SERVER_ERROR_LIMIT).fill('/api/me/sets/a:500'),
      '/api/me/sets/b:201',
    ]);
    expect(events.filter((event) => event.type === 'dropped')).toMatchObject([
      { ops: [{ path: '/api/me/sets/a' }] },
    ]);
    expect(outbox.getState()).toMatchObject({ ops: [], failing: false });
  });

  test('an unreachable server (0, 502, 503, 504) keeps the write however long it lasts', async () => {
    const down = Array.from({ length: 40 }, (_, i) => [0, 502, 503, 504][i % 4]!);
    const { outbox, timers, events } = setup({ script: down });
    await outbox.enqueue(setOp('a'));
    await settle(outbox);
    for (let i = 1; i < down.length; i += 1) {
      await timers.fire();
      await settle(outbox);
    }
    expect(outbox.getState().ops).toHaveLength(1);
    expect(events.filter((event) => event.type === 'dropped')).toEqual([]);
  });

  test('a 401 keeps the writes until the same user signs in again', async () => {
    const { outbox, server, timers } = setup({ script: [401] });
    await outbox.enqueue(setOp('a'));
    await settle(outbox);
    expect(outbox.getState()).toMatchObject({ blocked: true });
    expect(outbox.getState().ops).toHaveLength(1);
    expect(timers.delays()).toEqual([]);
    outbox.setUser('ana');
    await settle(outbox);
    expect(server.sent).toEqual(['/api/me/sets/a:401', '/api/me/sets/a:200']);
    expect(outbox.getState().ops).toEqual([]);
  });

  test("another user's writes wait for their owner", async () => {
    const store = memoryOutboxStore();
    const first = setup({ store, script: [0] });
    await first.outbox.enqueue(setOp('ana-set'));
    await settle(first.outbox);
    first.outbox.setUser('bia');
    await first.outbox.enqueue(setOp('bia-set'));
    await settle(first.outbox);
    expect(first.server.sent).toEqual(['/api/me/sets/ana-set:0', '/api/me/sets/bia-set:200']);
    expect((await store.list('ana')).map((op) => op.path)).toEqual(['/api/me/sets/ana-set']);
    first.outbox.setUser('ana');
    await settle(first.outbox);
    expect(first.server.sent.at(-1)).toBe('/api/me/sets/ana-set:200');
  });
});

describe('outbox dedupe', () => {
  test('the same set stored twice is one write', async () => {
    const { outbox, server } = setup({ script: [0] });
    await outbox.enqueue(setOp('a'));
    await outbox.enqueue(setOp('a'));
    expect(outbox.getState().ops).toHaveLength(1);
    outbox.setUser('ana');
    await settle(outbox);
    await outbox.flush();
    expect(server.sent.filter((line) => line.endsWith(':200'))).toEqual(['/api/me/sets/a:200']);
  });

  test('only the newest progress of a date waits; other dates keep theirs', async () => {
    const { outbox } = setup({ script: offline() });
    await outbox.enqueue(progressOp('2025-03-10T12:00:01Z'));
    await outbox.enqueue(setOp('a'));
    await outbox.enqueue(progressOp('2025-03-10T12:00:02Z'));
    await outbox.enqueue(progressOp('2025-03-11T08:00:00Z', '2025-03-11'));
    await outbox.enqueue(progressOp('2025-03-10T12:00:03Z'));
    expect(
      outbox.getState().ops.map((op) => [op.kind, op.date, (op.body as { at: string }).at ?? '']),
    ).toEqual([
      ['set', DATE, ''],
      ['progress', '2025-03-11', '2025-03-11T08:00:00Z'],
      ['progress', DATE, '2025-03-10T12:00:03Z'],
    ]);
  });

  test('a reset makes everything before it on that date pointless', async () => {
    const { outbox } = setup({ script: offline() });
    await outbox.enqueue(setOp('a'));
    await outbox.enqueue(setOp('other-day', '2025-03-09'));
    await outbox.enqueue(progressOp('2025-03-10T12:00:01Z'));
    await outbox.enqueue(resetOp());
    await outbox.enqueue(setOp('b'));
    expect(outbox.getState().ops.map((op) => op.path)).toEqual([
      '/api/me/sets/other-day',
      `/api/me/workouts/${DATE}`,
      '/api/me/sets/b',
    ]);
  });
});

describe('outbox across tabs and crashes', () => {
  test('two tabs sharing the device store and lock send every write once, in order', async () => {
    const store = memoryOutboxStore();
    let held: Promise<unknown> = Promise.resolve();
    // The Web Lock: one holder at a time, the next waits.
    const lock = <T>(work: () => Promise<T>): Promise<T> => {
      const run = held.then(work);
      held = run.catch(() => undefined);
      return run;
    };
    const server = fakeServer();
    const tab = () => {
      const outbox = createOutbox({ store, send: (op) => server.send(op), lock, schedule: () => () => {} });
      outbox.setUser('ana');
      return outbox;
    };
    const [one, two] = [tab(), tab()];
    await one.enqueue(setOp('a'));
    await two.enqueue(setOp('b'));
    await one.enqueue(setOp('c'));
    await two.enqueue(setOp('d'));
    await Promise.all([one.flush(), two.flush()]);
    await Promise.all([one.flush(), two.flush()]);
    expect(server.sent).toEqual(['a', 'b', 'c', 'd'].map((id) => `/api/me/sets/${id}:200`));
    expect(server.maxInFlight).toBe(1);
  });

  test('a write in flight when the page died is sent again by the next page', async () => {
    const store = memoryOutboxStore();
    const dying = createOutbox({ store, send: () => new Promise<number>(() => {}) });
    dying.setUser('ana');
    await dying.enqueue(setOp('a'));
    const server = fakeServer();
    const next = createOutbox({ store, send: (op) => server.send(op) });
    next.setUser('ana');
    await next.refresh();
    await next.flush();
    expect(server.sent).toEqual(['/api/me/sets/a:200']);
    expect(await store.list('ana')).toEqual([]);
  });

  test('clearing forgets only that user', async () => {
    const store = memoryOutboxStore();
    const { outbox } = setup({ store, script: [0, 0] });
    await outbox.enqueue(setOp('a'));
    outbox.setUser('bia');
    await outbox.enqueue(setOp('b'));
    await outbox.clear('bia');
    expect(outbox.getState().ops).toEqual([]);
    expect((await store.list('ana')).map((op) => op.path)).toEqual(['/api/me/sets/a']);
  });
});
