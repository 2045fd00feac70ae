import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { anamnesisConsents } from '#server/db/schema.ts';
import { testApp } from '#server/testing/test-app.ts';
import { logSet, setBody, signedInStudent, submitAnamnesis } from '#server/testing/student.ts';
import { signedInTrainer } from '#server/testing/trainer.ts';
import { ANAMNESIS_CONSENT_VERSION } from '#shared/domain/anamnesis/questions.ts';
import { buildPlan } from '#shared/testing/build-plan.ts';

const MONDAY = '2026-11-23';

/** A clock the test moves. */
function movingClock(start: string) {
  let now = new Date(start).getTime();
  return {
    now: () => new Date(now),
    advance: (ms: number) => (now += ms),
  };
}

describe("the student's export (LGPD Art. 18)", () => {
  test("carries the unsent draft, the trainer's notes about them and the coach's insights", async () => {
    const { app, database } = await testApp();
    const { trainer, student, call } = await signedInStudent(app, { name: 'Rita Alves' });
    await call('POST', '/api/me/anamnesis/consent', { textVersion: ANAMNESIS_CONSENT_VERSION });
    expect(
      (
        await call('PUT', '/api/me/anamnesis/draft', {
          step: 2,
          answers: { healthIssues: 'Asma leve' },
        })
      ).statusCode,
    ).toBe(204);
    const { version } = (await trainer.call('GET', `/api/students/${student.id}`)).json();
    expect(
      (
        await trainer.call('PATCH', `/api/students/${student.id}`, {
          version,
          observations: 'Prefere treinar cedo; cuidado com o ombro.',
        })
      ).statusCode,
    ).toBe(200);
    const insight = { type: 'warning', message: 'Reduzir a carga do supino', date: MONDAY };
    await database.pool.query(`update students set ai_insights = $2::jsonb where id = $1`, [
      student.id,
      JSON.stringify([insight]),
    ]);

    const data = (await call('GET', '/api/me/export')).json();
    expect(data.anamnesis.draft).toEqual({
      step: 2,
      answers: { healthIssues: 'Asma leve' },
      updatedAt: expect.any(String),
    });
    expect(data.student.trainerNotes).toBe('Prefere treinar cedo; cuidado com o ombro.');
    expect(data.student.insights).toEqual([insight]);
  });
});

describe("the trainer's views of pain and feedback (LGPD Art. 37)", () => {
  test('the progress view and the radar record a read per trainer and student per ten minutes; the student sees it', async () => {
    const clock = movingClock(`${MONDAY}T15:00:00Z`);
    const { app } = await testApp({ clock });
    const admin = await signedInTrainer(app, 'Admin Geral');
    const { trainer, student, call } = await signedInStudent(app, {
      name: 'Carla Mendes',
      plan: buildPlan(),
      planStatus: 'active',
    });
    await logSet(call, randomUUID(), setBody(MONDAY, { setIndex: 0, weight: 45 }));
    await call('POST', `/api/me/workouts/${MONDAY}/finish`, { workoutId: 'day-0' });
    await call('PUT', `/api/me/workouts/${MONDAY}/feedback`, {
      difficulty: 'Ideal',
      energyLevel: 'Alto',
      sleepQuality: 'Boa',
      painPoints: 'Dor no ombro direito',
      comments: '',
    });
    const reads = async () =>
      (
        (await call('GET', '/api/me/access-log')).json().items as { action: string; actorName: string }[]
      ).filter((event) => event.action === 'training_read');

    // The radar's 'Pontos de Atenção' shows her pain: one read, however often it refreshes.
    const radar = (await trainer.call('GET', '/api/radar')).json();
    expect(JSON.stringify(radar.attention)).toContain('Dor no ombro direito');
    await trainer.call('GET', '/api/radar');
    await trainer.call('GET', '/api/radar/attention?page=1');
    await trainer.call('GET', `/api/students/${student.id}/progress`);
    expect(await reads()).toEqual([
      { at: expect.any(String), actorName: 'Ana Treinadora', actorRole: 'personal', action: 'training_read' },
    ]);

    // Ten minutes later the same views are a new read.
    clock.advance(10 * 60_000 + 1_000);
    await trainer.call('GET', `/api/students/${student.id}/progress`);
    await trainer.call('GET', '/api/radar');
    expect(await reads()).toHaveLength(2);

    // The admin's record says who and from where, never the pain itself.
    const log = (await admin.call('GET', '/api/admin/audit?q=carla')).json();
    expect(log.items.filter((event: { action: string }) => event.action === 'training_read')).toHaveLength(2);
    expect(JSON.stringify(log)).not.toContain('ombro');
  });

  test('a card with no health text records nothing; another trainer is refused and records nothing', async () => {
    const { app } = await testApp();
    const { trainer, student, call } = await signedInStudent(app, { name: 'Bia Souza' });
    await trainer.call('GET', '/api/radar/pending?page=1');
    const other = await signedInTrainer(app, 'Outro Personal');
    expect((await other.call('GET', `/api/students/${student.id}/progress`)).statusCode).toBe(404);
    expect((await call('GET', '/api/me/access-log')).json().total).toBe(0);
  });
});

describe('the consent text changed (withdrawal in Seus dados)', () => {
  test('a student who consented to the older text is asked again before any answer is kept', async () => {
    const { app, database } = await testApp();
    const { student, call } = await signedInStudent(app);
    expect(ANAMNESIS_CONSENT_VERSION).not.toBe('anamnese-consentimento-2026-11-v1');
    await database.db.insert(anamnesisConsents).values({
      studentId: student.id,
      textVersion: 'anamnese-consentimento-2026-11-v1',
      grantedAt: new Date('2026-11-10T10:00:00Z'),
    });
    expect((await call('GET', '/api/me/anamnesis')).json().consent).toBeNull();
    const draft = await call('PUT', '/api/me/anamnesis/draft', { step: 1, answers: { age: 30 } });
    expect(draft.statusCode).toBe(403);
    expect(draft.json().error.code).toBe('CONSENT_REQUIRED');

    await submitAnamnesis(call, { specificGoal: 'Emagrecimento', availableDays: ['Terça-feira'] });
    expect((await call('GET', '/api/me/anamnesis')).json().consent).toMatchObject({
      textVersion: ANAMNESIS_CONSENT_VERSION,
    });
  });
});
