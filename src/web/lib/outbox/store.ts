import { OUTBOX, openDb, transact } from './db.ts';

export type OpKind = 'set' | 'progress' | 'finish' | 'feedback' | 'reset';
export type OpMethod = 'PUT' | 'POST' | 'DELETE';

/** A write the phone made and the server has not confirmed yet. */
export interface PendingOp {
  seq: number;
  userId: string;
  method: OpMethod;
  path: string;
  body?: unknown;
  kind: OpKind;
  /** The workout date (yyyy-mm-dd) the write belongs to. */
  date: string;
  /** ISO time the phone stored it. */
  createdAt: string;
  /**
   * The write's own id, sent as `x-outbox-id` on every try, so the server's log follows it from the
   * first try to the one that stored it. Missing on writes queued before it existed.
   */
  opId?: string;
}
export type NewOp = Omit<PendingOp, 'seq'>;

/** Where pending writes live: IndexedDB in the app, memory in tests and where IndexedDB is missing. */
export interface OutboxStore {
  /** Stores `op` after the next `seq`, deleting `supersedes` in the same step. */
  add(op: NewOp, supersedes: readonly number[]): Promise<PendingOp>;
  /** The user's pending writes, oldest first. */
  list(userId: string): Promise<PendingOp[]>;
  remove(seq: number): Promise<void>;
  /** Forgets every pending write of `userId`. */
  clear(userId: string): Promise<void>;
}

export function memoryOutboxStore(): OutboxStore {
  const ops = new Map<number, PendingOp>();
  let next = 1;
  return {
    async add(op, supersedes) {
      for (const seq of supersedes) ops.delete(seq);
      const stored = { ...op, seq: next++ };
      ops.set(stored.seq, stored);
      return { ...stored };
    },
    async list(userId) {
      return [...ops.values()]
        .filter((op) => op.userId === userId)
        .sort((a, b) => a.seq - b.seq)
        .map((op) => ({ ...op }));
    },
    async remove(seq) {
      ops.delete(seq);
    },
    async clear(userId) {
      for (const op of [...ops.values()]) if (op.userId === userId) ops.delete(op.seq);
    },
  };
}

function idbOutboxStore(db: IDBDatabase): OutboxStore {
  return {
    add(op, supersedes) {
      let seq = 0;
      return transact(db, OUTBOX, 'readwrite', (store) => {
        for (const old of supersedes) store.delete(old);
        store.add(op).onsuccess = (event) => {
          seq = Number((event.target as IDBRequest<IDBValidKey>).result);
        };
        return () => ({ ...op, seq });
      });
    },
    async list(userId) {
      const ops = await transact<PendingOp[]>(db, OUTBOX, 'readonly', (store) =>
        store.index('userId').getAll(userId),
      );
      return ops.sort((a, b) => a.seq - b.seq);
    },
    async remove(seq) {
      await transact(db, OUTBOX, 'readwrite', (store) => store.delete(seq));
    },
    async clear(userId) {
      await transact(db, OUTBOX, 'readwrite', (store) => {
        const cursor = store.index('userId').openKeyCursor(IDBKeyRange.only(userId));
        cursor.onsuccess = () => {
          const current = cursor.result;
          if (!current) return;
          store.delete(current.primaryKey);
          current.continue();
        };
        return () => undefined;
      });
    },
  };
}

/** The device's outbox store: IndexedDB when it opens, memory otherwise (the writes then last as long as the page). */
export async function deviceOutboxStore(): Promise<OutboxStore> {
  const db = await openDb();
  return db ? idbOutboxStore(db) : memoryOutboxStore();
}
