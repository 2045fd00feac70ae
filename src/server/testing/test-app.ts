import { buildApp, type App, type AppOptions } from '#server/app.ts';
import type { Database } from '#server/db/client.ts';
import { testDb } from './test-db.ts';

export const TEST_ORIGIN = 'http://localhost:3000';

export interface TestApp {
  app: App;
  database: Database;
}

export async function testApp(options: Partial<AppOptions> = {}): Promise<TestApp> {
  const database = options.database ?? (await testDb());
  const app = await buildApp({
    database,
    secret: 'test-secret-test-secret-test-secret-0123',
    publicUrl: TEST_ORIGIN,
    sleep: async () => {},
    webDir: '/nonexistent',
    ...options,
  });
  return { app, database };
}

/** Turns a reply's Set-Cookie into the Cookie header a browser would send back. */
export function cookieFrom(headers: Record<string, unknown>): string {
  const raw = headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
  return list.map((c: string) => c.split(';')[0]).join('; ');
}

let counter = 0;
export function uniqueEmail(prefix = 'personal'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@exemplo.com.br`;
}

export const STRONG_PASSWORD = 'treino-forte-na-segunda';

export async function registerPersonal(
  app: App,
  overrides: { name?: string; email?: string; password?: string } = {},
) {
  const body = { name: 'Ana Treinadora', email: uniqueEmail(), password: STRONG_PASSWORD, ...overrides };
  const res = await app.inject({
    method: 'POST',
    url: '/api/register',
    headers: { origin: TEST_ORIGIN },
    payload: body,
  });
  return { res, body, cookie: cookieFrom(res.headers) };
}
