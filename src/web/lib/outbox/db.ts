/**
 * The device's one IndexedDB database: `outbox` (pending writes, ordered by `seq`) and `kv`
 * (snapshots of server answers and of the signed-in student). No library: these few helpers are all
 * the app needs. Where IndexedDB is missing or refuses to open (jsdom, some private modes), callers get
 * null and keep their data in memory for the life of the page.
 */
const DB_NAME = 'rumofit';
const DB_VERSION = 1;
export const OUTBOX = 'outbox';
export const KV = 'kv';

let opening: Promise<IDBDatabase | null> | undefined;

export function openDb(): Promise<IDBDatabase | null> {
  opening ??= new Promise<IDBDatabase | null>((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve(null);
    let request: IDBOpenDBRequest;
    try {
      request = indexedDB.open(DB_NAME, DB_VERSION);
    } catch {
      return resolve(null);
    }
    request.onupgradeneeded = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(OUTBOX)) {
        db.createObjectStore(OUTBOX, { keyPath: 'seq', autoIncrement: true }).createIndex('userId', 'userId');
      }
      if (!db.objectStoreNames.contains(KV)) db.createObjectStore(KV);
    };
    request.onsuccess = () => {
      const db = request.result;
      // Another tab's newer version wins; this tab reopens on its next call.
      db.onversionchange = () => {
        db.close();
        opening = undefined;
      };
      // The browser closed it (site data cleared on sign-out): the next call opens the database anew.
      db.onclose = () => {
        opening = undefined;
      };
      resolve(db);
    };
    request.onerror = () => resolve(null);
    request.onblocked = () => resolve(null);
  });
  return opening;
}

/** Runs `work` in one transaction and resolves with its result once the transaction has committed. */
export function transact<T>(
  db: IDBDatabase,
  store: string,
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T> | (() => T),
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const tx = db.transaction(store, mode);
    const step = work(tx.objectStore(store));
    tx.oncomplete = () => resolve(typeof step === 'function' ? step() : step.result);
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });
}
