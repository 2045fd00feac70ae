import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, expect, test, vi } from 'vitest';
import {
  buildHome,
  currentUrl,
  json,
  renderStudentPage,
  studentServer,
} from '#web/features/student-home/student-home.testing.tsx';

vi.mock('#web/data/workout.ts', () => import('#web/features/student-home/fake-workout-api.ts'));
vi.mock('#web/features/anamnesis/anamnesis-flow.tsx', () => ({
  default: (props: { name: string; onSubmitted: () => void; onCancel?: () => void }) => (
    <div>
      <p>Anamnese de {props.name}</p>
      <button type="button" onClick={props.onSubmitted}>
        Enviar Anamnese
      </button>
      {props.onCancel ? (
        <button type="button" onClick={props.onCancel}>
          Cancelar
        </button>
      ) : null}
    </div>
  ),
}));

beforeEach(() => sessionStorage.clear());

test('a new student without an anamnesis gets the wizard, then the waiting screen', async () => {
  const user = userEvent.setup();
  let home = buildHome({ planStatus: 'pending_creation', hasAnamnesis: false, workoutPlan: [] });
  studentServer(() => json(home));
  renderStudentPage();
  expect(await screen.findByText('Anamnese de Ana Souza')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Cancelar' })).not.toBeInTheDocument();
  home = { ...home, hasAnamnesis: true };
  await user.click(screen.getByRole('button', { name: 'Enviar Anamnese' }));
  expect(await screen.findByRole('heading', { name: 'Quase lá, Ana!' })).toBeInTheDocument();
});

test('a plan activated before the anamnesis still asks for it: a card on the home, the wizard one tap away', async () => {
  const user = userEvent.setup();
  let home = buildHome({ hasAnamnesis: false, goal: null, sex: null });
  studentServer(() => json(home));
  renderStudentPage();
  expect(await screen.findByRole('heading', { name: 'Olá, Ana!' })).toBeInTheDocument();
  expect(screen.getByText('Vamos para o treino de hoje?')).toBeInTheDocument(); // no sex known yet
  const card = screen.getByRole('region', { name: 'Falta a sua anamnese' });
  await user.click(within(card).getByRole('button', { name: 'Responder anamnese' }));
  expect(await screen.findByText('Anamnese de Ana Souza')).toBeInTheDocument();
  expect(currentUrl()).toBe('/aluno/anamnese');

  home = buildHome();
  await user.click(screen.getByRole('button', { name: 'Enviar Anamnese' }));
  expect(await screen.findByText('Pronta para o treino de hoje?')).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Falta a sua anamnese' })).not.toBeInTheDocument();
});

test('waiting for a review without an anamnesis, or with one sent without a goal, is the wizard', async () => {
  for (const home of [
    buildHome({ planStatus: 'pending_review', hasAnamnesis: false, goal: null }),
    buildHome({ planStatus: 'pending_creation', hasAnamnesis: true, goal: null }),
  ]) {
    studentServer(() => json(home));
    const view = renderStudentPage();
    expect(await screen.findByText('Anamnese de Ana Souza')).toBeInTheDocument();
    view.unmount();
  }
});

test('waiting for the plan, the student can reopen the anamnesis and come back', async () => {
  const user = userEvent.setup();
  studentServer(() => json(buildHome({ planStatus: 'pending_review' })));
  renderStudentPage();
  expect(await screen.findByRole('heading', { name: 'Quase lá, Ana!' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /anamnese/i }));
  expect(await screen.findByText('Anamnese de Ana Souza')).toBeInTheDocument();
  expect(currentUrl()).toBe('/aluno/anamnese');
  await user.click(screen.getByRole('button', { name: 'Cancelar' }));
  expect(await screen.findByRole('heading', { name: 'Quase lá, Ana!' })).toBeInTheDocument();
  expect(currentUrl()).toBe('/aluno');
});

test('an active student can edit the anamnesis at /aluno/anamnese and returns home after sending', async () => {
  const user = userEvent.setup();
  studentServer(() => json(buildHome()));
  renderStudentPage('/aluno/anamnese');
  await user.click(await screen.findByRole('button', { name: 'Enviar Anamnese' }));
  expect(await screen.findByRole('heading', { name: 'Olá, Ana!' })).toBeInTheDocument();
  expect(currentUrl()).toBe('/aluno');
});

test('an expired plan shows Seu Plano Venceu! and the renewal opens once by itself', async () => {
  const user = userEvent.setup();
  studentServer(() => json(buildHome({ planExpiryDate: '2025-11-19', workoutPlan: [] })));
  const first = renderStudentPage();
  expect(await screen.findByRole('heading', { name: 'Seu Plano Venceu!' })).toBeInTheDocument();
  expect(screen.getByText('Seu plano venceu em 19/11/2025.')).toBeInTheDocument();
  const dialog = await screen.findByRole('dialog', { name: 'Renovar Plano' });
  expect(within(dialog).getByRole('button', { name: /1 mês\s*R\$ 120,00/ })).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: /3 meses\s*R\$ 330,00/ })).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: /6 meses\s*Preço não definido/ })).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  first.unmount();

  renderStudentPage();
  expect(await screen.findByRole('heading', { name: 'Seu Plano Venceu!' })).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Renove Agora' }));
  expect(await screen.findByRole('dialog', { name: 'Renovar Plano' })).toBeInTheDocument();
});

test('choosing a period opens WhatsApp to the trainer with the request written out', async () => {
  const user = userEvent.setup();
  const open = vi.spyOn(window, 'open').mockReturnValue(null);
  studentServer(() => json(buildHome({ planStatus: 'inactive' })));
  renderStudentPage();
  expect(await screen.findByText('Seu plano está inativo no momento.')).toBeInTheDocument();
  const dialog = await screen.findByRole('dialog', { name: 'Renovar Plano' });
  await user.click(within(dialog).getByRole('button', { name: /3 meses/ }));
  expect(open).toHaveBeenCalledWith(
    `https://wa.me/5511912345678?text=${encodeURIComponent(
      'Olá, Paula! Aqui é Ana Souza. Gostaria de renovar meu plano de treino por 3 meses. Como fazemos?',
    )}`,
    '_blank',
    'noopener',
  );
});

test('without the trainer’s number, the spec’s alert says to get in touch directly', async () => {
  const user = userEvent.setup();
  const open = vi.spyOn(window, 'open').mockReturnValue(null);
  const home = buildHome({ planStatus: 'inactive' });
  studentServer(() => json({ ...home, trainer: { ...home.trainer, whatsapp: null } }));
  renderStudentPage();
  const dialog = await screen.findByRole('dialog', { name: 'Renovar Plano' });
  await user.click(within(dialog).getByRole('button', { name: /1 mês/ }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent(
    'O número de WhatsApp do seu personal não foi configurado. Por favor, entre em contato diretamente.',
  );
  expect(open).not.toHaveBeenCalled();
});

test('a home that fails to load offers a retry', async () => {
  const user = userEvent.setup();
  let fail = true;
  studentServer(() => (fail ? json({ error: { code: 'INTERNAL', message: 'x' } }, 500) : json(buildHome())));
  renderStudentPage();
  expect(await screen.findByText('Não foi possível carregar seus dados.')).toBeInTheDocument();
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
  expect(await screen.findByRole('heading', { name: 'Olá, Ana!' })).toBeInTheDocument();
});

test('an unknown address inside the student app goes home', async () => {
  studentServer(() => json(buildHome()));
  renderStudentPage('/aluno/qualquer-coisa');
  expect(await screen.findByRole('heading', { name: 'Olá, Ana!' })).toBeInTheDocument();
  expect(currentUrl()).toBe('/aluno');
});
