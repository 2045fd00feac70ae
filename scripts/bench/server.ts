// The app under test, in its own process so the load generator never shares its event loop.
// Started by app-process.ts with the database URL, port and origin in the environment.
import { buildApp } from '#server/app.ts';
import { connect } from '#server/db/client.ts';
import { keepLocalPlans } from '#server/ai/operations/plan.ts';

const { BENCH_DATABASE_URL, BENCH_PORT, BENCH_PUBLIC_URL, BENCH_WEB_DIR, BENCH_COLD } = process.env;
// The cold instance: no kept radar or review, no memo of local plans; every answer is computed.
const cold = BENCH_COLD === '1';
if (cold) keepLocalPlans(false);
if (!BENCH_DATABASE_URL || !BENCH_PORT || !BENCH_PUBLIC_URL) {
  console.error('[bench server] BENCH_DATABASE_URL, BENCH_PORT and BENCH_PUBLIC_URL are required');
  process.exit(2);
}

// Same pool size as src/server/main.ts.
const database = connect(BENCH_DATABASE_URL, { max: 20 });
const app = await buildApp({
  database,
  secret: 'bench-secret-bench-secret-bench-secret-01',
  publicUrl: BENCH_PUBLIC_URL,
  logger: false,
  // One address sends every request: the limiter must never answer 429 during a run.
  rateLimitPerMinute: 10_000_000,
  // The SPA the bench built (web vitals), or nothing.
  webDir: BENCH_WEB_DIR ?? '/nonexistent',
  keptAnswers: !cold,
});

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await app.close().catch(() => {});
  await database.close().catch(() => {});
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
// The parent is gone (even killed): nobody will stop us, so stop now.
process.on('disconnect', () => void stop());

await app.listen({ host: '127.0.0.1', port: Number(BENCH_PORT) });
process.send?.({ ready: true });
