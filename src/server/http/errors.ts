import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_MESSAGES, isErrorCode, type ErrorBody, type ErrorCode } from '#shared/contracts/errors.ts';
import type { Failure, ServiceErrorCode } from '#server/failure.ts';
import { isDataException, isDatabaseUnavailable, sqlStateOf } from '#server/db/pg-errors.ts';

export function sendError(
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  fields?: Record<string, string>,
): FastifyReply {
  // A message may name details ('{ids}'); they come from the fields sent with it.
  const message = ERROR_MESSAGES[code].replace(
    /\{(\w+)\}/g,
    (match, name: string) => fields?.[name] ?? match,
  );
  const body: ErrorBody = { error: { code, message, ...(fields ? { fields } : {}) } };
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

const FAILURE_STATUS: Record<ServiceErrorCode, number> = {
  DATE_OUT_OF_RANGE: 400,
  EXPIRY_OUT_OF_RANGE: 400,
  UNKNOWN_EXERCISES: 400,
  PASSWORD_IS_PERSONAL: 400,
  CONSENT_REQUIRED: 403,
  NOT_FOUND: 404,
  STUDENT_NOT_FOUND: 404,
  SET_NOT_FOUND: 404,
  EMAIL_TAKEN: 409,
  STUDENT_CHANGED: 409,
  SETTINGS_CHANGED: 409,
  AI_NO_DAYS: 422,
  AI_SPLIT_OUTSIDE_DAYS: 422,
  AI_NO_MODIFICATION: 422,
  AI_UNAVAILABLE: 502,
  AI_INVALID_ANSWER: 502,
  AI_NO_KEY: 503,
  AI_KEY_REJECTED: 502,
  AI_QUOTA_EXCEEDED: 503,
  AI_BUSY: 429,
  AI_DAILY_LIMIT: 429,
  EXERCISE_EXISTS: 409,
  EXERCISES_EXIST: 409,
  EXERCISE_IN_USE: 409,
  USER_CHANGED: 409,
  PERSONAL_HAS_STUDENTS: 409,
  INVALID_MOVE_TARGET: 400,
  CANNOT_DELETE_SELF: 400,
};

/** A service's refusal, with the status its code always has. */
export function sendFailure(reply: FastifyReply, failure: Failure): FastifyReply {
  return sendError(reply, FAILURE_STATUS[failure.error], failure.error, failure.fields);
}

interface ValidationIssue {
  message?: string;
  instancePath?: string;
}

/** A schema may name the error code in an issue's message; otherwise the request is just invalid. */
function validationError(issues: ValidationIssue[]): { code: ErrorCode; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  let code: ErrorCode | undefined;
  for (const issue of issues) {
    const raw = issue.message ?? '';
    const path = (issue.instancePath ?? '').slice(1).replaceAll('/', '.') || '_';
    const own = isErrorCode(raw) ? raw : undefined;
    code ??= own;
    fields[path] ??= own ? ERROR_MESSAGES[own] : ERROR_MESSAGES.VALIDATION_FAILED;
  }
  return { code: code ?? 'VALIDATION_FAILED', fields };
}

const CLIENT_ERRORS: Record<string, [number, ErrorCode]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'INVALID_JSON'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'INVALID_JSON'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'PAYLOAD_TOO_LARGE'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'UNSUPPORTED_MEDIA_TYPE'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'INVALID_JSON'],
};

/** One error shape for everything; 5xx details stay in the log. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const { code, fields } = validationError(error.validation as ValidationIssue[]);
      return sendError(reply, 400, code, fields);
    }
    const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
    if (known) return sendError(reply, known[0], known[1]);
    if (error instanceof SyntaxError) return sendError(reply, 400, 'INVALID_JSON');
    if (error.statusCode === 429) return sendError(reply, 429, 'RATE_LIMITED');
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ code: error.code }, 'client error');
      return sendError(reply, error.statusCode, error.statusCode === 404 ? 'NOT_FOUND' : 'VALIDATION_FAILED');
    }
    // Last guard behind the contracts: a value PostgreSQL cannot store or compare came with the request.
    if (isDataException(error)) {
      request.log.warn({ sqlState: sqlStateOf(error) }, 'value refused by the database');
      return sendError(reply, 400, 'VALIDATION_FAILED');
    }
    // The error serializer keeps no message (safe-error.ts): a failed query's text carries its values.
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return sendError(reply, 503, 'DATABASE_UNAVAILABLE');
    }
    request.log.error({ err: error }, 'unexpected error');
    return sendError(reply, 500, 'INTERNAL');
  });
}
