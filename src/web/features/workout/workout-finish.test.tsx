import type { Analysis } from '#shared/contracts/progress.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { options } from 'preact';
import { describe, expect, test, vi } from 'vitest';
import type { WorkoutActions } from '#web/data/workout.ts';
import {
  dayAt,
  fakeActions,
  loggedSet,
  logSet,
  renderSession,
  runModal,
} from './workout-session.testing.tsx';

// jsdom renders these dialogs slowly; a whole run takes a few seconds.
vi.setConfig({ testTimeout: 20_000 });

describe('finishing', () => {
  /** The run at its very last set, the others logged; with that set logged 'Finalizar Treino?' is up. */
  async function runToTheEnd(actions = fakeActions()) {
    const session = renderSession({
      actions,
      day: dayAt(
        [1, 1, 1],
        [
          loggedSet('b1', 'supino', 0),
          loggedSet('b1', 'supino', 1),
          loggedSet('b2', 'rosca', 0),
          loggedSet('b2', 'prancha', 0),
          loggedSet('b2', 'rosca', 1),
        ],
      ),
    });
    await logSet(session.user);
    return session;
  }

  test('Ainda não leaves a Finalizar Treino button that asks again', async () => {
    const { user, actions } = await runToTheEnd();
    const confirm = screen.getByRole('dialog', { name: 'Finalizar Treino?' });
    await user.click(within(confirm).getByRole('button', { name: 'Ainda não' }));
    expect(screen.queryByRole('dialog', { name: 'Finalizar Treino?' })).not.toBeInTheDocument();
    await user.click(within(runModal()).getByRole('button', { name: 'Finalizar Treino' }));
    expect(screen.getByRole('dialog', { name: 'Finalizar Treino?' })).toBeInTheDocument();
    expect(actions.finish).not.toHaveBeenCalled();
  });

  test('finish → toast → feedback → analysis fallback → close', async () => {
    const { user, actions, onClose } = await runToTheEnd();
    await user.click(screen.getByRole('button', { name: 'Sim, finalizar!' }));
    expect(actions.finish).toHaveBeenCalledWith({ workoutId: 'w-seg' });
    expect((await screen.findAllByText('Treino finalizado! Parabéns!'))[0]).toBeInTheDocument();

    const feedback = screen.getByRole('dialog', { name: 'Feedback do Treino' });
    const rpe = within(feedback).getByLabelText('Esforço percebido (RPE)');
    expect(rpe).toHaveValue('7');
    expect(feedback).toHaveTextContent('7 de 10');
    await user.click(within(feedback).getByRole('button', { name: 'Enviar Feedback' }));
    expect(within(feedback).getAllByText('Escolha uma opção.')).toHaveLength(3);
    expect(actions.sendFeedback).not.toHaveBeenCalled();

    await user.click(within(feedback).getByRole('button', { name: 'Difícil demais' }));
    await user.click(within(feedback).getByRole('button', { name: 'Alto' }));
    await user.click(within(feedback).getByRole('button', { name: 'Boa' }));
    expect(within(feedback).getByRole('button', { name: 'Boa' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(feedback).getByLabelText('Sentiu alguma dor ou desconforto? Onde?'));
    await user.paste('joelho');
    await user.click(within(feedback).getByLabelText('Comentários'));
    await user.paste('Ótimo treino');

    let answer: (text: Analysis | null) => void = () => undefined;
    actions.requestAnalysis.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    await user.click(within(feedback).getByRole('button', { name: 'Enviar Feedback' }));
    expect(actions.sendFeedback).toHaveBeenCalledWith({
      difficulty: 'Difícil demais',
      energyLevel: 'Alto',
      sleepQuality: 'Boa',
      overallRPE: 7,
      painPoints: 'joelho',
      comments: 'Ótimo treino',
    });

    const analysis = await screen.findByRole('dialog', { name: 'Análise Pós-Treino da IA' });
    expect(analysis).toHaveTextContent('Analisando sua performance...');
    // The dialog asks from an effect, which may run a frame after it shows.
    await waitFor(() => expect(actions.requestAnalysis).toHaveBeenCalled());
    answer(null);
    await waitFor(() =>
      expect(analysis).toHaveTextContent('Não foi possível gerar a análise. Mas bom trabalho no treino!'),
    );
    expect(actions.requestAnalysis).toHaveBeenCalledTimes(1);
    await user.click(within(analysis).getAllByRole('button', { name: 'Fechar' }).at(-1)!);
    // Closing waits for whether to ask about reminders (not here: this browser has no push).
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  test('skipping the feedback still shows the analysis text', async () => {
    const actions = fakeActions({
      requestAnalysis: vi.fn(() =>
        Promise.resolve({
          analysis: 'Ótimo volume hoje.\n\nDurma bem.',
          records: [
            { exerciseId: 'supino-reto-barra', name: 'Supino Reto', weight: 62.5, reps: 8, e1rm: 79.2 },
          ],
        }),
      ),
    });
    const { user } = await runToTheEnd(actions);
    await user.click(screen.getByRole('button', { name: 'Sim, finalizar!' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Feedback do Treino' })).getByRole('button', {
        name: 'Pular',
      }),
    );
    expect(actions.sendFeedback).not.toHaveBeenCalled();
    const analysis = await screen.findByRole('dialog', { name: 'Análise Pós-Treino da IA' });
    await waitFor(() => expect(analysis).toHaveTextContent('Ótimo volume hoje.'));
    expect(analysis).toHaveTextContent('Durma bem.');
    // The day's record, as a badge.
    expect(
      within(analysis).getByText('Recorde: Supino Reto 62,5 kg × 8 (1RM estimado 79,2 kg)'),
    ).toBeVisible();
  });

  test('the feedback takes a tap as soon as it shows, while the dialogs are still handing over', async () => {
    const actions = fakeActions();
    const { user } = await runToTheEnd(actions);
    // Effects run a frame after a render (Preact's requestAnimationFrame hook): hold them, as a busy
    // phone does, so the tap lands while the run's dialogs are still registered as the top layers.
    const held: (() => void)[] = [];
    const frame = options.requestAnimationFrame;
    options.requestAnimationFrame = (callback) => void held.push(callback);
    try {
      await user.click(screen.getByRole('button', { name: 'Sim, finalizar!' }));
      const feedback = await screen.findByRole('dialog', { name: 'Feedback do Treino' });
      expect(held.length).toBeGreaterThan(0);
      await user.click(within(feedback).getByRole('button', { name: 'Pular' }));
    } finally {
      options.requestAnimationFrame = frame;
      held.forEach((callback) => callback());
    }
    expect(await screen.findByRole('dialog', { name: 'Análise Pós-Treino da IA' })).toBeInTheDocument();
  });

  test('a failed finish keeps the confirmation and says why', async () => {
    const actions = fakeActions({
      finish: vi.fn<WorkoutActions['finish']>(() => Promise.reject(new Error('Sem conexão'))),
    });
    const { user } = await runToTheEnd(actions);
    await user.click(screen.getByRole('button', { name: 'Sim, finalizar!' }));
    expect(
      (await screen.findAllByText('Não foi possível finalizar o treino: Sem conexão'))[0],
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Finalizar Treino?' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Feedback do Treino' })).not.toBeInTheDocument();
  });
});
