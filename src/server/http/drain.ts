import type { FastifyInstance } from 'fastify';

/**
 * Once the server is stopping (SIGTERM, main.ts), each answer still in flight is sent whole and says
 * `connection: close`: Node then closes its connection after it. A kept-alive connection would
 * otherwise hold `server.close()`, and the process, until its keep-alive timeout (72 s), since Fastify
 * closes only the connections that were idle when the stop began.
 */
export function installDrain(app: FastifyInstance): void {
  let stopping = false;
  app.addHook('preClose', async () => {
    stopping = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (stopping) reply.header('connection', 'close');
  });
}
