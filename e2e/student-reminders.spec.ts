import { expect, request, type Page } from '@playwright/test';
import type { Plan } from '../src/shared/contracts/plans.ts';
import { startFakePushService, type FakePushService } from '../src/server/testing/fake-push.ts';
import { fakePushDevice, setPageVisibility, subscriptionOwner } from './push-helpers.ts';
import { block, chestWorkoutOn, exercise, setUpStudent, signInStudent, todayInBrazil } from './student-fixtures.ts';
import { expectAccessible, expectTouchTargets, PASSWORD, snap, test } from './support.ts';

/**
 * Web Push from the student's phone to the server and back (issue 25 §2, decision 044), with no
 * network: the page's PushManager hands out a subscription on a push service this file runs on
 * 127.0.0.1 (push-helpers.ts), and every push the server really sends is decrypted there with the
 * subscription's own keys.
 */
// A service worker install and a pg-boss wake-up on a busy 2-core machine.
test.describe.configure({ timeout: 90_000 });

let push: FakePushService;
test.beforeAll(async () => {
  push = await startFakePushService();
});
test.afterAll(async () => {
  await push.close();
});

const baseURL = () => process.env.E2E_BASE_URL ?? '';
const REST_OVER = 'Descanso terminado — próxima série: Supino Reto com Barra, 3ª série';
const TODAY = 'Hoje é dia de Treino A - Peito';
const rests = (bodies: string[]) => bodies.filter((body) => body.startsWith('Descanso'));

/** Today's workout: one exercise, 3 sets with a minute's rest between them, or a single set. */
const planFor = (today: string, sets = '3'): Plan => [
  chestWorkoutOn(today, [block('b1', 'single', 60, [exercise('e1', 'supino-reto-barra', sets, '10', { rest: 60 })])], {
    warmup: false,
  }),
];

const runModal = (page: Page) => page.getByRole('dialog', { name: 'Treino A - Peito' });
const restDialog = (page: Page) => page.getByRole('dialog', { name: 'Descanso' });

async function logSet(page: Page) {
  await runModal(page).getByRole('button', { name: 'Registrar Série' }).click();
  const dialog = page.getByRole('dialog', { name: 'Registrar Série' });
  await dialog.getByRole('button', { name: 'Salvar Série' }).click();
  await expect(dialog).toBeHidden();
}

async function openMyData(page: Page) {
  await page.getByRole('button', { name: 'Seus dados' }).click();
  return page.getByRole('dialog', { name: 'Seus dados' });
}

test('reminders on in Seus dados: today\'s reminder arrives, and a rest that ends while the page is hidden reaches the phone, one seen on screen does not', async ({
  page,
  context,
}, testInfo) => {
  const device = push.device();
  await fakePushDevice(context, baseURL(), device);
  // The shared server's clock is not moved (student-reminder-clock.spec.ts moves its own server's);
  // the page's is. It runs ten minutes behind the server, so every rest the page starts has already
  // ended by the server's clock: an alarm the page sets is due at once, and the journey waits for the
  // push (a state) instead of a minute's rest.
  await page.clock.install({ time: Date.now() - 10 * 60_000 });
  const today = todayInBrazil();
  const student = await setUpStudent({ plan: planFor(today), studentName: 'Diego Rocha' });
  await signInStudent(page, student.email);

  // 'Seus dados' → 'Lembretes' at midnight (so today's is due whatever the hour): the switch subscribes
  // this phone and the server keeps it for Diego.
  const myData = await openMyData(page);
  await myData.getByLabel('Horário do lembrete').fill('00:00');
  await expect.poll(async () => (await (await page.request.get('/api/me/reminders')).json()) as unknown).toEqual({
    enabled: false,
    time: '00:00',
  });
  const toggle = myData.getByRole('switch', { name: 'Lembretes nos dias de treino' });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByText('Lembretes salvos.').first()).toBeVisible();
  await expect.poll(() => subscriptionOwner(device)).toBe(student.id);
  await snap(page, testInfo, '01-lembretes-ligados');
  await page.keyboard.press('Escape');
  await expect(myData).toBeHidden();

  const alarms: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/api/me/rest-alarm') alarms.push(sent.method());
  });
  await page
    .getByRole('region', { name: 'Treino A - Peito' })
    .getByRole('button', { name: 'Começar a Treinar' })
    .click();

  // Set 1, its rest watched on screen and skipped: no alarm is set, so nothing is sent.
  await logSet(page);
  await expect(restDialog(page)).toContainText('A seguir: Supino Reto com Barra');
  await restDialog(page).getByRole('button', { name: 'Pular' }).click();
  await expect(runModal(page)).toContainText('Série 2 de 3');
  expect(alarms).toEqual([]);
  expect(rests(push.bodiesFor(device))).toEqual([]);

  // Set 2, and the phone is locked during its rest: the push names the set that comes next.
  await logSet(page);
  await expect(restDialog(page)).toBeVisible();
  await setPageVisibility(page, 'hidden');
  // Today's reminder comes with the first wake-up of the queue (the minute's, or this rest's).
  await expect.poll(() => push.bodiesFor(device).toSorted()).toEqual([REST_OVER, TODAY]);
  expect(alarms).toEqual(['PUT']);
  const arrived = push.received.find((message) => message.payload.body === REST_OVER)!;
  expect(arrived.payload).toMatchObject({ title: 'RumoFit', url: '/aluno/treino', tag: 'rest' });

  // Back on the page: the alarm is taken back (here it had already gone off).
  await setPageVisibility(page, 'visible');
  await expect.poll(() => alarms).toEqual(['PUT', 'DELETE']);
  await restDialog(page).getByRole('button', { name: 'Pular' }).click();
  await expect(runModal(page)).toContainText('Série 3 de 3');
  // The visible rest sent nothing before or after, and today's reminder came once.
  expect(push.bodiesFor(device).toSorted()).toEqual([REST_OVER, TODAY]);
});

test('after the first finished workout the app asks once about reminders, and Ativar lembretes turns them on', async ({
  page,
  context,
}, testInfo) => {
  const device = push.device();
  await fakePushDevice(context, baseURL(), device);
  const today = todayInBrazil();
  const student = await setUpStudent({ plan: planFor(today, '1'), studentName: 'Carla Dias' });
  await signInStudent(page, student.email);
  // Never on the first screen.
  await expect(page.getByRole('region', { name: 'Treino A - Peito' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page
    .getByRole('region', { name: 'Treino A - Peito' })
    .getByRole('button', { name: 'Começar a Treinar' })
    .click();
  await logSet(page);
  await page.getByRole('dialog', { name: 'Finalizar Treino?' }).getByRole('button', { name: 'Sim, finalizar!' }).click();
  await page.getByRole('dialog', { name: 'Feedback do Treino' }).getByRole('button', { name: 'Pular' }).click();
  const analysis = page.getByRole('dialog', { name: 'Análise Pós-Treino da IA' });
  await expect(analysis).toContainText('Carla');
  await analysis.getByRole('button', { name: 'Fechar' }).last().click();

  const question = page.getByRole('dialog', { name: 'Quer receber um lembrete nos dias de treino?' });
  await expect(question).toContainText('Uma notificação neste aparelho às 07:00 nos dias do seu treino.');
  await expectAccessible(page);
  await expectTouchTargets(page);
  await snap(page, testInfo, '02-pergunta-lembretes');
  await question.getByRole('button', { name: 'Ativar lembretes' }).click();
  await expect(page.getByText('Lembretes ativados: um aviso às 07:00 nos dias de treino.').first()).toBeVisible();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(/\/aluno(\?data=[\d-]+)?$/);

  // The server holds this phone for Carla, with her reminders on at the default time.
  expect(await subscriptionOwner(device)).toBe(student.id);
  const reminders = await page.request.get('/api/me/reminders');
  expect(await reminders.json()).toEqual({ enabled: true, time: '07:00' });
  const myData = await openMyData(page);
  await expect(myData.getByRole('switch', { name: 'Lembretes nos dias de treino' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
});

test('a trainer with alerts on gets the pain a student reports, without the text of the pain', async ({
  page,
  context,
}) => {
  const device = push.device();
  await fakePushDevice(context, baseURL(), device);
  const today = todayInBrazil();
  const student = await setUpStudent({ plan: planFor(today, '1'), studentName: 'Bruno Alves' });

  // The trainer turns on 'Alertas no celular' on their phone.
  await page.goto('/entrar');
  await page.getByLabel('Email').fill(student.trainerEmail);
  await page.getByLabel('Senha').fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/personal/);
  await page.getByRole('button', { name: 'Configurações' }).click();
  const settings = page.getByRole('dialog', { name: 'Configurações' });
  const alerts = settings.getByRole('switch', { name: 'Receber alertas neste aparelho' });
  await alerts.click();
  await expect(alerts).toHaveAttribute('aria-checked', 'true');
  await expect.poll(() => subscriptionOwner(device)).not.toBeNull();

  // The student finishes and reports pain (their own phone, here through the API).
  const phone = await request.newContext({ baseURL: baseURL(), extraHTTPHeaders: { origin: baseURL() } });
  try {
    const ok = async (response: Awaited<ReturnType<typeof phone.post>>, what: string) =>
      expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true);
    await ok(await phone.post('/api/session', { data: { email: student.email, password: PASSWORD } }), 'sign-in');
    await ok(await phone.post(`/api/me/workouts/${today}/finish`, { data: { workoutId: 'w-hoje' } }), 'finish');
    await ok(
      await phone.put(`/api/me/workouts/${today}/feedback`, {
        data: {
          difficulty: 'Ideal',
          energyLevel: 'Alto',
          sleepQuality: 'Boa',
          overallRPE: 7,
          painPoints: 'Dor no joelho esquerdo',
          comments: '',
        },
      }),
      'feedback',
    );
  } finally {
    await phone.dispose();
  }
  await expect.poll(() => push.bodiesFor(device)).toEqual(['Bruno Alves relatou dor no treino']);
  const alert = push.received.find((message) => message.device === device.id)!;
  expect(alert.payload.url).toBe(`/personal/alunos/${student.id}`);
  expect(JSON.stringify(alert.payload)).not.toContain('joelho');
});
