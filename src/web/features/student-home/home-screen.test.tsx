import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import {
  buildDay,
  buildHome,
  currentUrl,
  json,
  renderStudentPage,
  studentServer,
  TODAY,
} from './student-home.testing.tsx';
import { route } from '#web/testing/fake-fetch.ts';

// The home reads the day and resets it; the phone's outbox behind those has tests of its own.
vi.mock('#web/data/workout.ts', () => import('./fake-workout-api.ts'));
import { fakeOutbox } from './fake-workout-api.ts';

vi.mock('#web/features/workout/workout-session.tsx', () => ({
  default: (props: {
    date: string;
    workout: { label: string };
    day: { date: string };
    onClose: () => void;
  }) => (
    <div role="dialog" aria-label="Execução">
      <p>
        {props.workout.label} em {props.date} ({props.day.date})
      </p>
      <button type="button" onClick={props.onClose}>
        Fechar treino
      </button>
    </div>
  ),
}));

test('greets the student, warns about the expiry and lists today’s workout', async () => {
  studentServer(() => json(buildHome()));
  renderStudentPage();
  expect(screen.getByText('Carregando seu treino...')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Olá, Ana!' })).toBeInTheDocument();
  expect(screen.getByText('Pronta para o treino de hoje?')).toBeInTheDocument();
  expect(screen.getByText('Atenção! Seu plano vence em 5 dias.')).toBeInTheDocument();
  // The words on the button are in its name, as they read: 'Hoje Quinta-feira', not 'HojeQuinta-feira'.
  const calendarButton = screen.getByRole('button', { name: 'Hoje, Quinta-feira, Abrir calendário' });
  expect(calendarButton).toHaveTextContent(/^Hoje Quinta-feira$/, { normalizeWhitespace: false });

  const card = screen.getByRole('region', { name: 'Treino A - Peito' });
  expect(within(card).getByText('Aquecimento: 1 exercício')).toBeInTheDocument();
  expect(within(card).getByText('Bi-Set')).toBeInTheDocument();
  const lines = within(card)
    .getAllByRole('listitem')
    .filter((item) => item.querySelector('ul') === null)
    .map((item) => item.textContent);
  expect(lines).toEqual(['Supino Reto4 x 10', 'Crucifixo3 x 12', 'Prancha3 x 30s']);
  expect(await within(card).findByRole('button', { name: 'Começar a Treinar' })).toBeInTheDocument();
  expect(within(card).queryByRole('button', { name: 'Reiniciar Treino' })).not.toBeInTheDocument();
  // 20/11 is day 324 of the year: 324 mod 7 = 2.
  expect(screen.getByText('“Seu corpo alcança o que sua mente acredita.”')).toBeInTheDocument();
});

test('Pronto for men, no banner far from the expiry, and the trainer has not made the plan yet', async () => {
  studentServer(() => json(buildHome({ sex: 'Masculino', planExpiryDate: '2026-01-30', workoutPlan: [] })));
  renderStudentPage();
  expect(await screen.findByText('Pronto para o treino de hoje?')).toBeInTheDocument();
  expect(screen.queryByText(/Atenção!/)).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Seu treino ainda não está pronto' })).toBeInTheDocument();
});

test('the arrows move a day at a time and the date goes into the URL', async () => {
  const user = userEvent.setup();
  studentServer(() => json(buildHome()));
  renderStudentPage();
  await user.click(await screen.findByRole('button', { name: 'Próximo dia' }));
  expect(
    screen.getByRole('button', { name: '21/11/2025, Sexta-feira, Abrir calendário' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Dia de Descanso' })).toBeInTheDocument();
  expect(currentUrl()).toBe('/aluno?data=2025-11-21');
  await user.click(screen.getByRole('button', { name: 'Dia anterior' }));
  await user.click(screen.getByRole('button', { name: 'Dia anterior' }));
  expect(screen.getByRole('button', { name: /^19\/11\/2025, Quarta-feira/ })).toBeInTheDocument();
});

test('opens the run for the date and comes back to the same date on closing', async () => {
  const user = userEvent.setup();
  studentServer(() => json(buildHome()));
  renderStudentPage('/aluno?data=2025-11-13');
  await user.click(await screen.findByRole('button', { name: 'Começar a Treinar' }));
  const run = await screen.findByRole('dialog', { name: 'Execução' });
  expect(run).toHaveTextContent('Treino A - Peito em 2025-11-13 (2025-11-13)');
  expect(currentUrl()).toBe('/aluno/treino?data=2025-11-13');
  await user.click(within(run).getByRole('button', { name: 'Fechar treino' }));
  await waitFor(() => expect(currentUrl()).toBe('/aluno?data=2025-11-13'));
  expect(screen.queryByRole('dialog', { name: 'Execução' })).not.toBeInTheDocument();
});

test('a run opened on a rest day goes back to the home', async () => {
  studentServer(() => json(buildHome()));
  renderStudentPage('/aluno/treino?data=2025-11-21');
  await waitFor(() => expect(currentUrl()).toBe('/aluno?data=2025-11-21'));
  expect(screen.getByRole('heading', { name: 'Dia de Descanso' })).toBeInTheDocument();
});

test('a day still to come shows its workout but offers no start, and its run cannot be opened', async () => {
  studentServer(() => json(buildHome()));
  renderStudentPage('/aluno?data=2025-11-27');
  const card = await screen.findByRole('region', { name: 'Treino A - Peito' });
  expect(screen.getByText('Pronta para o treino de 27/11/2025?')).toBeInTheDocument();
  expect(within(card).getByText('Este treino fica disponível em 27/11/2025.')).toBeInTheDocument();
  expect(within(card).queryByRole('button', { name: 'Começar a Treinar' })).not.toBeInTheDocument();
  expect(screen.queryByText('Pronta para o treino de hoje?')).not.toBeInTheDocument();
});

test('typing the run of a day still to come goes back to that day’s home', async () => {
  studentServer(() => json(buildHome()));
  renderStudentPage('/aluno/treino?data=2025-11-27');
  await waitFor(() => expect(currentUrl()).toBe('/aluno?data=2025-11-27'));
  expect(screen.queryByRole('dialog', { name: 'Execução' })).not.toBeInTheDocument();
});

test('the reset of a past day names that day, in the question and in the toast', async () => {
  const user = userEvent.setup();
  const past = '2025-11-13';
  let day = buildDay({
    date: past,
    progress: {
      workoutId: 'w-thu',
      position: { blockIndex: 0, exerciseIndex: 0, setIndex: 1 },
      at: '2025-11-13T10:00:00Z',
    },
  });
  studentServer(() => json(buildHome()), {
    extra: [
      route('GET', `/api/me/workouts/${past}`, () => json(day)),
      route('DELETE', `/api/me/workouts/${past}`, () => {
        day = buildDay({ date: past });
        return new Response(null, { status: 204 });
      }),
    ],
  });
  renderStudentPage(`/aluno?data=${past}`);
  expect(await screen.findByText('Você está vendo o treino de 13/11/2025.')).toBeInTheDocument();
  await user.click(await screen.findByRole('button', { name: 'Reiniciar Treino' }));
  const confirm = await screen.findByRole('alertdialog', { name: 'Reiniciar Treino?' });
  expect(confirm).toHaveTextContent('Todo o seu progresso de 13/11/2025 será perdido.');
  await user.click(within(confirm).getByRole('button', { name: 'Reiniciar' }));
  expect(await screen.findByText('Progresso do treino de 13/11/2025 foi reiniciado!')).toBeInTheDocument();
  expect(screen.queryByText(/treino de hoje/)).not.toBeInTheDocument();
});

test('a started day continues, and the reset asks first, clears it and says so', async () => {
  const user = userEvent.setup();
  const started = buildDay({
    progress: {
      workoutId: 'w-thu',
      position: { blockIndex: 0, exerciseIndex: 0, setIndex: 2 },
      at: '2025-11-20T10:00:00Z',
    },
  });
  let day = started;
  const fetch = studentServer(() => json(buildHome()), {
    extra: [
      route('GET', `/api/me/workouts/${TODAY}`, () => json(day)),
      route('DELETE', `/api/me/workouts/${TODAY}`, () => {
        day = buildDay();
        return new Response(null, { status: 204 });
      }),
    ],
  });
  renderStudentPage();
  expect(await screen.findByRole('button', { name: 'Continuar Treino' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Reiniciar Treino' }));
  const confirm = await screen.findByRole('alertdialog', { name: 'Reiniciar Treino?' });
  expect(confirm).toHaveTextContent(
    'Todo o seu progresso de hoje será perdido. Tem certeza que deseja começar do zero?',
  );
  // The focus moves once the dialog's effects have run, a frame after it shows.
  await waitFor(() => expect(within(confirm).getByRole('button', { name: 'Cancelar' })).toHaveFocus());
  await user.click(within(confirm).getByRole('button', { name: 'Reiniciar' }));
  expect(await screen.findByText('Progresso do treino de hoje foi reiniciado!')).toBeInTheDocument();
  expect(fetch).toHaveBeenCalledWith(
    `/api/me/workouts/${TODAY}`,
    expect.objectContaining({ method: 'DELETE' }),
  );
  expect(await screen.findByRole('button', { name: 'Começar a Treinar' })).toBeInTheDocument();
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
});

test('a completed day says so and shows its analysis, or that none was made', async () => {
  const user = userEvent.setup();
  const done = (analysis: string | null) => buildDay({ completed: true, analysis, sets: [], date: TODAY });
  studentServer(() => json(buildHome()), {
    days: { [TODAY]: done('Ótimo volume hoje.'), '2025-11-13': done(null) },
  });
  renderStudentPage();
  expect(await screen.findByText('Treino concluído')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Começar a Treinar' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Ver Análise Pós-Treino' }));
  const dialog = await screen.findByRole('dialog', { name: 'Análise Pós-Treino da IA' });
  expect(dialog).toHaveTextContent('Ótimo volume hoje.');
  await user.click(within(dialog).getAllByRole('button', { name: 'Fechar' }).at(-1)!);

  for (let i = 0; i < 7; i++) await user.click(screen.getByRole('button', { name: 'Dia anterior' }));
  await user.click(await screen.findByRole('button', { name: 'Ver Análise Pós-Treino' }));
  expect(await screen.findByRole('dialog', { name: 'Análise Pós-Treino da IA' })).toHaveTextContent(
    'Nenhuma análise foi gerada para este treino.',
  );
});

test('the calendar shows each day’s status while the student has the plan, and choosing a day shows it', async () => {
  const user = userEvent.setup();
  const fetch = studentServer(() => json(buildHome({ planStart: '2025-11-05' })), {
    completed: ['2025-11-17'],
  });
  renderStudentPage();
  await user.click(await screen.findByRole('button', { name: /Abrir calendário/ }));
  const popup = await screen.findByRole('dialog', { name: 'Calendário de treinos' });
  expect(within(popup).getByText('Novembro de 2025')).toBeInTheDocument();
  expect(
    within(popup)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual(['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb']);
  expect(await within(popup).findByRole('button', { name: '17 de novembro, Concluído' })).toBeInTheDocument();
  expect(within(popup).getByRole('button', { name: '10 de novembro, Não foi' })).toBeInTheDocument();
  expect(within(popup).getByRole('button', { name: '20 de novembro, A treinar' })).toHaveAttribute(
    'aria-current',
    'date',
  );
  expect(within(popup).getByRole('button', { name: '24 de novembro, A treinar' })).toBeInTheDocument();
  expect(within(popup).getByRole('button', { name: '19 de novembro, Descanso' })).toBeInTheDocument();
  // Before the plan started (a Monday) and after it expires on the 25th, no day is missed or to train.
  expect(within(popup).getByRole('button', { name: '3 de novembro' })).toBeInTheDocument();
  expect(within(popup).getByRole('button', { name: '27 de novembro' })).toBeInTheDocument();
  expect(fetch).toHaveBeenCalledWith('/api/me/calendar?from=2025-11-01&to=2025-11-30', expect.anything());

  await user.click(within(popup).getByRole('button', { name: 'Próximo mês' }));
  expect(within(popup).getByText('Dezembro de 2025')).toBeInTheDocument();
  await user.click(await within(popup).findByRole('button', { name: '1 de dezembro' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getByRole('button', { name: /^01\/12\/2025, Segunda-feira/ })).toBeInTheDocument();
  expect(currentUrl()).toBe('/aluno?data=2025-12-01');
});

test('a finish still waiting on the phone already marks its day on the calendar', async () => {
  const user = userEvent.setup();
  fakeOutbox.ops = [
    {
      seq: 1,
      userId: 'ana',
      method: 'POST',
      path: '/api/me/workouts/2025-11-10/finish',
      body: { workoutId: 'w-seg' },
      kind: 'finish',
      date: '2025-11-10',
      createdAt: '2025-11-10T12:00:00Z',
    },
  ];
  try {
    studentServer(() => json(buildHome()), { completed: ['2025-11-17'] });
    renderStudentPage();
    await user.click(await screen.findByRole('button', { name: /Abrir calendário/ }));
    const popup = await screen.findByRole('dialog', { name: 'Calendário de treinos' });
    expect(
      await within(popup).findByRole('button', { name: '10 de novembro, Concluído' }),
    ).toBeInTheDocument();
    expect(within(popup).getByRole('button', { name: '17 de novembro, Concluído' })).toBeInTheDocument();
  } finally {
    fakeOutbox.ops = [];
  }
});

test('Renove Agora on the banner opens the renewal with the trainer’s prices', async () => {
  const user = userEvent.setup();
  studentServer(() => json(buildHome()));
  renderStudentPage();
  await user.click(await screen.findByRole('button', { name: 'Renove Agora' }));
  const dialog = await screen.findByRole('dialog', { name: 'Renovar Plano' });
  expect(within(dialog).getByRole('button', { name: /1 mês\s*R\$ 120,00/ })).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: /6 meses\s*Preço não definido/ })).toBeInTheDocument();
});
