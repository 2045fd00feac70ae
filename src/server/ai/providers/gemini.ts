import { ApiError, GoogleGenAI } from '@google/genai';
import {
  AiProviderError,
  renderUserMessage,
  type AiPrompt,
  type AiText,
  type JsonSchema,
  type RemoteProvider,
} from '../provider.ts';

export interface GeminiOptions {
  /** The admin's keys, in order; read at each call, so a key added in the panel is used at once. */
  keys: () => Promise<string[]>;
  /** Told when the provider refused a key (API_KEY_INVALID), so it is set aside. */
  onInvalidKey?: (key: string) => Promise<void>;
  /** Where the SDK sends requests (a fake on 127.0.0.1 in tests); Google's API when absent. */
  baseUrl?: string;
  timeoutMs: number;
  jsonModel?: string;
  textModel?: string;
}

/** Spec §7: gemini-2.5-flash for structured JSON, gemini-2.5-pro for free text. */
export const GEMINI_MODELS = { json: 'gemini-2.5-flash', text: 'gemini-2.5-pro' } as const;

/** Maps what the SDK threw to a reason, keeping nothing of its message (it may quote our request). */
function failureOf(error: unknown): AiProviderError {
  if (error instanceof AiProviderError) return error;
  if (error instanceof ApiError) {
    if (error.status === 429) return new AiProviderError('quota', 429);
    if (
      (error.status === 400 || error.status === 403) &&
      /API_KEY_INVALID|API key not valid/.test(error.message)
    )
      return new AiProviderError('invalid_key', error.status);
    return new AiProviderError('unavailable', error.status);
  }
  if (error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError'))
    return new AiProviderError('timeout');
  return new AiProviderError('unavailable');
}

function clientFor(key: string, options: GeminiOptions) {
  return new GoogleGenAI({
    apiKey: key,
    httpOptions: {
      ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
      timeout: options.timeoutMs,
      // One attempt per key: the only retry is ours, once, with the next key after a 429.
      retryOptions: { attempts: 1 },
    },
  });
}

/**
 * Gemini through `@google/genai` (issue 13). The admin's keys are used round-robin across calls; a 429
 * with more than one key is retried once with the next key (the answer then says `keyRotated`); no
 * other retry. Every call is bounded by the timeout and the caller's signal.
 */
export function createGeminiProvider(options: GeminiOptions): RemoteProvider {
  let turn = 0;

  async function call(
    kind: 'json' | 'text',
    prompt: AiPrompt,
    schema: JsonSchema | undefined,
    signal?: AbortSignal,
  ): Promise<AiText> {
    const keys = await options.keys();
    if (keys.length === 0) throw new AiProviderError('not_configured');
    const first = turn % keys.length;
    turn += 1;
    const attempt = async (key: string) => {
      const response = await clientFor(key, options).models.generateContent({
        model:
          kind === 'json'
            ? (options.jsonModel ?? GEMINI_MODELS.json)
            : (options.textModel ?? GEMINI_MODELS.text),
        contents: renderUserMessage(prompt),
        config: {
          systemInstruction: prompt.system,
          abortSignal: AbortSignal.any([AbortSignal.timeout(options.timeoutMs), ...(signal ? [signal] : [])]),
          ...(kind === 'json' ? { responseMimeType: 'application/json', responseJsonSchema: schema } : {}),
        },
      });
      const text = response.text;
      if (!text?.trim()) throw new AiProviderError('empty');
      return text;
    };
    const refused = async (key: string, failure: AiProviderError) => {
      if (failure.reason === 'invalid_key') await options.onInvalidKey?.(key);
      return failure;
    };
    const firstKey = keys[first]!;
    try {
      return { text: await attempt(firstKey), keyRotated: false };
    } catch (error) {
      const failure = await refused(firstKey, failureOf(error));
      if ((failure.reason !== 'quota' && failure.reason !== 'invalid_key') || keys.length < 2) throw failure;
      // A key over quota, or one the provider refused: the next key answers, once.
      const nextKey = keys[(first + 1) % keys.length]!;
      try {
        return { text: await attempt(nextKey), keyRotated: failure.reason === 'quota' };
      } catch (second) {
        throw await refused(nextKey, failureOf(second));
      }
    }
  }

  return {
    kind: 'gemini',
    generateJson: (prompt, schema, signal) => call('json', prompt, schema, signal),
    generateText: (prompt, signal) => call('text', prompt, undefined, signal),
  };
}

export type KeyCheckResult = 'valid' | 'invalid' | 'quota' | 'unreachable' | 'unknown';

/** Spec §7/§8: a key is checked by asking gemini-2.5-flash 'test' with it. */
export async function checkGeminiKey(
  key: string,
  options: { baseUrl?: string; timeoutMs: number },
): Promise<KeyCheckResult> {
  try {
    await clientFor(key, { ...options, keys: async () => [key] }).models.generateContent({
      model: GEMINI_MODELS.json,
      contents: 'test',
      config: { abortSignal: AbortSignal.timeout(options.timeoutMs) },
    });
    return 'valid';
  } catch (error) {
    const failure = failureOf(error);
    if (failure.reason === 'invalid_key') return 'invalid';
    if (failure.reason === 'quota' || (error instanceof ApiError && /RESOURCE_EXHAUSTED/.test(error.message)))
      return 'quota';
    // No HTTP answer at all (no connection, DNS, timeout): nothing was learned about the key.
    return error instanceof ApiError ? 'unknown' : 'unreachable';
  }
}
