import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '#server/db/client.ts';
import type { Clock } from '#server/clock.ts';
import { createAiGateway, type ProviderKind } from '#server/ai/gateway.ts';
import { createAiRepo } from '#server/features/ai/repo.ts';
import { createAiService } from '#server/features/ai/service.ts';
import { createAiRunner, type AiLimits } from '#server/features/ai/runner.ts';
import { createCoachContexts } from '#server/features/ai/coach-context.ts';
import { createAiKeysService } from '#server/features/ai/keys-service.ts';
import { createPreferencesRepo } from '#server/features/ai/preferences-repo.ts';
import { checkGeminiKey, createGeminiProvider } from '#server/ai/providers/gemini.ts';
import { createOpenAiCompatibleProvider } from '#server/ai/providers/openai-compatible.ts';
import { createAccountRepo } from '#server/features/account/repo.ts';
import { createAccountService } from '#server/features/account/service.ts';
import { createAnamnesisRepo } from '#server/features/anamnesis/repo.ts';
import { createAnamnesisService } from '#server/features/anamnesis/service.ts';
import { createAssessmentsRepo } from '#server/features/assessments/repo.ts';
import { createAssessmentsService } from '#server/features/assessments/service.ts';
import { ANAMNESIS_CONSENT_VERSION } from '#shared/domain/anamnesis/questions.ts';
import { createStudentEventHub } from '#server/features/events/service.ts';
import { createExercisesRepo } from '#server/features/exercises/repo.ts';
import { createExercisesService } from '#server/features/exercises/service.ts';
import { createHealthRepo } from '#server/features/health/repo.ts';
import { createHealthService } from '#server/features/health/service.ts';
import { createHomeRepo } from '#server/features/home/repo.ts';
import { createHomeService } from '#server/features/home/service.ts';
import { createProfileRepo } from '#server/features/profile/repo.ts';
import { createProfileService } from '#server/features/profile/service.ts';
import { createPaymentsRepo } from '#server/features/payments/repo.ts';
import { createPaymentsService } from '#server/features/payments/service.ts';
import { createStudentsRepo } from '#server/features/students/repo.ts';
import { createCoachReadingRepo } from '#server/features/coach-reading/repo.ts';
import { createCoachReadingService } from '#server/features/coach-reading/service.ts';
import { createAuditRepo } from '#server/features/audit/repo.ts';
import { createAuditService } from '#server/features/audit/service.ts';
import { createPrivacyService } from '#server/features/privacy/service.ts';
import { createUsersRepo } from '#server/features/users/repo.ts';
import { createUsersService } from '#server/features/users/service.ts';
import { createStudentsService } from '#server/features/students/service.ts';
import { createTrainingRepo } from '#server/features/training/repo.ts';
import { createTrainingService } from '#server/features/training/service.ts';
import { createProgressRepo } from '#server/features/progress/repo.ts';
import { createRadarRepo } from '#server/features/progress/radar-repo.ts';
import { createProgressService } from '#server/features/progress/service.ts';
import { createChangeCache } from '#server/features/progress/change-cache.ts';
import { createPushRepo } from '#server/features/push/repo.ts';
import { createPushSender } from '#server/features/push/sender.ts';
import { createPushService } from '#server/features/push/service.ts';
import { loadVapidKeys, type VapidKeys } from '#server/features/push/vapid.ts';
import { createTemplatesRepo } from '#server/features/templates/repo.ts';
import { createTemplatesService } from '#server/features/templates/service.ts';

export interface AiOptions {
  /** AI_PROVIDER: one provider, whatever else is configured. */
  provider?: ProviderKind;
  /** AI_BASE_URL, AI_API_KEY, AI_MODEL: an OpenAI-compatible server (Ollama, vLLM, OpenRouter…). */
  baseUrl?: string;
  apiKey?: string;
  model?: string;
  /** Where the Gemini SDK sends requests (tests point it at a fake on 127.0.0.1). */
  geminiBaseUrl?: string;
  /** AI_TIMEOUT_MS: the longest one AI call may take. */
  timeoutMs?: number;
  limits?: Partial<AiLimits>;
}

export const AI_DEFAULTS = {
  timeoutMs: 60_000,
  limits: { concurrent: 2, daily: 200, studentDaily: 5 },
} as const;

export interface ServiceDeps {
  database: Database;
  clock: Clock;
  /** The account that is the admin whenever it registers (ADMIN_EMAIL). */
  adminEmail: string | undefined;
  log: FastifyBaseLogger;
  /** Seals the admin's AI keys. */
  secret: string;
  ai: AiOptions;
  /** A user's sessions were ended by a service: this instance's session cache forgets them now. */
  sessionsEnded?: (userId: string, exceptSessionId?: string) => void;
  /** False: the radar and the performance review are computed for every request (the bench's cold instance). */
  keptAnswers?: boolean;
  push?: PushOptions;
}

export interface PushOptions {
  /** Accept push services on plain http at 127.0.0.1 (tests, e2e); never in production. */
  allowLoopback?: boolean;
  /** The VAPID subject (an https: URL or mailto:) the push services may contact. */
  subject?: string;
}

/**
 * Every feature's service, built once from what `buildApp` was given: each repository over the one
 * database, each service over its repositories and the one clock. A test hands `buildApp` another
 * clock or database and every service uses it; the AI gateway joins here next.
 */
export function createServices({
  database,
  clock,
  adminEmail,
  log,
  secret,
  ai,
  sessionsEnded,
  keptAnswers = true,
  push = {},
}: ServiceDeps) {
  const { db } = database;
  const auditRepo = createAuditRepo(db);
  const audit = createAuditService(auditRepo, clock);
  const studentsRepo = createStudentsRepo(db);
  const studentsService = createStudentsService(db, studentsRepo, clock, { adminEmail, sessionsEnded });
  const profileRepo = createProfileRepo(db);
  const aiRepo = createAiRepo(db);
  const timeoutMs = ai.timeoutMs ?? AI_DEFAULTS.timeoutMs;
  const keys = createAiKeysService({
    repo: aiRepo,
    secret,
    clock,
    log,
    check: (key) =>
      checkGeminiKey(key, { baseUrl: ai.geminiBaseUrl, timeoutMs: Math.min(timeoutMs, 15_000) }),
    provider: () => gateway.providerKind(),
  });
  const gateway = createAiGateway({
    forced: ai.provider,
    timeoutMs,
    remote: {
      gemini: {
        provider: createGeminiProvider({
          keys: () => keys.plainKeys(),
          onInvalidKey: (key) => keys.markInvalid(key),
          baseUrl: ai.geminiBaseUrl,
          timeoutMs,
        }),
        ready: () => keys.hasValidKeys(),
      },
      'openai-compatible': ai.baseUrl
        ? {
            provider: createOpenAiCompatibleProvider({
              baseUrl: ai.baseUrl,
              apiKey: ai.apiKey,
              model: ai.model ?? 'llama3.1',
              timeoutMs,
            }),
          }
        : undefined,
    },
  });
  const events = createStudentEventHub(database.url, log);
  // The radar and the performance reviews, kept per instance until a student's NOTIFY drops them.
  const progressCache = createChangeCache({ clock, ttlMs: 30_000, maxEntries: keptAnswers ? 2_000 : 0 });
  events.watch(progressCache.watcher);
  const coachReadingRepo = createCoachReadingRepo(db);
  const anamnesisRepo = createAnamnesisRepo(db);
  const assessmentsRepo = createAssessmentsRepo(db);
  const assessments = createAssessmentsService({
    repo: assessmentsRepo,
    owns: (personalId, id) => studentsRepo.owns(personalId, id),
    consented: async (id) => (await anamnesisRepo.consent(db, id, ANAMNESIS_CONSENT_VERSION)) !== null,
    clock,
  });
  const coachReading = createCoachReadingService(coachReadingRepo, clock);
  const runner = createAiRunner({
    gateway,
    repo: aiRepo,
    clock,
    limits: { ...AI_DEFAULTS.limits, ...ai.limits },
    // Each call of a request may take the whole timeout, and a few may follow one another.
    leaseMs: 3 * (ai.timeoutMs ?? AI_DEFAULTS.timeoutMs) + 10_000,
  });
  const exercisesRepo = createExercisesRepo(db);
  const preferencesRepo = createPreferencesRepo(db);
  const coach = createCoachContexts({
    coachReading,
    students: studentsService,
    exercises: exercisesRepo,
    preferences: preferencesRepo,
    clock,
  });
  const aiService = createAiService({
    runner,
    coach,
    students: studentsService,
    exercises: exercisesRepo,
    preferences: preferencesRepo,
  });
  const pushRepo = createPushRepo(db);
  let vapid: Promise<VapidKeys> | null = null;
  const vapidKeys = () => {
    vapid ??= loadVapidKeys(pushRepo, secret).catch((error: unknown) => {
      vapid = null;
      throw error;
    });
    return vapid;
  };
  // pg-boss (features/push/jobs.ts) sets the wake-up when it runs on this instance.
  const wakes: { at: (when: Date) => Promise<void> } = { at: async () => {} };
  const pushService = createPushService({
    db,
    repo: pushRepo,
    clock,
    keys: vapidKeys,
    send: createPushSender({
      keys: vapidKeys,
      subject: push.subject ?? (adminEmail ? `mailto:${adminEmail}` : 'mailto:rumofit@localhost'),
    }),
    allowLoopback: push.allowLoopback ?? false,
    wake: (when) => wakes.at(when),
    log,
  });
  return {
    push: pushService,
    pushWakes: wakes,
    health: createHealthService(createHealthRepo(database.pool), () => gateway.providerKind()),
    accounts: createAccountService(db, createAccountRepo(db), clock, adminEmail),
    profile: createProfileService(profileRepo, clock),
    students: studentsService,
    ai: aiService,
    coachReading,
    progress: createProgressService({
      repo: createProgressRepo(db),
      radar: createRadarRepo(db),
      ai: runner,
      coach,
      clock,
      cache: progressCache,
      latestBody: (id) => assessments.latestBody(id),
    }),
    aiKeys: keys,
    audit,
    privacy: createPrivacyService({
      db,
      anamnesis: anamnesisRepo,
      students: studentsRepo,
      training: createTrainingRepo(db),
      audit: auditRepo,
      coachReading: coachReadingRepo,
      assessments: assessmentsRepo,
      clock,
    }),
    assessments,
    users: createUsersService({
      db,
      repo: createUsersRepo(db),
      students: studentsService,
      studentsRepo,
      profile: profileRepo,
      clock,
      adminEmail,
      sessionsEnded,
    }),
    exercises: createExercisesService(createExercisesRepo(db), clock),
    home: createHomeService(createHomeRepo(db), clock),
    training: createTrainingService(db, createTrainingRepo(db), clock),
    anamnesis: createAnamnesisService(db, createAnamnesisRepo(db), clock),
    templates: createTemplatesService({ db, repo: createTemplatesRepo(db), coach, clock }),
    events,
    payments: createPaymentsService({
      db,
      repo: createPaymentsRepo(db),
      students: studentsService,
      studentsRepo,
      clock,
    }),
  };
}

export type Services = ReturnType<typeof createServices>;
