// `npm run bench`: seeds its own PostgreSQL with 200 trainers × 250 students (some of them students
// with a login, a plan and 26 weeks of history), builds the SPA, starts the app, and measures in one
// run two baselines (a trivial route, a primary-key SELECT route), the trainer's students list and
// the student's two hot routes (today's workout, logging a set); then checks the list's query plan and
// page size, soaks 200 students logging sets with retries (nothing lost or doubled), sums the JS of the
// student's first screen, and measures the student home in Chromium on a slow phone (LCP, CLS, INP).
// Prints one line per scenario and PASS/FAIL per check, writes test-results/bench.json, exits 1 if
// any target is missed. How to read it: docs/bench.md.
import { randomUUID } from 'node:crypto';
import { localDate } from '#shared/domain/dates/local-date.ts';
import { readConfig, STUDENT_PASSWORD, TARGETS, type BenchConfig } from './bench/config.ts';
import { startBenchDatabase, untilDatabaseIdle, type BenchDatabase } from './bench/database.ts';
import { seedStudents } from './bench/seed.ts';
import {
  benchPlan,
  BROWSER_RUNS,
  seedBenchStudents,
  setLogBodies,
  type BenchStudent,
} from './bench/student-seed.ts';
import { startAppProcess, type AppProcess } from './bench/app-process.ts';
import { signIn } from './bench/http.ts';
import { measureAll, type Scenario } from './bench/measure.ts';
import { explainCheck, pageSizeCheck, type Check } from './bench/checks.ts';
import { studentBundleCheck } from './bench/bundle.ts';
import { soakCheck } from './bench/soak.ts';
import { vitalsChecks } from './bench/vitals.ts';
import { buildWeb, type WebBuild } from './bench/web-build.ts';
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
import { aiChecks, aiPlanScenario } from './bench/ai.ts';
import { coachReviewCheck } from './bench/coach-review.ts';
import { applyTemplateCheck } from './bench/apply-template.ts';
import { multiInstanceChecks } from './bench/multi-instance.ts';
import { createExercisesRepo } from '#server/features/exercises/repo.ts';
import {
  progressExplainCheck,
  progressScenarios,
  aiTrainerLogin,
  readerTrainerLogin,
  seedTrainerHistory,
} from './bench/progress.ts';

const say = (msg: string) => console.log(`[bench] ${msg}`);
const HISTORY_DAYS_NOTE = '26 weeks';

let database: BenchDatabase | undefined;
let app: AppProcess | undefined;
/** The same app without kept answers or memo: the cold lines (issue 23 item 32, issue 26 §2). */
let coldApp: AppProcess | undefined;
let web: WebBuild | undefined;
let building: Promise<WebBuild> | undefined;
let cleaning: Promise<void> | undefined;
/** Stops the app and PostgreSQL and removes the temp directories, whatever state the run is in. */
const cleanup = () =>
  (cleaning ??= (async () => {
    await app?.stop();
    await coldApp?.stop();
    await database?.dispose();
    (web ?? (await building?.catch(() => undefined)))?.dispose();
  })());

async function abort(reason: string, code: number): Promise<never> {
  console.error(`[bench] ${reason}: cleaning up`);
  await cleanup();
  process.exit(code);
}
process.once('SIGINT', () => void abort('interrupted', 130));
process.once('SIGTERM', () => void abort('terminated', 143));

interface Cookies {
  trainer: string;
  reader: string;
  writer: string;
  readerTrainer: string;
}

function scenarios(
  cookies: Cookies,
  today: string,
  origin: string,
  aiPlan: Scenario[],
  readerId: string,
  coldUrl: string | undefined,
): Scenario[] {
  const list = '/api/students?sort=priority&page=1';
  const setBody = setLogBodies(benchPlan(today), today);
  let n = 0;
  // What the phone sends for 'Registrar Série': a new UUID each time, today's workout, a real exercise.
  const nextSet = () => ({ path: `/api/me/sets/${randomUUID()}`, body: JSON.stringify(setBody(n++)) });
  return [
    { name: TRIVIAL, kind: 'baseline', label: 'GET /api/health', paths: ['/api/health'], headers: {} },
    {
      name: REFERENCE,
      kind: 'baseline',
      label: 'GET /api/profile',
      paths: ['/api/profile'],
      headers: { cookie: cookies.trainer },
    },
    {
      name: 'students-page1-search',
      kind: 'scenario',
      label: `GET /api/students?q=<${SEARCH_TERMS.length} terms>&sort=priority&page=1`,
      paths: SEARCH_TERMS.map((term) => `/api/students?q=${encodeURIComponent(term)}&sort=priority&page=1`),
      headers: { cookie: cookies.trainer },
    },
    {
      name: 'students-page1',
      kind: 'scenario',
      label: `GET ${list}`,
      paths: [list],
      headers: { cookie: cookies.trainer },
      targets: { minThroughputRatio: TARGETS.minListPageRatio, maxP99Ratio: TARGETS.maxP99Ratio },
    },
    {
      name: 'workout-today',
      kind: 'scenario',
      label: `GET /api/me/workouts/${today} (student mid-workout, 26 weeks of history)`,
      paths: [`/api/me/workouts/${today}`],
      headers: { cookie: cookies.reader },
    },
    {
      name: 'log-set',
      kind: 'scenario',
      label: 'PUT /api/me/sets/<new uuid each request>',
      paths: [],
      headers: { cookie: cookies.writer, 'content-type': 'application/json', origin },
      write: { method: 'PUT', next: nextSet },
    },
    ...aiPlan,
    ...progressScenarios(cookies, readerId, coldUrl),
  ];
}

/** The baselines and the scenarios BENCH_SCENARIOS names (all of them without it); an unknown name is an error. */
function picked(all: Scenario[], config: BenchConfig): Scenario[] {
  const wanted = config.scenarios;
  if (!wanted) return all;
  const unknown = wanted.filter((name) => !all.some((s) => s.name === name));
  if (unknown.length > 0) {
    throw new Error(
      `BENCH_SCENARIOS names no scenario ${unknown.join(', ')} (known: ${all.map((s) => s.name).join(', ')})`,
    );
  }
  return all.filter((s) => s.kind === 'baseline' || wanted.includes(s.name));
}

/** Signs `students` in through the API, a few at a time (each sign-in verifies an argon2id hash). */
async function signInAll(baseUrl: string, students: BenchStudent[]) {
  const cookies: string[] = new Array(students.length);
  let next = 0;
  const worker = async () => {
    while (next < students.length) {
      const i = next++;
      cookies[i] = await signIn(baseUrl, { email: students[i]!.email, password: STUDENT_PASSWORD });
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return students.map((student, i) => ({ id: student.id, cookie: cookies[i]! }));
}

async function main(config: BenchConfig): Promise<number> {
  const started = performance.now();
  const startedAt = new Date().toISOString();
  const today = localDate(new Date());

  // The SPA builds while PostgreSQL starts and fills (one is CPU, the other mostly I/O).
  building = config.skipWeb ? undefined : buildWeb();
  building?.catch(() => undefined); // awaited below; a failure must not be an unhandled rejection meanwhile
  const bench = await startBenchDatabase(say);
  database = bench;
  const seed = await seedStudents(database.database, {
    trainers: config.trainers,
    perTrainer: config.studentsPerTrainer,
    today,
  });
  say(
    `seeded ${seed.trainers} trainers, ${seed.students} students in ${seed.seconds.toFixed(1)} s; ` +
      `the bench trainer has ${seed.trainerStudents}, each search term finds ${seed.searchMatches.min}–${seed.searchMatches.max} of them`,
  );
  const students = await seedBenchStudents(database.database, {
    // The reader and the writer, then (unless only the routes run) the browser's and the soak's students.
    count:
      2 + (config.only === 'routes' || config.only === 'cluster' ? 0 : BROWSER_RUNS + config.soakStudents),
    trainerId: seed.trainerId,
    today,
  });
  const s = students.summary;
  say(
    `${s.students} students can sign in, each with a plan that trains today and ${s.historyDays} days of history ` +
      `(${s.historySets} sets, ${s.performanceEntries} performance entries, ${s.completedDays} completed days) ` +
      `in ${s.seconds.toFixed(1)} s`,
  );
  const history = await seedTrainerHistory(database.database, { trainerId: seed.trainerId, today });
  say(
    `the bench trainer's ${history.students} students with a plan got ${HISTORY_DAYS_NOTE} of history ` +
      `(${history.sets} sets, ${history.days} days) in ${history.seconds.toFixed(1)} s`,
  );
  const readerTrainerEmail = await readerTrainerLogin(database.database, students.reader.id);
  web = await building;
  if (web) say(`SPA built in ${web.seconds.toFixed(1)} s into ${web.dir}`);

  app = await startAppProcess(database.url, web?.dir);
  const cookies: Cookies = {
    trainer: await signIn(app.baseUrl),
    reader: await signIn(app.baseUrl, { email: students.reader.email, password: STUDENT_PASSWORD }),
    writer: await signIn(app.baseUrl, { email: students.writer.email, password: STUDENT_PASSWORD }),
    readerTrainer: await signIn(app.baseUrl, { email: readerTrainerEmail, password: STUDENT_PASSWORD }),
  };
  say(`app (pid ${app.pid}) at ${app.baseUrl}, signed in as the bench trainer and two students`);
  say(
    `each scenario: ${config.warmupSeconds} s warm-up, then ${config.durationSeconds} s in ${config.rounds} ` +
      `interleaved slices, ${config.connections} connections, pipelining ${config.pipelining}`,
  );
  // BENCH_ONLY=vitals (while working on the web app): only the bundle and the browser checks;
  // BENCH_ONLY=routes (while working on the server): only the routes and the list checks.
  // BENCH_ONLY=cluster: only the three instances behind the proxy and the 5,000 streams.
  const clusterOnly = config.only === 'cluster';
  const vitalsOnly = config.only === 'vitals' || clusterOnly;
  if (config.only === 'vitals') say('BENCH_ONLY=vitals: skipping the routes, the list checks and the soak');
  if (clusterOnly) say('BENCH_ONLY=cluster: only the multi-instance lines');
  if (config.only === 'routes') say('BENCH_ONLY=routes: skipping the SPA build, the soak and the browser');
  const trainingStudents = [students.reader, students.writer, ...students.browsers, ...students.crowd].map(
    (s) => s.id,
  );
  if (!vitalsOnly) {
    coldApp = await startAppProcess(database.url, undefined, { cold: true });
    say(`cold instance (pid ${coldApp.pid}) at ${coldApp.baseUrl}: no kept radar or review, no plan memo`);
  }
  // The AI plan lines rewrite the students of a trainer of their own (aiTrainerLogin says why).
  const aiTrainer = vitalsOnly
    ? null
    : await aiTrainerLogin(database.database, seed.trainerId, trainingStudents);
  const aiCookie = aiTrainer
    ? await signIn(app.baseUrl, { email: aiTrainer.email, password: STUDENT_PASSWORD })
    : '';
  const aiPlan = !aiTrainer
    ? []
    : [
        await aiPlanScenario(database.database, aiTrainer.id, aiCookie, app.baseUrl, trainingStudents),
        ...(coldApp
          ? [
              await aiPlanScenario(
                database.database,
                aiTrainer.id,
                aiCookie,
                coldApp.baseUrl,
                trainingStudents,
                true,
              ),
            ]
          : []),
      ];
  const measurements = vitalsOnly
    ? []
    : await measureAll(
        app.baseUrl,
        picked(scenarios(cookies, today, app.baseUrl, aiPlan, students.reader.id, coldApp?.baseUrl), config),
        config,
        say,
        () => untilDatabaseIdle(bench.database.pool),
      );
  const checks: Check[] = vitalsOnly
    ? []
    : [
        await explainCheck(database.database, seed.trainerId, SEARCH_TERMS, today),
        await progressExplainCheck(database.database, seed.trainerId, students.reader.id, today),
        await pageSizeCheck(app.baseUrl, cookies.trainer),
        ...(await aiChecks(database.database)),
        coachReviewCheck(await createExercisesRepo(database.database.db).coachCatalog()),
        await applyTemplateCheck(app.baseUrl, cookies.trainer, database.database, seed.trainerId),
      ];
  if (web) checks.push(studentBundleCheck(web.dir));
  if (config.only === 'all' || clusterOnly) {
    const setBody = setLogBodies(benchPlan(today), today);
    let n = 0;
    checks.push(
      ...(await multiInstanceChecks({
        database: database.database,
        databaseUrl: database.url,
        trainerId: seed.trainerId,
        writer: { email: students.writer.email, password: STUDENT_PASSWORD },
        nextSet: () => ({ path: `/api/me/sets/${randomUUID()}`, body: JSON.stringify(setBody(n++)) }),
        config,
        say,
      })),
    );
  }

  if (config.only === 'all') {
    say(`soak: signing in ${students.crowd.length} students`);
    const crowd = await signInAll(app.baseUrl, students.crowd);
    say(
      `soak: each logs a set every ${config.soakIntervalSeconds} s for ${config.soakSeconds} s, ` +
        `${TARGETS.soakRetryShare * 100} % sent again`,
    );
    checks.push(await soakCheck(app.baseUrl, database.database, crowd, benchPlan(today), today, config));
  }

  if (web) {
    say(`web vitals: the student home in Chromium, CPU 8× slower, slow 4G, ${BROWSER_RUNS} cold visits`);
    const logins = students.browsers.map((student) => ({ email: student.email, password: STUDENT_PASSWORD }));
    checks.push(
      ...(await vitalsChecks(app.baseUrl, logins).catch((error: unknown) => [
        {
          name: 'vitals',
          passed: false,
          detail: `could not measure: ${error instanceof Error ? error.message : String(error)}`,
        },
      ])),
    );
  }

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
    studentSeed: students.summary,
    web: web ? { seconds: web.seconds } : null,
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
// Bounded in time whatever happens: setup and build, every scenario's warm-up and measured time, the
// soak and the browser, each with room to spare.
const budgetMs =
  (180 +
    12 /* scenarios */ * (config.warmupSeconds + config.durationSeconds) * 2 +
    config.soakSeconds * 2 +
    // The cluster: three instances starting, five scenarios, 5,000 streams opening.
    (config.only === 'all' || config.only === 'cluster'
      ? 300 + 5 * (config.warmupSeconds + config.durationSeconds) * 2
      : 0) +
    (config.skipWeb ? 0 : 300)) *
  1000;
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
