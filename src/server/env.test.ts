import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { loadEnv } from './env.ts';

const dataDir = () => mkdtempSync(path.join(os.tmpdir(), 'rumofit-env-'));

describe('configuration', () => {
  test('defaults, and a generated secret kept in DATA_DIR across starts', () => {
    const dir = dataDir();
    const env = loadEnv({ DATA_DIR: dir });
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.APP_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(loadEnv({ DATA_DIR: dir }).APP_SECRET).toBe(env.APP_SECRET);
  });

  test.each([
    [{ PORT: 'abc' }, /^Invalid environment variable PORT/],
    [{ DATABASE_URL: 'not a url' }, /^Invalid environment variable DATABASE_URL/],
    [{ ADMIN_EMAIL: 'nobody' }, /^Invalid environment variable ADMIN_EMAIL/],
    [
      { NODE_ENV: 'production', ADMIN_EMAIL: 'a@b.com' },
      /^Invalid environment variable APP_SECRET: is required in production$/,
    ],
    [
      { NODE_ENV: 'production', APP_SECRET: 'x'.repeat(40) },
      /^Invalid environment variable ADMIN_EMAIL: is required in production$/,
    ],
  ])('%j stops the start with one line naming the variable', (source, message) => {
    expect(() => loadEnv({ DATA_DIR: dataDir(), ...source })).toThrow(message);
  });

  test('the secret itself is never echoed in the message', () => {
    expect(() => loadEnv({ DATA_DIR: dataDir(), APP_SECRET: 'short-secret' })).toThrow(
      /^(?!.*short-secret).*APP_SECRET/,
    );
  });
});
