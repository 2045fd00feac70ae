import { expect, request, type APIResponse, type Browser, type Page } from '@playwright/test';
import type { AnamnesisAnswers } from '../src/shared/contracts/anamnesis.ts';
import type {
  Block,
  BlockType,
  ExerciseInstance,
  Plan,
  RoutineItem,
  Workout,
} from '../src/shared/contracts/plans.ts';
import type { WorkoutDay } from '../src/shared/contracts/training.ts';
import { ANAMNESIS_CONSENT_VERSION } from '../src/shared/domain/anamnesis/questions.ts';
import { addDays, localDate } from '../src/shared/domain/dates/local-date.ts';
import { weekdayOf } from '../src/shared/domain/plans/weekdays.ts';
import { PASSWORD, uniqueEmail } from './support.ts';

/**
 * What every student journey needs but does not test: a trainer with a student whose plan and status
 * are set, the student's sign-in at the login screen, and plans built for a given date's weekday.
 */

/** Today's date in Brazil (yyyy-mm-dd), the day the student's home opens on. */
export const todayInBrazil = () => localDate(new Date());

const MONTHS = [
  'janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho',
  'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro',
]; // prettier-ignore

/** How the calendar popup names a day in its buttons: '5 de março'. */
export const calendarDayName = (date: string) =>
  `${Number(date.slice(8, 10))} de ${MONTHS[Number(date.slice(5, 7)) - 1]}`;

/** An exercise of a block: by reps with 60 s rest unless `more` says otherwise. */
export function exercise(
  id: string,
  exerciseId: string,
  sets: string,
  reps: string,
  more: Partial<ExerciseInstance> = {},
): ExerciseInstance {
  return { id, exerciseId, sets, reps, durationType: 'reps', rest: 60, ...more };
}

export function block(
  id: string,
  type: BlockType,
  restAfterBlock: number,
  exercises: ExerciseInstance[],
): Block {
  return { id, type, restAfterBlock, exercises };
}

/** A workout on `date`'s weekday, with no cool-down. */
export function workoutOn(
  date: string,
  workout: { id: string; label: string; muscleGroups: string[]; blocks: Block[]; warmup?: RoutineItem[] },
): Workout {
  const { warmup = [], ...rest } = workout;
  return { ...rest, day: weekdayOf(date), warmup, cooldown: [] };
}

/**
 * 'Treino A - Peito' (id w-hoje) on `date`'s weekday, the workout every journey trains, with a 5-minute
 * bike warm-up unless told otherwise.
 */
export function chestWorkoutOn(date: string, blocks: Block[], { warmup = true } = {}): Workout {
  return workoutOn(date, {
    id: 'w-hoje',
    label: 'Treino A - Peito',
    muscleGroups: ['Peito'],
    warmup: warmup ? [{ exerciseId: 'bicicleta-ergometrica', duration: '5 min' }] : [],
    blocks,
  });
}

export interface StudentSetup {
  plan: Plan;
  /** 'pending_creation': the plan is saved but never activated, as a new student waits for it. */
  planStatus?: 'active' | 'inactive' | 'pending_creation';
  /** Days from today to the plan's expiry (negative: already expired); null, no expiry date. */
  expiryInDays?: number | null;
  studentName?: string;
  trainerName?: string;
  /** The trainer's settings the renewal dialog reads. */
  trainer?: { whatsapp?: string; planPrices?: Record<string, number> };
  /** Answers the student submits (after consenting) before the trainer sets the plan. */
  anamnesis?: Partial<AnamnesisAnswers>;
  /** The server to set it up on: the shared e2e server unless a journey runs one of its own. */
  baseURL?: string;
}

async function ok<T>(response: APIResponse, what: string): Promise<T> {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json().catch(() => null)) as T;
}

/** An API session of its own at `baseURL`, with the origin header the server asks of every write. */
const apiSession = (baseURL: string) =>
  request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });

/**
 * A fresh trainer (through the API, in a session of their own) with one student, active with
 * `plan` unless told otherwise; returns the student's id, name and email.
 */
export async function setUpStudent(
  setup: StudentSetup,
): Promise<{ id: string; name: string; email: string; trainerEmail: string }> {
  const baseURL = setup.baseURL ?? process.env.E2E_BASE_URL ?? '';
  const name = setup.studentName ?? 'Ana Souza';
  const email = uniqueEmail('aluno');
  const trainer = await apiSession(baseURL);
  const register = {
    name: setup.trainerName ?? 'Paula Lima',
    email: uniqueEmail('personal'),
    password: PASSWORD,
  };
  await ok(await trainer.post('/api/register', { data: register }), 'register');
  if (setup.trainer) {
    const profile = await ok<{ version: number }>(await trainer.get('/api/profile'), 'profile');
    const settings = { whatsapp: setup.trainer.whatsapp ?? '', planPrices: setup.trainer.planPrices ?? {} };
    await ok(
      await trainer.put('/api/profile/settings', { data: { version: profile.version, settings } }),
      'settings',
    );
  }
  const { id } = await ok<{ id: string }>(
    await trainer.post('/api/students', { data: { name, email, password: PASSWORD } }),
    'create student',
  );
  if (setup.anamnesis) await submitAnamnesis(baseURL, email, setup.anamnesis);
  // The anamnesis changes the record: read its version now.
  const current = await ok<{ version: number }>(await trainer.get(`/api/students/${id}`), 'read student');
  const planned = await ok<{ version: number }>(
    await trainer.put(`/api/students/${id}/plan`, { data: { version: current.version, plan: setup.plan } }),
    'save plan',
  );
  const expiry = setup.expiryInDays ?? null;
  if (setup.planStatus !== 'pending_creation')
    await ok(
      await trainer.patch(`/api/students/${id}`, {
        data: {
          version: planned.version,
          planStatus: setup.planStatus ?? 'active',
          planExpiryDate: expiry === null ? null : addDays(todayInBrazil(), expiry),
        },
      }),
      'set plan status',
    );
  await trainer.dispose();
  return { id, name, email, trainerEmail: register.email };
}

/** The student, in an API session of their own, consents and sends `answers` as the wizard would. */
export async function submitAnamnesis(baseURL: string, email: string, answers: Partial<AnamnesisAnswers>) {
  const student = await apiSession(baseURL);
  await ok(await student.post('/api/session', { data: { email, password: PASSWORD } }), 'student sign-in');
  await ok(
    await student.post('/api/me/anamnesis/consent', { data: { textVersion: ANAMNESIS_CONSENT_VERSION } }),
    'consent',
  );
  await ok(await student.put('/api/me/anamnesis', { data: { answers } }), 'anamnesis');
  await student.dispose();
}

/**
 * Another phone, like the phone project's (360×640, touch, pt-BR in São Paulo), at `baseURL`;
 * `javaScriptEnabled: false` shows what a page is before its code runs.
 */
export function newPhoneContext(
  browser: Browser,
  baseURL = process.env.E2E_BASE_URL ?? '',
  { javaScriptEnabled = true }: { javaScriptEnabled?: boolean } = {},
) {
  return browser.newContext({
    baseURL,
    javaScriptEnabled,
    viewport: { width: 360, height: 640 },
    isMobile: true,
    hasTouch: true,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
}

/** The student signs in at the login screen and lands on their home. */
export async function signInStudent(page: Page, email: string): Promise<void> {
  await page.goto('/entrar');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha').fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/aluno/);
}

/** The day as the server has it (through a request context signed in as the student). */
export async function serverDay(
  requestContext: Pick<Page['request'], 'get'>,
  date = todayInBrazil(),
): Promise<WorkoutDay> {
  const response = await requestContext.get(`/api/me/workouts/${date}`);
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as WorkoutDay;
}
