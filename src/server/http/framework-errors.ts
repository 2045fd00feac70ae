import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorCode } from '#shared/contracts/errors.ts';
import { errorBody } from './errors.ts';

/**
 * What every error answer carries when it is refused before the app's hooks run (no route, or no
 * request at all): no caching, and the security headers the app's answers get from helmet, with a
 * policy that lets the JSON body do nothing.
 */
export const ERROR_HEADERS: Record<string, string> = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; base-uri 'none'; frame-ancestors 'none'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

const ROUTER_ERRORS: Record<string, [number, ErrorCode]> = {
  FST_ERR_BAD_URL: [400, 'INVALID_URL'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'URL_TOO_LONG'],
};

/**
 * Fastify's `frameworkErrors`: a path that is not a valid URL, or a parameter over the router's
 * length, answered in the app's shape and words; the path is neither echoed nor logged.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const [status, code] = ROUTER_ERRORS[error.code] ?? [400, 'BAD_REQUEST'];
  request.log.info({ code: error.code }, 'request refused by the router');
  void reply
    .code(status)
    .headers(ERROR_HEADERS)
    .send(JSON.stringify(errorBody(code)));
}

/** Half of Node's 16 KB for the request line and headers: a request line longer than this is the problem. */
const LONG_REQUEST_LINE = 8 * 1024;

/** Node's `clientError`: the parser's code, and the bytes it stopped at (a Buffer at run time). */
type ParserError = Error & { code?: string; rawPacket?: unknown };

/** What Node's parser refused, as status and code: headers (or a request line) too large, or no HTTP at all. */
function clientRefusal(error: ParserError): [number, ErrorCode] {
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    // The request line took most of the room (or all of it): the address is what is too long.
    const raw = error.rawPacket;
    const lineEnd = Buffer.isBuffer(raw) ? raw.indexOf('\r\n') : 0;
    return lineEnd === -1 || lineEnd > LONG_REQUEST_LINE ? [414, 'URL_TOO_LONG'] : [431, 'HEADERS_TOO_LARGE'];
  }
  if (error.code === 'HPE_URI_TOO_LONG') return [414, 'URL_TOO_LONG'];
  return [400, 'BAD_REQUEST'];
}

/**
 * Fastify's `clientErrorHandler`, for what never becomes a request (Node's HTTP parser refused
 * it): the same shape and headers, written on the socket, which is then closed.
 */
export function clientErrorHandler(error: ParserError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? [408, 'BAD_REQUEST' as const] : clientRefusal(error);
  if (socket.writable) {
    const body = JSON.stringify(errorBody(code));
    const headers = {
      ...ERROR_HEADERS,
      'content-length': String(Buffer.byteLength(body)),
      connection: 'close',
    };
    const head = Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n${body}`);
  }
  socket.destroy(error);
}
