import { describe, expect, test } from 'vitest';
import { testApp } from '#server/testing/test-app.ts';
import { signedInStudent, submitAnamnesis } from '#server/testing/student.ts';
import { signedInTrainer } from '#server/testing/trainer.ts';

const ANSWERS = {
  specificGoal: 'Hipertrofia (ganho de massa)',
  availableDays: ['Segunda-feira', 'Quarta-feira'],
  orthopedicProblems: 'Condromalácia no joelho direito',
};

async function platform() {
  const { app, database } = await testApp();
  const admin = await signedInTrainer(app, 'Admin Geral');
  const setup = await signedInStudent(app, { name: 'Carla Mendes' });
  return { app, database, admin, ...setup };
}

describe('the record of who read health data (LGPD Art. 37)', () => {
  test('the trainer opening the answers is recorded once per visit; the student sees who, the admin sees from where', async () => {
    const { admin, trainer, student, call } = await platform();
    // No answers yet: opening the student reads no health data.
    await trainer.call('GET', `/api/students/${student.id}`);
    expect((await call('GET', '/api/me/access-log')).json().total).toBe(0);

    await submitAnamnesis(call, ANSWERS);
    await trainer.call('GET', `/api/students/${student.id}`);
    await trainer.call('GET', `/api/students/${student.id}`);
    const mine = (await call('GET', '/api/me/access-log')).json();
    expect(mine.total).toBe(1);
    expect(mine.items[0]).toEqual({
      at: expect.any(String),
      actorName: 'Ana Treinadora',
      actorRole: 'personal',
      action: 'anamnesis_read',
    });

    const log = (await admin.call('GET', '/api/admin/audit?q=carla')).json();
    expect(log.items).toEqual([
      expect.objectContaining({
        actorName: 'Ana Treinadora',
        action: 'anamnesis_read',
        studentName: 'Carla Mendes',
        ip: '127.0.0.1',
      }),
    ]);
    // The record never holds the answers themselves.
    expect(JSON.stringify(log)).not.toContain('Condromalácia');
    expect((await admin.call('GET', '/api/admin/audit?q=outra%20pessoa')).json().total).toBe(0);
  });

  test("the admin's changes are recorded with what they touched", async () => {
    const { admin } = await platform();
    await admin.call('POST', '/api/admin/ai-keys', { key: 'AIzaSyRegistro-9876' });
    const log = (await admin.call('GET', '/api/admin/audit')).json();
    expect(log.items[0]).toMatchObject({ actorName: 'Admin Geral', action: 'ai_key_added', target: '…9876' });
  });

  test('only the admin reads the record; only a student reads their own', async () => {
    const { app, trainer, call } = await platform();
    expect((await trainer.call('GET', '/api/admin/audit')).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/audit')).statusCode).toBe(403);
    expect((await trainer.call('GET', '/api/me/access-log')).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/me/access-log' })).statusCode).toBe(401);
  });
});
