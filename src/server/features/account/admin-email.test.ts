import { describe, expect, test } from 'vitest';
import { users } from '#server/db/schema.ts';
import { ERROR_MESSAGES } from '#shared/contracts/errors.ts';
import { STRONG_PASSWORD, registerPersonal, testApp } from '#server/testing/test-app.ts';
import { testDb } from '#server/testing/test-db.ts';
import { caller, signedInTrainer } from '#server/testing/trainer.ts';

const ADMIN_EMAIL = 'dono@academia.com.br';

describe('the ADMIN_EMAIL address is the admin’s alone', () => {
  test('a trainer cannot give it to a student, and the admin can still register with it', async () => {
    const { app, database } = await testApp({ adminEmail: ADMIN_EMAIL });
    const trainer = await signedInTrainer(app);
    for (const email of [ADMIN_EMAIL, 'Dono@Academia.com.br']) {
      const res = await trainer.call('POST', '/api/students', {
        name: 'Aluno Esperto',
        email,
        password: STRONG_PASSWORD,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toMatchObject({
        code: 'EMAIL_RESERVED',
        message: 'Este email é reservado para o administrador do RumoFit. Use outro.',
      });
    }
    const emails = (await database.db.select({ email: users.email }).from(users)).map((u) => u.email);
    expect(emails).not.toContain(ADMIN_EMAIL);

    const admin = await registerPersonal(app, { email: ADMIN_EMAIL });
    expect(admin.res.statusCode).toBe(201);
    expect(admin.res.json().user.role).toBe('admin');
  });

  test('the admin cannot give it to another login, who would become the admin at the next start', async () => {
    // The admin was the first to register; ADMIN_EMAIL, set later, names an address nobody holds yet.
    const database = await testDb();
    const before = (await testApp({ database })).app;
    const admin = await signedInTrainer(before, 'Admin Antiga');
    const other = await registerPersonal(before);
    const otherId = other.res.json().user.id as string;
    await before.close();
    const { app } = await testApp({ database, adminEmail: ADMIN_EMAIL });
    const call = caller(app, admin.cookie);
    const list = await call('GET', '/api/admin/users?role=personal');
    const version = (list.json().items as { id: string; version: number }[]).find(
      (u) => u.id === otherId,
    )!.version;
    const res = await call('PATCH', `/api/admin/users/${otherId}`, { version, email: ADMIN_EMAIL });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('EMAIL_RESERVED');
    expect(res.json().error.fields).toEqual({ email: ERROR_MESSAGES.EMAIL_RESERVED });
    // Another address is fine.
    const renamed = await call('PATCH', `/api/admin/users/${otherId}`, {
      version,
      email: 'outra@academia.com.br',
    });
    expect(renamed.statusCode).toBe(200);
  });
});
