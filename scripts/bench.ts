// `npm run bench`: seeds its own PostgreSQL with 200 trainers × 250 students, starts the app, and
// measures in one run two baselines (a trivial route, a primary-key SELECT route) and the trainer's
// students list, then checks the list's query plan and page size. Prints one line per scenario,
// PASS/FAIL lines for the checks, writes test-results/bench.json, exits 1 if any target is missed.
// How to read it: docs/bench.md.
import { localDate } from '#shared/domain/dates/local-date.ts';
import { readConfig, TARGETS, type BenchConfig } from './bench/config.ts';
import { startBenchDatabase, type BenchDatabase } from './bench/database.ts';
import { seedStudents } from './bench/seed.ts';
import { startAppProcess, type AppProcess } from './bench/app-process.ts';
import { signIn } from './bench/http.ts';
import { measureAll, type Scenario } from './bench/measure.ts';
import { explainCheck, pageSizeCheck } from './bench/checks.ts';
import {
  judge,
  machine,
  printChecks,
  printScenarios,
  REFERENCE,
  TRIVIAL,
  writeReport,
} from './bench/report.ts';
import { SEARCH_TERMS } from './bench/names.ts';

const say = (msg: string) => console.log(`[bench] ${msg}`);

let database: BenchDatabase | undefined;
let app: AppProcess | undefined;
let cleaning: Promise<void> | undefined;
/** Stops the app and PostgreSQL and removes the temp directory, whatever state the run is in. */
const cleanup = () =>
  (cleaning ??= (async () => {
    await app?.stop();
    await database?.dispose();
  })());

async function abort(reason: string, code: number): Promise<never> {
  console.error(`[bench] ${reason}: cleaning up`);
  await cleanup();
  process.exit(code);
}
process.once('SIGINT', () => void abort('interrupted', 130));
process.once('SIGTERM', () => void abort('terminated', 143));

function scenarios(cookie: string): Scenario[] {
  const list = '/api/students?sort=priority&page=1';
  return [
    { name: TRIVIAL, kind: 'baseline', label: 'GET /api/health', paths: ['/api/health'], headers: {} },
    {
      name: REFERENCE,
      kind: 'baseline',
      label: 'GET /api/profile',
      paths: ['/api/profile'],
      headers: { cookie },
    },
    {
      name: 'students-page1-search',
      kind: 'scenario',
      label: `GET /api/students?q=<${SEARCH_TERMS.length} terms>&sort=priority&page=1`,
      paths: SEARCH_TERMS.map((term) => `/api/students?q=${encodeURIComponent(term)}&sort=priority&page=1`),
      headers: { cookie },
    },
    { name: 'students-page1', kind: 'scenario', label: `GET ${list}`, paths: [list], headers: { cookie } },
  ];
}

async function main(config: BenchConfig): Promise<number> {
  const started = performance.now();
  const startedAt = new Date().toISOString();
  const today = localDate(new Date());

  database = await startBenchDatabase(say);
  const seed = await seedStudents(database.database, {
    trainers: config.trainers,
    perTrainer: config.studentsPerTrainer,
    today,
  });
  say(
    `seeded ${seed.trainers} trainers, ${seed.students} students in ${seed.seconds.toFixed(1)} s; ` +
      `the bench trainer has ${seed.trainerStudents}, each search term finds ${seed.searchMatches.min}–${seed.searchMatches.max} of them`,
  );

  app = await startAppProcess(database.url);
  const cookie = await signIn(app.baseUrl);
  say(`app (pid ${app.pid}) at ${app.baseUrl}, signed in as the bench trainer`);
  say(
    `each scenario: ${config.warmupSeconds} s warm-up, then ${config.durationSeconds} s in ${config.rounds} ` +
      `interleaved slices, ${config.connections} connections, pipelining ${config.pipelining}`,
  );
  const measurements = await measureAll(app.baseUrl, scenarios(cookie), config, say);
  const checks = [
    await explainCheck(database.database, seed.trainerId, SEARCH_TERMS, today),
    await pageSizeCheck(app.baseUrl, cookie),
  ];

  const verdicts = judge(measurements);
  const passed = verdicts.every((v) => v.passed) && checks.every((c) => c.passed);
  console.log('');
  printScenarios(verdicts);
  console.log('');
  printChecks(checks);
  writeReport(config.output, {
    passed,
    startedAt,
    seconds: (performance.now() - started) / 1000,
    machine: machine(),
    config,
    targets: TARGETS,
    reference: REFERENCE,
    seed,
    scenarios: verdicts,
    checks,
  });
  console.log('');
  say(
    `${passed ? 'PASS' : 'FAIL'} in ${((performance.now() - started) / 1000).toFixed(0)} s; results in ${config.output}`,
  );
  return passed ? 0 : 1;
}

let config: BenchConfig;
try {
  config = readConfig();
} catch (error) {
  console.error(`[bench] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
// Bounded in time whatever happens: setup, plus every scenario's warm-up and measured time with room to spare.
const budgetMs = (120 + 4 /* scenarios */ * (config.warmupSeconds + config.durationSeconds) * 2) * 1000;
const watchdog = setTimeout(() => void abort(`still running after ${budgetMs / 1000} s`, 1), budgetMs);

main(config)
  .catch((error: unknown) => {
    console.error('[bench] failed:', error);
    return 1;
  })
  .then(async (code) => {
    clearTimeout(watchdog);
    await cleanup();
    process.exit(code);
  });
