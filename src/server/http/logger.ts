import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { safeError, withoutErrorText } from './safe-error.ts';

/** A request as the log keeps it: the path, not the query string (a search may hold a name). */
function safeRequest(request: FastifyRequest) {
  const [path = '', query] = request.url.split('?');
  return {
    method: request.method,
    url: query === undefined ? path : `${path}?…`,
    remoteAddress: request.ip,
  };
}

/**
 * The app's log settings, shared by main.ts and the tests that check them. Nothing a request carries
 * reaches the log: bodies are never logged, query strings are cut, cookies and tokens in headers are
 * redacted, and errors are logged by type, code and query name, never by message (safe-error.ts).
 */
export function loggerOptions(
  level: string,
  stream?: { write(line: string): void },
): FastifyServerOptions['logger'] {
  return {
    level,
    // Fastify's type asks for the message, which is exactly what the log must not keep.
    serializers: { req: safeRequest, err: safeError as never, error: safeError },
    hooks: {
      logMethod(args, method) {
        return method.apply(this, withoutErrorText(args) as Parameters<typeof method>);
      },
    },
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        'password',
        '*.password',
      ],
      censor: '[oculto]',
    },
    ...(stream ? { stream } : {}),
  };
}
