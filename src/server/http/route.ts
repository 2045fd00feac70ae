import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { API_ROUTES, type ApiRoutes, type RouteContract, type RouteKey } from '#shared/contracts/routes.ts';
import { ErrorBodySchema, ERROR_RESPONSES } from '#shared/contracts/errors.ts';
import { actorOf, type Access } from '#server/auth/access.ts';
import type { Actor } from '#server/auth/session.ts';

type Parsed<K extends RouteKey, F extends 'params' | 'query' | 'body'> =
  ApiRoutes[K] extends Record<F, infer S extends z.ZodType> ? z.output<S> : undefined;

/** What a handler gets: the request's parts as its contract parsed them, and who is calling. */
export interface RouteInput<K extends RouteKey, A extends Access> {
  /** The signed-in caller; access control has already refused anyone else. */
  actor: A extends 'public' ? Actor | null : Actor;
  params: Parsed<K, 'params'>;
  query: Parsed<K, 'query'>;
  body: Parsed<K, 'body'>;
  log: FastifyBaseLogger;
  /** For the few handlers that need headers or the address (sign-in, the throttle). */
  request: FastifyRequest;
}

export interface RouteOptions<A extends Access> {
  access: A;
  /** The OpenAPI group. */
  tags: readonly string[];
  /**
   * Sends the answer with JSON.stringify instead of the response schema's serializer: only for an
   * answer whose shape SQL fixes and the phone asks for constantly (`GET /api/me/workouts/:date`).
   */
  unchecked?: boolean;
}

/**
 * Under test (vitest and the browser journeys run with NODE_ENV=test) an `unchecked` route's answer is
 * still held to its contract, after it is written: a shape that drifts fails the tests, while
 * production keeps the fast path.
 */
const CHECK_UNCHECKED = process.env.NODE_ENV === 'test';

/** A success body as the route's contract takes it, or the reply a handler already sent. */
type Answer<K extends RouteKey> = z.input<ApiRoutes[K]['response']> | FastifyReply;

const ERRORS = {
  ...ERROR_RESPONSES,
  413: ErrorBodySchema,
  415: ErrorBodySchema,
  429: ErrorBodySchema,
  503: ErrorBodySchema,
};

/**
 * Registers one route of the map (`src/shared/contracts/routes.ts`) on a plugin mounted under its
 * prefix: the map gives the path, the schemas (validation, serialisation, OpenAPI) and the success
 * status, which is the reply's code unless the handler sets another. The handler is typed by the
 * same map, so a route cannot answer what its contract does not say.
 */
export function route<K extends RouteKey, const A extends Access>(
  app: FastifyInstance,
  key: K,
  options: RouteOptions<A>,
  handler: (input: RouteInput<K, A>, reply: FastifyReply) => Promise<Answer<K>>,
): void {
  const contract: RouteContract = API_ROUTES[key];
  const [method, path] = key.split(' ') as [string, string];
  if (!path.startsWith(`${app.prefix}/`)) throw new Error(`${key} is not under ${app.prefix}`);
  const statuses = contract.status ?? [200];
  const success = Object.fromEntries(statuses.map((status) => [status, contract.response]));
  app.route({
    method,
    url: path.slice(app.prefix.length),
    config: { access: options.access },
    schema: {
      tags: [...options.tags],
      ...(contract.params && { params: contract.params }),
      ...(contract.query && { querystring: contract.query }),
      ...(contract.body && { body: contract.body }),
      response: { ...success, ...ERRORS },
    },
    ...(options.unchecked &&
      CHECK_UNCHECKED && {
        onSend: async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
          if (reply.statusCode >= 300 || typeof payload !== 'string') return payload;
          const checked = contract.response.safeParse(JSON.parse(payload));
          if (!checked.success) throw new Error(`${key} answered outside its contract`);
          return payload;
        },
      }),
    handler: async (request, reply) => {
      const actor = options.access === 'public' ? request.actor : actorOf(request);
      if (options.unchecked) reply.serializer(JSON.stringify);
      reply.code(statuses[0]!);
      const input = {
        actor,
        params: request.params,
        query: request.query,
        body: request.body,
        log: request.log,
        request,
      } as RouteInput<K, A>;
      return handler(input, reply);
    },
  });
}
