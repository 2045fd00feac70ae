import { afterEach, expect, test, vi } from 'vitest';
import { createOutbox } from './outbox.ts';
import { sendOp } from './instance.ts';
import { memoryOutboxStore, type PendingOp } from './store.ts';

afterEach(() => vi.unstubAllGlobals());

test('each queued write has its own id, kept through every retry', async () => {
  const tries: PendingOp[] = [];
  const statuses = [0, 503, 200, 200];
  const retries: (() => void)[] = [];
  const outbox = createOutbox({
    store: memoryOutboxStore(),
    send: async (op) => {
      tries.push(op);
      return statuses.shift() ?? 200;
    },
    schedule: (fn) => {
      retries.push(fn);
      return () => {};
    },
  });
  outbox.setUser('ana');
  const set = { kind: 'set', method: 'PUT', body: { reps: 10 }, date: '2025-03-10' } as const;
  await outbox.enqueue({ ...set, path: '/api/me/sets/a' });
  await outbox.enqueue({ ...set, path: '/api/me/sets/b' });
  await outbox.flush();
  while (outbox.getState().ops.length > 0) {
    retries.shift()?.();
    await outbox.flush();
  }
  const ids = tries.map((op) => [op.path, op.opId]);
  expect(ids.map(([path]) => path)).toEqual([
    '/api/me/sets/a',
    '/api/me/sets/a',
    '/api/me/sets/a',
    '/api/me/sets/b',
  ]);
  const [first, second] = [tries[0]!.opId!, tries[3]!.opId!];
  expect(first).toMatch(/^[0-9a-f]{32}$/);
  expect(tries.slice(0, 3).every((op) => op.opId === first)).toBe(true);
  expect(second).not.toBe(first);
});

test('the write is sent with its id in x-outbox-id (none for a write queued before ids existed)', async () => {
  const calls: { path: string; headers: Record<string, string> }[] = [];
  vi.stubGlobal('fetch', async (path: string, init: { headers: Record<string, string> }) => {
    calls.push({ path, headers: init.headers });
    return new Response(null, { status: 204 });
  });
  const op: PendingOp = {
    seq: 1,
    userId: 'ana',
    method: 'PUT',
    path: '/api/me/sets/a',
    body: { reps: 10 },
    kind: 'set',
    date: '2025-03-10',
    createdAt: '2025-03-10T12:00:00.000Z',
    opId: '0123456789abcdef0123456789abcdef',
  };
  expect(await sendOp(op)).toBe(204);
  const { opId: _dropped, ...old } = op;
  expect(await sendOp(old)).toBe(204);
  expect(calls.map((call) => call.headers['x-outbox-id'])).toEqual([
    '0123456789abcdef0123456789abcdef',
    undefined,
  ]);
});
