import { expect, vi } from 'vitest';
import { loggerOptions } from '#server/http/logger.ts';
import { canaryCounts } from './leaks.ts';

/**
 * Planted values (issue 26 §4): each must appear 0 times in the log and in every answer, whatever
 * fails. The health ones go into the anamnesis a remote AI is sent; the key is the AI provider's.
 */
export const CANARY = {
  password: 'canario-SENHA-9157-forte',
  health: 'CANARIO-SAUDE-asma-6620',
  medication: 'CANARIO-REMEDIO-losartana-3381',
  comment: 'CANARIO-COMENTARIO-dor-ombro-7702',
  aiKey: 'sk-CANARIO-CHAVE-IA-4478',
} as const;

export const zero = (canaries: readonly string[]) => Object.fromEntries(canaries.map((canary) => [canary, 0]));

/**
 * The app's real log settings writing into `lines`, plus whatever reaches the console meanwhile (an
 * SDK's own warnings, Node's): both are "the log" an operator keeps. `restore()` puts the console back.
 */
export function capturedLog() {
  const lines: string[] = [];
  const spies = (['log', 'info', 'warn', 'error', 'debug', 'trace'] as const).map((name) =>
    vi.spyOn(console, name).mockImplementation((...args: unknown[]) => {
      lines.push(args.map((arg) => (typeof arg === 'string' ? arg : safeInspect(arg))).join(' '));
    }),
  );
  return {
    lines,
    logger: loggerOptions('trace', { write: (line) => void lines.push(line) }),
    restore: () => spies.forEach((spy) => spy.mockRestore()),
  };
}

function safeInspect(value: unknown): string {
  if (value instanceof Error) return `${value.name}: ${value.message}\n${value.stack ?? ''}`;
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}

/** Every canary 0 times in these texts (log lines, raw bodies, headers). */
export function expectNoCanary(texts: readonly string[], canaries: readonly string[]): void {
  expect(canaryCounts(texts, canaries)).toEqual(zero(canaries));
}

/** An answer's body and headers, as texts to search. */
export function answerTexts(res: { body: string; headers: Record<string, unknown> }): string[] {
  return [res.body, JSON.stringify(res.headers)];
}
