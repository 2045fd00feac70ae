import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, test } from 'vitest';
import { startFakeGemini, type FakeAnswer } from '#server/ai/testing/fake-gemini.ts';
import { testApp } from '#server/testing/test-app.ts';
import { logSet, setBody, signedInStudent, submitAnamnesis } from '#server/testing/student.ts';
import { signedInTrainer } from '#server/testing/trainer.ts';
import { buildPlan } from '#shared/testing/build-plan.ts';

const open: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((server) => server.close()));
});

const ANSWERS = {
  specificGoal: 'Hipertrofia (ganho de massa)',
  availableDays: ['Segunda-feira', 'Quinta-feira'],
  hasTrainedBefore: true,
  currentCondition: 'Bom',
};
const SPLIT = JSON.stringify({
  days: [{ dayOfWeek: 'Segunda-feira', muscleGroups: ['Peito'] }],
  reason: 'Peito na segunda.',
});

/** An admin with the fake Gemini, and a trainer's student with an anamnesis. */
async function setup(answer: (call: { key: string }) => FakeAnswer = () => ({ text: 'ok' })) {
  const gemini = await startFakeGemini(answer);
  open.push(gemini);
  const { app } = await testApp({ ai: { geminiBaseUrl: gemini.baseUrl, timeoutMs: 10_000 } });
  const admin = await signedInTrainer(app, 'Admin Geral');
  const coached = await signedInStudent(app, { name: 'Carla Mendes' });
  await submitAnamnesis(coached.call, ANSWERS);
  const addKey = async (key: string) => {
    const added = await admin.call('POST', '/api/admin/ai-keys', { key });
    expect(added.statusCode).toBe(201);
    return added.json().id as string;
  };
  const checkKey = async (id: string) => (await admin.call('POST', `/api/admin/ai-keys/${id}/check`)).json();
  const keys = async () =>
    (await admin.call('GET', '/api/admin/ai-keys')).json() as {
      keys: { hint: string; status: string }[];
      provider: string;
    };
  return {
    app,
    gemini,
    admin,
    trainer: coached.trainer,
    url: `/api/students/${coached.student.id}`,
    addKey,
    checkKey,
    keys,
  };
}

describe('a key is used only once it validated', () => {
  test('no connection: the check says so and names the key; the key is kept aside and the local coach answers', async () => {
    const { gemini, admin, trainer, url, addKey, checkKey, keys } = await setup();
    await gemini.close(); // Gemini unreachable: nothing listens there any more.
    const id = await addKey('AIza-offline-2345');
    expect(await checkKey(id)).toEqual({ hint: '…2345', result: 'unreachable' });
    expect(await keys()).toMatchObject({ keys: [{ hint: '…2345', status: 'pending' }], provider: 'local' });

    // Split, periodization and exercise generation: the local coach, never a 502.
    const split = await trainer.call('POST', `${url}/ai/split`);
    expect(split.statusCode).toBe(200);
    expect(split.headers['x-ai-notice']).toBeUndefined();
    const periodization = await trainer.call('POST', `${url}/ai/periodization`, {
      methodology: 'Linear',
      weeks: 12,
    });
    expect(periodization.statusCode).toBe(200);
    const exercise = await admin.call('POST', '/api/admin/exercises/generate', {
      name: 'Remada Cavalinho X',
    });
    expect(exercise.statusCode).toBe(200);
    expect(gemini.calls).toHaveLength(0); // nothing reached Gemini
  });

  test('a key the provider later refuses is set aside at once; with a good key beside it no call fails', async () => {
    const refused = new Set<string>();
    const { gemini, trainer, url, addKey, checkKey, keys } = await setup((call) =>
      refused.has(call.key) ? { invalidKey: true } : { text: SPLIT },
    );
    for (const key of ['AIza-good-1111', 'AIza-bad-2222']) await checkKey(await addKey(key));
    expect((await keys()).keys.map((key) => key.status)).toEqual(['valid', 'valid']);
    gemini.calls.length = 0;
    refused.add('AIza-bad-2222');

    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await trainer.call('POST', `${url}/ai/split`));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
    expect(answers.map((res) => res.json().reason)).toEqual(Array(4).fill('Peito na segunda.'));
    // The bad key was tried once, refused, and never again.
    expect(gemini.calls.filter((call) => call.key === 'AIza-bad-2222')).toHaveLength(1);
    expect(await keys()).toMatchObject({
      keys: [
        { hint: '…1111', status: 'valid' },
        { hint: '…2222', status: 'invalid' },
      ],
      provider: 'gemini',
    });
  });

  test('the only key refused: set aside, the local coach answers and says so; a check that passes brings it back', async () => {
    let valid = true;
    const { trainer, url, addKey, checkKey, keys } = await setup(() =>
      valid ? { text: SPLIT } : { invalidKey: true },
    );
    const id = await addKey('AIza-only-3333');
    expect(await checkKey(id)).toEqual({ hint: '…3333', result: 'valid' });
    valid = false;
    const res = await trainer.call('POST', `${url}/ai/split`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-ai-notice']).toBe('local-fallback');
    expect(await keys()).toMatchObject({ keys: [{ status: 'invalid' }], provider: 'local' });
    expect(await checkKey(id)).toEqual({ hint: '…3333', result: 'invalid' });
    valid = true;
    expect(await checkKey(id)).toEqual({ hint: '…3333', result: 'valid' });
    expect(await keys()).toMatchObject({ keys: [{ status: 'valid' }], provider: 'gemini' });
  });
});

describe("a student's analyses", () => {
  const MONDAY = '2026-11-23';

  test('limited per student and day, each request counted once against the trainer, a failed one kept', async () => {
    const gemini = await startFakeGemini(() => ({ text: 'ok' }));
    open.push(gemini);
    const { app, database } = await testApp({
      clock: { now: () => new Date('2026-11-23T15:00:00Z') },
      ai: { geminiBaseUrl: gemini.baseUrl, timeoutMs: 10_000, limits: { studentDaily: 2, daily: 50 } },
    });
    const admin = await signedInTrainer(app, 'Admin Geral');
    const key = await admin.call('POST', '/api/admin/ai-keys', { key: 'AIza-analise' });
    await admin.call('POST', `/api/admin/ai-keys/${key.json().id}/check`);
    const { call, student } = await signedInStudent(app, { plan: buildPlan(), planStatus: 'active' });
    await logSet(call, randomUUID(), setBody(MONDAY, { setIndex: 0, weight: 45 }));
    await call('POST', `/api/me/workouts/${MONDAY}/finish`, { workoutId: 'day-0' });
    gemini.answerWith(() => ({ status: 503 }));

    const usage = async () =>
      (
        await database.pool.query<{ calls: number }>(
          `select calls from ai_usage u join students s on s.personal_id = u.personal_id where s.id = $1`,
          [student.id],
        )
      ).rows[0]?.calls ?? 0;
    // A failing provider: the local coach's analysis is kept, one call counted for the two it made.
    const first = await call('POST', `/api/me/workouts/${MONDAY}/analysis`);
    expect(first.statusCode).toBe(200);
    expect(first.json().analysis).toEqual(expect.any(String));
    expect(await usage()).toBe(1);
    // Asked again: the stored answer, nothing counted.
    expect((await call('POST', `/api/me/workouts/${MONDAY}/analysis`)).json().analysis).toBe(
      first.json().analysis,
    );
    expect(await usage()).toBe(1);

    // Each new analysis counts for the student; past their day's limit the answer says so in pt-BR.
    const again = async () => {
      await database.pool.query(`update workout_days set analysis = null where student_id = $1`, [
        student.id,
      ]);
      return call('POST', `/api/me/workouts/${MONDAY}/analysis`);
    };
    expect((await again()).statusCode).toBe(200);
    const over = await again();
    expect(over.statusCode).toBe(429);
    expect(over.json().error.message).toBe(
      'Você atingiu o limite diário de análises da IA. Tente novamente amanhã.',
    );
    expect(await usage()).toBe(2);
  });
});

describe('model-written text', () => {
  test('reaches the trainer without links or addresses, whatever the student wrote', async () => {
    const { gemini, trainer, url, addKey, checkKey } = await setup();
    await checkKey(await addKey('AIza-links-4444'));
    gemini.answerWith(() => ({
      text: JSON.stringify({
        days: [{ dayOfWeek: 'Segunda-feira', muscleGroups: ['Peito'] }],
        reason: 'Acesse http://evil.example/renovar e digite sua senha; dúvidas: suporte@evil.example',
      }),
    }));
    const split = await trainer.call('POST', `${url}/ai/split`);
    expect(split.json().reason).toBe('Acesse e digite sua senha; dúvidas:');
    gemini.answerWith(() => ({
      text: `Fase 1 (semanas 1–4): adaptação, 3 × 12. Renove em www.evil.example ou evil . example/renovar.\n\nFase 2: deload na semana 5, e escreva para a arroba evil ponto com.`,
    }));
    const periodization = await trainer.call('POST', `${url}/ai/periodization`, {
      methodology: 'Linear',
      weeks: 12,
    });
    expect(periodization.statusCode).toBe(200);
    const text = periodization.json().text as string;
    expect(text).toContain('Fase 1 (semanas 1–4)');
    expect(text).not.toMatch(/evil|www|@|http/);
  });
});
