import { createReadStream, createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { createGunzip, createGzip } from 'node:zlib';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { migrateTo, shippedMigrations } from './migrate.ts';

/**
 * RumoFit's own logical backup (decision 047): the embedded PostgreSQL ships no pg_dump, and the
 * system's may be another major version. One gzip file of lines, each a tag and JSON:
 *   H {format, version, createdAt, migrations: [journal times], sequences}
 *   T {name, columns}            a table, in foreign-key order (parents first)
 *   R {...}                      one row of it, as to_jsonb(row)
 *   E {tables: {name: {rows, checksum}}}   the end: a file without it was cut short
 * Every table of the public schema, read in one REPEATABLE READ snapshot, so the file is one moment
 * even while the app keeps writing.
 */
export const BACKUP_FORMAT = 'rumofit-backup';
const VERSION = 1;
const FETCH_ROWS = 1_000;
const INSERT_ROWS = 500;

export interface TableSummary {
  rows: number;
  checksum: string;
}
export type Summary = Record<string, TableSummary>;

interface Header {
  format: string;
  version: number;
  createdAt: string;
  migrations: number[];
  sequences: { name: string; value: string | null }[];
}

export class BackupError extends Error {}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Tables computed from the others, not backed up: the radar's kept items (drizzle/0024, decision 050)
 * and the performance review's (drizzle/0025, decision 051). A restore lists every student as not
 * computed yet for the radar, and the first read of a radar or a review computes what it needs.
 */
const DERIVED_TABLES = ['radar_items', 'radar_students', 'performance_review', 'performance_totals'];

/** The public schema's tables, parents before the tables whose foreign keys point at them. */
async function tablesInOrder(client: pg.PoolClient | pg.Client): Promise<string[]> {
  const { rows: tables } = await client.query<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = 'public' and tablename <> all($1::text[])
     order by tablename`,
    [DERIVED_TABLES],
  );
  const { rows: edges } = await client.query<{ child: string; parent: string }>(
    `select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
       from pg_constraint c join pg_namespace n on n.oid = c.connamespace
      where c.contype = 'f' and n.nspname = 'public' and c.conrelid <> c.confrelid`,
  );
  const unquote = (name: string) => name.replace(/^"(.*)"$/, '$1').replaceAll('""', '"');
  const parents = new Map(tables.map(({ name }) => [name, new Set<string>()]));
  for (const edge of edges) parents.get(unquote(edge.child))?.add(unquote(edge.parent));
  const ordered: string[] = [];
  const visit = (name: string, path: Set<string>) => {
    if (ordered.includes(name) || path.has(name)) return;
    path.add(name);
    for (const parent of parents.get(name) ?? []) visit(parent, path);
    ordered.push(name);
  };
  for (const { name } of tables) visit(name, new Set());
  return ordered;
}

/** The columns a restore writes: every one but the generated (they are computed again). */
async function writableColumns(client: pg.PoolClient | pg.Client, table: string): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select attname as name from pg_attribute
      where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = ''
      order by attnum`,
    [`public.${ident(table)}`],
  );
  return rows.map((row) => row.name);
}

/** Rows and an order-independent checksum of every table: what a backup holds and a restore must find. */
export async function summarize(client: pg.PoolClient | pg.Client, tables?: string[]): Promise<Summary> {
  const summary: Summary = {};
  for (const table of tables ?? (await tablesInOrder(client))) {
    const { rows } = await client.query<{ rows: string; checksum: string }>(
      `select count(*)::text as rows,
              md5(coalesce(string_agg(to_jsonb(t)::text, E'\\n' order by to_jsonb(t)::text), '')) as checksum
         from public.${ident(table)} t`,
    );
    summary[table] = { rows: Number(rows[0]!.rows), checksum: rows[0]!.checksum };
  }
  return summary;
}

/** Writes the whole database to `file` (gzip); answers what it wrote. */
export async function backupDatabase(pool: pg.Pool, file: string): Promise<Summary> {
  const client = await pool.connect();
  const gzip = createGzip();
  const done = pipeline(gzip, createWriteStream(file, { mode: 0o600 }));
  const write = async (tag: string, json: string) => {
    if (!gzip.write(`${tag} ${json}\n`)) await once(gzip, 'drain');
  };
  try {
    await client.query('begin isolation level repeatable read read only');
    const tables = await tablesInOrder(client);
    const migrations = await client.query<{ when: string }>(
      `select created_at::text as when from drizzle.__drizzle_migrations order by created_at`,
    );
    const sequences = await client.query<{ name: string; value: string | null }>(
      `select sequencename as name, last_value::text as value from pg_sequences where schemaname = 'public'`,
    );
    const header: Header = {
      format: BACKUP_FORMAT,
      version: VERSION,
      createdAt: new Date().toISOString(),
      migrations: migrations.rows.map((row) => Number(row.when)),
      sequences: sequences.rows,
    };
    await write('H', JSON.stringify(header));
    for (const table of tables) {
      await write('T', JSON.stringify({ name: table, columns: await writableColumns(client, table) }));
      await client.query(`declare rows_out no scroll cursor for select to_jsonb(t)::text as row from public.${ident(table)} t`);
      for (;;) {
        const { rows } = await client.query<{ row: string }>(`fetch ${FETCH_ROWS} from rows_out`);
        for (const { row } of rows) await write('R', row);
        if (rows.length < FETCH_ROWS) break;
      }
      await client.query('close rows_out');
    }
    const summary = await summarize(client, tables);
    await write('E', JSON.stringify({ tables: summary }));
    await client.query('commit');
    gzip.end();
    await done;
    return summary;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    gzip.destroy();
    await done.catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/** Reads a backup's lines in order, checking its header and that it was not cut short. */
async function* backupLines(file: string): AsyncGenerator<[string, string]> {
  const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  for await (const line of lines) {
    if (line !== '') yield [line.slice(0, 1), line.slice(2)];
  }
}

async function readHeader(file: string): Promise<Header> {
  for await (const [tag, json] of backupLines(file)) {
    const header = tag === 'H' ? (JSON.parse(json) as Header) : undefined;
    if (header?.format === BACKUP_FORMAT && header.version === VERSION) return header;
    break;
  }
  throw new BackupError(`${file} is not a RumoFit backup (format ${BACKUP_FORMAT} ${VERSION})`);
}

/** Refuses a database that holds any row, or migrations the backup does not have. */
async function assertEmpty(pool: pg.Pool, backupMigrations: number[]): Promise<void> {
  const client = await pool.connect();
  try {
    for (const [table, { rows }] of Object.entries(await summarize(client))) {
      if (rows > 0)
        throw new BackupError(`the target database is not empty (${table} has ${rows} rows): restore into a fresh one`);
    }
    const journal = await client.query<{ found: boolean }>(
      `select to_regclass('drizzle.__drizzle_migrations') is not null as found`,
    );
    if (!journal.rows[0]!.found) return;
    const applied = await client.query<{ when: string }>('select created_at::text as when from drizzle.__drizzle_migrations');
    const known = new Set(backupMigrations);
    if (applied.rows.some((row) => !known.has(Number(row.when))))
      throw new BackupError('the target database has migrations the backup does not: restore into a fresh one');
  } finally {
    client.release();
  }
}

/**
 * Restores `file` into an empty database: its schema is migrated to the backup's own migrations,
 * every row is loaded in one transaction in the file's (foreign-key) order, the sequences are set,
 * the rows are checked against the backup's summary, and then this code's newer migrations run.
 */
export async function restoreDatabase(pool: pg.Pool, file: string): Promise<Summary> {
  const header = await readHeader(file);
  const shipped = new Set(shippedMigrations().map((entry) => entry.when));
  if (header.migrations.some((when) => !shipped.has(when)))
    throw new BackupError('this backup was made by a newer RumoFit: restore it with that version or later');
  await assertEmpty(pool, header.migrations);
  await migrateTo(pool, header.migrations);

  const client = await pool.connect();
  let expected: Summary | undefined;
  try {
    await client.query('begin');
    const superuser = await client.query<{ yes: boolean }>(
      'select rolsuper as yes from pg_roles where rolname = current_user',
    );
    // Triggers (the live-update NOTIFYs) and foreign-key checks stay off while rows arrive: the
    // order already puts parents first, and the summary check below proves the whole.
    if (superuser.rows[0]?.yes) await client.query('set local session_replication_role = replica');
    let table: { name: string; columns: string[] } | undefined;
    let batch: string[] = [];
    const flush = async () => {
      if (!table || batch.length === 0) return;
      const columns = table.columns.map(ident).join(', ');
      await client.query(
        `insert into public.${ident(table.name)} (${columns})
         select ${columns} from jsonb_populate_recordset(null::public.${ident(table.name)}, $1::jsonb)`,
        [`[${batch.join(',')}]`],
      );
      batch = [];
    };
    for await (const [tag, json] of backupLines(file)) {
      if (tag === 'T') {
        await flush();
        table = JSON.parse(json) as { name: string; columns: string[] };
      } else if (tag === 'R') {
        batch.push(json);
        if (batch.length >= INSERT_ROWS) await flush();
      } else if (tag === 'E') {
        await flush();
        expected = (JSON.parse(json) as { tables: Summary }).tables;
      }
    }
    if (!expected) throw new BackupError(`${file} was cut short (no end line): nothing was restored`);
    for (const { name, value } of header.sequences)
      if (value !== null) await client.query('select setval($1::regclass, $2::bigint)', [`public.${ident(name)}`, value]);
    const found = await summarize(client, Object.keys(expected));
    const wrong = Object.keys(expected).filter(
      (name) => found[name]!.rows !== expected![name]!.rows || found[name]!.checksum !== expected![name]!.checksum,
    );
    if (wrong.length > 0) throw new BackupError(`restored rows differ from the backup in: ${wrong.join(', ')}`);
    // With the triggers off, the students arrived without their radar rows (a later migration adds them).
    const radar = await client.query<{ found: boolean }>(`select to_regclass('public.radar_students') is not null as found`);
    if (radar.rows[0]!.found)
      await client.query(
        `insert into radar_students (student_id, personal_id) select id, personal_id from students
         on conflict (student_id) do nothing`,
      );
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
  return expected;
}
