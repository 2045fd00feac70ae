import { z } from 'zod';

export { ERROR_MESSAGES, isErrorCode, type ErrorCode } from './error-messages.ts';

export const ErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** Per-field messages for forms, keyed by the field's path ("muscleGroups.primary"). */
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/**
 * The error answers a signed-in route documents: bad input, no session, wrong role, not found, stale
 * write, a request the rules cannot serve (422), too many requests (429), an AI provider that failed
 * (502) or is not configured (503).
 */
export const ERROR_RESPONSES = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
  422: ErrorBodySchema,
  429: ErrorBodySchema,
  502: ErrorBodySchema,
  503: ErrorBodySchema,
} as const;
