import { test as base, expect, type Page } from '@playwright/test';
import type { Plan } from '../src/shared/contracts/plans.ts';
import type { SetLog } from '../src/shared/contracts/training.ts';
import { block, chestWorkoutOn, exercise, todayInBrazil } from './student-fixtures.ts';

// What the offline and restart journeys share; the set-up and the sign-in are in student-fixtures.ts.

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

/**
 * The console errors and uncaught exceptions of `page` from now on, but for lost connections (a killed
 * server also cuts the live-updates stream mid-chunk).
 */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  const expected =
    /status of 4\d\d|net::ERR_(INTERNET_DISCONNECTED|CONNECTION_REFUSED|CONNECTION_RESET|EMPTY_RESPONSE|INCOMPLETE_CHUNKED_ENCODING)/;
  page.on('console', (message) => {
    if (message.type() === 'error' && !expected.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** Today's workout: one single block of 4 sets (30 s rest) and one of 3. */
export const planForToday = (): Plan => [
  chestWorkoutOn(
    todayInBrazil(),
    [
      block('b1', 'single', 60, [exercise('e1', 'supino-reto-barra', '4', '10', { rest: 30 })]),
      block('b2', 'single', 60, [exercise('e2', 'remada-curvada-barra', '3', '12', { rest: 30 })]),
    ],
    { warmup: false },
  ),
];

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

/** Sets as `weight x reps` in the order logged, after checking no id is there twice. */
export function describeSets(sets: readonly SetLog[]): string[] {
  expect(new Set(sets.map((set) => set.id)).size, 'set ids are unique').toBe(sets.length);
  return [...sets]
    .sort((a, b) => a.loggedAt.localeCompare(b.loggedAt))
    .map((set) => `${set.weight}x${set.reps}`);
}

/** The quiet line at the bottom ('sem conexão — …', 'enviando …'). */
export const indicator = (page: Page) => page.getByText(/sem conexão —|enviando \d+ séries?…/);
