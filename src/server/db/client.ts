import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as mainSchema from './schema.ts';
import * as pushSchema from './push-schema.ts';

const schema = { ...mainSchema, ...pushSchema };

export type Db = NodePgDatabase<typeof schema>;
/** The handle a transaction's callback receives. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either: a repository function that may run inside the caller's transaction takes this. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  pool: pg.Pool;
  url: string;
  close(): Promise<void>;
}

export function connect(url: string, options: { max?: number } = {}): Database {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  // An idle client that loses its server must not take the process down; the next query reconnects.
  pool.on('error', () => {});
  // Nor one whose server goes away mid-query: the query's promise fails (the request answers 503),
  // and the client's own 'error' event, which nobody else listens to, must not become a crash.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzle(pool, { schema });
  return { db, pool, url, close: () => pool.end() };
}
