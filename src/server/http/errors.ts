import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_MESSAGES, isErrorCode, type ErrorBody, type ErrorCode } from '#shared/contracts/errors.ts';
import type { Failure, ServiceErrorCode } from '#server/failure.ts';
import { isDataException, isDatabaseUnavailable, sqlStateOf } from '#server/db/pg-errors.ts';

/** The one error shape: the code, its pt-BR message and any per-field messages. */
export function errorBody(code: ErrorCode, fields?: Record<string, string>): ErrorBody {
  // A message may name details ('{ids}'); they come from the fields sent with it.
  const message = ERROR_MESSAGES[code].replace(
    /\{(\w+)\}/g,
    (match, name: string) => fields?.[name] ?? match,
  );
  return { error: { code, message, ...(fields ? { fields } : {}) } };
}

export function sendError(
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  fields?: Record<string, string>,
): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send(errorBody(code, fields));
}

/** A GET of a page of the app (not the API, not a file): what a browser shows as a page. */
export function isPageRequest(method: string, url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return (method === 'GET' || method === 'HEAD') && pathname !== '/api' && !pathname.startsWith('/api/');
}

/** A refusal a person reads as a page: the error's pt-BR message in a minimal, script-free document. */
export function sendPage(reply: FastifyReply, status: number, code: ErrorCode): FastifyReply {
  const message = ERROR_MESSAGES[code];
  const page =
    '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><title>RumoFit</title></head>' +
    `<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem">` +
    `<h1 style="font-size:1.25rem">RumoFit</h1><p>${message}</p></body></html>`;
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);
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
  EMAIL_RESERVED: 409,
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
  AI_STUDENT_DAILY_LIMIT: 429,
  EXERCISE_EXISTS: 409,
  EXERCISES_EXIST: 409,
  EXERCISE_IN_USE: 409,
  USER_CHANGED: 409,
  PERSONAL_HAS_STUDENTS: 409,
  INVALID_MOVE_TARGET: 400,
  CANNOT_DELETE_SELF: 400,
  INVALID_PUSH_SUBSCRIPTION: 400,
  INVALID_DATE: 400,
  PIX_NOT_SET: 409,
  PRICE_NOT_SET: 409,
  PRICE_CHANGED: 409,
  PAYMENT_ALREADY_INFORMED: 409,
  CLAIM_NOT_FOUND: 404,
  CLAIM_ALREADY_DECIDED: 409,
  TEMPLATE_NOT_FOUND: 404,
  TEMPLATE_CHANGED: 409,
  TEMPLATE_READ_ONLY: 403,
  TEMPLATE_PLACEMENT_INVALID: 400,
  ASSESSMENT_NOT_FOUND: 404,
  ASSESSMENT_CHANGED: 409,
  ASSESSMENT_DATE_TAKEN: 409,
  ASSESSMENT_DATE_FUTURE: 400,
  ASSESSMENT_CONSENT_REQUIRED: 422,
  ASSESSMENT_LIMIT: 409,
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
    if (error.statusCode === 429) {
      // A page the browser opens shows words, not the API's JSON (the retry-after header stays).
      return isPageRequest(request.method, request.url)
        ? sendPage(reply, 429, 'RATE_LIMITED')
        : sendError(reply, 429, 'RATE_LIMITED');
    }
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
