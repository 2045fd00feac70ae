import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a fake provider answers to one call. */
export type FakeAnswer =
  { text: string } | { status: 429 | 500 | 503 } | { invalidKey: true } | { hang: true } | { raw: string };

/** How a fake writes an answer: `json(status, body)`, always with a JSON content type. */
export type Reply = (status: number, body: unknown) => void;

/**
 * A provider's HTTP server on 127.0.0.1 for tests: reads each request's JSON body and hands it to
 * `handle`, which answers with `reply` or returns a FakeAnswer for the parts every fake shares (a
 * hanging answer for timeouts, a raw malformed body). `close()` also ends hanging answers.
 */
export async function startFakeHttp(
  handle: (request: http.IncomingMessage, body: unknown, reply: Reply) => FakeAnswer | void,
) {
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const reply: Reply = (status, body) => {
        response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
        response.end(JSON.stringify(body));
      };
      const text = Buffer.concat(chunks).toString('utf8');
      const answer = handle(request, text ? (JSON.parse(text) as unknown) : {}, reply);
      if (!answer) return;
      if ('hang' in answer) {
        hanging.add(response);
        response.on('close', () => hanging.delete(response));
      } else if ('raw' in answer) {
        response.writeHead(200, { 'content-type': 'application/json; charset=UTF-8' });
        response.end(answer.raw);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
