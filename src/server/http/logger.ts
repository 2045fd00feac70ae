import type { FastifyServerOptions } from 'fastify';

/**
 * The app's log settings, shared by main.ts and the tests that check them. Request bodies are never
 * logged (Fastify logs method, URL and status only); cookies and tokens in headers are redacted.
 */
export function loggerOptions(
  level: string,
  stream?: { write(line: string): void },
): FastifyServerOptions['logger'] {
  return {
    level,
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
