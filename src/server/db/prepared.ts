import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Pool, QueryResultRow } from 'pg';
import type { Db } from './client.ts';

const dialect = new PgDialect();

/**
 * Runs `query` as a named prepared statement: PostgreSQL plans it once per connection instead of at
 * every call. For the few statements read far more often than anything else whose planning costs as
 * much as their run (the radar's pages, the performance review; bench, 29 Nov). `query` must always
 * build the same text for `name`: only its parameters may change.
 */
export async function preparedRows<T extends QueryResultRow>(db: Db, name: string, query: SQL): Promise<T[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const { rows } = await (db as Db & { $client: Pool }).$client.query<T>({ name, text, values: params });
  return rows;
}
