import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { describe, expect, test } from 'vitest';
import { accounts, users } from '#server/db/schema.ts';
import { hashPassword } from '#server/auth/passwords.ts';
import { TEST_ORIGIN, cookieFrom, registerPersonal, testApp, uniqueEmail } from '#server/testing/test-app.ts';
import { installAccessControl } from './access.ts';

describe('every route declares who may call it', () => {
  test('a route without an access rule stops the app from starting', async () => {
    const app = Fastify();
    installAccessControl(app, { resolve: async () => null, stillSignedIn: async () => true });
    expect(() => app.get('/api/forgotten', async () => 'oops')).toThrow(
      /GET \/api\/forgotten declares no access rule/,
    );
  });

  test('anonymous calls to every protected route get 401', async () => {
    const { app } = await testApp();
    const protectedRoutes = app.declaredRoutes.filter((r) => r.access !== 'public');
    expect(protectedRoutes.length).toBeGreaterThan(0);
    for (const route of protectedRoutes) {
      const res = await app.inject({
        method: route.method as 'GET',
        url: route.url.replace(/:(\w+)/g, 'x'),
        headers: { origin: TEST_ORIGIN },
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHENTICATED');
    }
  });

  test('a signed-in user of the wrong role gets 403', async () => {
    const { app, database } = await testApp();
    const email = uniqueEmail('aluna');
    const id = randomUUID();
    await database.db.insert(users).values({ id, name: 'Aluna', email, role: 'student' });
    await database.db.insert(accounts).values({
      id: randomUUID(),
      accountId: id,
      providerId: 'credential',
      userId: id,
      password: await hashPassword('aluna-treina-muito'),
    });
    const login = await app.inject({
      method: 'POST',
      url: '/api/session',
      headers: { origin: TEST_ORIGIN },
      payload: { email, password: 'aluna-treina-muito' },
    });
    expect(login.json().user.role).toBe('student');
    const cookie = cookieFrom(login.headers);
    const profile = await app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });
    expect(profile.statusCode).toBe(403);
    expect(profile.json().error.code).toBe('FORBIDDEN');

    const personal = await registerPersonal(app);
    const own = await app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { cookie: personal.cookie },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ email: personal.body.email, settings: {} });
  });
});
