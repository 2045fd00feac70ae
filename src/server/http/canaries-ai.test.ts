import type http from 'node:http';
import { afterEach, expect, test, vi } from 'vitest';
import { startFakeHttp, type FakeAnswer, type Reply } from '#server/ai/testing/fake-http.ts';
import { answerTexts, CANARY, capturedLog, expectNoCanary } from '#server/testing/canaries.ts';
import { testApp } from '#server/testing/test-app.ts';
import { signedInStudent, submitAnamnesis } from '#server/testing/student.ts';
import { signedInTrainer } from '#server/testing/trainer.ts';

/** Issue 26 §4: the AI provider times out or answers garbage while the trainer asks for a plan. */

const ANSWERS = {
  specificGoal: 'Hipertrofia (ganho de massa)',
  availableDays: ['Segunda-feira', 'Quinta-feira'],
  hasTrainedBefore: true,
  healthIssues: CANARY.health,
  controlledMedication: CANARY.medication,
  observations: CANARY.comment,
};
const CANARIES = [CANARY.health, CANARY.medication, CANARY.comment, CANARY.aiKey];
/** Long enough for a fake on loopback to answer on a busy machine, short enough to wait for twice. */
const TIMEOUT_MS = 1000;

type Kind = 'openai' | 'gemini';
type Action = (reply: Reply, echo: string, kind: Kind) => FakeAnswer | void;

/** A provider's answer holding `text` as the model's words, in the provider's own envelope. */
function completion(kind: Kind, text: string) {
  return kind === 'openai'
    ? { id: 'c1', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content: text } }] }
    : { candidates: [{ content: { role: 'model', parts: [{ text }] }, finishReason: 'STOP' }] };
}

const held: (() => void)[] = [];
/**
 * Each fault, its answer built from `echo`: everything the provider received (headers with the key,
 * the prompt with the anamnesis), as a careless or hostile provider would send back.
 */
const FAULTS: Record<string, Action> = {
  'never answers': () => ({ hang: true }),
  'answers after the timeout': (reply, echo, kind) => {
    held.push(() => reply(200, completion(kind, echo)));
    return { hang: true };
  },
  'a body that is not JSON': (_reply, echo) => ({ raw: `<html>erro ${echo}` }),
  'JSON of the wrong shape': (reply, echo) => reply(200, { unexpected: JSON.parse(echo) as unknown }),
  'a model answer of the wrong shape': (reply, echo, kind) =>
    reply(200, completion(kind, JSON.stringify({ plano: JSON.parse(echo) as unknown }))),
  'the prompt echoed back as the answer': (reply, echo, kind) => reply(200, completion(kind, echo)),
  'an HTTP 500 quoting the key and the prompt': (reply, echo) =>
    reply(500, {
      error: { code: 500, message: `Incorrect API key provided: ${CANARY.aiKey}`, status: 'INTERNAL', echo },
    }),
};

/** A Gemini and OpenAI-compatible server on 127.0.0.1 answering with the fault chosen now. */
async function startFaultyProvider() {
  const received: string[] = [];
  let fault: Action = (reply, _echo, kind) => reply(200, completion(kind, '{}'));
  const server = await startFakeHttp((request: http.IncomingMessage, body, reply) => {
    const kind: Kind = request.url?.startsWith('/v1/chat') ? 'openai' : 'gemini';
    const echo = JSON.stringify({ headers: request.headers, body });
    received.push(echo);
    return fault(reply, echo, kind);
  });
  return {
    ...server,
    received,
    answerWith(next: Action) {
      fault = next;
    },
  };
}

const open: { close(): Promise<void> }[] = [];
afterEach(async () => {
  held.splice(0).forEach((release) => release());
  await Promise.all(open.splice(0).map((server) => server.close()));
});

test.each<Kind>(['openai', 'gemini'])(
  '%s: a provider that times out or answers garbage leaves no key and no health answer in the log or the answer',
  async (kind) => {
    const log = capturedLog();
    const provider = await startFaultyProvider();
    open.push(provider);
    const { app } = await testApp({
      logger: log.logger,
      ai:
        kind === 'openai'
          ? { baseUrl: `${provider.origin}/v1`, apiKey: CANARY.aiKey, model: 'llama3.1', timeoutMs: TIMEOUT_MS }
          : { geminiBaseUrl: provider.origin, timeoutMs: TIMEOUT_MS },
    });
    const answers = [];
    try {
      if (kind === 'gemini') {
        // The admin's key, checked once against a provider that still answers well.
        const admin = await signedInTrainer(app, 'Admin Geral');
        const added = await admin.call('POST', '/api/admin/ai-keys', { key: CANARY.aiKey });
        expect(added.statusCode).toBe(201);
        const checked = await admin.call('POST', `/api/admin/ai-keys/${added.json().id}/check`);
        expect(checked.json()).toMatchObject({ result: 'valid' });
        answers.push(added, checked);
      }
      const { call, trainer, student } = await signedInStudent(app, { name: 'Carla Mendes' });
      await submitAnamnesis(call, ANSWERS);
      let version = (await trainer.call('GET', `/api/students/${student.id}`)).json().version as number;
      for (const [name, fault] of Object.entries(FAULTS)) {
        provider.answerWith(fault);
        const calls = provider.received.length;
        const res = await trainer.call('POST', `/api/students/${student.id}/ai/plan`, {
          version,
          split: { 'Segunda-feira': ['Peito'], 'Quinta-feira': ['Costas'] },
        });
        expect(provider.received.length, name).toBeGreaterThan(calls);
        // The local coach answered instead; the answer is the student as the trainer sees them,
        // whose anamnesis (theirs to read) is the only place the health answers may be.
        expect(res.statusCode, name).toBe(200);
        expect(res.headers['x-ai-notice'], name).toBe('local-fallback');
        const { anamnesis, ...rest } = res.json() as { anamnesis: unknown; version: number };
        expect(anamnesis).toMatchObject(ANSWERS);
        answers.push({ body: JSON.stringify(rest), headers: res.headers });
        version = rest.version;
        // A late answer arrives after the app gave up: the app must not log it either.
        held.splice(0).forEach((release) => release());
      }
      // The provider did receive the key and the anamnesis, so every echo above carried them.
      expect(provider.received.join('\n')).toContain(CANARY.aiKey);
      expect(provider.received.join('\n')).toContain(CANARY.health);
      await app.close();
      expect(log.lines.length).toBeGreaterThan(0);
      expectNoCanary([...log.lines, ...answers.flatMap(answerTexts)], CANARIES);
    } finally {
      log.restore();
      await app.close();
    }
  },
);

test('the split suggestion: garbage from the provider never reaches its answer', async () => {
  const log = capturedLog();
  const provider = await startFaultyProvider();
  open.push(provider);
  const { app } = await testApp({
    logger: log.logger,
    ai: { baseUrl: `${provider.origin}/v1`, apiKey: CANARY.aiKey, model: 'llama3.1', timeoutMs: TIMEOUT_MS },
  });
  try {
    const { call, trainer, student } = await signedInStudent(app);
    await submitAnamnesis(call, ANSWERS);
    const answers = [];
    for (const [name, fault] of Object.entries(FAULTS)) {
      if (name === 'never answers' || name === 'answers after the timeout') continue;
      provider.answerWith(fault);
      const res = await trainer.call('POST', `/api/students/${student.id}/ai/split`);
      expect(res.statusCode, name).toBe(200);
      answers.push(res);
    }
    await vi.waitFor(() => expect(provider.received.join('\n')).toContain(CANARY.health));
    expectNoCanary([...log.lines, ...answers.flatMap(answerTexts)], CANARIES);
  } finally {
    log.restore();
    await app.close();
  }
});
