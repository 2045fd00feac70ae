import type { ErrorCode } from '#shared/contracts/errors.ts';

/** The refusals a service can answer with; the HTTP layer gives each its status (http/errors.ts). */
export type ServiceErrorCode = Extract<
  ErrorCode,
  | 'DATE_OUT_OF_RANGE'
  | 'EXPIRY_OUT_OF_RANGE'
  | 'UNKNOWN_EXERCISES'
  | 'PASSWORD_IS_PERSONAL'
  | 'CONSENT_REQUIRED'
  | 'NOT_FOUND'
  | 'STUDENT_NOT_FOUND'
  | 'SET_NOT_FOUND'
  | 'EMAIL_TAKEN'
  | 'EMAIL_RESERVED'
  | 'STUDENT_CHANGED'
  | 'SETTINGS_CHANGED'
  | 'AI_NO_DAYS'
  | 'AI_SPLIT_OUTSIDE_DAYS'
  | 'AI_NO_MODIFICATION'
  | 'AI_UNAVAILABLE'
  | 'AI_INVALID_ANSWER'
  | 'AI_NO_KEY'
  | 'AI_KEY_REJECTED'
  | 'AI_QUOTA_EXCEEDED'
  | 'AI_BUSY'
  | 'AI_DAILY_LIMIT'
  | 'AI_STUDENT_DAILY_LIMIT'
  | 'EXERCISE_EXISTS'
  | 'EXERCISES_EXIST'
  | 'EXERCISE_IN_USE'
  | 'USER_CHANGED'
  | 'PERSONAL_HAS_STUDENTS'
  | 'INVALID_MOVE_TARGET'
  | 'CANNOT_DELETE_SELF'
  | 'INVALID_PUSH_SUBSCRIPTION'
  | 'INVALID_DATE'
  | 'PIX_NOT_SET'
  | 'PRICE_NOT_SET'
  | 'PRICE_CHANGED'
  | 'PAYMENT_ALREADY_INFORMED'
  | 'CLAIM_NOT_FOUND'
  | 'CLAIM_ALREADY_DECIDED'
  | 'TEMPLATE_NOT_FOUND'
  | 'TEMPLATE_CHANGED'
  | 'TEMPLATE_READ_ONLY'
  | 'TEMPLATE_PLACEMENT_INVALID'
  | 'ASSESSMENT_NOT_FOUND'
  | 'ASSESSMENT_CHANGED'
  | 'ASSESSMENT_DATE_TAKEN'
  | 'ASSESSMENT_DATE_FUTURE'
  | 'ASSESSMENT_CONSENT_REQUIRED'
  | 'ASSESSMENT_LIMIT'
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
