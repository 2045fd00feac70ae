import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../src/server/net/free-port.ts';
import { startFakeGemini } from '../src/server/ai/testing/fake-gemini.ts';
import { startEmbeddedPostgres } from '../src/server/db/embedded.ts';
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
  // The admin's key journey checks keys against a fake Gemini; plans stay with the local coach, so
  // a key added in one journey never sends another journey's plan to a model.
  // A key that looks like Google's ('AIza…') is valid there; anything else is refused as Google does.
  const gemini = await startFakeGemini((call) =>
    call.key.startsWith('AIza') ? { text: 'ok' } : { invalidKey: true },
  );
  // The server's PostgreSQL is started here, as the server would start it in its data directory, so a
  // journey can set up what no screen can make: a plan that started weeks ago (e2e/database.ts).
  const cluster = await startEmbeddedPostgres(path.join(dataDir, 'postgres'), {
    info: () => undefined,
    warn: (message) => console.warn(message),
  });
  const server = startServer({
    port,
    dataDir,
    env: {
      ADMIN_EMAIL: E2E_ADMIN_EMAIL,
      AI_PROVIDER: 'local',
      AI_GEMINI_BASE_URL: gemini.baseUrl,
      DATABASE_URL: cluster.url(),
    },
  });
  await waitUntilHealthy(server, baseUrl);
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_DATABASE_URL = cluster.url();

  return async () => {
    await stopServer(server);
    await cluster.stop();
    await gemini.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
