import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '#server/net/free-port.ts';

export interface AppProcess {
  baseUrl: string;
  pid: number;
  /** Stops the server process; safe to call more than once. */
  stop(): Promise<void>;
}

const SERVER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'server.ts');

/**
 * Starts the app (scripts/bench/server.ts) on 127.0.0.1 and a free port; resolves once it listens.
 * Its public address is that same address, so a browser pointed at it passes the origin check, and
 * it serves the SPA from `webDir` when given (the web vitals check).
 */
export async function startAppProcess(
  databaseUrl: string,
  webDir?: string,
  /** Without kept answers (the radar, the review) or the local plans' memo: the bench's cold lines. */
  options: { cold?: boolean } = {},
): Promise<AppProcess> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = fork(SERVER, [], {
    // BENCH_CPU_PROF=<dir>: the app writes a V8 CPU profile there when it stops (see docs/bench.md).
    execArgv: [
      '--import',
      'tsx',
      ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
    ],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      BENCH_DATABASE_URL: databaseUrl,
      BENCH_PORT: String(port),
      BENCH_PUBLIC_URL: baseUrl,
      BENCH_WEB_DIR: webDir ?? '/nonexistent',
      BENCH_COLD: options.cold ? '1' : '0',
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const stop = stopper(child);
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the app did not start within 30 s')), 30_000);
      child.once('message', () => {
        clearTimeout(timer);
        resolve();
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`the app exited with code ${code} before listening`));
      });
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, pid: child.pid!, stop };
}

function stopper(child: ChildProcess): () => Promise<void> {
  let stopped: Promise<void> | undefined;
  return () =>
    (stopped ??= new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
      child.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      child.kill('SIGTERM');
    }));
}
