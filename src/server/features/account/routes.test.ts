import { count, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { accounts, loginThrottle, personals, sessions, users } from '#server/db/schema.ts';
import {
  STRONG_PASSWORD,
  TEST_ORIGIN,
  cookieFrom,
  registerPersonal,
  testApp,
  uniqueEmail,
} from '#server/testing/test-app.ts';
import { testDb } from '#server/testing/test-db.ts';
import { loggerOptions } from '#server/http/logger.ts';
import type { App } from '#server/app.ts';
import { THROTTLE } from './login-throttle.ts';

const origin = { origin: TEST_ORIGIN };

/** Who `GET /api/session` says is signed in with `cookie`: their email, or null for nobody. */
async function signedInEmail(app: App, cookie: string): Promise<string | null> {
  const res = await app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return (res.json() as { user: { email: string } | null }).user?.email ?? null;
}

async function throttleRow(db: Awaited<ReturnType<typeof testDb>>['db'], email: string) {
  const [row] = await db
    .select({ failures: loginThrottle.failures })
    .from(loginThrottle)
    .where(eq(loginThrottle.key, `email:${email}`));
  return row;
}

async function userCount(db: Awaited<ReturnType<typeof testDb>>['db']) {
  const [row] = await db.select({ n: count() }).from(users);
  return row!.n;
}

describe('registration', () => {
  test('creates the user, the password account and the personal profile, and signs in', async () => {
    const { app, database } = await testApp();
    const { res, body, cookie } = await registerPersonal(app, { name: '  Marina Costa ' });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ name: 'Marina Costa', email: body.email, role: 'admin' });
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i); // plain http here

    const me = await app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.email).toBe(body.email);

    const [user] = await database.db.select().from(users).where(eq(users.email, body.email));
    const [account] = await database.db.select().from(accounts).where(eq(accounts.userId, user!.id));
    const [profile] = await database.db.select().from(personals).where(eq(personals.id, user!.id));
    expect(account!.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(profile).toBeDefined();
    expect(res.body).not.toContain('argon2');
  });

  test('without ADMIN_EMAIL only the first personal becomes admin, even when two register at once', async () => {
    const { app } = await testApp();
    const [a, b] = await Promise.all([registerPersonal(app), registerPersonal(app)]);
    const roles = [a.res.json().user.role, b.res.json().user.role].sort();
    expect(roles).toEqual(['admin', 'personal']);
    const c = await registerPersonal(app);
    expect(c.res.json().user.role).toBe('personal');
  });

  test('with ADMIN_EMAIL the account with that email is the admin, whenever it registers', async () => {
    const adminEmail = uniqueEmail('dono');
    const { app, database } = await testApp({ adminEmail });
    expect((await registerPersonal(app)).res.json().user.role).toBe('personal');
    expect((await registerPersonal(app, { email: adminEmail })).res.json().user.role).toBe('admin');

    // Registered before ADMIN_EMAIL was set: promoted at the next start.
    const late = uniqueEmail('tardio');
    await registerPersonal(app, { email: late });
    const restarted = await testApp({ database, adminEmail: late });
    const login = await restarted.app.inject({
      method: 'POST',
      url: '/api/session',
      headers: origin,
      payload: { email: late, password: STRONG_PASSWORD },
    });
    expect(login.json().user.role).toBe('admin');
  });

  test('an email already registered is refused in Portuguese and nothing is written', async () => {
    const { app, database } = await testApp();
    const first = await registerPersonal(app);
    const before = await userCount(database.db);
    const again = await registerPersonal(app, { email: first.body.email.toUpperCase() });
    expect(again.res.statusCode).toBe(409);
    expect(again.res.json()).toEqual({
      error: { code: 'EMAIL_TAKEN', message: 'Este email já está cadastrado.' },
    });
    expect(await userCount(database.db)).toBe(before);
  });

  test.each([
    [{ password: 'curta' }, 'PASSWORD_TOO_SHORT', 'A senha precisa ter pelo menos 8 caracteres.'],
    [
      { password: 'Senha123' },
      'PASSWORD_TOO_COMMON',
      'Esta senha é muito comum e fácil de adivinhar. Escolha outra.',
    ],
    [
      { name: 'Ana Souza', password: 'Ana Souza' },
      'PASSWORD_IS_PERSONAL',
      'A senha não pode ser o nome ou o email da conta. Escolha outra.',
    ],
    [
      { name: 'Ana Souza', password: 'anasouza' },
      'PASSWORD_IS_PERSONAL',
      'A senha não pode ser o nome ou o email da conta. Escolha outra.',
    ],
    [{ password: 'x'.repeat(129) + 'y' }, 'PASSWORD_TOO_LONG', 'A senha pode ter no máximo 128 caracteres.'],
    [{ name: '' }, 'FIELDS_REQUIRED', 'Por favor, preencha todos os campos.'],
    [{ email: '' }, 'FIELDS_REQUIRED', 'Por favor, preencha todos os campos.'],
    [{ email: 'nao-e-email' }, 'INVALID_EMAIL', 'Informe um email válido.'],
  ])('refuses %j with %s and writes nothing', async (override, code, message) => {
    const { app, database } = await testApp();
    const { res } = await registerPersonal(app, override);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code, message });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await userCount(database.db)).toBe(0);
  });

  test('accepts a 64-character passphrase', async () => {
    const { app } = await testApp();
    const { res } = await registerPersonal(app, {
      password: 'uma frase longa para a senha do personal no rumofit 2026 ok!!'.padEnd(64, '.'),
    });
    expect(res.statusCode).toBe(201);
  });
});

describe('login and logout', () => {
  test('a wrong password gets the Portuguese error; the right one signs in with a new session', async () => {
    const { app } = await testApp();
    const { body, cookie: registrationCookie } = await registerPersonal(app);
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/session',
      headers: origin,
      payload: { email: body.email, password: 'nao-e-essa-senha' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      error: { code: 'INVALID_CREDENTIALS', message: 'Email ou senha incorretos.' },
    });

    const right = await app.inject({
      method: 'POST',
      url: '/api/session',
      headers: origin,
      payload: { email: ` ${body.email.toUpperCase()} `, password: body.password },
    });
    expect(right.statusCode).toBe(200);
    expect(right.json().user).toMatchObject({ email: body.email, name: body.name });
    const cookie = cookieFrom(right.headers);
    expect(cookie).not.toBe(registrationCookie);
    expect(await signedInEmail(app, cookie)).toBe(body.email);
  });

  test('an unknown email gets the same answer as a wrong password', async () => {
    const { app } = await testApp();
    const res = await app.inject({
      method: 'POST',
      url: '/api/session',
      headers: origin,
      payload: { email: uniqueEmail('ninguem'), password: STRONG_PASSWORD },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('INVALID_CREDENTIALS');
  });

  test('a browser nobody signed in on is told so with 200 and no user, not an error', async () => {
    const { app } = await testApp();
    for (const headers of [{}, { cookie: 'rumofit.session_token=forjado.assinatura' }]) {
      const res = await app.inject({ method: 'GET', url: '/api/session', headers });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ user: null });
    }
  });

  test('logout ends the session on the server: the old cookie is nobody, and a signed route says 401', async () => {
    const { app, database } = await testApp();
    const { cookie } = await registerPersonal(app);
    const out = await app.inject({ method: 'DELETE', url: '/api/session', headers: { cookie, ...origin } });
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(/Max-Age=0/i);
    const [left] = await database.db.select({ n: count() }).from(sessions);
    expect(left!.n).toBe(0);
    const me = await app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ user: null });
    const profile = await app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });
    expect(profile.statusCode).toBe(401);
    expect(profile.json().error.code).toBe('UNAUTHENTICATED');
  });

  test('a session unused past its idle limit ends', async () => {
    const { app, database } = await testApp();
    const { cookie } = await registerPersonal(app);
    await database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) });
    expect(await signedInEmail(app, cookie)).toBeNull();
  });

  test('a session ends after its absolute lifetime even when used every day', async () => {
    let now = new Date();
    const { app, database } = await testApp({ clock: { now: () => now } });
    const { cookie, body } = await registerPersonal(app);
    now = new Date(now.getTime() + 29 * 24 * 3600 * 1000);
    expect(await signedInEmail(app, cookie)).toBe(body.email);
    now = new Date(now.getTime() + 2 * 24 * 3600 * 1000);
    expect(await signedInEmail(app, cookie)).toBeNull();
    const [left] = await database.db.select({ n: count() }).from(sessions);
    expect(left!.n).toBe(0);
  });
});

describe('brute force', () => {
  test('failed logins for one email are slowed, then refused with 429, and work again after the window', async () => {
    let now = new Date();
    const waits: number[] = [];
    const { app } = await testApp({
      clock: { now: () => now },
      loginDelayStepMs: 500,
      sleep: async (ms) => void waits.push(ms),
    });
    const { body } = await registerPersonal(app);
    const attempt = (password: string, ip = '10.0.0.1') =>
      app.inject({
        method: 'POST',
        url: '/api/session',
        remoteAddress: ip,
        headers: origin,
        payload: { email: body.email, password },
      });

    for (let i = 0; i < THROTTLE.emailRefuseAt; i += 1) {
      expect((await attempt('senha-errada-demais')).statusCode).toBe(401);
    }
    expect(waits.length).toBeGreaterThan(0);
    expect(waits).toEqual([...waits].sort((a, b) => a - b)); // each further failure waits longer

    const refused = await attempt(body.password, '10.0.0.2');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toEqual({
      code: 'LOGIN_THROTTLED',
      message: 'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    now = new Date(now.getTime() + THROTTLE.windowMs + 1000);
    expect((await attempt(body.password)).statusCode).toBe(200);
  });

  test('20 wrong passwords at once leave the email locked exactly as 20 one after another do', async () => {
    const { app, database } = await testApp();
    const attempt = (email: string, password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/session',
        remoteAddress: '10.0.0.7',
        headers: origin,
        payload: { email, password },
      });
    const tally = (codes: number[]) =>
      codes.reduce((m, c) => m.set(c, (m.get(c) ?? 0) + 1), new Map<number, number>());

    const sequential = (await registerPersonal(app)).body;
    const oneByOne: number[] = [];
    for (let i = 0; i < 20; i += 1)
      oneByOne.push((await attempt(sequential.email, 'senha-errada-demais')).statusCode);

    const parallel = (await registerPersonal(app)).body;
    const atOnce = await Promise.all(
      Array.from({ length: 20 }, () => attempt(parallel.email, 'senha-errada-demais')),
    );

    expect(tally(atOnce.map((r) => r.statusCode))).toEqual(tally(oneByOne));
    expect(tally(oneByOne)).toEqual(
      new Map([
        [401, THROTTLE.emailRefuseAt],
        [429, 20 - THROTTLE.emailRefuseAt],
      ]),
    );
    expect(await throttleRow(database.db, parallel.email)).toEqual({ failures: THROTTLE.emailRefuseAt });
    expect(await throttleRow(database.db, sequential.email)).toEqual({ failures: THROTTLE.emailRefuseAt });
    // Locked: the right password is refused too.
    expect((await attempt(parallel.email, parallel.password)).statusCode).toBe(429);
  });

  test('successful logins from one address never add up to a refusal of that address', async () => {
    const { app } = await testApp();
    const { body } = await registerPersonal(app);
    for (let i = 0; i <= THROTTLE.addressRefuseAt; i += 1) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/session',
        remoteAddress: '10.8.8.8',
        headers: origin,
        payload: { email: body.email, password: body.password },
      });
      expect(res.statusCode).toBe(200);
    }
  });

  test('one address failing across many emails is refused too', async () => {
    const { app } = await testApp();
    let last = 0;
    for (let i = 0; i <= THROTTLE.addressRefuseAt; i += 1) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/session',
        remoteAddress: '10.9.9.9',
        headers: origin,
        payload: { email: `alvo${i}@exemplo.com`, password: 'qualquer-coisa-1' },
      });
      last = res.statusCode;
    }
    expect(last).toBe(429);
  });
});

test('the database never holds a readable password', async () => {
  const database = await testDb();
  const { app } = await testApp({ database });
  const { body } = await registerPersonal(app);
  const rows = await database.pool.query('select * from accounts');
  expect(JSON.stringify(rows.rows)).not.toContain(body.password);
});

test('logins, failures and refusals are logged, but never a password or a session token', async () => {
  const lines: string[] = [];
  const { app } = await testApp({
    logger: loggerOptions('trace', { write: (line) => void lines.push(line) }),
  });
  const { body, cookie } = await registerPersonal(app);
  await app.inject({
    method: 'POST',
    url: '/api/session',
    headers: origin,
    payload: { email: body.email, password: 'errei-a-senha-agora' },
  });
  const ok = await app.inject({
    method: 'POST',
    url: '/api/session',
    headers: origin,
    payload: { email: body.email, password: body.password },
  });
  expect(ok.statusCode).toBe(200);
  await app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });
  await app.inject({ method: 'GET', url: '/api/exercises' });

  const log = lines.join('\n');
  const events = lines.map((line) => JSON.parse(line).event).filter(Boolean);
  expect(events).toEqual(expect.arrayContaining(['register', 'login_failed', 'login', 'access_refused']));
  const tokens = [cookie, cookieFrom(ok.headers)].map((c) => c.split('=')[1]!.split('.')[0]!);
  for (const secret of [body.password, 'errei-a-senha-agora', ...tokens]) expect(log).not.toContain(secret);
  expect(log).not.toContain(body.email); // emails are masked in security events
});

test('behind HTTPS the session cookie is Secure and still works', async () => {
  const publicUrl = 'https://app.rumofit.test';
  const { app } = await testApp({ publicUrl });
  const res = await app.inject({
    method: 'POST',
    url: '/api/register',
    headers: { origin: publicUrl },
    payload: { name: 'Paula Segura', email: uniqueEmail(), password: STRONG_PASSWORD },
  });
  expect(res.statusCode).toBe(201);
  const setCookie = String(res.headers['set-cookie']);
  expect(setCookie).toMatch(/^__Secure-rumofit\.session_token=/);
  expect(setCookie).toMatch(/; Secure/i);
  const me = await app.inject({
    method: 'GET',
    url: '/api/session',
    headers: { cookie: cookieFrom(res.headers) },
  });
  expect(me.statusCode).toBe(200);
});
