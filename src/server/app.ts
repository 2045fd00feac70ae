import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import fastifyStatic from '@fastify/static';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createAuth } from './auth/auth.ts';
import { installAccessControl, type DeclaredRoute } from './auth/access.ts';
import { createSessionResolver } from './auth/session.ts';
import { movableClock, systemClock, type Clock } from './clock.ts';
import type { Database } from './db/client.ts';
import { installErrorHandling, sendError } from './http/errors.ts';
import { installOriginCheck } from './http/origin-check.ts';
import { clientErrorHandler, frameworkErrors } from './http/framework-errors.ts';
import { installCompression } from './http/compression.ts';
import { installDrain } from './http/drain.ts';
import { installRateLimit } from './http/rate-limit.ts';
import { firstScreenPages } from './http/first-screen.ts';
import { createServices, type AiOptions, type PushOptions, type Services } from './services.ts';
import { pushRoutes } from './features/push/routes.ts';
import { startPushJobs } from './features/push/jobs.ts';
import { testClockRoutes } from './features/test-clock/routes.ts';
import { installRequestIds, requestIdOf } from './http/request-id.ts';
import { accountRoutes } from './features/account/routes.ts';
import { createLoginThrottle } from './features/account/login-throttle.ts';
import { anamnesisRoutes } from './features/anamnesis/routes.ts';
import { eventRoutes } from './features/events/routes.ts';
import { userRoutes } from '#server/features/users/routes.ts';
import { auditRoutes } from '#server/features/audit/routes.ts';
import { privacyRoutes } from '#server/features/privacy/routes.ts';
import { exerciseRoutes } from './features/exercises/routes.ts';
import { healthRoutes } from './features/health/routes.ts';
import { homeRoutes } from './features/home/routes.ts';
import { profileRoutes } from './features/profile/routes.ts';
import { paymentRoutes } from './features/payments/routes.ts';
import { studentRoutes } from './features/students/routes.ts';
import { coachReadingRoutes } from './features/coach-reading/routes.ts';
import { assessmentRoutes } from './features/assessments/routes.ts';
import { aiRoutes } from './features/ai/routes.ts';
import { progressRoutes } from '#server/features/progress/routes.ts';
import { trainingRoutes } from './features/training/routes.ts';
import { templateRoutes } from './features/templates/routes.ts';
import { isAppScreen, namesAFile } from '#shared/contracts/app-routes.ts';

export const WEB_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/web');

export interface AppOptions {
  database: Database;
  secret: string;
  /** The address people use; decides Secure cookies and the allowed Origin. */
  publicUrl?: string;
  adminEmail?: string;
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
  /** Which proxies are believed about the client's address (env TRUST_PROXY): none, n hops, or these addresses. */
  trustProxy?: false | number | string[];
  /** Extra wait per failed login beyond the free ones. */
  loginDelayStepMs?: number;
  /** How the login throttle waits; tests record instead of waiting. */
  sleep?: (ms: number) => Promise<void>;
  /** Requests per minute per address before 429. */
  rateLimitPerMinute?: number;
  webDir?: string;
  /** Monotonic ms for the session cache's one-second trust (tests drive it by hand). */
  sessionCacheTicks?: () => number;
  /** Which AI provider answers and its limits (env AI_*); the local coach when nothing is set. */
  ai?: AiOptions;
  /** False: no kept radar or performance review (decision 029), each computed afresh; the bench's cold lines. */
  keptAnswers?: boolean;
  /** Web Push; `jobs` runs the pg-boss queue that sends what is due (the server does; API tests drive it). */
  push?: PushOptions & { jobs?: boolean };
  /**
   * Journeys move this server's clock (`PUT /api/test/clock`, decision 044): env TEST_CLOCK=1, which
   * only NODE_ENV=test allows. Without it the route does not exist.
   */
  testClock?: boolean;
}

export type App = FastifyInstance & {
  declaredRoutes: DeclaredRoute[];
  /** Web Push's service: tests run `dispatchDue` themselves instead of waiting for the queue. */
  push: Services['push'];
};

/**
 * Fastify takes a list of proxies as it is; a number of hops it would refuse altogether, so the
 * count becomes the rule itself: the socket's peer and the next `hops - 1` addresses are proxies,
 * the address before them is the client's, whatever a client wrote further left.
 */
function trustProxyOption(trust: false | number | string[]) {
  if (typeof trust !== 'number') return trust;
  const hops = trust;
  return (_address: string, hop: number) => hop < hops;
}

export async function buildApp(options: AppOptions): Promise<App> {
  const testClock = options.testClock ? movableClock(options.clock ?? systemClock) : null;
  const clock = testClock ?? options.clock ?? systemClock;
  const { db } = options.database;
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: trustProxyOption(options.trustProxy ?? false),
    bodyLimit: 100 * 1024,
    // The proxy's X-Request-Id when it has a sane shape, else our own (http/request-id.ts).
    requestIdHeader: false,
    genReqId: requestIdOf,
    routerOptions: { ignoreTrailingSlash: true },
    // A request that reaches a stopping instance on a kept-alive connection is answered, not refused
    // with 503 (no proxy resends that); its answer closes the connection (http/drain.ts).
    return503OnClosing: false,
    // What the router or Node's parser refuses is answered like every other error (decision 035).
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  installRequestIds(app);
  installDrain(app);
  // The API speaks JSON only; anything else is refused with 415 instead of reaching a handler as a string.
  app.removeContentTypeParser('text/plain');

  const auth = createAuth({
    db,
    secret: options.secret,
    baseURL: options.publicUrl ?? 'http://localhost:3000',
  });
  // Foreign origins are refused before anything else looks at the request.
  installOriginCheck(app, options.publicUrl);
  const sessions = createSessionResolver(auth, db, clock, {
    secret: options.secret,
    ticks: options.sessionCacheTicks,
  });
  const declaredRoutes = installAccessControl(app, sessions);

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix and the toaster set inline style attributes; no inline script is allowed.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'https:'],
        frameSrc: ['https://www.youtube-nocookie.com', 'https://www.youtube.com'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // HSTS only means something over HTTPS; it is added below when the request came that way.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https')
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    // API answers carry health data (the anamnesis, the trainer's copy of it, pain notes): no browser
    // or proxy keeps one on disk. The device's own copies live in IndexedDB and leave on sign-out.
    if (/^\/api(\/|\?|$)/.test(request.url)) reply.header('cache-control', 'no-store');
  });
  installCompression(app);

  // Over the limit the plugin throws a 429, which the error handler answers with RATE_LIMITED's message
  // (a page gets it as a page); how long to wait goes in the retry-after header.
  await installRateLimit(app, {
    max: options.rateLimitPerMinute ?? 1200,
    sessionToken: (request) => sessions.tokenOf(request),
    db,
  });

  await app.register(swagger, {
    openapi: { info: { title: 'RumoFit API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });

  const services = createServices({
    database: options.database,
    clock,
    adminEmail: options.adminEmail,
    log: app.log,
    secret: options.secret,
    ai: options.ai ?? {},
    sessionsEnded: (userId, exceptSessionId) => sessions.endUser(userId, exceptSessionId),
    keptAnswers: options.keptAnswers,
    push: options.push,
  });
  // The VAPID keys are made at the first start (decision 044); a database not reachable yet makes
  // them at the first use instead.
  void services.push.publicKey().catch((error: unknown) => {
    app.log.warn({ err: error, event: 'vapid_keys_deferred' }, 'the VAPID keys will be made at first use');
  });
  const pushJobs = options.push?.jobs
    ? await startPushJobs({
        database: options.database,
        push: services.push,
        wakes: services.pushWakes,
        log: app.log,
      })
    : null;
  if (pushJobs) app.addHook('onClose', () => pushJobs.stop());
  // A session ended on any instance (drizzle/0014): this one stops trusting its copy.
  services.events.watchSessions((end) => sessions.sessionEnded(end));
  await services.accounts.promoteConfiguredAdmin();
  await app.register(
    async (api) => {
      api.addHook('onClose', () => services.events.close());
      await api.register(healthRoutes, { health: services.health });
      await api.register(accountRoutes, {
        auth,
        sessions,
        accounts: services.accounts,
        clock,
        throttle: createLoginThrottle(db, options.loginDelayStepMs ?? 500),
        sleep: options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
      });
      await api.register(profileRoutes, { profile: services.profile });
      await api.register(studentRoutes, { students: services.students, audit: services.audit });
      await api.register(aiRoutes, { ai: services.ai, keys: services.aiKeys, audit: services.audit });
      await api.register(coachReadingRoutes, { reading: services.coachReading, audit: services.audit });
      await api.register(eventRoutes, {
        hub: services.events,
        liveSessions: (ids) => sessions.liveSessions(ids),
      });
      await api.register(userRoutes, { users: services.users, audit: services.audit });
      await api.register(auditRoutes, { audit: services.audit });
      await api.register(privacyRoutes, { privacy: services.privacy, audit: services.audit });
      await api.register(exerciseRoutes, { exercises: services.exercises, audit: services.audit });
      await api.register(homeRoutes, { home: services.home });
      await api.register(trainingRoutes, { training: services.training, push: services.push });
      await api.register(pushRoutes, { push: services.push });
      await api.register(progressRoutes, { progress: services.progress, audit: services.audit });
      await api.register(anamnesisRoutes, { anamnesis: services.anamnesis });
      await api.register(paymentRoutes, { payments: services.payments, push: services.push });
      await api.register(templateRoutes, { templates: services.templates, audit: services.audit });
      await api.register(assessmentRoutes, { assessments: services.assessments, audit: services.audit });
      if (testClock) await api.register(testClockRoutes, { clock: testClock, push: services.push });
      api.get(
        '/openapi.json',
        { config: { access: 'public' }, schema: { hide: true, response: { 200: z.unknown() } } },
        async () => app.swagger(),
      );
    },
    { prefix: '/api' },
  );

  const webDir = options.webDir ?? WEB_DIR;
  const hasWeb = existsSync(path.join(webDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      // The build writes .br/.gz beside each file (scripts/precompress.ts): sent as they are.
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const studentHomePage = hasWeb ? firstScreenPages(app, webDir) : null;
  // The pages are counted like any route (the files are not: installRateLimit's allow list).
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, async (request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    if (
      url === '/api' ||
      url.startsWith('/api/') ||
      // A missing code file is a 404, never the page: a stale tab must not run HTML as a script.
      url.startsWith('/assets/') ||
      namesAFile(url) ||
      !hasWeb ||
      (request.method !== 'GET' && request.method !== 'HEAD')
    ) {
      return sendError(reply, 404, 'NOT_FOUND');
    }
    // The student's home with its first data inside; personal, so never stored.
    const personal = await studentHomePage?.(request).catch((error: unknown) => {
      request.log.warn({ err: error }, 'first screen: plain shell instead');
      return null;
    });
    if (personal)
      return reply
        .header('cache-control', 'no-store')
        .header('vary', 'cookie')
        .type('text/html; charset=utf-8')
        .send(personal);
    // A screen of the single-page app; any other path gets the page too, which says it does not
    // exist, with the status that says so.
    return reply
      .code(isAppScreen(url) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .sendFile('index.html');
  });

  await app.ready();
  return Object.assign(app, { declaredRoutes, push: services.push });
}
