import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../src/server/net/free-port.ts';
import { ROOT, serverUrl, startServer, stopServer, waitUntilHealthy } from './server.ts';

export const E2E_ADMIN_EMAIL = 'admin@rumofit.test';

/** The built server on a random port with fresh data of its own, as a person would run it. */
export default async function globalSetup() {
  if (!existsSync(path.join(ROOT, 'dist/web/index.html'))) {
    spawnSync('npx', ['vite', 'build'], { cwd: ROOT, stdio: 'inherit' });
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rumofit-e2e-'));
  const port = await freePort();
  const baseUrl = serverUrl(port);
  const server = startServer({ port, dataDir, env: { ADMIN_EMAIL: E2E_ADMIN_EMAIL } });
  await waitUntilHealthy(server, baseUrl);
  process.env.E2E_BASE_URL = baseUrl;

  return async () => {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  };
}
