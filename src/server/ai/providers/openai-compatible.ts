import OpenAI from 'openai';
import {
  AiProviderError,
  renderUserMessage,
  type AiPrompt,
  type AiText,
  type JsonSchema,
  type RemoteProvider,
} from '../provider.ts';

export interface OpenAiCompatibleOptions {
  /** AI_BASE_URL: the server's OpenAI-style root, e.g. http://localhost:11434/v1 for Ollama. */
  baseUrl: string;
  /** AI_API_KEY: empty for servers that take none (Ollama). */
  apiKey?: string;
  /** AI_MODEL. */
  model: string;
  timeoutMs: number;
}

function failureOf(error: unknown): AiProviderError {
  if (error instanceof AiProviderError) return error;
  if (error instanceof OpenAI.APIConnectionTimeoutError || error instanceof OpenAI.APIUserAbortError)
    return new AiProviderError('timeout');
  if (error instanceof OpenAI.APIError && error.status) {
    if (error.status === 429) return new AiProviderError('quota', 429);
    if (error.status === 401 || error.status === 403) return new AiProviderError('invalid_key', error.status);
    return new AiProviderError('unavailable', error.status);
  }
  if (error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError'))
    return new AiProviderError('timeout');
  return new AiProviderError('unavailable');
}

/**
 * Any OpenAI-compatible chat server (Ollama, vLLM, OpenRouter…) through the `openai` client, with no
 * retries of its own (issue 13). JSON operations ask for a JSON-schema response format.
 */
export function createOpenAiCompatibleProvider(options: OpenAiCompatibleOptions): RemoteProvider {
  const client = new OpenAI({
    baseURL: options.baseUrl,
    apiKey: options.apiKey || 'not-needed',
    maxRetries: 0,
    timeout: options.timeoutMs,
  });

  async function call(
    prompt: AiPrompt,
    schema: JsonSchema | undefined,
    signal?: AbortSignal,
  ): Promise<AiText> {
    try {
      const completion = await client.chat.completions.create(
        {
          model: options.model,
          messages: [
            { role: 'system', content: prompt.system },
            { role: 'user', content: renderUserMessage(prompt) },
          ],
          ...(schema
            ? {
                response_format: {
                  type: 'json_schema' as const,
                  json_schema: { name: 'answer', schema, strict: false },
                },
              }
            : {}),
        },
        { signal: AbortSignal.any([AbortSignal.timeout(options.timeoutMs), ...(signal ? [signal] : [])]) },
      );
      const text = completion.choices?.[0]?.message?.content;
      if (!text?.trim()) throw new AiProviderError('empty');
      return { text, keyRotated: false };
    } catch (error) {
      throw failureOf(error);
    }
  }

  return {
    kind: 'openai-compatible',
    generateJson: (prompt, schema, signal) => call(prompt, schema, signal),
    generateText: (prompt, signal) => call(prompt, undefined, signal),
  };
}
