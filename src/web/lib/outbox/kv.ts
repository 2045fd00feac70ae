import { KV, openDb, transact } from './db.ts';

/** Key-value storage on the device (IndexedDB `kv`), in memory where IndexedDB is unavailable. */
const memory = new Map<string, unknown>();

export async function kvGet<T>(key: string): Promise<T | undefined> {
  const db = await openDb();
  if (!db) return memory.get(key) as T | undefined;
  try {
    return await transact<T | undefined>(db, KV, 'readonly', (store) => store.get(key));
  } catch {
    return undefined;
  }
}

export async function kvSet(key: string, value: unknown): Promise<void> {
  const db = await openDb();
  if (!db) {
    memory.set(key, value);
    return;
  }
  // A full disk only costs the offline copy; the screen already has the answer.
  await transact(db, KV, 'readwrite', (store) => store.put(value, key)).catch(() => undefined);
}

/** Deletes every key that starts with `prefix`. */
export async function kvDeletePrefix(prefix: string): Promise<void> {
  for (const key of [...memory.keys()]) if (key.startsWith(prefix)) memory.delete(key);
  const db = await openDb();
  if (!db) return;
  // '\uffff' sorts after every character the keys use, so the range is exactly the prefix.
  const range = IDBKeyRange.bound(prefix, `${prefix}\uffff`);
  await transact(db, KV, 'readwrite', (store) => store.delete(range)).catch(() => undefined);
}
