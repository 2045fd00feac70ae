import { afterEach, describe, expect, test } from 'vitest';
import { listening, listenToEvents, until } from '#server/testing/event-stream.ts';
import { startFakePushService, type FakePushService } from '#server/testing/fake-push.ts';
import { signedInStudent } from '#server/testing/student.ts';
import { testApp } from '#server/testing/test-app.ts';

const PIX = {
  keyType: 'celular',
  key: '(11) 91234-5678',
  receiverName: 'Ana Treinadora',
  receiverCity: 'São Paulo',
};

const services: FakePushService[] = [];
const opened: (() => void)[] = [];
afterEach(async () => {
  opened.splice(0).forEach((close) => close());
  await Promise.all(services.splice(0).map((service) => service.close()));
});

/** A trainer with a PIX key and a phone of their own; their student with a phone too. */
async function world() {
  const push = await startFakePushService();
  services.push(push);
  const { app, database } = await testApp({ push: { allowLoopback: true } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const setup = await signedInStudent(app, { planStatus: 'active', planExpiryDate: null });
  expect((await setup.trainer.call('PUT', '/api/profile/pix', { pix: PIX })).statusCode).toBe(200);
  const phone = push.device();
  const trainerPhone = push.device();
  await setup.call('POST', '/api/push/subscriptions', phone.subscription);
  await setup.trainer.call('POST', '/api/push/subscriptions', trainerPhone.subscription);
  /** 'Já paguei' for a fresh code of `months`. */
  const informPayment = async (months: 1 | 3 | 6) => {
    const charge = (await setup.call('POST', '/api/me/payments/pix', { months })).json();
    return setup.call('POST', '/api/me/payments', {
      months,
      amountCents: charge.amountCents,
      txid: charge.txid,
    });
  };
  return { push, app, database, phone, trainerPhone, informPayment, ...setup };
}

describe('a payment informed reaches the trainer at once', () => {
  test("the trainer's open screens hear of the claim and of its decision, as a change to the student", async () => {
    const { app, database, trainer, student, informPayment } = await world();
    const events = await listenToEvents(app, trainer.cookie, (close) => opened.push(close));
    await listening(database);

    const claim = await informPayment(3);
    expect(claim.statusCode).toBe(201);
    await until(() => events.length >= 1);
    expect(events).toEqual([{ id: student.id, op: 'update' }]);

    // The confirmation renews the plan too: the claim and the student both change, and the trainer's
    // screens (another tab, the radar) hear of it.
    expect((await trainer.call('POST', `/api/payments/${claim.json().id}/confirm`)).statusCode).toBe(200);
    await until(() => events.length >= 2);
    expect(new Set(events.map((event) => JSON.stringify(event)))).toEqual(
      new Set([JSON.stringify({ id: student.id, op: 'update' })]),
    );
    await app.close();
  });

  test("with alerts on, the trainer's phone gets 'pediu a renovação', once a day; the student's gets nothing", async () => {
    const { push, app, trainer, student, phone, trainerPhone, informPayment } = await world();
    await trainer.call('PUT', '/api/alerts', { enabled: true });
    expect((await informPayment(1)).statusCode).toBe(201);
    await push.until((all) => all.some((received) => received.device === trainerPhone.id));
    expect(push.received[0]!.payload).toMatchObject({
      body: 'Bia Souza pediu a renovação do plano',
      url: `/personal/alunos/${student.id}`,
    });
    // A second claim the same day does not ring the phone again.
    expect((await informPayment(6)).statusCode).toBe(201);
    expect((await trainer.call('GET', '/api/payments/pending')).json().claims).toHaveLength(2);
    expect(push.bodiesFor(trainerPhone)).toEqual(['Bia Souza pediu a renovação do plano']);
    expect(push.bodiesFor(phone)).toEqual([]);
    await app.close();
  });
});
