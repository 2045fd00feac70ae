import { afterEach, describe, expect, test } from 'vitest';
import { startFakeGemini } from '#server/ai/testing/fake-gemini.ts';
import { testApp } from '#server/testing/test-app.ts';
import { signedInStudent, submitAnamnesis } from '#server/testing/student.ts';
import { addStudent, signedInTrainer } from '#server/testing/trainer.ts';

const ANSWERS = {
  specificGoal: 'Melhora da saúde / qualidade de vida',
  availableDays: ['Segunda-feira', 'Quarta-feira'],
  sex: 'Feminino',
  age: 31,
  healthIssues: 'Estou grávida de 22 semanas',
  observations: 'minha obstetra liberou, mas nada de impacto e nada de ficar deitada de barriga para cima',
  canDoPushups: false,
};

const open: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((server) => server.close()));
});

/** The admin (the first personal), a trainer with a pregnant student who sent her anamnesis, another trainer. */
async function setup(options: Parameters<typeof testApp>[0] = {}) {
  const { app, database } = await testApp(options);
  const admin = await signedInTrainer(app, 'Admin Geral');
  const coached = await signedInStudent(app, { name: 'Carla Mendes' });
  await submitAnamnesis(coached.call, ANSWERS);
  const other = await signedInTrainer(app, 'Outra Treinadora');
  return {
    app,
    database,
    admin,
    other,
    ...coached,
    url: `/api/students/${coached.student.id}/coach-reading`,
  };
}

describe('the coach reading of a student', () => {
  test('the trainer reads what the coach understood: lines, the person and no corrections yet', async () => {
    const { trainer, url } = await setup();
    const res = await trainer.call('GET', url);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.lines).toEqual([
      'gestante de 22 semanas',
      'sem impacto',
      'evita deitar de bruços',
      'nada de cabeça para baixo',
      'sem esforço máximo',
      'evita deitar de costas',
      'não faz flexão de braços',
      'com liberação médica',
    ]);
    expect(body.person.conditions).toEqual([
      { kind: 'pregnancy', acute: false, weeks: 22, label: 'gestante de 22 semanas', source: 'anamnese' },
    ]);
    expect(body.corrections).toEqual({
      addConditions: [],
      removeConditions: [],
      addLimits: [],
      removeLimits: [],
      addSports: [],
      removeSports: [],
    });
  });

  test('a correction is kept: later reads and the answer itself apply it', async () => {
    const { trainer, url } = await setup();
    const corrections = {
      removeLimits: ['no_supine'],
      addConditions: ['asthma'],
      addSports: [{ kind: 'swimming', gameDays: ['Sábado'] }],
    };
    const saved = await trainer.call('PUT', url, corrections);
    expect(saved.statusCode).toBe(200);
    const read = await trainer.call('GET', url);
    expect(read.json()).toEqual(saved.json());
    const { lines, corrections: kept } = read.json();
    expect(lines).not.toContain('evita deitar de costas');
    expect(lines).toContain('asma');
    expect(lines).toContain('natação: joga sábado');
    expect(kept).toMatchObject({
      removeLimits: ['no_supine'],
      addConditions: ['asthma'],
      removeConditions: [],
    });
    // A second save replaces the first.
    await trainer.call('PUT', url, {});
    expect((await trainer.call('GET', url)).json().lines).toContain('evita deitar de costas');
  });

  test('another trainer gets the same 404 as an unknown student, and changes nothing', async () => {
    const { other, trainer, url } = await setup();
    for (const path of [url, '/api/students/nao-existe/coach-reading']) {
      const read = await other.call('GET', path);
      expect(read.statusCode).toBe(404);
      expect(read.json().error.code).toBe('STUDENT_NOT_FOUND');
      const write = await other.call('PUT', path, { addConditions: ['asthma'] });
      expect(write.statusCode).toBe(404);
    }
    expect((await trainer.call('GET', url)).json().corrections.addConditions).toEqual([]);
  });

  test("the admin, as a trainer, reaches their own students; another trainer's is a 404", async () => {
    const { admin, trainer, url } = await setup();
    expect((await admin.call('GET', url)).statusCode).toBe(404);
    expect((await admin.call('PUT', url, { addLimits: ['no_overhead'] })).statusCode).toBe(404);
    expect((await trainer.call('GET', url)).json().lines).not.toContain('evita braços acima da cabeça');
    const own = await addStudent(admin.call, 'Aluna do Admin');
    const ownUrl = `/api/students/${own.id}/coach-reading`;
    expect((await admin.call('PUT', ownUrl, { addLimits: ['no_overhead'] })).statusCode).toBe(200);
    expect((await admin.call('GET', ownUrl)).json().lines).toEqual(['evita braços acima da cabeça']);
  });

  test('a bad body answers 400 in Portuguese and changes nothing', async () => {
    const { trainer, url } = await setup();
    for (const body of [
      { addConditions: ['gripe'] },
      { addLimits: 'no_impact' },
      { addSports: [{ kind: 'running', competitionInWeeks: -1 }] },
      { removeConditions: ['asthma', 'asthma'] },
      { somethingElse: true },
    ]) {
      const res = await trainer.call('PUT', url, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.message).toMatch(/[áéíóúãõç]|inválid|Dados/);
    }
    expect((await trainer.call('GET', url)).json().corrections.addConditions).toEqual([]);
  });

  test('the student cannot read or correct the reading', async () => {
    const { call, url } = await setup();
    expect((await call('GET', url)).statusCode).toBe(403);
    expect((await call('PUT', url, {})).statusCode).toBe(403);
  });

  test('the remote model receives the corrected reading inside the data fence', async () => {
    const gemini = await startFakeGemini(() => ({
      text: JSON.stringify({
        days: [{ dayOfWeek: 'Segunda-feira', muscleGroups: ['Pernas (Quadríceps)'] }],
        reason: 'ok',
      }),
    }));
    open.push(gemini);
    const { admin, trainer, student, url } = await setup({
      ai: { geminiBaseUrl: gemini.baseUrl, timeoutMs: 10_000 },
    });
    // A key is used only once it validated (decision 036).
    const added = await admin.call('POST', '/api/admin/ai-keys', { key: 'AIzaTESTKEY-1234567890' });
    expect(added.statusCode).toBe(201);
    expect((await admin.call('POST', `/api/admin/ai-keys/${added.json().id}/check`)).json()).toMatchObject({
      result: 'valid',
    });
    await trainer.call('PUT', url, { removeConditions: ['pregnancy'], addLimits: ['no_overhead'] });
    const res = await trainer.call('POST', `/api/students/${student.id}/ai/split`);
    expect(res.statusCode).toBe(200);
    const sent = JSON.stringify(gemini.calls.at(-1)!.body);
    expect(sent).toContain('leituraDoAluno');
    expect(sent).toContain('evita braços acima da cabeça');
    expect(sent).not.toContain('gestante de 22 semanas');
  });
});
