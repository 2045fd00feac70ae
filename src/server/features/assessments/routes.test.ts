import { describe, expect, test } from 'vitest';
import { testApp } from '#server/testing/test-app.ts';
import { signedInStudent, submitAnamnesis } from '#server/testing/student.ts';
import { signedInTrainer } from '#server/testing/trainer.ts';
import { ERROR_MESSAGES } from '#shared/contracts/errors.ts';

/** A man of 30 measured for Jackson & Pollock 3 folds: 15 + 18 + 20 mm (decision 041's worked example). */
function measured(date: string, overrides: Record<string, unknown> = {}) {
  return {
    date,
    sex: 'Masculino',
    age: 30,
    weightKg: 80,
    heightCm: 180,
    restingHeartRate: 62,
    bloodPressure: { systolic: 120, diastolic: 80 },
    circumferences: { cintura: 86, quadril: 100, bracoContraidoD: 36.5 },
    skinfolds: { peitoral: 15, abdominal: 18, coxa: 20 },
    protocol: 'jp3',
    notes: '',
    ...overrides,
  };
}

/** A trainer whose student consented and sent the anamnesis, the student signed in, another trainer. */
async function setup() {
  const { app, database } = await testApp();
  const coached = await signedInStudent(app, { name: 'Davi Rocha' });
  await submitAnamnesis(coached.call, { specificGoal: 'Emagrecimento', availableDays: ['Terça-feira'] });
  const other = await signedInTrainer(app, 'Outra Treinadora');
  return { app, database, other, ...coached, url: `/api/students/${coached.student.id}/assessments` };
}

describe('recording assessments', () => {
  test('create two, list them with derived values and the evolution, oldest first', async () => {
    const { trainer, url } = await setup();
    const first = await trainer.call('POST', url, measured('2026-09-01'));
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      date: '2026-09-01',
      version: 1,
      derived: { bmi: 24.7, bodyFatStatus: 'ok', sumOfFolds: 53, bodyFatPercent: 16, fatMassKg: 12.8 },
      changeSincePrevious: null,
      changeSinceFirst: null,
    });
    const second = await trainer.call(
      'POST',
      url,
      measured('2026-10-01', {
        weightKg: 77.6,
        circumferences: { cintura: 83, quadril: 99 },
        skinfolds: { peitoral: 12, abdominal: 15, coxa: 18 },
      }),
    );
    expect(second.statusCode).toBe(201);
    expect(second.json().changeSincePrevious).toMatchObject({
      fromDate: '2026-09-01',
      days: 30,
      values: { weightKg: -2.4, waistCm: -3, hipCm: -1, sumOfFolds: -8 },
    });

    // An earlier one recorded later sits first: the others' changes are against it.
    await trainer.call('POST', url, measured('2026-08-01', { weightKg: 82 }));
    const list = await trainer.call('GET', url);
    expect(list.statusCode).toBe(200);
    const items = list.json().items;
    expect(items.map((item: { date: string }) => item.date)).toEqual([
      '2026-08-01',
      '2026-09-01',
      '2026-10-01',
    ]);
    expect(items[2].changeSinceFirst.values.weightKg).toBe(-4.4);
    expect(items[2].changeSincePrevious.values.weightKg).toBe(-2.4);
  });

  test('the same date twice is refused (409), a future date too (400)', async () => {
    const { trainer, url } = await setup();
    await trainer.call('POST', url, measured('2026-09-01'));
    const twice = await trainer.call('POST', url, measured('2026-09-01'));
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('ASSESSMENT_DATE_TAKEN');
    const future = await trainer.call('POST', url, measured('2999-01-01'));
    expect(future.statusCode).toBe(400);
    expect(future.json().error.message).toBe(ERROR_MESSAGES.ASSESSMENT_DATE_FUTURE);
  });

  test('implausible values are refused with pt-BR messages on their fields, and nothing is kept', async () => {
    const { trainer, url } = await setup();
    const fold = await trainer.call(
      'POST',
      url,
      measured('2026-09-01', { skinfolds: { peitoral: 300, abdominal: 18, coxa: 20 } }),
    );
    expect(fold.statusCode).toBe(400);
    expect(fold.json().error).toMatchObject({
      code: 'ASSESSMENT_SKINFOLD_RANGE',
      message: 'Informe a dobra cutânea em mm, entre 1 e 80.',
      fields: { 'skinfolds.peitoral': 'Informe a dobra cutânea em mm, entre 1 e 80.' },
    });
    const waist = await trainer.call('POST', url, measured('2026-09-01', { circumferences: { cintura: 5 } }));
    expect(waist.statusCode).toBe(400);
    expect(waist.json().error.fields['circumferences.cintura']).toBe(ERROR_MESSAGES.ASSESSMENT_TRUNK_RANGE);
    const missing = await trainer.call('POST', url, measured('2026-09-01', { skinfolds: { peitoral: 15 } }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({
      'skinfolds.abdominal': ERROR_MESSAGES.ASSESSMENT_SKINFOLD_REQUIRED,
      'skinfolds.coxa': ERROR_MESSAGES.ASSESSMENT_SKINFOLD_REQUIRED,
    });
    const pressure = await trainer.call(
      'POST',
      url,
      measured('2026-09-01', { bloodPressure: { systolic: 80, diastolic: 90 } }),
    );
    expect(pressure.json().error.code).toBe('ASSESSMENT_PRESSURE_ORDER');
    const weight = await trainer.call('POST', url, measured('2026-09-01', { weightKg: 724 }));
    expect(weight.json().error.message).toBe('Informe o peso em kg, entre 20 e 350 (por exemplo 72,4).');
    expect((await trainer.call('GET', url)).json().items).toEqual([]);
  });

  test('without a protocol, weight and circumferences alone are kept, with no body fat', async () => {
    const { trainer, url } = await setup();
    const res = await trainer.call('POST', url, measured('2026-09-01', { protocol: null, skinfolds: {} }));
    expect(res.statusCode).toBe(201);
    expect(res.json().derived).toMatchObject({
      bodyFatStatus: 'no_protocol',
      bodyFatPercent: null,
      waistHipRatio: 0.86,
    });
  });
});

describe('editing and deleting with the version read', () => {
  test('an edit with the version read saves; the same stale version again is 409 and changes nothing', async () => {
    const { trainer, url } = await setup();
    const created = (await trainer.call('POST', url, measured('2026-09-01'))).json();
    const at = `${url}/${created.id}`;
    const edited = await trainer.call('PUT', at, {
      ...measured('2026-09-01', { weightKg: 79.2 }),
      version: 1,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ weightKg: 79.2, version: 2 });
    const stale = await trainer.call('PUT', at, { ...measured('2026-09-01', { weightKg: 90 }), version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('ASSESSMENT_CHANGED');
    expect((await trainer.call('GET', url)).json().items[0].weightKg).toBe(79.2);

    const staleDelete = await trainer.call('DELETE', `${at}?version=1`);
    expect(staleDelete.statusCode).toBe(409);
    const deleted = await trainer.call('DELETE', `${at}?version=2`);
    expect(deleted.statusCode).toBe(204);
    expect((await trainer.call('GET', url)).json().items).toEqual([]);
    const gone = await trainer.call('PUT', at, { ...measured('2026-09-01'), version: 2 });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.code).toBe('ASSESSMENT_NOT_FOUND');
  });

  test('moving an assessment onto a date already taken is 409', async () => {
    const { trainer, url } = await setup();
    await trainer.call('POST', url, measured('2026-09-01'));
    const second = (await trainer.call('POST', url, measured('2026-10-01'))).json();
    const res = await trainer.call('PUT', `${url}/${second.id}`, { ...measured('2026-09-01'), version: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('ASSESSMENT_DATE_TAKEN');
  });
});

describe('who may see and change them', () => {
  test('the student reads their own, read-only; another trainer gets 404 and changes nothing', async () => {
    const { trainer, other, call, url } = await setup();
    const created = (await trainer.call('POST', url, measured('2026-09-01'))).json();
    const own = await call('GET', '/api/me/assessments');
    expect(own.statusCode).toBe(200);
    expect(own.json().items).toHaveLength(1);
    expect((await call('GET', url)).statusCode).toBe(403);
    expect((await call('POST', url, measured('2026-09-02'))).statusCode).toBe(403);

    expect((await other.call('GET', url)).statusCode).toBe(404);
    expect((await other.call('POST', url, measured('2026-09-02'))).statusCode).toBe(404);
    const put = await other.call('PUT', `${url}/${created.id}`, { ...measured('2026-09-01'), version: 1 });
    expect(put.statusCode).toBe(404);
    expect((await other.call('DELETE', `${url}/${created.id}?version=1`)).statusCode).toBe(404);
    expect((await other.call('GET', '/api/me/assessments')).statusCode).toBe(403);
    expect((await trainer.call('GET', url)).json().items[0].version).toBe(1);
  });

  test("the trainer's read is in the student's access record; an empty list records nothing", async () => {
    const { trainer, call, url } = await setup();
    await trainer.call('GET', url);
    expect((await call('GET', '/api/me/access-log')).json().items).toEqual([]);
    await trainer.call('POST', url, measured('2026-09-01'));
    await trainer.call('GET', url);
    await trainer.call('GET', url);
    const reads = (await call('GET', '/api/me/access-log')).json().items;
    expect(reads.filter((read: { action: string }) => read.action === 'assessment_read')).toHaveLength(1);
  });

  test('a student without a consent to the current text cannot be assessed (422), nothing is kept', async () => {
    const { app } = await testApp();
    const { trainer, student } = await signedInStudent(app);
    const url = `/api/students/${student.id}/assessments`;
    const res = await trainer.call('POST', url, measured('2026-09-01'));
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('ASSESSMENT_CONSENT_REQUIRED');
    expect((await trainer.call('GET', url)).json().items).toEqual([]);
  });
});

describe('health data rights', () => {
  test("'Baixar meus dados' carries them; withdrawing the consent deletes them", async () => {
    const { trainer, call, url } = await setup();
    await trainer.call('POST', url, measured('2026-09-01'));
    const exported = (await call('GET', '/api/me/export')).json();
    expect(exported.assessments).toHaveLength(1);
    expect(exported.assessments[0]).toMatchObject({
      date: '2026-09-01',
      weightKg: 80,
      skinfolds: { peitoral: 15 },
    });

    expect((await call('DELETE', '/api/me/anamnesis')).statusCode).toBe(204);
    expect((await call('GET', '/api/me/assessments')).json().items).toEqual([]);
    expect((await trainer.call('GET', url)).json().items).toEqual([]);
  });

  test('a deleted student takes their assessments along', async () => {
    const { trainer, database, student, url } = await setup();
    await trainer.call('POST', url, measured('2026-09-01'));
    expect((await trainer.call('DELETE', `/api/students/${student.id}`)).statusCode).toBe(204);
    const left = await database.pool.query(
      'select count(*)::int as n from assessments where student_id = $1',
      [student.id],
    );
    expect(left.rows[0].n).toBe(0);
  });
});

describe("the AI coach's weekly summary", () => {
  test('mentions the latest weight and body fat and their change since the assessment before', async () => {
    const { trainer, student, url } = await setup();
    const before = await trainer.call('POST', `/api/students/${student.id}/ai/weekly-summary`);
    expect(before.statusCode).toBe(200);
    expect(before.json().text).not.toMatch(/avaliação física/);

    await trainer.call('POST', url, measured('2026-09-01'));
    await trainer.call(
      'POST',
      url,
      measured('2026-10-01', { weightKg: 77.6, skinfolds: { peitoral: 12, abdominal: 15, coxa: 18 } }),
    );
    const res = await trainer.call('POST', `/api/students/${student.id}/ai/weekly-summary`);
    expect(res.statusCode).toBe(200);
    // 45 mm at 30 years: D 1,0676965, 13,6 % against 16,0 % for 53 mm (decision 041's worked example).
    expect(res.json().text).toContain(
      'Na sua avaliação física de 01/10, você estava com 77,6 kg (-2,4 kg desde 01/09) e 13,6 % de gordura (-2,4 pontos).',
    );
  });
});
