// Several RumoFit instances on one PostgreSQL behind a real round-robin proxy (HAProxy), all on
// loopback: what a platform with many trainers runs, made small enough for a test and the bench.
// `node --import tsx scripts/cluster.ts [instances]` starts it and prints its addresses until Ctrl-C;
// tests and the bench call `startCluster` (docs/decisions/048-many-instances.md).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres, type EmbeddedCluster } from '../src/server/db/embedded.ts';
import { freePort } from '../src/server/net/free-port.ts';
import { exited, serverUrl, startServer, waitUntilHealthy } from '../e2e/server.ts';

export interface Instance {
  url: string;
  port: number;
  process: ChildProcess;
}

export interface Cluster {
  /** The proxy's address: where browsers and phones go. */
  proxyUrl: string;
  databaseUrl: string;
  instances: Instance[];
  /** What HAProxy wrote so far (its notices: an instance DOWN, then UP), kept when `output` is 'pipe'. */
  proxyOutput(): string;
  /** Starts instance `index` again on its port (after a kill), and waits until it answers. */
  restart(index: number): Promise<void>;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  instances?: number;
  /** An existing PostgreSQL; by default an embedded one in a temporary folder. */
  databaseUrl?: string;
  /** Added to every instance's environment. */
  env?: Record<string, string>;
  output?: 'inherit' | 'pipe';
}

/** The HAProxy configuration the tests run (docs/operations.md shows it for production). */
export function haproxyConfig(proxyPort: number, ports: readonly number[]): string {
  return [
    'global',
    '  maxconn 9000',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 1h',
    '  timeout server 1h',
    '  timeout tunnel 1h',
    // A request refused at connect (an instance just killed) goes to another one.
    '  retries 3',
    '  option redispatch',
    'frontend rumofit',
    `  bind 127.0.0.1:${proxyPort}`,
    '  option forwardfor',
    // The proxy's id for the request (or the one it was given) follows it into the app's log.
    '  unique-id-format %{+X}o%ci%cp%fp%Ts%rt%pid',
    '  http-request set-header X-Request-Id %[unique-id] unless { req.hdr(x-request-id) -m found }',
    '  default_backend app',
    'backend app',
    '  balance roundrobin',
    '  option httpchk GET /api/health/ready',
    '  default-server inter 300ms fall 1 rise 1',
    ...ports.map((port, index) => `  server app${index} 127.0.0.1:${port} check`),
    '',
  ].join('\n');
}

/** True when HAProxy is installed (`.ci/run` installs it from Debian's packages). */
export function haproxyAvailable(): boolean {
  return spawnSync('haproxy', ['-v'], { stdio: 'ignore' }).status === 0;
}

export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const count = options.instances ?? 3;
  const folder = mkdtempSync(path.join(os.tmpdir(), 'rumofit-cluster-'));
  let postgres: EmbeddedCluster | undefined;
  let databaseUrl = options.databaseUrl;
  if (!databaseUrl) {
    postgres = await startEmbeddedPostgres(path.join(folder, 'postgres'), {
      info: () => undefined,
      warn: (message) => console.warn(message),
    });
    databaseUrl = postgres.url();
  }
  const proxyPort = await freePort();
  const proxyUrl = serverUrl(proxyPort);
  const ports: number[] = [];
  for (let index = 0; index < count; index += 1) ports.push(await freePort());
  const env = {
    DATABASE_URL: databaseUrl,
    PUBLIC_URL: proxyUrl,
    // One secret for all: a cookie signed by one instance is read by the others.
    APP_SECRET: randomBytes(32).toString('hex'),
    TRUST_PROXY: '127.0.0.1',
    AI_PROVIDER: 'local',
    ...options.env,
  };
  const launch = (index: number): Instance => {
    const port = ports[index]!;
    const process = startServer({
      port,
      dataDir: path.join(folder, `instance-${index}`),
      env,
      output: options.output ?? 'inherit',
    });
    return { url: serverUrl(port), port, process };
  };
  // All at once, as an orchestrator starts them: the migrations run once (an advisory lock).
  const instances = ports.map((_, index) => launch(index));
  const configFile = path.join(folder, 'haproxy.cfg');
  writeFileSync(configFile, haproxyConfig(proxyPort, ports));
  const proxy = spawn('haproxy', ['-db', '-f', configFile], {
    // Its notices (a killed instance DOWN, then UP) are the test's business, not its output's.
    stdio: ['ignore', 'ignore', options.output === 'pipe' ? 'pipe' : 'inherit'],
  });
  let proxyOutput = '';
  proxy.stderr?.on('data', (chunk: Buffer) => (proxyOutput += chunk.toString()));
  try {
    // Three processes compiling at once on a busy 2-core machine take their time.
    await Promise.all(instances.map((instance) => waitUntilHealthy(instance.process, instance.url, 240)));
    await untilProxyAnswers(proxyUrl, proxy);
  } catch (error) {
    await Promise.all([...instances.map((instance) => kill(instance.process)), kill(proxy)]);
    await postgres?.stop();
    throw error;
  }

  return {
    proxyUrl,
    databaseUrl,
    instances,
    proxyOutput: () => proxyOutput,
    async restart(index) {
      await kill(instances[index]!.process);
      instances[index] = launch(index);
      await waitUntilHealthy(instances[index].process, instances[index].url, 240);
    },
    async stop() {
      await Promise.all(instances.map((instance) => stopGently(instance.process)));
      await kill(proxy);
      await postgres?.stop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

async function untilProxyAnswers(proxyUrl: string, proxy: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (proxy.exitCode !== null) throw new Error(`haproxy exited with ${proxy.exitCode}`);
    const ok = await fetch(`${proxyUrl}/api/health`)
      .then((res) => res.ok)
      .catch(() => false);
    if (ok) return;
    if (Date.now() > deadline) throw new Error('the proxy did not answer within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function kill(child: ChildProcess): Promise<void> {
  const done = exited(child);
  child.kill('SIGKILL');
  await done;
}

async function stopGently(child: ChildProcess): Promise<void> {
  const done = exited(child);
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await done;
  clearTimeout(timer);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const cluster = await startCluster({ instances: Number(process.argv[2] ?? 3) });
  console.log(`proxy ${cluster.proxyUrl}`);
  for (const instance of cluster.instances) console.log(`instance ${instance.url}`);
  console.log(`database ${cluster.databaseUrl}`);
  const stop = () => void cluster.stop().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
