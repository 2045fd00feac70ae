import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

export interface WebBuild {
  dir: string;
  seconds: number;
  /** Deletes the build; safe to call more than once. */
  dispose(): void;
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Builds the SPA from the current sources into a temp directory (never dist/web, which the e2e
 * tests and other work use), with vite.config.ts as is: what production would ship.
 */
export async function buildWeb(): Promise<WebBuild> {
  const started = performance.now();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rumofit-bench-web-'));
  const dispose = () => rmSync(dir, { recursive: true, force: true });
  const vite = path.join(
    path.dirname(createRequire(import.meta.url).resolve('vite/package.json')),
    'bin',
    'vite.js',
  );
  try {
    await promisify(execFile)(
      process.execPath,
      [vite, 'build', '--outDir', dir, '--emptyOutDir', '--logLevel', 'error'],
      { cwd: ROOT, maxBuffer: 16 * 1024 * 1024 },
    );
  } catch (error) {
    dispose();
    const output = (error as { stderr?: string }).stderr ?? String(error);
    throw new Error(`vite build failed:\n${output.slice(0, 2000)}`);
  }
  return { dir, seconds: (performance.now() - started) / 1000, dispose };
}
