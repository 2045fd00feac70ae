import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { dayAt, loggedSet, logSet, renderSession, runModal } from './workout-session.testing.tsx';

/** Every set logged but the first 'Supino Reto' (left for later) and the very last one, which is up. */
function lastSetWithOneSkipped() {
  return renderSession({
    day: dayAt(
      [1, 1, 1],
      [
        loggedSet('b1', 'supino', 1),
        loggedSet('b2', 'rosca', 0),
        loggedSet('b2', 'prancha', 0),
        loggedSet('b2', 'rosca', 1),
      ],
    ),
  });
}

/** The run's progress, also while a dialog covers it. */
const progress = () => screen.getByRole('progressbar', { hidden: true });

describe('sets left for later', () => {
  test('Fazer Depois does not count the set as done', async () => {
    const { user } = renderSession();
    expect(runModal()).toHaveTextContent('0 de 6 séries');
    await user.click(within(runModal()).getByRole('button', { name: 'Fazer Depois' }));
    expect(runModal()).toHaveTextContent('Série 2 de 2');
    expect(runModal()).toHaveTextContent('0 de 6 séries');
  });

  test('the end offers the skipped set before Finalizar Treino?, and Fazer agora brings it back', async () => {
    const { user } = lastSetWithOneSkipped();
    expect(runModal()).toHaveTextContent('4 de 6 séries');
    await logSet(user);
    const review = screen.getByRole('dialog', { name: 'Séries para depois' });
    expect(review).toHaveTextContent('Você deixou 1 série para depois. Quer fazê-la agora?');
    expect(review).toHaveTextContent('Supino Reto — série 1 de 2');
    expect(screen.queryByRole('dialog', { name: 'Finalizar Treino?' })).not.toBeInTheDocument();

    await user.click(within(review).getByRole('button', { name: 'Fazer agora' }));
    expect(runModal()).toHaveTextContent('Supino Reto');
    expect(runModal()).toHaveTextContent('Série 1 de 2');
    await logSet(user);
    const finish = screen.getByRole('dialog', { name: 'Finalizar Treino?' });
    expect(finish).toHaveTextContent('Você completou todos os exercícios.');
    expect(progress()).toHaveAttribute('aria-valuetext', '6 de 6 séries');
  });

  test('finishing without the skipped set says how many were left undone', async () => {
    const { user, actions } = lastSetWithOneSkipped();
    await logSet(user);
    const review = screen.getByRole('dialog', { name: 'Séries para depois' });
    await user.click(within(review).getByRole('button', { name: 'Finalizar sem ela' }));
    const finish = screen.getByRole('dialog', { name: 'Finalizar Treino?' });
    expect(finish).toHaveTextContent('Você deixou 1 série sem fazer.');
    expect(finish).not.toHaveTextContent('Você completou todos os exercícios.');
    expect(progress()).toHaveAttribute('aria-valuetext', '5 de 6 séries');
    await user.click(within(finish).getByRole('button', { name: 'Sim, finalizar!' }));
    expect(actions.finish).toHaveBeenCalledWith({ workoutId: 'w-seg' });
  });

  test('a run restored at its end with a skipped set says so and offers it again', async () => {
    const { user } = renderSession({
      day: dayAt(
        [2, 0, 0],
        [
          loggedSet('b1', 'supino', 1),
          loggedSet('b2', 'rosca', 0),
          loggedSet('b2', 'prancha', 0),
          loggedSet('b2', 'rosca', 1),
          loggedSet('b2', 'prancha', 1),
        ],
      ),
    });
    expect(runModal()).toHaveTextContent('1 série ficou para depois.');
    expect(runModal()).not.toHaveTextContent('Todos os exercícios concluídos!');
    await user.click(within(runModal()).getByRole('button', { name: 'Finalizar Treino' }));
    expect(screen.getByRole('dialog', { name: 'Séries para depois' })).toBeInTheDocument();
  });
});
