import { describe, expect, test } from 'vitest';
import type { App } from '#server/app.ts';
import { sessions } from '#server/db/schema.ts';
import { registerPersonal, testApp } from '#server/testing/test-app.ts';
import { testDb } from '#server/testing/test-db.ts';
import { addStudent, signIn, signedInTrainer } from '#server/testing/trainer.ts';

const NEW_PASSWORD = 'outra-senha-bem-comprida';
const status = (app: App, cookie: string, url = '/api/session') =>
  app.inject({ method: 'GET', url, headers: { cookie } }).then((res) => res.statusCode);
const signedInAs = (app: App, cookie: string) =>
  app.inject({ method: 'GET', url: '/api/session', headers: { cookie } }).then((res) => res.json().user);

async function until(check: () => Promise<boolean>, ms = 5000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Two instances on one database whose session caches never expire on their own (the clock stands
 * still): only the session-end NOTIFY or the instance's own forgetting can end a cached session.
 */
async function twoInstances() {
  const database = await testDb();
  const a = (await testApp({ database, sessionCacheTicks: () => 0 })).app;
  const b = (await testApp({ database, sessionCacheTicks: () => 0 })).app;
  return { database, a, b };
}

describe('a new password ends the other sessions of its user, on every instance', () => {
  test('the trainer’s new password for a student', async () => {
    const { a, b } = await twoInstances();
    const trainer = await signedInTrainer(a);
    const student = await addStudent(trainer.call, 'Caio Aluno');
    const phone = await signIn(a, student.email);
    const laptop = await signIn(b, student.email);
    // Both instances hold the sessions in memory.
    expect(await status(a, phone.cookie, '/api/me')).toBe(200);
    expect(await status(b, laptop.cookie, '/api/me')).toBe(200);

    const res = await trainer.call('PATCH', `/api/students/${student.id}`, {
      version: student.version,
      newPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    // The instance that changed it stops at once; the other as soon as the NOTIFY arrives.
    expect(await status(a, phone.cookie, '/api/me')).toBe(401);
    await until(async () => (await status(b, laptop.cookie, '/api/me')) === 401);
    expect(await status(a, laptop.cookie, '/api/me')).toBe(401);
    // The trainer stays signed in, the old password is refused and the new one works.
    expect(await status(a, trainer.cookie, '/api/students')).toBe(200);
    expect((await signIn(a, student.email)).res.statusCode).toBe(401);
    expect((await signIn(b, student.email, NEW_PASSWORD)).res.statusCode).toBe(200);
  });

  test('the admin’s new password for a user, and for the admin’s own login', async () => {
    const { database, a, b } = await twoInstances();
    const admin = await signedInTrainer(a, 'Admin Primeira');
    const other = await signIn(b, (await signedInAs(a, admin.cookie)).email);
    const trainer = await registerPersonal(a);
    const trainerId = trainer.res.json().user.id as string;
    expect(await status(b, trainer.cookie, '/api/profile')).toBe(200);
    expect(await status(b, other.cookie, '/api/profile')).toBe(200);

    const version = async (id: string) => {
      const list = await admin.call('GET', '/api/admin/users');
      return (list.json().items as { id: string; version: number }[]).find((u) => u.id === id)!.version;
    };
    const changed = await admin.call('PATCH', `/api/admin/users/${trainerId}`, {
      version: await version(trainerId),
      newPassword: NEW_PASSWORD,
    });
    expect(changed.statusCode).toBe(200);
    await until(async () => (await status(b, trainer.cookie, '/api/profile')) === 401);

    // Their own: every other session ends (on B too), the one that changed it stays.
    const own = await admin.call('PATCH', `/api/admin/users/${admin.id}`, {
      version: await version(admin.id),
      newPassword: NEW_PASSWORD,
    });
    expect(own.statusCode).toBe(200);
    await until(async () => (await status(b, other.cookie, '/api/profile')) === 401);
    expect(await status(a, admin.cookie, '/api/profile')).toBe(200);
    expect(await status(b, admin.cookie, '/api/profile')).toBe(200);
    const left = await database.db.select({ userId: sessions.userId }).from(sessions);
    expect(left.filter((row) => row.userId === admin.id)).toHaveLength(1);
  });

  test('a session deleted by any means reaches the other instance without waiting for its second', async () => {
    const { database, b } = await twoInstances();
    const { cookie } = await registerPersonal(b);
    expect(await status(b, cookie, '/api/profile')).toBe(200);
    await database.db.delete(sessions);
    await until(async () => (await status(b, cookie, '/api/profile')) === 401);
  });
});

test('the new password signs the student in again', async () => {
  const { a } = await twoInstances();
  const trainer = await signedInTrainer(a);
  const student = await addStudent(trainer.call, 'Dora Aluna');
  await trainer.call('PATCH', `/api/students/${student.id}`, {
    version: student.version,
    newPassword: NEW_PASSWORD,
  });
  const again = await signIn(a, student.email, NEW_PASSWORD);
  expect(again.res.statusCode).toBe(200);
  expect(await status(a, again.cookie, '/api/me')).toBe(200);
});
