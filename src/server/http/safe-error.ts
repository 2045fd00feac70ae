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

/** `insert workout_sets #1a2b3c4d`: what kind of statement on which table, and exactly which one. */
export function queryName(sql: string): string {
  const verb = /^\s*(\w+)/.exec(sql)?.[1]?.toLowerCase() ?? 'query';
  const table = /\b(?:from|into|update)\s+"?([\w.]+)"?/i.exec(sql)?.[1];
  const hash = createHash('sha256').update(sql).digest('hex').slice(0, 8);
  return [verb, table, `#${hash}`].filter(Boolean).join(' ');
}

const stringField = (value: unknown) =>
  typeof value === 'string' && value.length <= 128 ? value : undefined;

/** The log's serializer for errors (pino's `err`), on every path: ours, Fastify's and pino's own. */
export function safeError(value: unknown, depth = 0): LoggedError {
  if (!value || typeof value !== 'object') return { type: typeof value };
  const error = value as Record<string, unknown>;
  // The class says more than `name`, which drizzle's errors leave as 'Error'.
  const type = stringField((value as { constructor?: { name?: unknown } }).constructor?.name);
  const logged: LoggedError = {
    type: type && type !== 'Error' ? type : (stringField(error.name) ?? 'Error'),
  };
  const code = stringField(error.code);
  const sqlState = depth === 0 ? sqlStateOf(value) : undefined;
  if (code && code !== sqlState) logged.code = code;
  if (sqlState) logged.sqlState = sqlState;
  // drizzle's DrizzleQueryError: the SQL text has placeholders only, yet a name is enough.
  if (typeof error.query === 'string') logged.query = queryName(error.query);
  for (const key of ['table', 'column', 'constraint'] as const) {
    const name = stringField(error[key]);
    if (name && /^[\w.]+$/.test(name)) logged[key] = name;
  }
  if (typeof error.stack === 'string') {
    const frames = error.stack.split('\n').filter((line) => /^\s+at /.test(line));
    if (frames.length > 0) logged.stack = frames.join('\n');
  }
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
  const text =
    typeof message === 'string' && (error.message === '' || !message.includes(error.message))
      ? message
      : safeError(error).type;
  return [merged, text, ...rest];
}
