import { z } from 'zod';
import { AI_PROVIDERS, type AiProviderKind } from '#shared/contracts/ai.ts';
import {
  AiProviderError,
  type AiFailureReason,
  type AiPrompt,
  type RemoteKind,
  type RemoteProvider,
} from './provider.ts';
import { withoutContacts } from './without-contacts.ts';

/** Who answers: a remote provider, or the local coach (`AI_PROVIDERS`, the one list of their names). */
export type ProviderKind = AiProviderKind;

/** The remote providers in the order the gateway prefers them: the list's order, without 'local'. */
const REMOTE_KINDS = AI_PROVIDERS.filter((kind): kind is RemoteKind => kind !== 'local');

/**
 * One AI operation (issue 13): how to ask a remote model, what its answer must look like, how that
 * answer is cleaned, and how the local coach answers instead. Every provider's answer goes through
 * `answer` (zod) and then `sanitize`; null from either means the answer is not used.
 */
export interface AiOperation<I, O> {
  name: string;
  output: 'json' | 'text';
  /** The shape asked of the model (JSON operations), also sent to it as a response schema. */
  answer?: z.ZodType;
  prompt(input: I): AiPrompt;
  sanitize(answer: unknown, input: I): O | null;
  local(input: I): O | null;
}

type AiOutcomeFailure = AiFailureReason | 'invalid_answer' | 'no_answer';

/**
 * `fellBack`: the remote provider failed (for this reason) and the local coach answered instead, so the
 * answer's `provider` is 'local'; the request did leave this server.
 */
export type AiOutcome<O> =
  | { ok: true; value: O; provider: ProviderKind; keyRotated: boolean; fellBack?: AiOutcomeFailure }
  | { ok: false; reason: AiOutcomeFailure; provider: ProviderKind };

/** A configured remote provider, and whether it may answer now (Gemini: once a validated key is stored). */
export interface RemoteEntry {
  provider: RemoteProvider;
  ready?: () => Promise<boolean>;
}

export interface GatewayOptions {
  /**
   * AI_PROVIDER: forces one provider; otherwise the first remote one, in `AI_PROVIDERS`' order, that is
   * configured and ready (admin keys → gemini, else AI_BASE_URL → openai-compatible), else local.
   */
  forced?: ProviderKind;
  /** The remote providers configured, by kind. */
  remote: Partial<Record<RemoteKind, RemoteEntry>>;
  /** Upper bound on one call, whatever the provider's own timeout. */
  timeoutMs: number;
}

/** Text answers are capped and cleared of markup before anyone sees them. */
const MAX_TEXT = 8000;

/** Strips tags, code fences and control characters from a model's free text. */
export function cleanText(text: string): string {
  return (
    text
      .replace(/```[a-z]*\n?/gi, '')
      .replace(/<[^>]{0,200}>/g, '')
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
      .slice(0, MAX_TEXT)
  );
}

/** A JSON answer may come wrapped in a code fence; anything else that is not JSON is no answer. */
export function parseJsonAnswer(text: string): unknown {
  const unfenced = text
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '');
  try {
    return JSON.parse(unfenced);
  } catch {
    return undefined;
  }
}

export function createAiGateway(options: GatewayOptions) {
  async function providerKind(): Promise<ProviderKind> {
    if (options.forced) return options.forced;
    for (const kind of REMOTE_KINDS) {
      const entry = options.remote[kind];
      if (entry && (await (entry.ready?.() ?? true))) return kind;
    }
    return 'local';
  }

  async function remoteText(
    provider: RemoteProvider,
    operation: AiOperation<unknown, unknown>,
    prompt: AiPrompt,
  ) {
    const signal = AbortSignal.timeout(options.timeoutMs);
    if (operation.output === 'text') return provider.generateText(prompt, signal);
    const schema = z.toJSONSchema(operation.answer!, { target: 'draft-2020-12', unrepresentable: 'any' });
    return provider.generateJson(prompt, schema as Record<string, unknown>, signal);
  }

  function local<I, O>(operation: AiOperation<I, O>, input: I): AiOutcome<O> {
    const value = operation.local(input);
    return value === null
      ? { ok: false, reason: 'no_answer', provider: 'local' }
      : { ok: true, value: withoutContacts(value), provider: 'local', keyRotated: false };
  }

  /** A remote failure: the local coach answers instead when it can (issue 23 item 2), never a 502. */
  function fallBack<I, O>(
    operation: AiOperation<I, O>,
    input: I,
    failure: Extract<AiOutcome<O>, { ok: false }>,
  ): AiOutcome<O> {
    const answered = local(operation, input);
    return answered.ok ? { ...answered, fellBack: failure.reason } : failure;
  }

  return {
    providerKind,

    /**
     * Runs one operation on the provider the server chose; when that remote provider fails, the local
     * coach answers (`fellBack`). Every answer, whoever wrote it, leaves without links or addresses.
     */
    async run<I, O>(operation: AiOperation<I, O>, input: I): Promise<AiOutcome<O>> {
      const kind = await providerKind();
      if (kind === 'local') return local(operation, input);
      const outcome = await remote(operation, input, kind);
      return outcome.ok ? outcome : fallBack(operation, input, outcome);
    },
  };

  async function remote<I, O>(
    operation: AiOperation<I, O>,
    input: I,
    kind: RemoteKind,
  ): Promise<AiOutcome<O>> {
    const provider = options.remote[kind]?.provider;
    if (!provider) return { ok: false, reason: 'not_configured', provider: kind };
    try {
      const reply = await remoteText(
        provider,
        operation as AiOperation<unknown, unknown>,
        operation.prompt(input),
      );
      const raw = operation.output === 'text' ? cleanText(reply.text) : parseJsonAnswer(reply.text);
      if (raw === undefined || raw === '') return { ok: false, reason: 'invalid_answer', provider: kind };
      const parsed = operation.answer
        ? operation.answer.safeParse(raw)
        : { success: true as const, data: raw };
      if (!parsed.success) return { ok: false, reason: 'invalid_answer', provider: kind };
      const value = operation.sanitize(parsed.data, input);
      return value === null
        ? { ok: false, reason: 'invalid_answer', provider: kind }
        : { ok: true, value: withoutContacts(value), provider: kind, keyRotated: reply.keyRotated };
    } catch (error) {
      if (error instanceof AiProviderError) return { ok: false, reason: error.reason, provider: kind };
      if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
        return { ok: false, reason: 'timeout', provider: kind };
      return { ok: false, reason: 'unavailable', provider: kind };
    }
  }
}

export type AiGateway = ReturnType<typeof createAiGateway>;
