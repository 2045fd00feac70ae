import autocannon from 'autocannon';
import type { BenchConfig } from './config.ts';
import { rawGet } from './http.ts';

export interface Scenario {
  name: string;
  /** Baselines are what the scenarios are compared with. */
  kind: 'baseline' | 'scenario';
  /** Shown in the report, e.g. 'GET /api/students?q=…&sort=priority&page=1'. */
  label: string;
  /** The paths GET requests go to, in turn (one path: every request is the same). */
  paths: string[];
  headers: Record<string, string>;
  /** A write instead of GETs: every request gets a fresh path and JSON body (e.g. a new set id). */
  write?: {
    method: 'PUT' | 'POST';
    next: () => { path: string; body: string };
    /** Sees each answer (e.g. to learn the version the next write must name). */
    onResponse?: (status: number, body: string) => void;
    /** Runs before each slice: a write cut off by the end of the last one may have changed what is expected. */
    beforeSlice?: () => Promise<void>;
  };
  /** This scenario's own targets, where its issue sets other ratios than config's TARGETS. */
  targets?: { minThroughputRatio: number; maxP99Ratio: number };
  /** Another instance than the one measureAll is given (the cold instance). */
  baseUrl?: string;
}

export interface Measurement {
  name: string;
  kind: Scenario['kind'];
  label: string;
  ok: boolean;
  /** Why the numbers cannot be trusted (errors, non-2xx answers, a failed preflight). */
  problem?: string;
  requests: number;
  seconds: number;
  reqPerSec: number;
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  maxMs: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  targets?: Scenario['targets'];
}

/** What one scenario has collected so far over its slices. */
interface Tally {
  latencies: number[];
  seconds: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  /** How many answers of each status other than 2xx, to say what went wrong. */
  statuses?: Record<string, number>;
}

/** One request per distinct path, so a route that does not answer 200 is reported instead of benchmarked. */
async function preflight(baseUrl: string, scenario: Scenario): Promise<string | undefined> {
  if (scenario.write) {
    // Another scenario's preflight may have changed what this one expects (two write the same students).
    await scenario.write.beforeSlice?.();
    const { path, body } = scenario.write.next();
    const response = await fetch(`${baseUrl}${path}`, {
      method: scenario.write.method,
      headers: scenario.headers,
      body,
    });
    const text = await response.text();
    scenario.write.onResponse?.(response.status, text);
    if (response.ok) return undefined;
    return `${scenario.write.method} ${path} answered ${response.status}: ${text.slice(0, 200)}`;
  }
  for (const path of scenario.paths) {
    const response = await rawGet(`${baseUrl}${path}`, scenario.headers);
    if (response.status !== 200) {
      return `GET ${path} answered ${response.status}: ${response.body.toString('utf8').slice(0, 200)}`;
    }
  }
  return undefined;
}

/** One autocannon run of `seconds`; every response's latency (ms, sub-ms precision) goes into `tally`. */
async function slice(
  baseUrl: string,
  scenario: Scenario,
  config: BenchConfig,
  seconds: number,
  tally?: Tally,
) {
  await scenario.write?.beforeSlice?.();
  let next = 0;
  const request: autocannon.Request = { method: 'GET', path: scenario.paths[0] };
  const { write } = scenario;
  if (write) {
    // Each request is built just before it is sent: a new id in the path, its own body.
    Object.assign(request, { method: write.method, ...write.next() });
    request.setupRequest = (built) => ({ ...built, ...write.next() });
    if (write.onResponse) {
      const seen = write.onResponse;
      request.onResponse = (status, body) => seen(status, String(body));
    }
  } else if (scenario.paths.length > 1) {
    // With several paths, each request takes the next one (round-robin across all connections).
    // Only set when needed: autocannon copies an undefined setupRequest over its default one.
    request.setupRequest = (built) => ({ ...built, path: scenario.paths[next++ % scenario.paths.length] });
  }
  return new Promise<void>((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl,
        connections: config.connections,
        pipelining: config.pipelining,
        duration: seconds,
        headers: scenario.headers,
        requests: [request],
      },
      (error, result) => {
        if (error) return reject(error);
        if (tally) {
          tally.seconds += result.duration;
          tally.errors += result.errors;
          tally.timeouts += result.timeouts;
          tally.non2xx += result.non2xx;
          for (const [status, stats] of Object.entries(result.statusCodeStats ?? {})) {
            if (status.startsWith('2')) continue;
            tally.statuses ??= {};
            tally.statuses[status] = (tally.statuses[status] ?? 0) + (stats.count ?? 0);
          }
        }
        resolve();
      },
    );
    if (tally) instance.on('response', (_client, _status, _bytes, ms) => tally.latencies.push(ms));
  });
}

/** Nearest-rank percentile of an ascending list. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function summarise(scenario: Scenario, tally: Tally): Measurement {
  const sorted = Float64Array.from(tally.latencies).sort();
  const list = Array.from(sorted);
  const problems = [
    tally.errors > 0 ? `${tally.errors} connection errors` : '',
    tally.timeouts > 0 ? `${tally.timeouts} timeouts` : '',
    tally.non2xx > 0
      ? `${tally.non2xx} non-2xx answers (${Object.entries(tally.statuses ?? {})
          .map(([status, count]) => `${count} × ${status}`)
          .join(', ')})`
      : '',
    list.length === 0 ? 'no responses' : '',
  ].filter(Boolean);
  return {
    name: scenario.name,
    kind: scenario.kind,
    label: scenario.label,
    ...(scenario.targets ? { targets: scenario.targets } : {}),
    ok: problems.length === 0,
    problem: problems.length > 0 ? problems.join(', ') : undefined,
    requests: list.length,
    seconds: tally.seconds,
    reqPerSec: tally.seconds > 0 ? list.length / tally.seconds : 0,
    p50Ms: percentile(list, 50),
    p90Ms: percentile(list, 90),
    p99Ms: percentile(list, 99),
    maxMs: list.at(-1) ?? 0,
    errors: tally.errors,
    timeouts: tally.timeouts,
    non2xx: tally.non2xx,
  };
}

/**
 * Measures every scenario with the same load. After one warm-up per scenario (discarded), the
 * measured time is cut into `rounds` slices and the scenarios take turns, slice by slice, so load
 * from anything else on the machine falls on all of them alike and the ratios stay fair. `settle`, when
 * given, runs after every slice and waits for what that slice left running (requests cut off at its
 * end), so no scenario pays for its neighbour's work; it returns the milliseconds it waited.
 */
export async function measureAll(
  baseUrl: string,
  scenarios: Scenario[],
  config: BenchConfig,
  progress: (msg: string) => void,
  settle?: () => Promise<number>,
): Promise<Measurement[]> {
  const failed = new Map<string, string>();
  for (const scenario of scenarios) {
    const problem = await preflight(scenario.baseUrl ?? baseUrl, scenario);
    if (problem) failed.set(scenario.name, problem);
  }
  const runnable = scenarios.filter((s) => !failed.has(s.name));
  const tallies = new Map(
    runnable.map((s) => [s.name, { latencies: [], seconds: 0, errors: 0, timeouts: 0, non2xx: 0 } as Tally]),
  );

  progress(`warm-up: ${config.warmupSeconds} s each for ${runnable.map((s) => s.name).join(', ')}`);
  let settledMs = 0;
  const afterSlice = async () => {
    if (settle) settledMs += await settle();
  };
  for (const scenario of runnable) {
    await slice(scenario.baseUrl ?? baseUrl, scenario, config, config.warmupSeconds);
    await afterSlice();
  }

  const sliceSeconds = config.durationSeconds / config.rounds;
  for (let round = 0; round < config.rounds; round++) {
    // Rotate who goes first, so no scenario always follows the same neighbour.
    const order = runnable.map((_, i) => runnable[(i + round) % runnable.length]!);
    progress(
      `round ${round + 1}/${config.rounds}: ${sliceSeconds} s each, ${order.map((s) => s.name).join(' → ')}`,
    );
    for (const scenario of order) {
      await slice(scenario.baseUrl ?? baseUrl, scenario, config, sliceSeconds, tallies.get(scenario.name));
      await afterSlice();
    }
  }
  if (settle)
    progress(
      `waited ${(settledMs / 1000).toFixed(1)} s in all for cut-off requests to finish between slices`,
    );

  return scenarios.map((scenario) => {
    const problem = failed.get(scenario.name);
    if (problem === undefined) return summarise(scenario, tallies.get(scenario.name)!);
    return {
      ...summarise(scenario, { latencies: [], seconds: 0, errors: 0, timeouts: 0, non2xx: 0 }),
      ok: false,
      problem,
    };
  });
}
