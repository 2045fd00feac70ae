import { describe, expect, test, vi } from 'vitest';
import { testDb } from '#server/testing/test-db.ts';
import type { Database } from './client.ts';
import { listen, type ListenHandlers } from './listen.ts';

/** Handlers that record what they are told. */
function recorder() {
  const heard: { channel: string; payload: string | undefined }[] = [];
  const handlers = {
    notification: vi.fn((channel: string, payload: string | undefined) => heard.push({ channel, payload })),
    resync: vi.fn(),
    failed: vi.fn(),
  } satisfies ListenHandlers;
  return { heard, handlers };
}

const listeners = async (database: Database) =>
  (
    await database.pool.query(
      `select pid from pg_stat_activity where datname = current_database() and query ilike 'listen%'`,
    )
  ).rowCount;

describe('db/listen', { timeout: 20_000 }, () => {
  test('hands every NOTIFY of its channels over as sent, and nothing of other channels', async () => {
    const database = await testDb();
    const { heard, handlers } = recorder();
    const listening = listen(database.url, ['first_channel', 'second_channel'], handlers);
    await vi.waitFor(async () => expect(await listeners(database)).toBe(1));
    await database.pool.query(`select pg_notify('first_channel', '{"a":1}')`);
    await database.pool.query(`select pg_notify('other_channel', 'not ours')`);
    await database.pool.query(`select pg_notify('second_channel', 'not json')`);
    await vi.waitFor(() => expect(heard).toHaveLength(2));
    expect(heard).toEqual([
      { channel: 'first_channel', payload: '{"a":1}' },
      { channel: 'second_channel', payload: 'not json' },
    ]);
    expect(handlers.resync).not.toHaveBeenCalled();
    await listening.close();
    await vi.waitFor(async () => expect(await listeners(database)).toBe(0));
  });

  test('a dropped connection comes back by itself and says resync, once', async () => {
    const database = await testDb();
    const { heard, handlers } = recorder();
    const listening = listen(database.url, ['drop_channel'], handlers);
    await vi.waitFor(async () => expect(await listeners(database)).toBe(1));
    await database.pool.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query ilike 'listen%'`,
    );
    await vi.waitFor(() => expect(handlers.resync).toHaveBeenCalledTimes(1), { timeout: 5_000 });
    await database.pool.query(`select pg_notify('drop_channel', 'after')`);
    await vi.waitFor(() => expect(heard).toEqual([{ channel: 'drop_channel', payload: 'after' }]));
    expect(handlers.resync).toHaveBeenCalledTimes(1);
    await listening.close();
  });

  test('a database it cannot reach is reported as failed and retried until closed', async () => {
    const database = await testDb();
    const url = new URL(database.url);
    url.pathname = '/no_such_database';
    const { handlers } = recorder();
    const listening = listen(url.toString(), ['any_channel'], handlers);
    await vi.waitFor(() => expect(handlers.failed).toHaveBeenCalledTimes(2), { timeout: 5_000 });
    await listening.close();
    expect(handlers.resync).not.toHaveBeenCalled();
  });

  test('refuses a channel name that is not a plain identifier (it is written into the LISTEN)', () => {
    const { handlers } = recorder();
    expect(() => listen('postgres://unused', ['x; drop table users'], handlers)).toThrow(/not a channel/);
    expect(handlers.failed).not.toHaveBeenCalled();
  });
});
