import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerResponse } from 'node:http';
import { z } from 'zod';
import { actorOf } from '#server/auth/access.ts';
import type { StudentEventHub } from './service.ts';

/** A comment line every so often keeps proxies and phones from dropping an idle stream. */
const HEARTBEAT_MS = 25_000;
const STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  connection: 'keep-alive',
  'x-accel-buffering': 'no',
};

/**
 * `GET /api/events`: Server-Sent Events for the signed-in trainer, or student. A trainer gets each
 * change to one of their students, a student each change to their own record and nobody else's, as
 * `event: student` with `{ id, op }`; and `event: resync` says changes may have
 * been missed (the database connection dropped), so the list should reload; the browser reconnects by itself
 * (`retry:`) after a dropped connection or a server restart.
 */
export const eventRoutes: FastifyPluginAsyncZod<{ hub: StudentEventHub }> = async (app, { hub }) => {
  const open = new Set<ServerResponse>();
  // Before the server stops accepting: an open stream would otherwise keep close() waiting forever.
  app.addHook('preClose', async () => {
    for (const stream of open) stream.end();
  });

  app.get(
    '/events',
    {
      config: { access: ['personal', 'admin', 'student'] },
      schema: { tags: ['events'], response: { 200: z.string() } },
    },
    (request, reply) => {
      // Fastify answers HEAD with this handler too: the headers a GET would get, and no stream to wait on.
      if (request.method === 'HEAD') {
        void reply.headers(STREAM_HEADERS).send('');
        return;
      }
      reply.hijack();
      const stream = reply.raw;
      stream.writeHead(200, STREAM_HEADERS);
      stream.write('retry: 2000\n: connected\n\n');
      open.add(stream);
      const actor = actorOf(request);
      const audience = actor.role === 'student' ? { student: actor.id } : { trainer: actor.id };
      const unsubscribe = hub.subscribe(audience, (message) => {
        if (message.op === 'resync') stream.write('event: resync\ndata: {}\n\n');
        else stream.write(`event: student\ndata: ${JSON.stringify(message)}\n\n`);
      });
      const heartbeat = setInterval(() => stream.write(': ping\n\n'), HEARTBEAT_MS);
      stream.on('close', () => {
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(stream);
      });
    },
  );
};
