import { ASSESSMENT_ERROR_MESSAGES } from './assessment-error-messages.ts';
import { COMMON_ERROR_MESSAGES } from './common-error-messages.ts';
import { SERVER_ERROR_MESSAGES } from './server-error-messages.ts';
import { STAFF_ERROR_MESSAGES } from './staff-error-messages.ts';

/** Every error the API can answer, with the pt-BR text a person reads. */
export const ERROR_MESSAGES = {
  ...COMMON_ERROR_MESSAGES,
  ...STAFF_ERROR_MESSAGES,
  ...ASSESSMENT_ERROR_MESSAGES,
  ...SERVER_ERROR_MESSAGES,
};
export { ASSESSMENT_ERROR_MESSAGES, COMMON_ERROR_MESSAGES, STAFF_ERROR_MESSAGES };

export type ErrorCode = keyof typeof ERROR_MESSAGES;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_MESSAGES, value);
}
