import type { App } from '#server/app.ts';
import { ANAMNESIS_CONSENT_VERSION } from '#shared/domain/anamnesis/questions.ts';
import type { Plan } from '#shared/contracts/plans.ts';
import { addStudent, signIn, signedInTrainer, type Caller } from './trainer.ts';

export interface StudentSetup {
  plan?: Plan;
  planStatus?: 'active' | 'inactive';
  planExpiryDate?: string | null;
  name?: string;
}

/** A trainer, one of their students set up as asked, and the student signed in. */
export async function signedInStudent(app: App, setup: StudentSetup = {}) {
  const trainer = await signedInTrainer(app);
  const student = await addStudent(trainer.call, setup.name ?? 'Bia Souza');
  let version = student.version;
  if (setup.plan) {
    const res = await trainer.call('PUT', `/api/students/${student.id}/plan`, { version, plan: setup.plan });
    if (res.statusCode !== 200) throw new Error(`save plan: ${res.statusCode} ${res.body}`);
    version = res.json().version;
  }
  if (setup.planStatus || setup.planExpiryDate !== undefined) {
    const res = await trainer.call('PATCH', `/api/students/${student.id}`, {
      version,
      ...(setup.planStatus ? { planStatus: setup.planStatus } : {}),
      ...(setup.planExpiryDate !== undefined ? { planExpiryDate: setup.planExpiryDate } : {}),
    });
    if (res.statusCode !== 200) throw new Error(`update student: ${res.statusCode} ${res.body}`);
  }
  const { call, cookie } = await signIn(app, student.email);
  return { trainer, student, call, cookie };
}

/** A set body for `PUT /api/me/sets/:id`. */
export function setBody(date: string, overrides: Record<string, unknown> = {}) {
  return {
    date,
    workoutId: 'day-0',
    blockId: 'day-0-b0',
    exerciseId: 'supino-reto-barra',
    setIndex: 0,
    weight: 40,
    reps: 10,
    loggedAt: `${date}T12:00:00.000Z`,
    ...overrides,
  };
}

export async function logSet(call: Caller, id: string, body: ReturnType<typeof setBody>) {
  return call('PUT', `/api/me/sets/${id}`, body);
}

/** The student sends the anamnesis (consent first), as the wizard does. */
export async function submitAnamnesis(call: Caller, answers: Record<string, unknown>) {
  const consent = await call('POST', '/api/me/anamnesis/consent', { textVersion: ANAMNESIS_CONSENT_VERSION });
  if (consent.statusCode !== 201) throw new Error(`consent: ${consent.statusCode} ${consent.body}`);
  const res = await call('PUT', '/api/me/anamnesis', { answers });
  if (res.statusCode !== 204) throw new Error(`anamnesis: ${res.statusCode} ${res.body}`);
}
