import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/**
 * What an id from outside may look like: a proxy's (nginx `$request_id`: 32 hex; HAProxy's
 * `unique-id-format`: hex, dots, colons, underscores), a UUID, the phone's outbox id. Anything else
 * (too long, spaces, quotes, a line break to forge a log line) is not believed: the app makes its own.
 */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._:-]{7,127}$/;

const REQUEST_ID_HEADER = 'x-request-id';
/** The phone's outbox names each queued write once; every retry of that write carries the same id. */
export const OUTBOX_ID_HEADER = 'x-outbox-id';

function headerValue(value: string | string[] | undefined): string | undefined {
  const one = Array.isArray(value) ? value[0] : value;
  return one !== undefined && REQUEST_ID_PATTERN.test(one) ? one : undefined;
}

/** Fastify's `genReqId`: the proxy's X-Request-Id when it has the right shape, else a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
  return headerValue(request.headers[REQUEST_ID_HEADER]) ?? randomUUID();
}

/**
 * Every log line of a request carries its id (`reqId`, Fastify's label), and the answer sends it
 * back (`x-request-id`) so a person reporting a problem can quote it. A write from the phone's outbox
 * also carries the outbox's id (`outboxId`), the same on every retry: `grep outboxId` follows one
 * logged set from the first try offline to the one that stored it.
 */
export function installRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    const outboxId = headerValue(request.headers[OUTBOX_ID_HEADER]);
    if (outboxId) {
      const log = request.log.child({ outboxId });
      request.log = log;
      reply.log = log;
    }
  });
}
