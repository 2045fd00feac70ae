import type { ErrorCode } from '#shared/contracts/errors.ts';

/** The refusals a service can answer with; the HTTP layer gives each its status (http/errors.ts). */
export type ServiceErrorCode = Extract<
  ErrorCode,
  | 'DATE_OUT_OF_RANGE'
  | 'UNKNOWN_EXERCISES'
  | 'PASSWORD_IS_PERSONAL'
  | 'CONSENT_REQUIRED'
  | 'NOT_FOUND'
  | 'STUDENT_NOT_FOUND'
  | 'SET_NOT_FOUND'
  | 'EMAIL_TAKEN'
  | 'STUDENT_CHANGED'
  | 'SETTINGS_CHANGED'
>;

/**
 * A rule said no. Services answer this instead of throwing, so a route turns it into the shared error
 * shape with one call; `fields` fills the details the message names ('{ids}').
 */
export interface Failure<C extends ServiceErrorCode = ServiceErrorCode> {
  ok: false;
  error: C;
  fields?: Record<string, string>;
}
