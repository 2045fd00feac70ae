import { createHash } from 'node:crypto';
import { sqlStateOf } from '#server/db/pg-errors.ts';

/**
 * An error as the log may keep it. Messages are left out on purpose: drizzle writes a failed query's
 * parameters into its message (the anamnesis answers, a session token), PostgreSQL quotes the
 * offending value in its own ('invalid input syntax for type uuid: "…"') and in `detail`, and
 * JSON.parse quotes the text it read. The type, the codes, the query's name and the stack's frames
 * say where it broke without saying what anyone sent.
 */
export interface LoggedError {
  type: string;
  code?: string;
  sqlState?: string;
  /** The failed statement, named by its verb, its first table and a hash of its text. */
  query?: string;
  /** Which schema object PostgreSQL blamed (names from our schema, never values). */
  table?: string;
  column?: string;
  constraint?: string;
  stack?: string;
  cause?: LoggedError;
}

const SQL_VERBS = new Set(
  'select insert update delete with create alter drop begin commit rollback set lock truncate copy do call values listen notify unlisten show explain savepoint release grant revoke comment refresh vacuum analyze reset prepare execute deallocate declare fetch close move discard'.split(
    ' ',
  ),
);

/** `insert workout_sets #1a2b3c4d`: what kind of statement on which table, and exactly which one. */
export function queryName(sql: string): string {
  const hash = `#${createHash('sha256').update(sql).digest('hex').slice(0, 8)}`;
  const verb = /^\s*(\w+)/.exec(sql)?.[1]?.toLowerCase();
  // Only SQL names a statement; any other text in a `query` field is someone's words: its hash alone.
  if (!verb || !SQL_VERBS.has(verb)) return `query ${hash}`;
  const table = /\b(?:from|into|update)\s+"?([\w.]+)"?/i.exec(sql)?.[1];
  return [verb, table, hash].filter(Boolean).join(' ');
}

const stringField = (value: unknown) =>
  typeof value === 'string' && value.length <= 128 ? value : undefined;

/** A class or error name is an identifier; anything else in `name` was put there from data. */
const identifier = (value: unknown) => {
  const text = stringField(value);
  return text && /^[A-Za-z_$][\w$]{0,63}$/.test(text) ? text : undefined;
};

/** Error codes are identifiers (`ECONNREFUSED`, `FST_ERR_CTP_INVALID_MEDIA_TYPE`, `invalid_api_key`, `23505`). */
const errorCode = (value: unknown) => {
  const text = stringField(value);
  return text && /^[A-Za-z0-9_]{1,64}$/.test(text) ? text : undefined;
};

/** A V8 stack frame: `at name (file:line:col)`, `at file:line:col`, `at name (native)` / `(<anonymous>)`. */
const FRAME = /^\s+at (?:.*\((?:.+:\d+:\d+|native|<anonymous>)\)|[^\s()]+:\d+:\d+|<anonymous>)$/;

/** The stack's frames, without its first lines (the name and the message, which may hold anything). */
function framesOf(error: Record<string, unknown>): string | undefined {
  if (typeof error.stack !== 'string') return undefined;
  // A message of several lines may hold a line shaped like a frame: the message is cut out first.
  const message = typeof error.message === 'string' ? error.message : '';
  const stack = message.includes('\n') ? error.stack.split(message).join('') : error.stack;
  const frames = stack.split('\n').filter((line) => FRAME.test(line));
  return frames.length > 0 ? frames.join('\n') : undefined;
}

/** The log's serializer for errors (pino's `err`), on every path: ours, Fastify's and pino's own. */
export function safeError(value: unknown, depth = 0): LoggedError {
  if (!value || typeof value !== 'object') return { type: typeof value };
  const error = value as Record<string, unknown>;
  // The class says more than `name`, which drizzle's errors leave as 'Error'.
  const type = identifier((value as { constructor?: { name?: unknown } }).constructor?.name);
  const logged: LoggedError = {
    type: type && type !== 'Error' ? type : (identifier(error.name) ?? 'Error'),
  };
  const code = errorCode(error.code);
  const sqlState = depth === 0 ? sqlStateOf(value) : undefined;
  if (code && code !== sqlState) logged.code = code;
  if (sqlState) logged.sqlState = sqlState;
  // drizzle's DrizzleQueryError: the SQL text has placeholders only, yet a name is enough.
  if (typeof error.query === 'string') logged.query = queryName(error.query);
  for (const key of ['table', 'column', 'constraint'] as const) {
    const name = stringField(error[key]);
    if (name && /^[\w.]+$/.test(name)) logged[key] = name;
  }
  const frames = framesOf(error);
  if (frames) logged.stack = frames;
  if (error.cause && depth < 3) logged.cause = safeError(error.cause, depth + 1);
  return logged;
}

/**
 * pino's `logMethod` hook: a log line about an error never takes its words from the error. pino
 * would use `err.message` as the line's message, and Fastify passes it on purpose when a reply fails.
 */
export function withoutErrorText(args: unknown[]): unknown[] {
  const [first, message, ...rest] = args;
  const error =
    first instanceof Error
      ? first
      : first && typeof first === 'object'
        ? (first as { err?: unknown }).err
        : undefined;
  if (!(error instanceof Error)) return args;
  const merged = first instanceof Error ? { err: first } : first;
  // Fastify passes `err.message` as the text; a short message ('x') inside our own words is no copy.
  const copied =
    typeof message === 'string' &&
    error.message !== '' &&
    (error.message.length < 8 ? message === error.message : message.includes(error.message));
  const text = typeof message === 'string' && !copied ? message : safeError(error).type;
  return [merged, text, ...rest];
}
