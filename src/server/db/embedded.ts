import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../net/free-port.ts';
import { loadEmbeddedPostgres } from './embedded-postgres-loader.ts';

export interface EmbeddedCluster {
  /** A connection string for a database of this cluster. */
  url(database?: string): string;
  stop(): Promise<void>;
}

interface Logger {
  info(msg: string): void;
  warn(msg: string): void;
}

/** Another live process runs the cluster in this directory: starting would take its database away. */
export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `${dataDir} is in use by another running RumoFit (pid ${pid}); stop it first or give this one another DATA_DIR`,
    );
    this.name = 'DataDirInUseError';
  }
}

/**
 * Starts (initialising on first use) the PostgreSQL cluster kept in `dir`.
 * A postmaster left behind by a killed run is stopped first: embedded-postgres
 * cannot start over a live `postmaster.pid`. One whose owner is still running is not an orphan:
 * the start is refused with `DataDirInUseError` and that cluster is left alone.
 */
export async function startEmbeddedPostgres(dir: string, log: Logger): Promise<EmbeddedCluster> {
  const dataDir = path.resolve(dir);
  mkdirSync(path.dirname(dataDir), { recursive: true });
  // As root, PostgreSQL runs as its own user, which must be able to reach the data directory.
  if (process.getuid?.() === 0) chmodSync(path.dirname(dataDir), 0o755);
  const password = clusterPassword(path.dirname(dataDir), path.basename(dataDir));
  const owner = claimOwnership(dataDir);
  try {
    await stopOrphanedPostmaster(dataDir, log);
    return await startCluster(dataDir, password, owner, log);
  } catch (error) {
    owner.release();
    throw error;
  }
}

async function startCluster(
  dataDir: string,
  password: string,
  owner: Ownership,
  log: Logger,
): Promise<EmbeddedCluster> {
  const port = await freePort();
  const EmbeddedPostgres = await loadEmbeddedPostgres();
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
      owner.release();
    },
  };
}

interface Ownership {
  release(): void;
}

/**
 * The process that runs a cluster writes its pid (and, on Linux, its start time, so a reused pid
 * is not mistaken for it) beside the data directory. A live owner means the postmaster is in use;
 * a dead one means whatever it left running is an orphan.
 */
const ownerFile = (dataDir: string) => path.join(path.dirname(dataDir), `.${path.basename(dataDir)}-owner`);

/**
 * Refuses with `DataDirInUseError` when a live process runs the cluster in `dir`, without claiming
 * it: `npm start` asks this before it builds anything, so a refused second start changes nothing.
 */
export function assertDataDirFree(dir: string): void {
  const dataDir = path.resolve(dir);
  const owner = readOwner(ownerFile(dataDir));
  if (owner && isLiveOwner(owner)) throw new DataDirInUseError(dataDir, owner.pid);
}

function claimOwnership(dataDir: string): Ownership {
  const file = ownerFile(dataDir);
  const me = { pid: process.pid, startedAt: processStartTime(process.pid) };
  for (let tries = 0; tries < 2; tries += 1) {
    try {
      writeFileSync(file, JSON.stringify(me), { flag: 'wx', mode: 0o600 });
      return { release: () => releaseIfMine(file, me.pid) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = readOwner(file);
    if (owner && isLiveOwner(owner)) throw new DataDirInUseError(dataDir, owner.pid);
    rmSync(file, { force: true });
  }
  // Another start claimed it between our look and our write.
  throw new DataDirInUseError(dataDir, readOwner(file)?.pid ?? 0);
}

function readOwner(file: string): { pid: number; startedAt: string | null } | undefined {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as { pid?: unknown; startedAt?: unknown };
    if (typeof owner.pid !== 'number') return undefined;
    return { pid: owner.pid, startedAt: typeof owner.startedAt === 'string' ? owner.startedAt : null };
  } catch {
    return undefined; // unreadable: left by a run that died while writing it
  }
}

function isLiveOwner(owner: { pid: number; startedAt: string | null }): boolean {
  if (!isAlive(owner.pid)) return false;
  const startedAt = processStartTime(owner.pid);
  // Without /proc the pid is all there is; our own pid in the file is a previous run's (a container
  // restarts with the same pid).
  if (owner.startedAt === null || startedAt === null) return owner.pid !== process.pid;
  return startedAt === owner.startedAt;
}

function releaseIfMine(file: string, pid: number): void {
  if (readOwner(file)?.pid === pid) rmSync(file, { force: true });
}

/** Field 22 of /proc/<pid>/stat: when the process started, in clock ticks since boot. */
function processStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count from its closing one.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
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

/**
 * The address of the cluster in `dir` while another process (a running RumoFit) serves it, so a
 * backup can read it without stopping the app; undefined when nobody runs it.
 */
export function runningClusterUrl(dir: string, database = 'postgres'): string | undefined {
  const dataDir = path.resolve(dir);
  const owner = readOwner(ownerFile(dataDir));
  if (!owner || !isLiveOwner(owner)) return undefined;
  const port = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[3]);
  const password = clusterPassword(path.dirname(dataDir), path.basename(dataDir));
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
}
