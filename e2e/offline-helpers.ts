import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Plan } from '../src/shared/contracts/plans.ts';
import type { SetLog, WorkoutDay } from '../src/shared/contracts/training.ts';
import { addDays, localDate } from '../src/shared/domain/dates/local-date.ts';
import { weekdayOf } from '../src/shared/domain/plans/weekdays.ts';
import { PASSWORD, uniqueEmail } from './support.ts';

/**
 * What the offline and restart journeys share. The API calls take their own request context and
 * origin, so the restart journey can aim them at a server of its own.
 */

/**
 * support.ts's `test` (a console error or an uncaught exception fails the journey), except that the
 * browser's own line for a request that found no network ("Failed to load resource:
 * net::ERR_INTERNET_DISCONNECTED", or CONNECTION_REFUSED while the server is down) is what these
 * journeys are about, so it is expected here.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const problems = watchConsole(page);
    await use(page);
    expect(problems, 'console errors in the page').toEqual([]);
  },
});

/** The console errors and uncaught exceptions of `page` from now on, but for lost connections. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  const expected =
    /status of 4\d\d|net::ERR_(INTERNET_DISCONNECTED|CONNECTION_REFUSED|CONNECTION_RESET|EMPTY_RESPONSE)/;
  page.on('console', (message) => {
    if (message.type() === 'error' && !expected.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

export const today = () => localDate(new Date());

/** Today's workout: one single block of 4 sets (30 s rest) and one of 3. */
export function planForToday(date: string): Plan {
  const exercise = (id: string, exerciseId: string, sets: string, reps: string) => ({
    id,
    exerciseId,
    sets,
    reps,
    durationType: 'reps' as const,
    rest: 30,
  });
  return [
    {
      id: 'w-hoje',
      day: weekdayOf(date),
      label: 'Treino A - Peito',
      muscleGroups: ['Peito'],
      warmup: [],
      cooldown: [],
      blocks: [
        {
          id: 'b1',
          type: 'single',
          restAfterBlock: 60,
          exercises: [exercise('e1', 'supino-reto-barra', '4', '10')],
        },
        {
          id: 'b2',
          type: 'single',
          restAfterBlock: 60,
          exercises: [exercise('e2', 'remada-curvada-barra', '3', '12')],
        },
      ],
    },
  ];
}

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['post']>>, what: string): Promise<T> {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json().catch(() => null)) as T;
}

/**
 * A trainer (through `request`, which keeps the trainer's cookie) creates a student with an active plan
 * for today's weekday; returns the student's email.
 */
export async function studentWithPlanForToday(request: APIRequestContext, origin: string): Promise<string> {
  const headers = { origin };
  await ok(
    await request.post('/api/register', {
      headers,
      data: { name: 'Paula Personal', email: uniqueEmail('personal'), password: PASSWORD },
    }),
    'register',
  );
  const email = uniqueEmail('aluno');
  const created = await ok<{ id: string; version: number }>(
    await request.post('/api/students', { headers, data: { name: 'Ana Souza', email, password: PASSWORD } }),
    'create student',
  );
  const planned = await ok<{ version: number }>(
    await request.put(`/api/students/${created.id}/plan`, {
      headers,
      data: { version: created.version, plan: planForToday(today()) },
    }),
    'save plan',
  );
  await ok(
    await request.patch(`/api/students/${created.id}`, {
      headers,
      data: { version: planned.version, planStatus: 'active', planExpiryDate: addDays(today(), 30) },
    }),
    'activate',
  );
  return email;
}

export async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/entrar');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha').fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/aluno/);
}

/** 'Registrar Série' with these numbers, then 'Pular' on the rest that follows. */
export async function logSet(page: Page, weight: string, reps: string): Promise<void> {
  await page.getByRole('button', { name: 'Registrar Série' }).click();
  const dialog = page.getByRole('dialog', { name: 'Registrar Série' });
  await dialog.getByLabel('Carga (kg)').fill(weight);
  await dialog.getByLabel('Repetições').fill(reps);
  await dialog.getByRole('button', { name: 'Salvar Série' }).click();
  await expect(dialog).toBeHidden();
  const rest = page.getByRole('dialog', { name: 'Descanso' });
  await rest.getByRole('button', { name: 'Pular' }).click();
  await expect(rest).toBeHidden();
}

/** The day as the server has it (through a request context signed in as the student). */
export async function serverDay(request: APIRequestContext, date = today()): Promise<WorkoutDay> {
  const response = await request.get(`/api/me/workouts/${date}`);
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as WorkoutDay;
}

/** Sets as `weight x reps` in the order logged, after checking no id is there twice. */
export function describeSets(sets: readonly SetLog[]): string[] {
  expect(new Set(sets.map((set) => set.id)).size, 'set ids are unique').toBe(sets.length);
  return [...sets]
    .sort((a, b) => a.loggedAt.localeCompare(b.loggedAt))
    .map((set) => `${set.weight}x${set.reps}`);
}

/** The quiet line at the bottom ('sem conexão — …', 'enviando …'). */
export const indicator = (page: Page) => page.getByText(/sem conexão —|enviando \d+ séries?…/);
