import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { anamnesisConsents, anamnesisDrafts, students } from '#server/db/schema.ts';
import { testApp } from '#server/testing/test-app.ts';
import { storedAnamnesis } from './repo.ts';
import { signedInStudent } from '#server/testing/student.ts';
import { ANAMNESIS_CONSENT_VERSION } from '#shared/domain/anamnesis/questions.ts';

const answers = {
  sex: 'Feminino',
  age: 34,
  height: 165,
  weight: 62.5,
  whatsapp: '11912345678',
  profession: 'Professora',
  specificGoal: 'Hipertrofia (ganho de massa)',
  hasTrainedBefore: true,
  orthopedicProblems: 'Condromalácia no joelho direito',
  availableDays: ['Segunda-feira', 'Quarta-feira'],
  equipment: ['Halteres'],
  city: '',
  likedWorkouts: '   ',
};
const consent = { textVersion: ANAMNESIS_CONSENT_VERSION };

describe('the student’s anamnesis', () => {
  test('without consent nothing is stored, neither draft nor answers', async () => {
    const { app, database } = await testApp();
    const { call, student } = await signedInStudent(app);
    const draft = await call('PUT', '/api/me/anamnesis/draft', { step: 2, answers });
    expect(draft.statusCode).toBe(403);
    expect(draft.json().error.code).toBe('CONSENT_REQUIRED');
    const submit = await call('PUT', '/api/me/anamnesis', { answers });
    expect(submit.statusCode).toBe(403);
    expect(await database.db.select().from(anamnesisDrafts)).toEqual([]);
    const [row] = await database.db.select().from(students).where(eq(students.id, student.id));
    expect(row!.anamnesis).toBeNull();
    const outdated = await call('POST', '/api/me/anamnesis/consent', { textVersion: 'v0' });
    expect(outdated.statusCode).toBe(400);
    expect(outdated.json().error.code).toBe('CONSENT_OUTDATED');
    expect(await database.db.select().from(anamnesisConsents)).toEqual([]);
  });

  test('consent is recorded with its text version and time, once', async () => {
    const { app, database } = await testApp({ clock: { now: () => new Date('2026-11-22T13:00:00Z') } });
    const { call, student } = await signedInStudent(app);
    const first = await call('POST', '/api/me/anamnesis/consent', consent);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      textVersion: ANAMNESIS_CONSENT_VERSION,
      grantedAt: '2026-11-22T13:00:00.000Z',
    });
    await call('POST', '/api/me/anamnesis/consent', consent);
    const rows = await database.db.select().from(anamnesisConsents);
    expect(rows).toEqual([
      {
        studentId: student.id,
        textVersion: ANAMNESIS_CONSENT_VERSION,
        grantedAt: new Date('2026-11-22T13:00:00Z'),
      },
    ]);
  });

  test('the draft and its step follow the student to another device, and submitting clears it', async () => {
    const { app } = await testApp();
    const { call, student, trainer } = await signedInStudent(app);
    await call('POST', '/api/me/anamnesis/consent', consent);
    expect((await call('PUT', '/api/me/anamnesis/draft', { step: 3, answers })).statusCode).toBe(204);

    const { signIn } = await import('#server/testing/trainer.ts');
    const otherDevice = await signIn(app, student.email);
    const state = (await otherDevice.call('GET', '/api/me/anamnesis')).json();
    expect(state.draft.step).toBe(3);
    expect(state.draft.answers).toMatchObject({
      sex: 'Feminino',
      weight: 62.5,
      availableDays: ['Segunda-feira', 'Quarta-feira'],
    });
    expect(state.draft.answers).not.toHaveProperty('city');
    expect(state.submitted).toBeNull();

    const before = (await trainer.call('GET', `/api/students/${student.id}`)).json();
    expect((await otherDevice.call('PUT', '/api/me/anamnesis', { answers })).statusCode).toBe(204);
    const after = (await trainer.call('GET', `/api/students/${student.id}`)).json();
    expect(after.version).toBe(before.version + 1);
    expect(after).toMatchObject({
      planStatus: 'pending_creation',
      goal: 'Hipertrofia (ganho de massa)',
      whatsapp: '11912345678',
      anamnesis: { orthopedicProblems: 'Condromalácia no joelho direito', age: 34 },
    });
    expect(after.anamnesis).not.toHaveProperty('likedWorkouts');
    const home = (await call('GET', '/api/me')).json();
    expect(home).toMatchObject({ hasAnamnesis: true, sex: 'Feminino' });
    const cleared = (await call('GET', '/api/me/anamnesis')).json();
    expect(cleared.draft).toBeNull();
    expect(cleared.submitted.specificGoal).toBe('Hipertrofia (ganho de massa)');
  });

  test('odd answers get a 400 and change nothing', async () => {
    const { app, database } = await testApp();
    const { call, student } = await signedInStudent(app);
    await call('POST', '/api/me/anamnesis/consent', consent);
    const bad = [
      { ...answers, age: -3 },
      { ...answers, age: 999 },
      { ...answers, height: 5 },
      { ...answers, height: 251 },
      { ...answers, weight: 5 },
      { ...answers, hoursSitting: 30 },
      { ...answers, age: 'trinta' },
      { ...answers, sex: 'Outro' },
      { ...answers, availableDays: ['Segunda-feira', 'Segunda-feira'] },
      { ...answers, whatsapp: '(11) 91234-5678' },
      { ...answers, observations: 'x'.repeat(1001) },
      { ...answers, favouriteColour: 'azul' },
    ];
    for (const candidate of bad) {
      const res = await call('PUT', '/api/me/anamnesis', { answers: candidate });
      expect(res.statusCode, JSON.stringify(candidate).slice(0, 80)).toBe(400);
    }
    expect((await call('PUT', '/api/me/anamnesis/draft', { step: 8, answers })).statusCode).toBe(400);
    const [row] = await database.db.select().from(students).where(eq(students.id, student.id));
    expect(row!.anamnesis).toBeNull();
    expect(row!.version).toBe(1);
  });

  test('answers stored before the minimums lose only the number no person means', () => {
    const { city: _blank, likedWorkouts: _spaces, height: _height, ...kept } = answers;
    expect(storedAnamnesis({ ...kept, height: 5, hoursSitting: 30 })).toEqual(kept);
  });

  test('the answers never reach the log', async () => {
    const lines: string[] = [];
    const stream = { write: (line: string) => lines.push(line) };
    const { app } = await testApp({ logger: { level: 'trace', stream } });
    const { call } = await signedInStudent(app);
    await call('POST', '/api/me/anamnesis/consent', consent);
    await call('PUT', '/api/me/anamnesis/draft', { step: 5, answers });
    await call('PUT', '/api/me/anamnesis', { answers });
    await call('GET', '/api/me/anamnesis');
    const log = lines.join('\n');
    expect(log).toContain('anamnesis_submitted');
    expect(log).not.toMatch(/Condromal|Professora|11912345678|Hipertrofia/);
  });

  test('a submit without the goal or the available days is refused in pt-BR; a draft may lack them', async () => {
    const { app, database } = await testApp();
    const { call, student } = await signedInStudent(app);
    await call('POST', '/api/me/anamnesis/consent', consent);
    const { specificGoal: _goal, availableDays: _days, ...rest } = answers;
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'ANAMNESIS_GOAL_REQUIRED'],
      [{ ...rest, availableDays: ['Segunda-feira'] }, 'ANAMNESIS_GOAL_REQUIRED'],
      [{ ...rest, specificGoal: '', availableDays: ['Segunda-feira'] }, 'ANAMNESIS_GOAL_REQUIRED'],
      [{ ...rest, specificGoal: answers.specificGoal }, 'ANAMNESIS_DAYS_REQUIRED'],
      [{ ...rest, specificGoal: answers.specificGoal, availableDays: [] }, 'ANAMNESIS_DAYS_REQUIRED'],
    ];
    for (const [sent, code] of cases) {
      const res = await call('PUT', '/api/me/anamnesis', { answers: sent });
      expect(res.statusCode, JSON.stringify(sent)).toBe(400);
      expect(res.json().error.code).toBe(code);
      expect(res.json().error.message).toMatch(/personal trainer monta|treino é montado/);
    }
    const [row] = await database.db.select().from(students).where(eq(students.id, student.id));
    expect(row!.anamnesis).toBeNull();

    expect((await call('PUT', '/api/me/anamnesis/draft', { step: 1, answers: rest })).statusCode).toBe(204);
    const ok = await call('PUT', '/api/me/anamnesis', {
      answers: { specificGoal: 'Reabilitação', availableDays: ['Sábado'] },
    });
    expect(ok.statusCode).toBe(204);
  });
});
