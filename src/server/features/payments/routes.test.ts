import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { addDays, addMonths } from '#shared/domain/dates/local-date.ts';
import { decodeQr, expectBrCode } from '#server/testing/br-code.ts';
import { signedInStudent } from '#server/testing/student.ts';
import { testApp } from '#server/testing/test-app.ts';
import { signedInTrainer } from '#server/testing/trainer.ts';
import { localDate } from '#shared/domain/dates/local-date.ts';

const PIX = { keyType: 'celular', key: '(11) 91234-5678', receiverName: 'Ana Treinadora', receiverCity: 'São Paulo' };

async function withPix(app: Awaited<ReturnType<typeof testApp>>['app'], expiry: string | null) {
  const setup = await signedInStudent(app, { planStatus: 'active', planExpiryDate: expiry });
  const put = await setup.trainer.call('PUT', '/api/profile/pix', { pix: PIX });
  expect(put.statusCode, put.body).toBe(200);
  return setup;
}

describe('PIX settings', () => {
  test('are validated with pt-BR messages per field, normalised, and can be removed', async () => {
    const { app } = await testApp();
    const trainer = await signedInTrainer(app);
    expect((await trainer.call('GET', '/api/profile/pix')).json()).toEqual({ pix: null });

    const bad = await trainer.call('PUT', '/api/profile/pix', {
      pix: { keyType: 'cpf', key: '529.982.247-24', receiverName: 'Nome 💪', receiverCity: 'São José dos Campos' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      'pix.key': 'CPF inválido: confira os 11 dígitos (os dois últimos são verificadores).',
      'pix.receiverName': expect.stringContaining('até 25 caracteres'),
      'pix.receiverCity': expect.stringContaining('até 15 caracteres'),
    });

    const saved = await trainer.call('PUT', '/api/profile/pix', { pix: PIX });
    expect(saved.json()).toEqual({
      pix: { keyType: 'celular', key: '+5511912345678', receiverName: 'Ana Treinadora', receiverCity: 'São Paulo' },
    });
    expect((await trainer.call('GET', '/api/profile/pix')).json()).toEqual(saved.json());
    expect((await trainer.call('PUT', '/api/profile/pix', { pix: null })).json()).toEqual({ pix: null });
  });
});

describe('renewal by PIX', () => {
  test('a student with no PIX key of their trainer gets no code, only WhatsApp', async () => {
    const { app } = await testApp();
    const { call } = await signedInStudent(app, { planStatus: 'active' });
    expect((await call('GET', '/api/me/payments')).json()).toEqual({ pixAvailable: false, claims: [] });
    const res = await call('POST', '/api/me/payments/pix', { months: 3 });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('PIX_NOT_SET');
  });

  test('every code carries key, amount, name, city and a new txid, and its QR reads back to it', async () => {
    const { app } = await testApp();
    const { call } = await withPix(app, null);
    expect((await call('GET', '/api/me/payments')).json().pixAvailable).toBe(true);
    const seen = new Set<string>();
    for (const [months, amount] of [
      [1, '120.00'],
      [3, '330.00'],
      [6, '600.00'],
      [3, '330.00'],
    ] as const) {
      const res = await call('POST', '/api/me/payments/pix', { months });
      expect(res.statusCode, res.body).toBe(200);
      const charge = res.json();
      expect(charge).toMatchObject({ months, amountCents: Math.round(Number(amount) * 100), key: '+55 11 91234-5678' });
      expectBrCode(charge.payload, {
        key: '+5511912345678',
        amount,
        name: 'ANA TREINADORA',
        city: 'SAO PAULO',
        txid: charge.txid,
      });
      expect(decodeQr(charge.qrDataUrl)).toBe(charge.payload);
      seen.add(charge.txid);
    }
    expect(seen.size).toBe(4);
  });

  test('a cleared price has no code; a claim at an old price is refused; a txid is informed once', async () => {
    const { app } = await testApp();
    const { call, trainer } = await withPix(app, null);
    const profile = (await trainer.call('GET', '/api/profile')).json();
    await trainer.call('PUT', '/api/profile/settings', {
      version: profile.version,
      settings: { planPrices: { '1': 150 } },
    });
    expect((await call('POST', '/api/me/payments/pix', { months: 6 })).json().error.code).toBe('PRICE_NOT_SET');
    const old = await call('POST', '/api/me/payments', { months: 1, amountCents: 12000, txid: 'RFOLD1' });
    expect(old.json().error.message).toBe(
      'O preço deste plano mudou. Gere um novo código PIX e pague o valor atualizado.',
    );
    const charge = (await call('POST', '/api/me/payments/pix', { months: 1 })).json();
    const body = { months: 1, amountCents: charge.amountCents, txid: charge.txid };
    expect((await call('POST', '/api/me/payments', body)).statusCode).toBe(201);
    const again = await call('POST', '/api/me/payments', body);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('PAYMENT_ALREADY_INFORMED');
  });

  test('the trainer confirms once, even from two tabs at once, and the expiry moves by the renewal rule', async () => {
    const { app } = await testApp();
    const expiry = addDays(localDate(new Date()), 5);
    const { call, trainer, student } = await withPix(app, expiry);
    const charge = (await call('POST', '/api/me/payments/pix', { months: 3 })).json();
    const claim = await call('POST', '/api/me/payments', { months: 3, amountCents: 33000, txid: charge.txid });
    expect(claim.statusCode).toBe(201);
    expect(claim.json()).toMatchObject({ status: 'informado', months: 3, amountCents: 33000, reason: null });

    const pending = (await trainer.call('GET', '/api/payments/pending')).json().claims;
    expect(pending).toEqual([expect.objectContaining({ id: claim.json().id, studentName: 'Bia Souza' })]);

    // The student cannot confirm their own claim; another trainer does not find it.
    expect((await call('POST', `/api/payments/${claim.json().id}/confirm`)).statusCode).toBe(403);
    const other = await signedInTrainer(app, 'Outro Personal');
    const foreign = await other.call('POST', `/api/payments/${claim.json().id}/confirm`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('CLAIM_NOT_FOUND');
    expect((await other.call('GET', `/api/students/${student.id}/payments`)).statusCode).toBe(404);

    const [first, second] = await Promise.all([
      trainer.call('POST', `/api/payments/${claim.json().id}/confirm`),
      trainer.call('POST', `/api/payments/${claim.json().id}/confirm`),
    ]);
    expect([first!.statusCode, second!.statusCode].sort()).toEqual([200, 409]);
    const won = first!.statusCode === 200 ? first! : second!;
    const lost = first!.statusCode === 200 ? second! : first!;
    expect(lost.json().error.code).toBe('CLAIM_ALREADY_DECIDED');
    expect(won.json()).toMatchObject({ claim: { status: 'confirmado' }, planExpiryDate: addMonths(expiry, 3) });

    const detail = (await trainer.call('GET', `/api/students/${student.id}`)).json();
    expect(detail.planExpiryDate).toBe(addMonths(expiry, 3));
    const reject = await trainer.call('POST', `/api/payments/${claim.json().id}/reject`, { reason: 'tarde' });
    expect(reject.statusCode).toBe(409);
    expect((await trainer.call('GET', '/api/payments/pending')).json().claims).toEqual([]);
    expect((await trainer.call('GET', '/api/payments/summary')).json()).toMatchObject({ totalCents: 33000, count: 1 });
  });

  test('a lapsed plan renews from today; a rejection keeps the expiry and the student reads the reason', async () => {
    const { app, database } = await testApp();
    const today = localDate(new Date());
    const { call, trainer, student } = await withPix(app, addDays(today, -10));
    const one = (await call('POST', '/api/me/payments/pix', { months: 1 })).json();
    const first = (await call('POST', '/api/me/payments', { months: 1, amountCents: 12000, txid: one.txid })).json();
    const empty = await trainer.call('POST', `/api/payments/${first.id}/reject`, { reason: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('Escreva o motivo da recusa: o aluno vai lê-lo.');
    const rejected = await trainer.call('POST', `/api/payments/${first.id}/reject`, {
      reason: 'Não encontrei o PIX no extrato.',
    });
    expect(rejected.json()).toMatchObject({ status: 'rejeitado', reason: 'Não encontrei o PIX no extrato.' });
    const mine = (await call('GET', '/api/me/payments')).json();
    expect(mine.claims[0]).toMatchObject({ status: 'rejeitado', reason: 'Não encontrei o PIX no extrato.' });
    expect((await call('POST', `/api/payments/${first.id}/confirm`)).statusCode).toBe(403);

    const six = (await call('POST', '/api/me/payments/pix', { months: 6 })).json();
    const second = (await call('POST', '/api/me/payments', { months: 6, amountCents: 60000, txid: six.txid })).json();
    const confirmed = await trainer.call('POST', `/api/payments/${second.id}/confirm`);
    expect(confirmed.json().planExpiryDate).toBe(addMonths(today, 6));
    const history = (await trainer.call('GET', `/api/students/${student.id}/payments`)).json().claims;
    expect(history.map((c: { status: string }) => c.status)).toEqual(['confirmado', 'rejeitado']);
    const [row] = (
      await database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from payment_claims where student_id = ${student.id}`,
      )
    ).rows;
    expect(row!.n).toBe(2);
  });
});
