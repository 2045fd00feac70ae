import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/** The repository root: the built server and SPA are run from there. */
export const ROOT = path.resolve(import.meta.dirname, '..');

/**
 * The built server, as a person would run it, on `port` with its data in `dataDir`. `env` adds to (or
 * overrides) what every e2e server gets.
 */
export function startServer(options: {
  port: number;
  dataDir: string;
  env?: Record<string, string>;
  /** 'pipe' to read what it prints; by default it prints to the test's output. */
  output?: 'inherit' | 'pipe';
}): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      PUBLIC_URL: serverUrl(options.port),
      LOG_LEVEL: 'warn',
      // Every journey comes from 127.0.0.1; the limit itself is covered by the API tests.
      RATE_LIMIT_PER_MINUTE: '100000',
      DATABASE_URL: '',
      ...options.env,
    },
    stdio: ['ignore', options.output ?? 'inherit', options.output ?? 'inherit'],
  });
}

export const serverUrl = (port: number) => `http://127.0.0.1:${port}`;

/** Resolves once `server` answers /api/health/ready (database and migrations ready); throws if it exits or stays silent for `seconds`. */
export async function waitUntilHealthy(server: ChildProcess, baseUrl: string, seconds = 60): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    const ok = await fetch(`${baseUrl}/api/health/ready`)
      .then((res) => res.ok)
      .catch(() => false); // not listening yet
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`the server did not answer /api/health/ready within ${seconds} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Resolves when `server` has exited (at once if it already has). */
export function exited(server: ChildProcess): Promise<void> {
  return server.exitCode !== null || server.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => server.once('exit', () => resolve()));
}

/** SIGINT (a clean shutdown), waiting at most 15 s for it. */
export async function stopServer(server: ChildProcess): Promise<void> {
  const done = exited(server);
  server.kill('SIGINT');
  await Promise.race([done, new Promise((resolve) => setTimeout(resolve, 15_000))]);
}
