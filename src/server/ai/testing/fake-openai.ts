import { startFakeHttp, type FakeAnswer } from './fake-http.ts';

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
  const server = await startFakeHttp((request, body, reply) => {
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions')
      return reply(404, { error: { message: 'Not found', type: 'invalid_request_error', code: null } });
    const call: FakeOpenAiCall = {
      key: String(request.headers.authorization ?? '').replace(/^Bearer /, ''),
      path: request.url,
      body: body as FakeOpenAiCall['body'],
    };
    calls.push(call);
    const answered = respond(call);
    if ('invalidKey' in answered) return reply(401, { error: ERRORS[401] });
    if ('status' in answered) return reply(answered.status, { error: ERRORS[answered.status] });
    if ('text' in answered)
      return reply(200, {
        id: `chatcmpl-${calls.length}`,
        object: 'chat.completion',
        created: 1_764_000_000,
        model: call.body.model,
        choices: [
          { index: 0, message: { role: 'assistant', content: answered.text }, finish_reason: 'stop' },
        ],
        usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
      });
    return answered;
  });
  return {
    baseUrl: `${server.origin}/v1`,
    calls,
    answerWith(next: (call: FakeOpenAiCall) => FakeAnswer) {
      respond = next;
    },
    close: server.close,
  };
}
