import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake answers to one call. */
export type FakeAnswer =
  { text: string } | { status: 429 | 500 | 503 } | { invalidKey: true } | { hang: true } | { raw: string };

export interface FakeCall {
  key: string;
  model: string;
  path: string;
  body: Record<string, unknown>;
}

const GEMINI_ERRORS = {
  429: {
    code: 429,
    message: 'Resource has been exhausted (e.g. check quota).',
    status: 'RESOURCE_EXHAUSTED',
  },
  500: { code: 500, message: 'An internal error has occurred.', status: 'INTERNAL' },
  503: { code: 503, message: 'The model is overloaded. Please try again later.', status: 'UNAVAILABLE' },
} as const;

/**
 * A Gemini API on 127.0.0.1 that answers as the real one does (issue 13): `POST
 * /v1beta/models/{model}:generateContent` with the key in `x-goog-api-key`; text in
 * `candidates[0].content.parts[].text`; an invalid key is a 400 INVALID_ARGUMENT with reason
 * API_KEY_INVALID; quota is a 429 RESOURCE_EXHAUSTED; always a JSON content type.
 */
export async function startFakeGemini(answer: (call: FakeCall) => FakeAnswer = () => ({ text: '{}' })) {
  const calls: FakeCall[] = [];
  let respond = answer;
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const match = /^\/v1beta\/models\/([^/:]+):generateContent$/.exec(request.url ?? '');
      const json = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
        response.end(JSON.stringify(body));
      };
      if (request.method !== 'POST' || !match)
        return json(404, { error: { code: 404, message: 'Not found', status: 'NOT_FOUND' } });
      const call: FakeCall = {
        key: String(request.headers['x-goog-api-key'] ?? ''),
        model: match[1]!,
        path: request.url!,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>,
      };
      calls.push(call);
      const reply = respond(call);
      if ('hang' in reply) {
        hanging.add(response);
        response.on('close', () => hanging.delete(response));
        return;
      }
      if ('raw' in reply) {
        response.writeHead(200, { 'content-type': 'application/json; charset=UTF-8' });
        return response.end(reply.raw);
      }
      if ('invalidKey' in reply)
        return json(400, {
          error: {
            code: 400,
            message: 'API key not valid. Please pass a valid API key.',
            status: 'INVALID_ARGUMENT',
            details: [
              {
                '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
                reason: 'API_KEY_INVALID',
                domain: 'googleapis.com',
              },
            ],
          },
        });
      if ('status' in reply) return json(reply.status, { error: GEMINI_ERRORS[reply.status] });
      return json(200, {
        candidates: [
          { content: { role: 'model', parts: [{ text: reply.text }] }, finishReason: 'STOP', index: 0 },
        ],
        usageMetadata: { promptTokenCount: 10, candidatesTokenCount: 10, totalTokenCount: 20 },
        modelVersion: call.model,
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    calls,
    answerWith(next: (call: FakeCall) => FakeAnswer) {
      respond = next;
    },
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeGemini = Awaited<ReturnType<typeof startFakeGemini>>;
