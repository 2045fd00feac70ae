import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { students, users } from '#server/db/schema.ts';
import { STRONG_PASSWORD, testApp } from '#server/testing/test-app.ts';
import { addStudent, signIn, signedInTrainer } from '#server/testing/trainer.ts';
import { buildPlan } from '#shared/testing/build-plan.ts';

const NOW = new Date('2026-03-10T15:00:00Z');
const clock = { now: () => NOW };

async function setup() {
  const { app, database } = await testApp({ clock });
  const trainer = await signedInTrainer(app);
  const student = await addStudent(trainer.call, 'Bruna Costa');
  const row = async () => (await database.db.select().from(students).where(eq(students.id, student.id)))[0]!;
  return { app, database, trainer, student, row };
}

describe('saving the management dialog', () => {
  test('saves status, expiry, contact and notes, and bumps the version', async () => {
    const { trainer, student } = await setup();
    const res = await trainer.call('PATCH', `/api/students/${student.id}`, {
      version: 1,
      planStatus: 'active',
      planExpiryDate: '2026-04-30',
      whatsapp: '(11) 91234-5678',
      observations: 'Prefere treinar cedo.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      planStatus: 'active',
      planExpiryDate: '2026-04-30',
      whatsapp: '11912345678',
      observations: 'Prefere treinar cedo.',
      version: 2,
    });
    const cleared = await trainer.call('PATCH', `/api/students/${student.id}`, {
      version: 2,
      whatsapp: '',
      planExpiryDate: null,
    });
    expect(cleared.json()).toMatchObject({ whatsapp: null, planExpiryDate: null, version: 3 });
  });

  test('renews from the current expiry, or from today when it is past or missing, and activates', async () => {
    const { trainer, student } = await setup();
    const renew = async (body: object) =>
      (await trainer.call('PATCH', `/api/students/${student.id}`, body)).json();
    // No expiry: from today (2026-03-10 in Brazil).
    expect(await renew({ version: 1, renewMonths: 1 })).toMatchObject({
      planStatus: 'active',
      planExpiryDate: '2026-04-10',
    });
    // A future expiry keeps its days: 2026-04-10 + 3 months.
    expect(await renew({ version: 2, renewMonths: 3 })).toMatchObject({ planExpiryDate: '2026-07-10' });
    // An expiry already past counts from today, even when sent with the renewal.
    expect(
      await renew({ version: 3, planStatus: 'inactive', planExpiryDate: '2025-12-31', renewMonths: 6 }),
    ).toMatchObject({
      planStatus: 'active',
      planExpiryDate: '2026-09-10',
    });
  });

  test('an expiry a person would not mean is refused, named at its field, and nothing changes', async () => {
    const { trainer, student, row } = await setup();
    // Today is 10/03/2026: from 10/03/2025 to 10/03/2031.
    for (const planExpiryDate of ['2999-12-31', '1900-01-01', '2025-03-09', '2031-03-11']) {
      const res = await trainer.call('PATCH', `/api/students/${student.id}`, {
        version: 1,
        planExpiryDate,
        observations: 'não salva',
      });
      expect(res.statusCode, planExpiryDate).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'EXPIRY_OUT_OF_RANGE',
        message: 'O vencimento precisa ficar entre 10/03/2025 e 10/03/2031.',
        fields: { planExpiryDate: 'O vencimento precisa ficar entre 10/03/2025 e 10/03/2031.' },
      });
    }
    // A renewal that would carry the expiry past the window is refused the same way.
    const edge = await trainer.call('PATCH', `/api/students/${student.id}`, {
      version: 1,
      planExpiryDate: '2031-03-10',
    });
    expect(edge.statusCode).toBe(200);
    const renewed = await trainer.call('PATCH', `/api/students/${student.id}`, {
      version: 2,
      renewMonths: 1,
    });
    expect(renewed.json().error.code).toBe('EXPIRY_OUT_OF_RANGE');
    expect(await row()).toMatchObject({ planExpiryDate: '2031-03-10', observations: '', version: 2 });
    const lapsed = await trainer.call('PATCH', `/api/students/${student.id}`, {
      version: 2,
      planExpiryDate: '2025-03-10',
    });
    expect(lapsed.statusCode).toBe(200);
  });

  test('a stale version is refused with a clear message and nothing changes', async () => {
    const { app, trainer, student, row } = await setup();
    const first = await trainer.call('PATCH', `/api/students/${student.id}`, {
      version: 1,
      observations: 'Aba A',
    });
    expect(first.statusCode).toBe(200);
    const stale = await trainer.call('PATCH', `/api/students/${student.id}`, {
      version: 1,
      observations: 'Aba B',
      newPassword: 'outra-senha-bem-forte',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('STUDENT_CHANGED');
    expect(stale.json().error.message).toMatch(/alterado em outro lugar/);
    expect((await row()).observations).toBe('Aba A');
    // The stale save's new password was not applied either.
    expect((await signIn(app, student.email)).res.statusCode).toBe(200);
  });

  test('a new password replaces the old one; the status cannot be set to a pending state', async () => {
    const { app, trainer, student } = await setup();
    const res = await trainer.call('PATCH', `/api/students/${student.id}`, {
      version: 1,
      newPassword: 'nova-senha-do-aluno',
    });
    expect(res.statusCode).toBe(200);
    expect((await signIn(app, student.email)).res.statusCode).toBe(401);
    expect((await signIn(app, student.email, 'nova-senha-do-aluno')).res.statusCode).toBe(200);

    for (const body of [
      { version: 2, planStatus: 'pending_review' },
      { version: 2, newPassword: '123' },
      { version: 2, planExpiryDate: '2026-02-30' },
      { version: 2, whatsapp: '123' },
      { version: 2, personalId: 'outro' },
      { version: 2, workoutPlan: [] },
      { observations: 'sem versão' },
    ]) {
      const refused = await trainer.call('PATCH', `/api/students/${student.id}`, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});

describe("the trainer's 'Nova Senha'", () => {
  test("may not be the student's own email or name, in any spelling; nothing is saved", async () => {
    const { app, trainer, student, row } = await setup();
    const [local] = student.email.split('@');
    for (const newPassword of [
      student.email,
      student.email.toUpperCase(),
      local!,
      'Bruna Costa',
      'bruna costa',
      'BrunaCosta',
      'bruna.costa',
      'Brúna Costa!',
    ]) {
      const res = await trainer.call('PATCH', `/api/students/${student.id}`, {
        version: 1,
        observations: 'não pode salvar',
        newPassword,
      });
      expect(res.statusCode, newPassword).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'PASSWORD_IS_PERSONAL',
        message: 'A senha não pode ser o nome ou o email da conta. Escolha outra.',
      });
    }
    expect(await row()).toMatchObject({ version: 1, observations: '' });
    expect((await signIn(app, student.email)).res.statusCode).toBe(200);
  });
});

describe('saving a plan', () => {
  test('stores a valid plan, names its exercises, and drops empty blocks and days', async () => {
    const { trainer, student } = await setup();
    const plan = buildPlan({ days: 2 });
    plan[1]!.blocks = [];
    const res = await trainer.call('PUT', `/api/students/${student.id}/plan`, { version: 1, plan });
    expect(res.statusCode).toBe(200);
    const saved = res.json();
    expect(saved.version).toBe(2);
    expect(saved.workoutPlan).toHaveLength(1);
    expect(saved.workoutPlan[0].blocks[1]).toMatchObject({ type: 'biset' });
    expect(saved.exerciseNames['supino-reto-barra']).toMatch(/Supino/);
    const again = (await trainer.call('GET', `/api/students/${student.id}`)).json();
    expect(again.workoutPlan).toEqual(saved.workoutPlan);
  });

  test('unknown exercise ids are refused by name and nothing is saved', async () => {
    const { trainer, student, row } = await setup();
    const plan = buildPlan({ days: 1 });
    plan[0]!.blocks[0]!.exercises[0]!.exerciseId = 'voo-livre';
    plan[0]!.warmup.push({ exerciseId: 'pular-corda-de-fogo', duration: '5 min' });
    const res = await trainer.call('PUT', `/api/students/${student.id}/plan`, { version: 1, plan });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'UNKNOWN_EXERCISES',
      fields: { ids: 'pular-corda-de-fogo, voo-livre' },
    });
    expect(res.json().error.message).toContain('pular-corda-de-fogo, voo-livre');
    expect((await row()).workoutPlan).toBeNull();
  });

  test('a malformed plan gets 400 with the field, and a stale version 409', async () => {
    const { trainer, student } = await setup();
    const plan = buildPlan({ days: 1 });
    const bad = structuredClone(plan) as unknown as { blocks: { type: string }[] }[];
    bad[0]!.blocks[0]!.type = 'quadset';
    const res = await trainer.call('PUT', `/api/students/${student.id}/plan`, { version: 1, plan: bad });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toContain('plan.0.blocks.0.type');
    expect(
      (await trainer.call('PUT', `/api/students/${student.id}/plan`, { version: 1, plan })).statusCode,
    ).toBe(200);
    expect(
      (await trainer.call('PUT', `/api/students/${student.id}/plan`, { version: 1, plan })).statusCode,
    ).toBe(409);
  });
});

describe('deleting a student', () => {
  test('removes the login and every record; the student can no longer sign in', async () => {
    const { app, database, trainer, student } = await setup();
    const res = await trainer.call('DELETE', `/api/students/${student.id}`);
    expect(res.statusCode).toBe(204);
    expect(await database.db.select().from(users).where(eq(users.id, student.id))).toEqual([]);
    expect(await database.db.select().from(students).where(eq(students.id, student.id))).toEqual([]);
    expect((await trainer.call('GET', `/api/students/${student.id}`)).statusCode).toBe(404);
    expect((await trainer.call('DELETE', `/api/students/${student.id}`)).statusCode).toBe(404);
    expect((await signIn(app, student.email, STRONG_PASSWORD)).res.statusCode).toBe(401);
  });
});
