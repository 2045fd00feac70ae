import { randomUUID } from 'node:crypto';
import type { App } from '#server/app.ts';
import { localDate } from '#shared/domain/dates/local-date.ts';
import { buildPlan } from '#shared/testing/build-plan.ts';
import { setBody, submitAnamnesis } from './student.ts';
import { addStudent, signIn, type Caller } from './trainer.ts';

function ok(res: { statusCode: number; body: string }, status: number): void {
  if (res.statusCode !== status) throw new Error(`seed: ${res.statusCode} ${res.body}`);
}

/**
 * One trainer's student with everything a list could show: a plan, an anamnesis with a note only
 * they wrote, a finished workout (its insights) and its feedback.
 */
export async function seedStudent(app: App, trainer: Caller, name: string, note: string) {
  const today = localDate(new Date());
  const student = await addStudent(trainer, name);
  const plan = await trainer('PUT', `/api/students/${student.id}/plan`, {
    version: student.version,
    plan: buildPlan(),
  });
  ok(plan, 200);
  const active = await trainer('PATCH', `/api/students/${student.id}`, {
    version: plan.json().version,
    planStatus: 'active',
  });
  ok(active, 200);
  const signed = await signIn(app, student.email);
  await submitAnamnesis(signed.call, {
    specificGoal: 'Melhora da saúde / qualidade de vida',
    availableDays: ['Segunda-feira', 'Quarta-feira', 'Sexta-feira'],
    observations: note,
  });
  const set = randomUUID();
  ok(await signed.call('PUT', `/api/me/sets/${set}`, setBody(today)), 201);
  const finish = await signed.call('POST', `/api/me/workouts/${today}/finish`, { workoutId: 'day-0' });
  ok(finish, 204);
  const feedback = await signed.call('PUT', `/api/me/workouts/${today}/feedback`, {
    difficulty: 'Ideal',
    energyLevel: 'Médio',
    sleepQuality: 'Boa',
    painPoints: `${note} (dor)`,
  });
  ok(feedback, 204);
  return { id: student.id, email: student.email, name, note, set, call: signed.call };
}
