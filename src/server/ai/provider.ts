import type { AiProviderKind } from '#shared/contracts/ai.ts';

/**
 * What a remote model is asked. The student's data travels in `data`, serialised as JSON inside a
 * delimited block that the system instruction declares to be data, never instructions; `task` is our
 * own text. Providers never mix `data` into `system`.
 */
export interface AiPrompt {
  /** The coach's rules and the output format: our words only. */
  system: string;
  /** What to do now (our words), e.g. "Monte o plano semanal…". */
  task: string;
  /** Facts about the student, the trainer's notes and the exercise list: serialised, fenced, never obeyed. */
  data: Record<string, unknown>;
}

/** A JSON Schema (draft 2020-12 subset, as `z.toJSONSchema` writes it) for the model's structured answer. */
export type JsonSchema = Record<string, unknown>;

export type AiFailureReason =
  /** No answer within the call's timeout. */
  | 'timeout'
  /** Every key tried was over its quota (HTTP 429 / RESOURCE_EXHAUSTED). */
  | 'quota'
  /** The provider refused the key (Gemini 400 API_KEY_INVALID, OpenAI 401). */
  | 'invalid_key'
  /** A 5xx, a refused connection, or any other transport failure. */
  | 'unavailable'
  /** An answer with no text in it. */
  | 'empty'
  /** No key and no base URL for a provider that needs one. */
  | 'not_configured';

/** Thrown by a provider; carries no message from the provider (it may quote the prompt). */
export class AiProviderError extends Error {
  constructor(
    readonly reason: AiFailureReason,
    readonly status?: number,
  ) {
    super(`AI provider failed: ${reason}${status ? ` (HTTP ${status})` : ''}`);
    this.name = 'AiProviderError';
  }
}

/** What a remote call answered: the raw text, and whether a key over quota was skipped to get it. */
export interface AiText {
  text: string;
  /** True when a key answered 429 and the next key answered instead (product §8 info toast). */
  keyRotated: boolean;
}

/** A provider outside this server: every name of `AI_PROVIDERS` but the local coach. */
export type RemoteKind = Exclude<AiProviderKind, 'local'>;

/**
 * A remote model. It returns raw text and never parses it: the caller validates and sanitises every
 * answer with the operation's own zod schema and sanitiser, whatever the provider.
 */
export interface RemoteProvider {
  readonly kind: RemoteKind;
  /** Structured output: the text is expected to be JSON matching `schema` (not trusted to). */
  generateJson(prompt: AiPrompt, schema: JsonSchema, signal?: AbortSignal): Promise<AiText>;
  /** Free text (periodization, analyses). */
  generateText(prompt: AiPrompt, signal?: AbortSignal): Promise<AiText>;
}

/** The one fence around the student's data, shared by every provider so the system rule can name it. */
export const DATA_FENCE = { open: '<<<DADOS_DO_ALUNO', close: 'DADOS_DO_ALUNO>>>' } as const;

/**
 * The user message a provider sends: our task, then the data fenced as JSON. `<` and `>` inside the
 * data are written as JSON escapes (same value once parsed), so no answer of the student's can close
 * the fence and speak outside it.
 */
export function renderUserMessage(prompt: AiPrompt): string {
  const data = JSON.stringify(prompt.data).replace(/[<>]/g, (c) => `\\u00${c.charCodeAt(0).toString(16)}`);
  return `${prompt.task}\n\n${DATA_FENCE.open}\n${data}\n${DATA_FENCE.close}`;
}
