// Issue 26 §2: three instances behind the proxy, and 5,000 open SSE streams on one instance while
// phones log sets. The cluster is the one the tests run (scripts/cluster.ts), on the bench's database.
import http from 'node:http';
import { createHmac, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Database } from '#server/db/client.ts';
import { sessionTokenHash } from '#server/auth/hashed-sessions.ts';
import { STREAMS_PER_SESSION } from '#server/features/events/routes.ts';
import { haproxyAvailable, startCluster, type Cluster } from '../cluster.ts';
import type { Check } from './checks.ts';
import { untilDatabaseIdle } from './database.ts';
import type { BenchConfig } from './config.ts';
import { signIn } from './http.ts';
import { measureAll, type Measurement, type Scenario } from './measure.ts';

export const MULTI_INSTANCE_TARGET = {
  instances: 3,
  /** p99 through the proxy over three instances ÷ p99 on one instance of the same cluster. */
  maxP99Ratio: 2,
  streams: 5000,
  /** p99 of 'log a set' with the streams open ÷ without them, on the same instance. */
  maxStreamsP99Ratio: 2,
} as const;


export interface MultiInstanceInput {
  database: Database;
  databaseUrl: string;
  trainerId: string;
  writer: { email: string; password: string };
  /** 'Registrar Série' as the phone sends it: a new path and body each time. */
  nextSet: () => { path: string; body: string };
  config: BenchConfig;
  say: (message: string) => void;
}

const LIST = '/api/students?sort=priority&page=1';

function scenario(
  name: string,
  baseUrl: string,
  base: Omit<Scenario, 'name' | 'kind' | 'baseUrl'>,
): Scenario {
  return { name, kind: 'scenario', baseUrl, ...base };
}

/** Resident memory of a process, in bytes (Linux). */
function rssOf(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((row) => row.startsWith('VmRSS:'));
  return Number(/(\d+)/.exec(line ?? '')?.[1] ?? 0) * 1024;
}

/**
 * `count` sessions of the bench trainer written straight into the table (a sign-in each would
 * verify an argon2id hash 1,250 times), with the cookie each would have been given.
 */
async function benchSessions(
  database: Database,
  userId: string,
  count: number,
  secret: string,
  cookieName: string,
): Promise<string[]> {
  const tokens = Array.from({ length: count }, () => randomBytes(24).toString('base64url').slice(0, 32));
  const expires = new Date(Date.now() + 24 * 3600_000).toISOString();
  await database.pool.query(
    `insert into sessions (id, token, user_id, expires_at, created_at, updated_at)
     select gen_random_uuid()::text, hash, $1, $2::timestamptz, now(), now()
     from unnest($3::text[]) as hash`,
    [userId, expires, tokens.map(sessionTokenHash)],
  );
  return tokens.map((token) => {
    const signature = createHmac('sha256', secret).update(token).digest('base64');
    return `${cookieName}=${encodeURIComponent(`${token}.${signature}`)}`;
  });
}

/** Opens one SSE stream and resolves once its headers arrive; the socket stays open until `agent` is destroyed. */
function openStream(url: string, cookie: string, agent: http.Agent): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${url}/api/events`, {
      agent,
      headers: { cookie, accept: 'text/event-stream' },
    });
    request.once('response', (response) => {
      response.resume();
      if (response.statusCode === 200) resolve();
      else reject(new Error(`the stream answered ${response.statusCode}`));
    });
    request.once('error', reject);
  });
}

async function openStreams(url: string, cookies: string[], agent: http.Agent): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < cookies.length * STREAMS_PER_SESSION) {
      const i = next++;
      await openStream(url, cookies[Math.floor(i / STREAMS_PER_SESSION)]!, agent);
    }
  };
  await Promise.all(Array.from({ length: 50 }, worker));
}

const byName = (measurements: Measurement[], name: string) => measurements.find((m) => m.name === name);

function p99Check(
  name: string,
  what: string,
  one: Measurement | undefined,
  many: Measurement | undefined,
  max: number,
): Check {
  if (!one?.ok || !many?.ok) {
    return {
      name,
      passed: false,
      detail: `${what}: could not measure (${one?.problem ?? many?.problem ?? 'no answer'})`,
    };
  }
  const ratio = many.p99Ms / one.p99Ms;
  return {
    name,
    passed: ratio <= max,
    detail: `${what}: p99 ${many.p99Ms.toFixed(1)} ms vs ${one.p99Ms.toFixed(1)} ms, ${ratio.toFixed(2)}× (target ≤ ${max}×); ${many.reqPerSec.toFixed(0)} vs ${one.reqPerSec.toFixed(0)} req/s`,
    data: { ratio, one, many },
  };
}

/**
 * 'multi-instance-3': the students' list and 'log a set' through HAProxy over three instances, p99
 * held to 2× the same routes on one of those instances (measured in the same rounds).
 * 'sse-5000-streams': 5,000 open streams on one instance: memory per stream, and 'log a set' on that
 * instance with them open held to 2× its p99 without them.
 */
export async function multiInstanceChecks(input: MultiInstanceInput): Promise<Check[]> {
  if (!haproxyAvailable()) {
    return [
      { name: 'multi-instance-3', passed: false, detail: 'haproxy is not installed (.ci/run installs it)' },
    ];
  }
  const { config, say } = input;
  const secret = randomBytes(32).toString('hex');
  let cluster: Cluster | undefined;
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  try {
    cluster = await startCluster({
      instances: MULTI_INSTANCE_TARGET.instances,
      databaseUrl: input.databaseUrl,
      // Their errors, if any, in the bench's output (a pipe nobody reads would fill and stall them).
      output: 'inherit',
      env: { APP_SECRET: secret, RATE_LIMIT_PER_MINUTE: '100000000', LOG_LEVEL: 'error' },
    });
    const proxy = cluster.proxyUrl;
    const one = cluster.instances[0]!;
    say(`cluster: ${cluster.instances.length} instances behind HAProxy at ${proxy}`);
    const trainer = await signIn(proxy);
    const writer = await signIn(proxy, input.writer);
    const origin = proxy;
    const list = { label: `GET ${LIST}`, paths: [LIST], headers: { cookie: trainer } };
    const logSet = {
      label: 'PUT /api/me/sets/<new uuid each request>',
      paths: [],
      headers: { cookie: writer, 'content-type': 'application/json', origin },
      write: { method: 'PUT' as const, next: input.nextSet },
    };
    const measured = await measureAll(
      proxy,
      [
        scenario('list-one-instance', one.url, list),
        scenario('list-three-instances', proxy, list),
        scenario('log-set-one-instance', one.url, logSet),
        scenario('log-set-three-instances', proxy, logSet),
      ],
      config,
      say,
      () => untilDatabaseIdle(input.database.pool),
    );
    const checks = [
      p99Check(
        'multi-instance-3-list',
        "students' list, 3 instances behind the proxy vs 1",
        byName(measured, 'list-one-instance'),
        byName(measured, 'list-three-instances'),
        MULTI_INSTANCE_TARGET.maxP99Ratio,
      ),
      p99Check(
        'multi-instance-3-log-set',
        "'log a set', 3 instances behind the proxy vs 1",
        byName(measured, 'log-set-one-instance'),
        byName(measured, 'log-set-three-instances'),
        MULTI_INSTANCE_TARGET.maxP99Ratio,
      ),
    ];

    // 5,000 streams on instance 0: the trainer's sessions, four streams each (the route's limit).
    const cookieName = trainer.split('=')[0]!;
    const sessions = await benchSessions(
      input.database,
      input.trainerId,
      MULTI_INSTANCE_TARGET.streams / STREAMS_PER_SESSION,
      secret,
      cookieName,
    );
    const pid = one.process.pid!;
    const before = rssOf(pid);
    const opening = performance.now();
    await openStreams(one.url, sessions, agent);
    const opened = performance.now() - opening;
    // The streams' first bytes are written; give the instance one request to settle its heap.
    await fetch(`${one.url}/api/health`);
    const after = rssOf(pid);
    const perStream = (after - before) / MULTI_INSTANCE_TARGET.streams;
    say(
      `${MULTI_INSTANCE_TARGET.streams} streams open on one instance in ${(opened / 1000).toFixed(1)} s: ` +
        `RSS ${(before / 2 ** 20).toFixed(0)} → ${(after / 2 ** 20).toFixed(0)} MiB`,
    );
    const withStreams = await measureAll(
      one.url,
      [scenario('log-set-with-streams', one.url, { ...logSet, headers: { ...logSet.headers, origin } })],
      config,
      say,
      () => untilDatabaseIdle(input.database.pool),
    );
    const streams = p99Check(
      'sse-5000-streams',
      `'log a set' with ${MULTI_INSTANCE_TARGET.streams} open streams vs none`,
      byName(measured, 'log-set-one-instance'),
      byName(withStreams, 'log-set-with-streams'),
      MULTI_INSTANCE_TARGET.maxStreamsP99Ratio,
    );
    streams.detail += `; ${(perStream / 1024).toFixed(1)} KiB of memory per open stream`;
    streams.data = {
      ...streams.data,
      rssBefore: before,
      rssAfter: after,
      bytesPerStream: perStream,
      openMs: opened,
    };
    return [...checks, streams];
  } catch (error) {
    return [
      {
        name: 'multi-instance-3',
        passed: false,
        detail: `could not measure: ${error instanceof Error ? error.message : String(error)}`,
      },
    ];
  } finally {
    agent.destroy();
    await cluster?.stop();
  }
}
