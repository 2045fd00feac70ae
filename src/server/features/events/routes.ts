import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerResponse } from 'node:http';
import { z } from 'zod';
import { actorOf } from '#server/auth/access.ts';
import { sendError } from '#server/http/errors.ts';
import { ErrorBodySchema } from '#shared/contracts/errors.ts';
import type { StudentEventHub } from './service.ts';

/** A comment line every so often keeps proxies and phones from dropping an idle stream. */
const HEARTBEAT_MS = 25_000;
/** Open streams one session may hold on an instance (a few tabs); one more is refused with 429. */
export const STREAMS_PER_SESSION = 4;
const STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  connection: 'keep-alive',
  'x-accel-buffering': 'no',
};

export interface EventRouteDeps {
  hub: StudentEventHub;
  /** Which of these sessions still exist (asked after the hub missed notifications). */
  liveSessions: (ids: string[]) => Promise<Set<string>>;
}

/**
 * `GET /api/events`: Server-Sent Events for the signed-in trainer, or student. A trainer gets each
 * change to one of their students, a student each change to their own record and nobody else's, as
 * `event: student` with `{ id, op }`; and `event: resync` says changes may have
 * been missed (the database connection dropped), so the list should reload; the browser reconnects by itself
 * (`retry:`) after a dropped connection or a server restart. A session holds at most
 * `STREAMS_PER_SESSION` streams, and its streams end with it (sign-out, new password, deletion),
 * whichever instance ended it.
 */
/** What a stream hears when its instance stops: reconnect in half a second (to another instance). */
const RECONNECT_SOON = 'retry: 500\n\n';

export const eventRoutes: FastifyPluginAsyncZod<EventRouteDeps> = async (app, { hub, liveSessions }) => {
  // Each open stream by its session, as the function that ends it (and stops writing to it at once).
  const bySession = new Map<string, Set<(lastWords?: string) => void>>();
  const endSession = (sessionId: string) => {
    for (const end of bySession.get(sessionId) ?? []) end();
  };
  const unwatch = hub.watchSessions((end) => {
    if (!('resync' in end)) return endSession(end.id);
    // Ends may have been missed while the hub was reconnecting: ask which sessions are still there.
    const ids = [...bySession.keys()];
    if (ids.length === 0) return;
    liveSessions(ids).then(
      (live) => ids.filter((id) => !live.has(id)).forEach(endSession),
      (error: unknown) => app.log.warn({ err: error }, 'events: could not check sessions after resync'),
    );
  });
  // Before the server stops accepting: an open stream would otherwise keep close() waiting forever.
  // Each stream is told to come back soon (`retry: 500`): the proxy sends it to an instance that stays.
  let stopping = false;
  app.addHook('preClose', async () => {
    stopping = true;
    unwatch();
    for (const streams of bySession.values()) for (const end of streams) end(RECONNECT_SOON);
  });

  app.get(
    '/events',
    {
      config: { access: ['personal', 'admin', 'student'] },
      schema: { tags: ['events'], response: { 200: z.string(), 429: ErrorBodySchema } },
    },
    (request, reply) => {
      // Fastify answers HEAD with this handler too: the headers a GET would get, and no stream to wait on.
      if (request.method === 'HEAD') {
        void reply.headers(STREAM_HEADERS).send('');
        return;
      }
      // A stream asked for while the instance stops is told at once to come back (to another one).
      if (stopping) {
        reply.hijack();
        reply.raw.writeHead(200, { ...STREAM_HEADERS, connection: 'close' });
        reply.raw.end(RECONNECT_SOON);
        return;
      }
      const sessionId = request.sessionId ?? '';
      let streams = bySession.get(sessionId);
      if ((streams?.size ?? 0) >= STREAMS_PER_SESSION) {
        request.log.warn({ event: 'streams_refused', userId: request.actor?.id }, 'too many event streams');
        void sendError(reply, 429, 'TOO_MANY_STREAMS');
        return;
      }
      if (!streams) bySession.set(sessionId, (streams = new Set()));
      const mine = streams;
      reply.hijack();
      const stream: ServerResponse = reply.raw;
      stream.writeHead(200, STREAM_HEADERS);
      stream.write('retry: 2000\n: connected\n\n');
      const actor = actorOf(request);
      const audience = actor.role === 'student' ? { student: actor.id } : { trainer: actor.id };
      const unsubscribe = hub.subscribe(audience, (message) => {
        if (message.op === 'resync') stream.write('event: resync\ndata: {}\n\n');
        else stream.write(`event: student\ndata: ${JSON.stringify(message)}\n\n`);
      });
      const heartbeat = setInterval(() => stream.write(': ping\n\n'), HEARTBEAT_MS);
      const end = (lastWords?: string) => {
        if (lastWords && !stream.writableEnded) stream.write(lastWords);
        clearInterval(heartbeat);
        unsubscribe();
        mine.delete(end);
        if (mine.size === 0 && bySession.get(sessionId) === mine) bySession.delete(sessionId);
        if (!stream.writableEnded) stream.end();
      };
      mine.add(end);
      stream.on('close', () => end());
    },
  );
};
