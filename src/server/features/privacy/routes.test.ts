import { describe, expect, test } from 'vitest';
import { testApp } from '#server/testing/test-app.ts';
import { signedInStudent, submitAnamnesis } from '#server/testing/student.ts';

const ANSWERS = {
  specificGoal: 'Emagrecimento',
  availableDays: ['Terça-feira'],
  healthIssues: 'Hipertensão controlada',
};

describe("the student's own data (LGPD Art. 18)", () => {
  test('downloads everything kept about them, who read their answers included', async () => {
    const { app } = await testApp();
    const { trainer, student, call } = await signedInStudent(app, { name: 'Rita Alves' });
    await submitAnamnesis(call, ANSWERS);
    await trainer.call('GET', `/api/students/${student.id}`);
    await trainer.call('PUT', `/api/students/${student.id}/coach-reading`, { addConditions: ['asthma'] });
    const res = await call('GET', '/api/me/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="rumofit-meus-dados.json"/);
    const data = res.json();
    expect(data.account).toEqual({ name: 'Rita Alves', email: student.email, role: 'student' });
    expect(data.anamnesis.answers.healthIssues).toBe('Hipertensão controlada');
    expect(data.anamnesis.consents).toHaveLength(1);
    expect(data.anamnesis.coachCorrections).toMatchObject({ addConditions: ['asthma'] });
    expect(data.whoReadYourAnswers).toEqual([expect.objectContaining({ actorName: 'Ana Treinadora' })]);
    expect(data.training).toEqual({ sets: [], days: [], performance: [] });
  });

  test('withdrawing the consent deletes the answers; the trainer sees the student waiting for an anamnesis', async () => {
    const { app } = await testApp();
    const { trainer, student, call } = await signedInStudent(app, { name: 'Rita Alves' });
    await submitAnamnesis(call, ANSWERS);
    const before = (await trainer.call('GET', `/api/students/${student.id}`)).json();
    expect(before.anamnesis).not.toBeNull();
    const reading = `/api/students/${student.id}/coach-reading`;
    await trainer.call('PUT', reading, { addConditions: ['asthma'] });
    expect((await call('DELETE', '/api/me/anamnesis')).statusCode).toBe(204);
    // The trainer's corrections named health conditions: they go with the answers.
    expect((await trainer.call('GET', reading)).json()).toMatchObject({
      lines: [],
      corrections: { addConditions: [] },
    });
    const after = (await trainer.call('GET', `/api/students/${student.id}`)).json();
    expect(after.anamnesis).toBeNull();
    expect(after.version).toBe(before.version + 1);
    // The trainer is told where the answers were: withdrawn, and when.
    expect(before.consentWithdrawnAt).toBeNull();
    expect(after.consentWithdrawnAt).toEqual(expect.any(String));
    const row = (await trainer.call('GET', '/api/students?q=rita')).json().items[0];
    expect(row.hasAnamnesis).toBe(false);
    const state = (await call('GET', '/api/me/anamnesis')).json();
    expect(state).toMatchObject({ consent: null, submitted: null });
  });

  test('only the student reaches their own data', async () => {
    const { app } = await testApp();
    const { trainer } = await signedInStudent(app);
    expect((await trainer.call('GET', '/api/me/export')).statusCode).toBe(403);
    expect((await trainer.call('DELETE', '/api/me/anamnesis')).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/me/export' })).statusCode).toBe(401);
  });
});
