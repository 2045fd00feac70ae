import { afterEach, describe, expect, test } from 'vitest';
import { AiProviderError, DATA_FENCE, type AiPrompt } from '../provider.ts';
import { startFakeGemini, type FakeGemini } from '../testing/fake-gemini.ts';
import { startFakeOpenAi } from '../testing/fake-openai.ts';
import { checkGeminiKey, createGeminiProvider } from './gemini.ts';
import { createOpenAiCompatibleProvider } from './openai-compatible.ts';

const PROMPT: AiPrompt = {
  system: 'Regras do treinador.',
  task: 'Sugira a divisão.',
  data: { aluno: { saude: 'dor no joelho segredo-123' } },
};
const SCHEMA = { type: 'object' };
const open: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((server) => server.close()));
});

async function gemini(
  keys: string[],
  timeoutMs = 5000,
): Promise<{ fake: FakeGemini; provider: ReturnType<typeof createGeminiProvider> }> {
  const fake = await startFakeGemini(() => ({ text: '{"ok":true}' }));
  open.push(fake);
  return {
    fake,
    provider: createGeminiProvider({ keys: async () => keys, baseUrl: fake.baseUrl, timeoutMs }),
  };
}

async function failure(promise: Promise<unknown>): Promise<AiProviderError> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AiProviderError);
  const text = String((error as Error).message) + JSON.stringify(error);
  for (const secret of ['segredo-123', 'AIza', 'Regras do treinador', 'API key not valid'])
    expect(text).not.toContain(secret);
  return error as AiProviderError;
}

describe('Gemini', () => {
  test('JSON with flash and the response schema, text with pro; the system rule apart, the data fenced', async () => {
    const { fake, provider } = await gemini(['AIza-1']);
    expect(await provider.generateJson(PROMPT, SCHEMA)).toEqual({ text: '{"ok":true}', keyRotated: false });
    await provider.generateText(PROMPT);
    expect(fake.calls.map((call) => call.model)).toEqual(['gemini-2.5-flash', 'gemini-2.5-pro']);
    const body = fake.calls[0]!.body as {
      systemInstruction: { parts: { text: string }[] };
      contents: { parts: { text: string }[] }[];
      generationConfig: Record<string, unknown>;
    };
    expect(body.systemInstruction.parts[0]!.text).toBe('Regras do treinador.');
    expect(body.contents[0]!.parts[0]!.text).toContain(`${DATA_FENCE.open}\n{"aluno"`);
    expect(body.generationConfig).toMatchObject({
      responseMimeType: 'application/json',
      responseJsonSchema: SCHEMA,
    });
    expect(fake.calls[1]!.body.generationConfig ?? {}).not.toHaveProperty('responseMimeType');
  });

  test('keys are used in turn across calls', async () => {
    const { fake, provider } = await gemini(['k-a', 'k-b', 'k-c']);
    for (let i = 0; i < 4; i += 1) await provider.generateText(PROMPT);
    expect(fake.calls.map((call) => call.key)).toEqual(['k-a', 'k-b', 'k-c', 'k-a']);
  });

  test('a 429 with several keys is retried once with the next key, and says so', async () => {
    const { fake, provider } = await gemini(['k-a', 'k-b']);
    fake.answerWith((call) => (call.key === 'k-a' ? { status: 429 } : { text: 'resposta' }));
    expect(await provider.generateText(PROMPT)).toEqual({ text: 'resposta', keyRotated: true });
    expect(fake.calls.map((call) => call.key)).toEqual(['k-a', 'k-b']);
  });

  test('both keys over quota: one retry only, then quota', async () => {
    const { fake, provider } = await gemini(['k-a', 'k-b', 'k-c']);
    fake.answerWith(() => ({ status: 429 }));
    expect((await failure(provider.generateText(PROMPT))).reason).toBe('quota');
    expect(fake.calls).toHaveLength(2);
  });

  test('a single key over quota is not retried', async () => {
    const { fake, provider } = await gemini(['k-a']);
    fake.answerWith(() => ({ status: 429 }));
    expect((await failure(provider.generateJson(PROMPT, SCHEMA))).reason).toBe('quota');
    expect(fake.calls).toHaveLength(1);
  });

  test('a refused key is reported and the next key answers; a single refused key fails', async () => {
    const fake = await startFakeGemini((call) =>
      call.key === 'k-bad' ? { invalidKey: true } : { text: 'ok' },
    );
    open.push(fake);
    const refused: string[] = [];
    const provider = (keys: string[]) =>
      createGeminiProvider({
        keys: async () => keys,
        onInvalidKey: async (key) => void refused.push(key),
        baseUrl: fake.baseUrl,
        timeoutMs: 5000,
      });
    expect(await provider(['k-bad', 'k-good']).generateText(PROMPT)).toEqual({
      text: 'ok',
      keyRotated: false,
    });
    expect(fake.calls.map((call) => call.key)).toEqual(['k-bad', 'k-good']);
    expect(refused).toEqual(['k-bad']);
    expect((await failure(provider(['k-bad']).generateText(PROMPT))).reason).toBe('invalid_key');
    expect(refused).toEqual(['k-bad', 'k-bad']);
  });

  test('no connection: a key check says unreachable, not invalid', async () => {
    const fake = await startFakeGemini();
    await fake.close();
    expect(await checkGeminiKey('AIza-x', { baseUrl: fake.baseUrl, timeoutMs: 2000 })).toBe('unreachable');
  });

  test.each([
    [{ status: 500 } as const, 'unavailable'],
    [{ status: 503 } as const, 'unavailable'],
    [{ raw: '{"candidates": [' } as const, 'unavailable'],
    [{ text: '   ' } as const, 'empty'],
  ])('%j → %s, never retried, nothing of the provider in the error', async (answer, reason) => {
    const { fake, provider } = await gemini(['k-a', 'k-b']);
    fake.answerWith(() => answer);
    expect((await failure(provider.generateJson(PROMPT, SCHEMA))).reason).toBe(reason);
    expect(fake.calls).toHaveLength(1);
  });

  test('no answer within the timeout is a timeout', async () => {
    const { fake, provider } = await gemini(['k-a'], 200);
    fake.answerWith(() => ({ hang: true }));
    expect((await failure(provider.generateText(PROMPT))).reason).toBe('timeout');
  });

  test('no keys: not configured, no call', async () => {
    const { fake, provider } = await gemini([]);
    expect((await failure(provider.generateText(PROMPT))).reason).toBe('not_configured');
    expect(fake.calls).toHaveLength(0);
  });

  test("a key is checked with flash and 'test': valid, invalid, quota, unknown", async () => {
    const fake = await startFakeGemini();
    open.push(fake);
    const check = (answer: Parameters<FakeGemini['answerWith']>[0]) => {
      fake.answerWith(answer);
      return checkGeminiKey('AIza-9', { baseUrl: fake.baseUrl, timeoutMs: 2000 });
    };
    expect(await check(() => ({ text: 'ok' }))).toBe('valid');
    expect(fake.calls[0]).toMatchObject({ key: 'AIza-9', model: 'gemini-2.5-flash' });
    expect(JSON.stringify(fake.calls[0]!.body.contents)).toContain('"test"');
    expect(await check(() => ({ invalidKey: true }))).toBe('invalid');
    expect(await check(() => ({ status: 429 }))).toBe('quota');
    expect(await check(() => ({ status: 500 }))).toBe('unknown');
  });
});

describe('OpenAI-compatible', () => {
  async function openai(timeoutMs = 5000) {
    const fake = await startFakeOpenAi(() => ({ text: '{"ok":true}' }));
    open.push(fake);
    return {
      fake,
      provider: createOpenAiCompatibleProvider({
        baseUrl: fake.baseUrl,
        apiKey: 'sk-local',
        model: 'llama3.1',
        timeoutMs,
      }),
    };
  }

  test('system and user messages, the model from the environment, a JSON schema for JSON', async () => {
    const { fake, provider } = await openai();
    expect(await provider.generateJson(PROMPT, SCHEMA)).toEqual({ text: '{"ok":true}', keyRotated: false });
    const { body, key } = fake.calls[0]!;
    expect(key).toBe('sk-local');
    expect(body.model).toBe('llama3.1');
    expect(body.messages!.map((m) => m.role)).toEqual(['system', 'user']);
    expect(body.messages![1]!.content).toContain(DATA_FENCE.open);
    expect(body.response_format).toMatchObject({ type: 'json_schema', json_schema: { schema: SCHEMA } });
    await provider.generateText(PROMPT);
    expect(fake.calls[1]!.body.response_format).toBeUndefined();
  });

  test.each([
    [{ invalidKey: true } as const, 'invalid_key'],
    [{ status: 429 } as const, 'quota'],
    [{ status: 500 } as const, 'unavailable'],
    [{ raw: 'not json' } as const, 'unavailable'],
    [{ text: '' } as const, 'empty'],
  ])('%j → %s, with no retry', async (answer, reason) => {
    const { fake, provider } = await openai();
    fake.answerWith(() => answer);
    expect((await failure(provider.generateText(PROMPT))).reason).toBe(reason);
    expect(fake.calls).toHaveLength(1);
  });

  test('no answer within the timeout is a timeout', async () => {
    const { fake, provider } = await openai(200);
    fake.answerWith(() => ({ hang: true }));
    expect((await failure(provider.generateJson(PROMPT, SCHEMA))).reason).toBe('timeout');
  });
});
