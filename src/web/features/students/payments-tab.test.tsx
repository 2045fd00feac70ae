import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { expect, test } from 'vitest';
import type { TrainerClaim } from '#shared/contracts/payments.ts';
import { buildStudent } from '#shared/testing/build-student.ts';
import { Toaster } from '#web/components/ui/toaster.tsx';
import { bodyOf, fakeFetch, json, methodOf, route } from '#web/testing/fake-fetch.ts';
import { renderWithQueries } from '#web/testing/render.tsx';
import { findToast } from '#web/testing/toasts.ts';
import { PaymentsTab } from './payments-tab.tsx';
import StudentDialog from './student-dialog.tsx';

const claim = (overrides: Partial<TrainerClaim>): TrainerClaim => ({
  id: 'c-1',
  studentId: 'st-1',
  studentName: 'Ana Souza',
  months: 3,
  amountCents: 25000,
  txid: 'RFTX1',
  status: 'informado',
  reason: null,
  createdAt: '2026-11-27T13:05:00.000Z',
  decidedAt: null,
  ...overrides,
});

const pending = claim({});
const confirmed = claim({
  id: 'c-0',
  months: 1,
  amountCents: 12000,
  txid: 'RFTX0',
  status: 'confirmado',
  createdAt: '2026-10-02T12:00:00.000Z',
  decidedAt: '2026-10-02T15:30:00.000Z',
});
const rejected = claim({
  id: 'c-9',
  months: 6,
  amountCents: 45000,
  txid: 'RFTX9',
  status: 'rejeitado',
  reason: 'Não encontrei o PIX no extrato.',
  createdAt: '2026-09-01T12:00:00.000Z',
  decidedAt: '2026-09-01T18:00:00.000Z',
});

/** The history the server has now: a decision moves it on, as the server would. */
function server(history: TrainerClaim[]) {
  const state = { history };
  const fetch = fakeFetch(
    route('GET', '/api/students/st-1/payments', () => json({ claims: state.history })),
    route('GET', '/api/students/st-1', () => json(buildStudent({ id: 'st-1' }))),
    route('POST', '/api/payments/c-1/confirm', () => {
      const done = { ...pending, status: 'confirmado' as const, decidedAt: '2026-11-28T14:00:00.000Z' };
      state.history = state.history.map((c) => (c.id === done.id ? done : c));
      return json({ claim: done, planExpiryDate: '2027-03-01' });
    }),
    route('POST', '/api/payments/c-1/reject', (_url, init) => {
      const { reason } = bodyOf<{ reason: string }>(init);
      const done = {
        ...pending,
        status: 'rejeitado' as const,
        reason,
        decidedAt: '2026-11-28T14:00:00.000Z',
      };
      state.history = state.history.map((c) => (c.id === done.id ? done : c));
      return json(done);
    }),
  );
  return { fetch, state };
}

const items = async () => within(await screen.findByRole('list')).getAllByRole('listitem');

test('every claim, newest first: period and amount in reais, when, its status and the reason of a refusal', async () => {
  server([pending, confirmed, rejected]);
  renderWithQueries(<PaymentsTab studentId="st-1" />);
  expect(screen.getByRole('status')).toHaveTextContent('Carregando pagamentos...');
  const [first, second, third] = await items();
  expect(first).toHaveTextContent('Pagamento informado: R$ 250,00 — 3 meses');
  expect(first).toHaveTextContent('Informado em 27/11/2026, 10:05');
  expect(within(first!).getByRole('button', { name: 'Confirmar pagamento' })).toBeEnabled();
  expect(within(first!).getByRole('button', { name: 'Rejeitar' })).toBeEnabled();

  expect(second).toHaveTextContent('R$ 120,00 — 1 mês');
  expect(second).toHaveTextContent('Confirmado');
  expect(second).toHaveTextContent('Confirmado em 02/10/2026, 12:30');
  expect(within(second!).queryByRole('button')).toBeNull();

  expect(third).toHaveTextContent('R$ 450,00 — 6 meses');
  expect(third).toHaveTextContent('Recusado em 01/09/2026, 15:00');
  expect(third).toHaveTextContent('Motivo da recusa: Não encontrei o PIX no extrato.');
  expect(within(third!).queryByRole('button')).toBeNull();
});

test('a student with no claim reads so', async () => {
  server([]);
  renderWithQueries(<PaymentsTab studentId="st-1" />);
  expect(await screen.findByText('Nenhum pagamento informado por este aluno ainda.')).toBeInTheDocument();
});

test("'Confirmar pagamento' confirms, says the new expiry, and the history and the student reload", async () => {
  const { fetch } = server([pending, confirmed]);
  const { client } = renderWithQueries(
    <>
      <Toaster />
      <PaymentsTab studentId="st-1" />
    </>,
  );
  // The student's detail is open too (the dialog): a confirmation moves its expiry, so it reloads.
  await client.prefetchQuery({
    queryKey: ['students', 'detail', 'st-1'],
    queryFn: () => buildStudent({ id: 'st-1' }),
  });
  const [first] = await items();
  await userEvent.click(within(first!).getByRole('button', { name: 'Confirmar pagamento' }));
  await findToast('Pagamento de Ana Souza confirmado: plano renovado até 01/03/2027.');
  await waitFor(async () => expect((await items())[0]).toHaveTextContent('Confirmado em 28/11/2026, 11:00'));
  expect(within((await items())[0]!).queryByRole('button')).toBeNull();
  const calls = fetch.mock.calls.map(([path, init]) => `${methodOf(init)} ${path}`);
  expect(calls.filter((c) => c === 'POST /api/payments/c-1/confirm')).toHaveLength(1);
  expect(calls.filter((c) => c === 'GET /api/students/st-1/payments')).toHaveLength(2);
  expect(client.getQueryState(['students', 'detail', 'st-1'])?.isInvalidated).toBe(true);
});

test("'Rejeitar' asks for the reason the student reads, then the claim shows as refused with it", async () => {
  const { fetch } = server([pending]);
  renderWithQueries(
    <>
      <Toaster />
      <PaymentsTab studentId="st-1" />
    </>,
  );
  const [first] = await items();
  await userEvent.click(within(first!).getByRole('button', { name: 'Rejeitar' }));
  await userEvent.type(
    within(first!).getByLabelText('Motivo da recusa (o aluno vai ler)'),
    'Valor diferente',
  );
  await userEvent.click(within(first!).getByRole('button', { name: 'Enviar recusa' }));
  await findToast('Pagamento de Ana Souza recusado.');
  await waitFor(async () =>
    expect((await items())[0]).toHaveTextContent('Motivo da recusa: Valor diferente'),
  );
  const post = fetch.mock.calls.find(([path]) => path === '/api/payments/c-1/reject');
  expect(bodyOf(post?.[1])).toEqual({ reason: 'Valor diferente' });
});

test("the student dialog's 'Pagamentos' tab loads the history only when opened", async () => {
  const { fetch } = server([pending]);
  renderWithQueries(<StudentDialog studentId="st-1" onClose={() => {}} onEditPlan={() => {}} />);
  const dialog = await screen.findByRole('dialog', { name: 'Ana Souza' });
  const paths = () => fetch.mock.calls.map(([path]) => path);
  expect(paths()).not.toContain('/api/students/st-1/payments');
  await userEvent.click(within(dialog).getByRole('tab', { name: 'Pagamentos' }));
  expect(await within(dialog).findByText('Pagamento informado: R$ 250,00 — 3 meses')).toBeInTheDocument();
  expect(within(dialog).getByRole('heading', { name: 'Histórico de pagamentos' })).toBeInTheDocument();
});
