import { startFakeHttp, type FakeAnswer } from './fake-http.ts';

export type { FakeAnswer } from './fake-http.ts';

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
  const server = await startFakeHttp((request, body, reply) => {
    const match = /^\/v1beta\/models\/([^/:]+):generateContent$/.exec(request.url ?? '');
    if (request.method !== 'POST' || !match)
      return reply(404, { error: { code: 404, message: 'Not found', status: 'NOT_FOUND' } });
    const call: FakeCall = {
      key: String(request.headers['x-goog-api-key'] ?? ''),
      model: match[1]!,
      path: request.url!,
      body: body as Record<string, unknown>,
    };
    calls.push(call);
    const answered = respond(call);
    if ('invalidKey' in answered)
      return reply(400, {
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
    if ('status' in answered) return reply(answered.status, { error: GEMINI_ERRORS[answered.status] });
    if ('text' in answered)
      return reply(200, {
        candidates: [
          { content: { role: 'model', parts: [{ text: answered.text }] }, finishReason: 'STOP', index: 0 },
        ],
        usageMetadata: { promptTokenCount: 10, candidatesTokenCount: 10, totalTokenCount: 20 },
        modelVersion: call.model,
      });
    return answered;
  });
  return {
    baseUrl: server.origin,
    calls,
    answerWith(next: (call: FakeCall) => FakeAnswer) {
      respond = next;
    },
    close: server.close,
  };
}

export type FakeGemini = Awaited<ReturnType<typeof startFakeGemini>>;
