import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { TEST_ORIGIN, testApp } from '#server/testing/test-app.ts';
import { signedInTrainer } from '#server/testing/trainer.ts';
import { sessionTokenHash } from './hashed-sessions.ts';

const SECRET = 'test-secret-test-secret-test-secret-0123';
const COOKIE = 'rumofit.session_token';

/** The cookie a browser would send for `token`, signed with the app's secret as better-auth signs it. */
function cookieFor(token: string): string {
  const signature = createHmac('sha256', SECRET).update(token).digest('base64');
  return `${COOKIE}=${encodeURIComponent(`${token}.${signature}`)}`;
}
const tokenOf = (cookie: string) =>
  decodeURIComponent(cookie.split(`${COOKIE}=`)[1]!.split(';')[0]!).split('.')[0]!;

test('the sessions table holds the hash of each token: a read of it opens no session', async () => {
  const { app, database } = await testApp({ secret: SECRET });
  const trainer = await signedInTrainer(app);
  const token = tokenOf(trainer.cookie);
  const { rows } = await database.pool.query<{ token: string }>('select token from sessions');
  expect(rows.map((row) => row.token)).toEqual([sessionTokenHash(token)]);
  expect(rows[0]!.token).not.toContain(token);

  /** Who the session cookie says the caller is (null: nobody). */
  const me = async (cookie: string) => {
    const res = await app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    return (res.json() as { user: { id: string } | null }).user?.id ?? null;
  };
  expect(await me(trainer.cookie)).toBe(trainer.id);
  // Even someone holding the secret too: the stored value, signed, is no session.
  expect(await me(cookieFor(rows[0]!.token))).toBeNull();
  expect(await me(cookieFor(token))).toBe(trainer.id);

  // Signing out still finds the row by the token and deletes it.
  const out = await app.inject({
    method: 'DELETE',
    url: '/api/session',
    headers: { cookie: trainer.cookie, origin: TEST_ORIGIN },
  });
  expect(out.statusCode).toBe(204);
  expect((await database.pool.query('select 1 from sessions')).rowCount).toBe(0);
  expect(await me(trainer.cookie)).toBeNull();
  await app.close();
});

test('sessions opened before the migration keep working after it (drizzle/0020)', async () => {
  const { app, database } = await testApp({ secret: SECRET });
  const trainer = await signedInTrainer(app);
  const token = tokenOf(trainer.cookie);
  await app.close();
  // As the table was before: the token in clear.
  await database.pool.query('update sessions set token = $1', [token]);
  const migration = readFileSync(
    path.resolve(import.meta.dirname, '../../../drizzle/0020_hash_session_tokens.sql'),
    'utf8',
  );
  await database.pool.query(migration);
  const { rows } = await database.pool.query<{ token: string }>('select token from sessions');
  expect(rows[0]!.token).toBe(sessionTokenHash(token));
  const { app: after } = await testApp({ database, secret: SECRET });
  const res = await after.inject({ method: 'GET', url: '/api/session', headers: { cookie: trainer.cookie } });
  expect(res.json().user.id).toBe(trainer.id);
  await after.close();
});
