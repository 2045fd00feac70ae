interface DriverError {
  code?: unknown;
  severity?: unknown;
  cause?: unknown;
  message?: unknown;
}

/** The errors a failure is made of, outermost first: drizzle wraps the driver's error in `cause`. */
function chain(error: unknown): DriverError[] {
  const list: DriverError[] = [];
  let current = error;
  while (current && typeof current === 'object' && list.length < 5) {
    list.push(current as DriverError);
    current = (current as DriverError).cause;
  }
  return list;
}

/** PostgreSQL's SQLSTATE for a failed query (five characters, e.g. 23505), or undefined. */
export function sqlStateOf(error: unknown): string | undefined {
  for (const part of chain(error)) {
    // The server's own errors carry a severity; Node's network errors (EPIPE) only look alike.
    if (typeof part.severity === 'string' && typeof part.code === 'string') return part.code;
  }
  return undefined;
}

/** Postgres says 23505 when a unique index refuses a row. */
export function isUniqueViolation(error: unknown): boolean {
  return sqlStateOf(error) === '23505';
}

/**
 * Class 22, data exception: the value cannot be stored or compared (a NUL character, a date out of
 * range, a number too large). The request carried it, so it is the caller's error, never a 500.
 */
export function isDataException(error: unknown): boolean {
  return sqlStateOf(error)?.startsWith('22') ?? false;
}

/** Network errors of the driver when the database cannot be reached. */
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
]);
/** Class 08 (connection exception), shutting down, starting up, too many connections. */
const UNAVAILABLE_STATES = /^(08...|57P01|57P02|57P03|53300)$/;

/** The database cannot be reached or refuses connections for now: a retry later may succeed. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const state = sqlStateOf(error);
  if (state) return UNAVAILABLE_STATES.test(state);
  return chain(error).some(
    (part) =>
      (typeof part.code === 'string' && UNREACHABLE.has(part.code)) ||
      // pg's pool and client say these in words only.
      (typeof part.message === 'string' &&
        /^(timeout exceeded when trying to connect|Connection terminated)/.test(part.message)),
  );
}
