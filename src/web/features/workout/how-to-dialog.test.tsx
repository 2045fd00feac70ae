import { screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { emptyDay, renderSession, runModal } from './workout-session.testing.tsx';

// jsdom renders these dialogs slowly; a whole run takes a few seconds.
vi.setConfig({ testTimeout: 20_000 });

describe('Como Fazer? and the routines', () => {
  test('shows the embedded privacy-enhanced video and the tutorial as a list', async () => {
    const { user } = renderSession();
    await user.click(within(runModal()).getByRole('button', { name: 'Como Fazer?' }));
    const dialog = screen.getByRole('dialog', { name: 'Como Fazer: Supino Reto' });
    expect(within(dialog).getByTitle('Vídeo: Supino Reto')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Deite no banco.', 'Empurre a barra.']);
  });

  test('a gif comes first, instead of the video', async () => {
    const { user } = renderSession({
      day: emptyDay({
        progress: {
          workoutId: 'w-seg',
          position: { blockIndex: 1, exerciseIndex: 0, setIndex: 0 },
          at: '2025-03-10T10:00:00.000Z',
        },
      }),
    });
    await user.click(within(runModal()).getByRole('button', { name: 'Como Fazer?' }));
    const dialog = screen.getByRole('dialog', { name: 'Como Fazer: Rosca Direta' });
    expect(within(dialog).getByRole('img', { name: 'Demonstração de Rosca Direta' })).toHaveAttribute(
      'src',
      'https://cdn.exemplo/rosca.gif',
    );
  });

  test('Aquecimento opens the warm-up with durations and each item’s detail', async () => {
    const { user } = renderSession();
    expect(within(runModal()).queryByRole('button', { name: 'Volta à Calma' })).not.toBeInTheDocument();
    await user.click(within(runModal()).getByRole('button', { name: 'Aquecimento' }));
    const dialog = screen.getByRole('dialog', { name: 'Aquecimento Geral' });
    expect(dialog).toHaveTextContent('Polichinelo');
    expect(dialog).toHaveTextContent('5 min');
    await user.click(within(dialog).getByRole('button', { name: /Como fazer\? Polichinelo/ }));
    expect(dialog).toHaveTextContent('Salte abrindo braços e pernas.');
  });
});
