import { parseArgs } from 'node:util';

/** What `npm run bench` measures and the targets it holds the students list to (issue 4). */
export interface BenchConfig {
  trainers: number;
  studentsPerTrainer: number;
  /** Same load for every scenario, so the ratios compare like with like. */
  connections: number;
  /** Measured seconds per scenario, split into `rounds` slices taken in turn with the other scenarios. */
  durationSeconds: number;
  rounds: number;
  warmupSeconds: number;
  pipelining: number;
  /** Where the JSON results go. */
  output: string;
  /** The soak: this many students, each logging a set every `soakIntervalSeconds` for `soakSeconds`. */
  soakStudents: number;
  soakSeconds: number;
  soakIntervalSeconds: number;
  /** Skip building the SPA and the two browser-side checks (bundle size, web vitals). */
  skipWeb: boolean;
  /**
   * What runs (env `BENCH_ONLY`): everything; `routes`, the autocannon rounds and the list checks
   * (no SPA build, soak or browser); `vitals`, the bundle and the browser checks.
   */
  only: 'all' | 'routes' | 'vitals' | 'cluster';
  /** The scenarios measured besides the two baselines (env `BENCH_SCENARIOS`, comma-separated); all when absent. */
  scenarios?: string[];
}

export const TARGETS = {
  /** A scenario's req/s divided by the pk-select baseline's must be at least this. */
  minThroughputRatio: 0.5,
  /** A scenario's p99 divided by the pk-select baseline's must be at most this. */
  maxP99Ratio: 2.5,
  /** The list as it opens (students-page1): issue 23 ('Speed') asks 0.7× pk-select, more than other routes. */
  minListPageRatio: 0.7,
  /** pk-select's req/s divided by the trivial baseline's (issue 11: what a signed-in request costs). */
  minReferenceToTrivialRatio: 0.25,
  /** A list page (page 1, 10 rows) gzipped. */
  maxGzippedPageBytes: 4 * 1024,
  /**
   * The JavaScript of the student's first screen (/aluno), gzipped: 59.3 KB from issue 12, 56.3 KB
   * after decision 039; 50 KB (issue 23) since the app's own router (decision 040) brought it to ~44.3 KB.
   */
  maxStudentFirstScreenGzipBytes: 50 * 1024,
  /**
   * The student home in Chromium, CPU 8× slower, slow 4G: issue 5 set LCP ≤ 2.5 s and INP ≤ 200 ms,
   * issue 23 ('Speed') LCP ≤ 1.2 s and INP ≤ 50 ms. From the touch to the painted dialog stays ≤ 200 ms.
   */
  maxLcpMs: 1200,
  maxCls: 0.05,
  maxInpMs: 50,
  maxTapToPaintMs: 200,
  /** Share of the soak's sets sent again with the same id (some at the same moment as the first). */
  soakRetryShare: 0.2,
} as const;

/** Slow 4G as Lighthouse's mobile preset: 150 ms round trip, 1.6 Mbps down, 750 Kbps up; CPU 8× slower. */
export const SLOW_PHONE = {
  cpuSlowdown: 8,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  viewport: { width: 360, height: 640 },
} as const;

/** The trainer the bench signs in as: their students are seeded like everybody else's. */
export const BENCH_LOGIN = {
  email: 'personal.bench@rumofit.test',
  password: 'bench-treino-forte-2024',
  name: 'Personal do Benchmark',
} as const;

/** Every bench student's password (one argon2id hash, computed once). */
export const STUDENT_PASSWORD = 'bench-aluno-treino-2024';

const USAGE =
  'Usage: npm run bench [-- --duration 10 --rounds 5 --warmup 2 --connections 10 --trainers 200 --students 250\n' +
  '  --soak-students 200 --soak-seconds 60 --soak-interval 2 --skip-web]\n' +
  'Environment: BENCH_ONLY=routes|vitals|cluster, BENCH_SCENARIOS=students-page1,log-set (baselines always run)';

/**
 * Defaults give the numbers; flags and the environment exist for quick runs while working
 * on the bench itself or on one route.
 */
export function readConfig(
  argv: string[] = process.argv.slice(2),
  env: Record<string, string | undefined> = process.env,
): BenchConfig {
  const { values } = parseArgs({
    args: argv,
    options: {
      duration: { type: 'string', default: '10' },
      rounds: { type: 'string', default: '5' },
      warmup: { type: 'string', default: '2' },
      connections: { type: 'string', default: '10' },
      trainers: { type: 'string', default: '200' },
      students: { type: 'string', default: '250' },
      output: { type: 'string', default: 'test-results/bench.json' },
      'soak-students': { type: 'string', default: '200' },
      'soak-seconds': { type: 'string', default: '60' },
      'soak-interval': { type: 'string', default: '2' },
      'skip-web': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const positive = (name: string, text: string, max: number): number => {
    const value = Number(text);
    if (!Number.isInteger(value) || value < 1 || value > max) {
      throw new Error(`--${name} must be a whole number from 1 to ${max}\n${USAGE}`);
    }
    return value;
  };
  const durationSeconds = positive('duration', values.duration, 120);
  const rounds = positive('rounds', values.rounds, 20);
  const only = env.BENCH_ONLY ?? 'all';
  if (only !== 'all' && only !== 'routes' && only !== 'vitals' && only !== 'cluster')
    throw new Error(`BENCH_ONLY must be routes, vitals or cluster, not '${only}'`);
  const scenarios = env.BENCH_SCENARIOS?.split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (rounds > durationSeconds)
    throw new Error(`--rounds cannot exceed --duration (slices of ≥ 1 s)\n${USAGE}`);
  return {
    durationSeconds,
    rounds,
    warmupSeconds: positive('warmup', values.warmup, 30),
    connections: positive('connections', values.connections, 200),
    trainers: positive('trainers', values.trainers, 10_000),
    studentsPerTrainer: positive('students', values.students, 10_000),
    pipelining: 1,
    output: values.output,
    soakStudents: positive('soak-students', values['soak-students'], 2000),
    soakSeconds: positive('soak-seconds', values['soak-seconds'], 600),
    soakIntervalSeconds: positive('soak-interval', values['soak-interval'], 60),
    skipWeb: values['skip-web'] || only === 'routes' || only === 'cluster',
    only,
    scenarios: scenarios?.length ? scenarios : undefined,
  };
}
