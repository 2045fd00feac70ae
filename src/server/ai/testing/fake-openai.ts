import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FakeAnswer } from './fake-gemini.ts';

export interface FakeOpenAiCall {
  key: string;
  path: string;
  body: { model?: string; messages?: { role: string; content: string }[]; response_format?: unknown };
}

const ERRORS = {
  401: { message: 'Incorrect API key provided.', type: 'invalid_request_error', code: 'invalid_api_key' },
  429: { message: 'Rate limit reached.', type: 'rate_limit_error', code: 'rate_limit_exceeded' },
  500: { message: 'The server had an error.', type: 'server_error', code: null },
  503: { message: 'The server is overloaded.', type: 'server_error', code: null },
} as const;

/** An OpenAI-compatible chat server on 127.0.0.1 (`POST /v1/chat/completions`), answering as the real ones do. */
export async function startFakeOpenAi(answer: (call: FakeOpenAiCall) => FakeAnswer = () => ({ text: '{}' })) {
  const calls: FakeOpenAiCall[] = [];
  let respond = answer;
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const json = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions')
        return json(404, { error: { message: 'Not found', type: 'invalid_request_error', code: null } });
      const call: FakeOpenAiCall = {
        key: String(request.headers.authorization ?? '').replace(/^Bearer /, ''),
        path: request.url,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as FakeOpenAiCall['body'],
      };
      calls.push(call);
      const reply = respond(call);
      if ('hang' in reply) {
        hanging.add(response);
        response.on('close', () => hanging.delete(response));
        return;
      }
      if ('raw' in reply) {
        response.writeHead(200, { 'content-type': 'application/json' });
        return response.end(reply.raw);
      }
      if ('invalidKey' in reply) return json(401, { error: ERRORS[401] });
      if ('status' in reply) return json(reply.status, { error: ERRORS[reply.status] });
      return json(200, {
        id: `chatcmpl-${calls.length}`,
        object: 'chat.completion',
        created: 1_764_000_000,
        model: call.body.model,
        choices: [{ index: 0, message: { role: 'assistant', content: reply.text }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    calls,
    answerWith(next: (call: FakeOpenAiCall) => FakeAnswer) {
      respond = next;
    },
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
