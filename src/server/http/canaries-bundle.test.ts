import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from 'vitest';
import { CANARY, expectNoCanary } from '#server/testing/canaries.ts';

/**
 * Issue 26 §4, the built bundles: the web app built (the real `vite build`, into a folder of its own)
 * by a shell whose environment holds every server secret, set to canaries. No file the server would
 * serve — scripts, styles, the service worker, the manifest, their .gz and .br copies — holds any of
 * them, nor any planted health answer, comment, password or key.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SECRETS = {
  APP_SECRET: 'CANARIO-APP-SECRET-k2v9Qx7Lw3Rt8Zp1Nm4Hs6Jd',
  AUTH_SECRET: 'CANARIO-AUTH-SECRET-b8Yt5Kw2Pq9Xs3Lm7Vn1Rc4',
  AI_API_KEY: 'sk-CANARIO-ENV-AI-KEY-7f3a9c1e5b',
  GEMINI_API_KEY: 'AIza-CANARIO-ENV-GEMINI-4d8e2f6a',
  VAPID_PRIVATE_KEY: 'CANARIO-VAPID-PRIVADA-x1y2z3w4v5u6',
  DATABASE_URL: 'postgres://rumofit:CANARIO-SENHA-BANCO-9q8w7e@db.interno:5432/rumofit',
};
const PLANTED = [...Object.values(SECRETS), 'CANARIO-SENHA-BANCO-9q8w7e', ...Object.values(CANARY)];

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** A file's text as a browser would read it: compressed copies are read uncompressed. */
async function textOf(file: string): Promise<string> {
  const bytes = await readFile(file);
  if (file.endsWith('.gz')) return gunzipSync(bytes).toString('utf8');
  if (file.endsWith('.br')) return brotliDecompressSync(bytes).toString('utf8');
  return bytes.toString('utf8');
}

function viteBuild(outDir: string): Promise<{ code: number | null; out: string }> {
  const vite = path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  const child = spawn(
    process.execPath,
    [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: ROOT,
      env: { ...process.env, ...SECRETS, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, out })));
}

// The one slow test of the canaries: a whole production build (about 5 s on a quiet machine).
test(
  'a build made with every secret in its environment holds none of them',
  { timeout: 90_000 },
  async () => {
    const outDir = await mkdtemp(path.join(os.tmpdir(), 'rumofit-bundle-'));
    try {
      const { code, out } = await viteBuild(outDir);
      expect(code, out).toBe(0);
      const files = await filesUnder(outDir);
      expect(files.some((file) => file.endsWith('.js'))).toBe(true);
      expect(files.some((file) => file.endsWith('.br'))).toBe(true);
      const texts = await Promise.all(files.map(textOf));
      expectNoCanary([...texts, ...files, out], PLANTED);
    } finally {
      await rm(outDir, { recursive: true, force: true });
    }
  },
);
