import { describe, expect, test } from 'vitest';
import { localDate, addDays } from '#shared/domain/dates/local-date.ts';
import { STRONG_PASSWORD } from '#server/testing/test-app.ts';
import { testApp } from '#server/testing/test-app.ts';
import { addStudent, signIn, signedInTrainer } from '#server/testing/trainer.ts';

/** A fresh platform: the first personal is the admin; a trainer with two students. */
async function platform() {
  const { app, database } = await testApp();
  const admin = await signedInTrainer(app, 'Admin Geral');
  const trainer = await signedInTrainer(app, 'Bruno Personal');
  const joao = await addStudent(trainer.call, 'João Araújo');
  const maria = await addStudent(trainer.call, 'Maria Lima');
  return { app, database, admin, trainer, joao, maria };
}

describe("the admin's users", () => {
  test('one page of every login, searched without accents and filtered by role', async () => {
    const { admin } = await platform();
    const all = (await admin.call('GET', '/api/admin/users')).json();
    expect(all.total).toBe(4);
    expect(all.items.map((user: { name: string }) => user.name)).toEqual([
      'Admin Geral',
      'Bruno Personal',
      'João Araújo',
      'Maria Lima',
    ]);
    const joao = (await admin.call('GET', '/api/admin/users?q=joao%20arau')).json();
    expect(joao.items).toHaveLength(1);
    expect(joao.items[0]).toMatchObject({
      role: 'student',
      planStatus: 'pending_creation',
      hasAnamnesis: false,
      personalName: 'Bruno Personal',
      studentCount: null,
    });
    const trainers = (await admin.call('GET', '/api/admin/users?role=personal')).json();
    expect(trainers.items.map((user: { studentCount: number }) => user.studentCount)).toEqual([0, 2]);
    expect(trainers.items.map((user: { hasAnamnesis: null }) => user.hasAnamnesis)).toEqual([null, null]);
    const paged = (await admin.call('GET', '/api/admin/users?pageSize=3&page=2')).json();
    expect(paged).toMatchObject({ total: 4, page: 2, pageCount: 2 });
    expect(paged.items).toHaveLength(1);
  });

  test('an expiry a person would not mean is refused for the admin too, and nothing changes', async () => {
    const { admin } = await platform();
    const [row] = (await admin.call('GET', '/api/admin/users?q=joao')).json().items;
    const res = await admin.call('PATCH', `/api/admin/users/${row.id}`, {
      version: row.version,
      name: 'Outro Nome',
      planExpiryDate: '2999-12-31',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('EXPIRY_OUT_OF_RANGE');
    expect(res.json().error.message).toMatch(/^O vencimento precisa ficar entre \d{2}\/\d{2}\/\d{4} e /);
    const [after] = (await admin.call('GET', '/api/admin/users?q=joao')).json().items;
    expect(after).toMatchObject({ name: 'João Araújo', planExpiryDate: null, version: row.version });
  });

  test('renames a student, renews a year and sets a password the student then signs in with; a stale save writes nothing', async () => {
    const { app, admin, trainer, joao } = await platform();
    const [row] = (await admin.call('GET', '/api/admin/users?q=joao')).json().items;
    const today = localDate(new Date());
    const res = await admin.call('PATCH', `/api/admin/users/${joao.id}`, {
      version: row.version,
      name: 'João Araújo Neto',
      renewMonths: 12,
      newPassword: 'outra-senha-bem-longa',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'João Araújo Neto',
      planStatus: 'active',
      version: row.version + 1,
    });
    expect(res.json().planExpiryDate >= addDays(today, 364)).toBe(true);
    // The trainer sees the new name and the plan; the student signs in with the new password only.
    const detail = (await trainer.call('GET', `/api/students/${joao.id}`)).json();
    expect(detail).toMatchObject({ name: 'João Araújo Neto', planStatus: 'active' });
    expect((await signIn(app, joao.email, 'outra-senha-bem-longa')).res.statusCode).toBe(200);
    expect((await signIn(app, joao.email, STRONG_PASSWORD)).res.statusCode).toBe(401);

    const stale = await admin.call('PATCH', `/api/admin/users/${joao.id}`, {
      version: row.version,
      name: 'Outro',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('USER_CHANGED');
    expect((await trainer.call('GET', `/api/students/${joao.id}`)).json().name).toBe('João Araújo Neto');
  });

  test("an email already in use, or a password that is the user's name, is refused and nothing changes", async () => {
    const { admin, trainer, joao, maria } = await platform();
    const [row] = (await admin.call('GET', '/api/admin/users?q=joao')).json().items;
    const taken = await admin.call('PATCH', `/api/admin/users/${joao.id}`, {
      version: row.version,
      name: 'Nome Novo',
      email: maria.email,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe('Este email já está cadastrado.');
    const personal = await admin.call('PATCH', `/api/admin/users/${joao.id}`, {
      version: row.version,
      newPassword: 'João Araújo',
    });
    expect(personal.statusCode).toBe(400);
    expect((await trainer.call('GET', `/api/students/${joao.id}`)).json().name).toBe('João Araújo');
  });

  test('a trainer with students is not deleted until another receives them; then they move and the login goes', async () => {
    const { admin, trainer, joao } = await platform();
    const refused = await admin.call('DELETE', `/api/admin/users/${trainer.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'Este personal tem 2 aluno(s). Escolha outro personal para recebê-los antes de excluir.',
    );
    expect((await admin.call('DELETE', `/api/admin/users/${trainer.id}?moveTo=${joao.id}`)).statusCode).toBe(
      400,
    );
    expect((await admin.call('DELETE', `/api/admin/users/${trainer.id}?moveTo=${admin.id}`)).statusCode).toBe(
      204,
    );
    const moved = (await admin.call('GET', '/api/admin/users?role=student')).json().items;
    expect(moved.map((user: { personalName: string }) => user.personalName)).toEqual([
      'Admin Geral',
      'Admin Geral',
    ]);
    expect((await admin.call('GET', `/api/students/${joao.id}`)).statusCode).toBe(200);
    expect((await admin.call('DELETE', `/api/admin/users/${admin.id}`)).statusCode).toBe(400);
  });

  test('a trainer and a student get 403, nobody signed in 401', async () => {
    const { app, trainer, joao } = await platform();
    const student = await signIn(app, joao.email);
    for (const [method, url, body] of [
      ['GET', '/api/admin/users', undefined],
      ['PATCH', `/api/admin/users/${joao.id}`, { version: 1, name: 'x' }],
      ['DELETE', `/api/admin/users/${joao.id}`, undefined],
    ] as const) {
      expect((await trainer.call(method, url, body)).statusCode, url).toBe(403);
      expect((await student.call(method, url, body)).statusCode, url).toBe(403);
      expect((await app.inject({ method, url, payload: body as object })).statusCode, url).toBe(401);
    }
  });
});
