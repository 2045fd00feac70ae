import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DataDirInUseError, assertDataDirFree } from './db/embedded.ts';
import { EnvError, loadEnv } from './env.ts';
import { publishBuild } from './web-build.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * `npm start`: refuses at once when this folder's data is in use by a running RumoFit (before
 * anything is built, so the running one keeps serving its files), builds the web app into a new
 * folder that replaces the served one at once (web-build.ts), then starts the server.
 */
export async function buildThenStart(deps: {
  checkData: () => void;
  build: (outDir: string) => Promise<void>;
  distDir: string;
  start: () => Promise<unknown>;
}): Promise<void> {
  deps.checkData();
  await publishBuild(deps.distDir, deps.build);
  await deps.start();
}

function viteBuild(outDir: string): Promise<void> {
  const vite = path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  const child = spawn(process.execPath, [vite, 'build', '--outDir', outDir, '--emptyOutDir'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  return new Promise((resolve, reject) =>
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite build exited with ${code}`)),
    ),
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  buildThenStart({
    checkData: () => {
      const env = loadEnv();
      if (!env.DATABASE_URL) assertDataDirFree(path.join(env.DATA_DIR, 'postgres'));
    },
    build: viteBuild,
    distDir: path.join(ROOT, 'dist'),
    start: () => import('./main.ts'),
  }).catch((error: unknown) => {
    const known = error instanceof EnvError || error instanceof DataDirInUseError;
    console.error(`[rumofit] ${known ? error.message : `could not start: ${String(error)}`}`);
    process.exit(1);
  });
}
