import { describe, expect, test } from 'vitest';
import { tempDir } from '#server/testing/temp-dir.ts';
import { loadEnv } from './env.ts';

const STRONG = 'kQ3v8Zp1Lr7YxWm2Tf9Bn4Hc6Js0Dg5Ea-Ru_Oi';
const dataDir = () => tempDir('rumofit-env-');

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
      { NODE_ENV: 'production', APP_SECRET: STRONG },
      /^Invalid environment variable ADMIN_EMAIL: is required in production$/,
    ],
    [
      { NODE_ENV: 'production', APP_SECRET: STRONG, ADMIN_EMAIL: 'a@b.com' },
      /^Invalid environment variable PUBLIC_URL: is required in production \(the address people use/,
    ],
    [{ TRUST_PROXY: 'yes' }, /^Invalid environment variable TRUST_PROXY: must be false, a number/],
    [{ TRUST_PROXY: '10.0.0.1, evil' }, /^Invalid environment variable TRUST_PROXY/],
    [{ TRUST_PROXY: '11' }, /^Invalid environment variable TRUST_PROXY/],
    [{ TRUST_PROXY: '10.0.0.0/33' }, /^Invalid environment variable TRUST_PROXY/],
  ])('%j stops the start with one line naming the variable', (source, message) => {
    expect(() => loadEnv({ DATA_DIR: dataDir(), ...source })).toThrow(message);
  });

  test.each([
    ['x'.repeat(40)],
    ['changeme'.repeat(4)],
    ['0123456789abcdefghijklmnopqrstuvwxyz'.slice(0, 31)],
    ['my-app-secret-0123456789abcdefghijklmn'],
    ['aaaaK3v8Zp1Lr7YxWm2Tf9Bn4Hc6Js0Dg5E'],
  ])('production refuses a weak APP_SECRET (%s), without echoing it', (secret) => {
    const start = () =>
      loadEnv({
        DATA_DIR: dataDir(),
        NODE_ENV: 'production',
        APP_SECRET: secret,
        ADMIN_EMAIL: 'dono@academia.com.br',
        PUBLIC_URL: 'https://app.academia.com.br',
      });
    expect(start).toThrow(/^Invalid environment variable APP_SECRET: (is too weak|must be at least)/);
    expect(start).not.toThrow(secret);
  });

  test('loopback by default outside production, every interface in production, HOST wins', () => {
    expect(loadEnv({ DATA_DIR: dataDir() }).HOST).toBe('127.0.0.1');
    expect(loadEnv({ DATA_DIR: dataDir(), NODE_ENV: 'test' }).HOST).toBe('127.0.0.1');
    expect(loadEnv({ DATA_DIR: dataDir(), HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    const production = {
      DATA_DIR: dataDir(),
      NODE_ENV: 'production',
      APP_SECRET: STRONG,
      ADMIN_EMAIL: 'dono@academia.com.br',
      PUBLIC_URL: 'https://app.academia.com.br',
    };
    expect(loadEnv(production).HOST).toBe('0.0.0.0');
    expect(loadEnv({ ...production, HOST: '10.0.0.7' }).HOST).toBe('10.0.0.7');
  });

  test('the secret itself is never echoed in the message', () => {
    expect(() => loadEnv({ DATA_DIR: dataDir(), APP_SECRET: 'short-secret' })).toThrow(
      /^(?!.*short-secret).*APP_SECRET/,
    );
  });

  test('TEST_CLOCK (journeys move the server clock) only with NODE_ENV=test: production and development refuse it', () => {
    const production = {
      NODE_ENV: 'production',
      APP_SECRET: STRONG,
      ADMIN_EMAIL: 'dono@academia.com.br',
      PUBLIC_URL: 'https://app.academia.com.br',
    };
    const refused = /^Invalid environment variable TEST_CLOCK: is only allowed with NODE_ENV=test/;
    expect(() => loadEnv({ DATA_DIR: dataDir(), ...production, TEST_CLOCK: '1' })).toThrow(refused);
    expect(() => loadEnv({ DATA_DIR: dataDir(), NODE_ENV: 'development', TEST_CLOCK: '1' })).toThrow(refused);
    expect(() => loadEnv({ DATA_DIR: dataDir(), NODE_ENV: 'test', TEST_CLOCK: 'yes' })).toThrow(
      /^Invalid environment variable TEST_CLOCK/,
    );
    expect(loadEnv({ DATA_DIR: dataDir(), NODE_ENV: 'test', TEST_CLOCK: '1' }).TEST_CLOCK).toBe(true);
    expect(loadEnv({ DATA_DIR: dataDir(), ...production }).TEST_CLOCK).toBe(false);
    expect(loadEnv({ DATA_DIR: dataDir(), ...production, TEST_CLOCK: '0' }).TEST_CLOCK).toBe(false);
  });

  test('production starts with its public address', () => {
    const env = loadEnv({
      DATA_DIR: dataDir(),
      NODE_ENV: 'production',
      APP_SECRET: STRONG,
      ADMIN_EMAIL: 'dono@academia.com.br',
      PUBLIC_URL: 'https://app.academia.com.br',
    });
    expect(env.PUBLIC_URL).toBe('https://app.academia.com.br');
  });

  test.each([
    [undefined, false],
    ['false', false],
    ['0', false],
    ['true', 1],
    ['2', 2],
    ['10.0.0.1', ['10.0.0.1']],
    [' 10.0.0.0/8, ::1 ', ['10.0.0.0/8', '::1']],
  ])('TRUST_PROXY=%j trusts %j: no proxy, a number of hops, or these addresses', (value, trusted) => {
    const source = { DATA_DIR: dataDir(), ...(value === undefined ? {} : { TRUST_PROXY: value }) };
    expect(loadEnv(source).TRUST_PROXY).toEqual(trusted);
  });
});
